import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Send, Webhook } from "lucide-react";
import { useState, type FormEvent } from "react";
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS } from "#core/schemas/webhook.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, fieldAria } from "#app/components/ui/field.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Badge } from "../shared/badge.tsx";
import { ConfirmDelete } from "../shared/confirm-delete.tsx";
import { reportFailure } from "../shared/feedback.ts";
import { ListState } from "../shared/layout.tsx";
import { KEYS, type WebhookJson } from "../shared/types.ts";
import { DeliveryLog } from "./delivery-log.tsx";
import { OneTimeSecret } from "./one-time-secret.tsx";

// Webhooks (docs/product.md#integrations): endpoints with their events, the signing secret shown once, a test
// event and each endpoint's delivery log.

type Errors = Partial<Record<"url" | "events", string>>;

export function WebhooksSection() {
  const queryClient = useQueryClient();
  const webhooksQuery = useQuery<WebhookJson[]>({ queryKey: KEYS.webhooks });
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>(["post.published"]);
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEYS.webhooks });

  const create = useMutation({
    mutationFn: () =>
      apiRequest<WebhookJson & { secret: string }>("POST", "/api/webhooks", { url: url.trim(), events }),
    onSuccess: async (webhook) => {
      setCreated({ url: webhook.url, secret: webhook.secret });
      setUrl("");
      setErrors({});
      await refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        const fields = error.fieldErrors;
        const eventError = Object.entries(fields).find(([k]) => k.startsWith("events"))?.[1][0];
        setErrors({ url: fields.url?.[0], events: eventError });
      } else reportFailure(error, "Error");
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Errors = {};
    if (!url.trim()) problems.url = "This field is required.";
    if (events.length === 0) problems.events = "Choose at least one event.";
    setErrors(problems);
    if (Object.keys(problems).length === 0) create.mutate();
  }

  return (
    <section
      aria-labelledby="webhooks-heading"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h3 id="webhooks-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Webhooks
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        We POST a signed JSON message (Standard Webhooks) to your endpoint when something happens, and retry for 24
        hours if it does not answer with a 2xx status.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 grid grid-cols-1 gap-4">
        <Field
          id="webhook-url"
          label="Endpoint URL"
          required
          error={errors.url}
          hint="A public https:// address that accepts POST."
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://example.com/hooks/arcwell"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-required
            {...fieldAria("webhook-url", errors.url, true)}
          />
        </Field>
        <fieldset aria-describedby={errors.events ? "webhook-events-error" : undefined}>
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            Events{" "}
            <span className="text-red-600" aria-hidden>
              *
            </span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((name) => (
              <label
                key={name}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-3 py-2.5 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-indigo-600"
                  checked={events.includes(name)}
                  onChange={(e) =>
                    setEvents((list) => (e.target.checked ? [...list, name] : list.filter((x) => x !== name)))
                  }
                />
                <span>
                  <span className="block font-mono text-xs font-semibold text-slate-900">{name}</span>
                  <span className="block text-sm text-slate-600">{WEBHOOK_EVENT_LABELS[name]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.events ? (
            <p id="webhook-events-error" className="mt-1 text-sm text-red-600">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit" variant="brand" disabled={create.isPending}>
            {create.isPending ? "Adding..." : "Add endpoint"}
          </Button>
        </div>
      </form>
      <div className="mt-6">
        {created ? (
          <OneTimeSecret
            id="new-webhook-secret"
            label={`Signing secret for ${created.url}`}
            value={created.secret}
            onDone={() => setCreated(null)}
          />
        ) : null}
        <ListState
          query={webhooksQuery}
          what="the webhooks"
          loading="Loading webhooks..."
          empty={{ icon: <Webhook aria-hidden />, text: "No webhook endpoints yet." }}
        >
          {(webhooks) => (
            <ul data-rows className="grid grid-cols-1 gap-4" aria-label="Webhook endpoints">
              {webhooks.map((webhook) => (
                <WebhookItem key={webhook.id} webhook={webhook} onChanged={refresh} />
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </section>
  );
}

function WebhookItem({ webhook, onChanged }: { webhook: WebhookJson; onChanged: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => apiRequest("PUT", `/api/webhooks/${webhook.id}`, { enabled }),
    onSuccess: onChanged,
    onError: (error) => reportFailure(error, "Error"),
  });
  const test = useMutation({
    mutationFn: () => apiRequest("POST", `/api/webhooks/${webhook.id}/test`),
    onSuccess: async () => {
      toast({ title: "Test event sent", description: "Its answer shows in the delivery log." });
      setShowLog(true);
      await queryClient.invalidateQueries({ queryKey: KEYS.deliveries(webhook.id) });
    },
    onError: (error) => reportFailure(error, "Error"),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/webhooks/${webhook.id}`),
    onSuccess: async () => {
      toast({ title: "Webhook deleted", description: webhook.url });
      await onChanged();
    },
    onError: (error) => reportFailure(error, "Error"),
  });
  const switchId = `webhook-enabled-${webhook.id}`;
  const logId = `webhook-log-${webhook.id}`;
  return (
    <li data-testid="webhook" className="min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold break-all text-slate-900">{webhook.url}</p>
          <p className="mt-2 flex flex-wrap gap-1.5">
            {webhook.events.map((e) => (
              <Badge key={e} tone="indigo">
                {e}
              </Badge>
            ))}
          </p>
          {webhook.disabledReason ? (
            <p className="mt-2 text-sm font-semibold text-red-700" role="note">
              {webhook.disabledReason} Turn it on again once the endpoint works.
            </p>
          ) : null}
        </div>
        <ConfirmDelete
          thing="webhook"
          name={webhook.url}
          consequence="Events stop going to this endpoint, and its delivery log is deleted."
          onConfirm={() => remove.mutate()}
          isPending={remove.isPending}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="flex min-h-11 items-center gap-2.5">
          <Switch
            id={switchId}
            checked={webhook.enabled}
            disabled={toggle.isPending}
            onCheckedChange={(enabled) => toggle.mutate(enabled)}
          />
          <label htmlFor={switchId} className="text-sm font-semibold text-slate-800">
            {webhook.enabled ? "On" : "Off"}
          </label>
        </span>
        <Button variant="outline" size="sm" onClick={() => test.mutate()} disabled={test.isPending}>
          <Send aria-hidden /> {test.isPending ? "Sending..." : "Send test event"}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((v) => !v)}
        >
          {showLog ? "Hide delivery log" : "Show delivery log"}
        </Button>
      </div>
      {showLog ? (
        <div id={logId} className="mt-4">
          <DeliveryLog webhookId={webhook.id} />
        </div>
      ) : null}
    </li>
  );
}
