import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, fieldAria } from "#app/components/ui/field.tsx";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Badge } from "../shared/badge.tsx";
import { ConfirmDelete } from "../shared/confirm-delete.tsx";
import { reportFailure } from "../shared/feedback.ts";
import { SelectField } from "../shared/select-field.tsx";
import { ListState } from "../shared/layout.tsx";
import { KEYS, type ApiTokenJson } from "../shared/types.ts";
import { useTwoFactorStatus } from "../security/two-factor.ts";
import { OneTimeSecret, localDateTime } from "./one-time-secret.tsx";

// API tokens (docs/product.md#integrations): the owner makes one (shown once), sees who made each and when
// it was last used, and revokes it. A token stops working once its maker is no longer an owner.

const SCOPES = [
  { value: "read", label: "Read: content, drafts and admin lists" },
  { value: "write", label: "Write: also create and change content" },
];
const EXPIRIES = [
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In a year" },
  { value: "never", label: "Never" },
];

export function ApiTokensSection() {
  const queryClient = useQueryClient();
  const tokensQuery = useQuery<ApiTokenJson[]>({ queryKey: KEYS.tokens });
  // REQUIRE_2FA_FOR_STAFF does not cover tokens (they sign nobody in): say so where they are listed.
  const twoFactorRequired = useTwoFactorStatus().data?.required === true;
  const [name, setName] = useState("");
  const [scope, setScope] = useState("read");
  const [expiry, setExpiry] = useState("90");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);

  const create = useMutation({
    mutationFn: () =>
      apiRequest<ApiTokenJson & { token: string }>("POST", "/api/tokens", {
        name,
        scope,
        ...(expiry === "never" ? {} : { expiresInDays: Number(expiry) }),
      }),
    onSuccess: async (token) => {
      setCreated({ name: token.name, token: token.token });
      setName("");
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: KEYS.tokens });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])));
      } else reportFailure(error, "Error");
    },
  });
  const revoke = useMutation({
    mutationFn: (token: ApiTokenJson) => apiRequest("DELETE", `/api/tokens/${token.id}`),
    onSuccess: async (_, token) => {
      toast({ title: "Token revoked", description: `“${token.name}” no longer works.` });
      await queryClient.invalidateQueries({ queryKey: KEYS.tokens });
    },
    onError: (error) => reportFailure(error, "Error"),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: "This field is required." });
    create.mutate();
  }

  return (
    <section
      aria-labelledby="api-tokens-heading"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h3 id="api-tokens-heading" className="text-xl font-bold tracking-tight text-slate-900">
        API tokens
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        For scripts and other tools: send a token as{" "}
        <code className="rounded bg-slate-100 px-1">Authorization: Bearer …</code>. A token acts as a team member, never
        as an owner.
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <Field
          id="token-name"
          label="Name"
          required
          error={errors.name}
          hint="Say what uses it, e.g. “Newsletter sync”."
        >
          <Input
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            aria-required
            {...fieldAria("token-name", errors.name, true)}
          />
        </Field>
        <SelectField
          id="token-scope"
          label="Access"
          value={scope}
          onChange={setScope}
          options={SCOPES}
          error={errors.scope}
        />
        <SelectField
          id="token-expiry"
          label="Expires"
          value={expiry}
          onChange={setExpiry}
          options={EXPIRIES}
          error={errors.expiresInDays}
        />
        <Button type="submit" variant="brand" className="sm:mt-7" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create token"}
        </Button>
      </form>
      <div className="mt-6">
        {twoFactorRequired && tokensQuery.data?.length ? (
          <p
            role="note"
            className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            data-testid="tokens-review"
          >
            Two-factor sign-in is required for staff, but API tokens work without it. Review the tokens below and revoke
            any that nothing needs any more.
          </p>
        ) : null}
        {created ? (
          <OneTimeSecret
            id="new-token"
            label={`Token “${created.name}”`}
            value={created.token}
            onDone={() => setCreated(null)}
          />
        ) : null}
        <ListState
          query={tokensQuery}
          what="the API tokens"
          loading="Loading tokens..."
          empty={{ icon: <KeyRound aria-hidden />, text: "No API tokens yet." }}
        >
          {(tokens) => (
            <ul
              data-rows
              className="divide-y divide-slate-100 rounded-2xl border border-slate-200"
              aria-label="API tokens"
            >
              {tokens.map((token) => (
                <li
                  key={token.id}
                  data-testid="api-token"
                  className="flex items-start justify-between gap-3 px-4 py-3 sm:items-center"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
                      {token.name}
                      <Badge tone={token.scope === "write" ? "amber" : "blue"}>
                        {token.scope === "write" ? "Write" : "Read"}
                      </Badge>
                      {token.active ? null : <Badge>Not working</Badge>}
                    </p>
                    {token.active ? null : (
                      <p className="mt-0.5 text-sm text-amber-800">
                        Stopped working: the person who made it is no longer an owner. Revoke it, or make a new one.
                      </p>
                    )}
                    <p className="mt-0.5 text-sm text-slate-600">
                      Created by {token.createdBy ?? "someone who was removed"} on {localDateTime(token.createdAt)} ·
                      Expires {token.expiresAt ? localDateTime(token.expiresAt) : "never"} · Last used{" "}
                      {token.lastUsedAt ? localDateTime(token.lastUsedAt) : "never"}
                    </p>
                  </div>
                  <ConfirmDelete
                    thing="API token"
                    name={token.name}
                    action="Revoke"
                    consequence={`Anything using “${token.name}” loses access at once.`}
                    onConfirm={() => revoke.mutate(token)}
                    isPending={revoke.isPending && revoke.variables?.id === token.id}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </section>
  );
}
