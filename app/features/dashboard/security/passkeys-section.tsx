import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Fingerprint } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, fieldAria } from "#app/components/ui/field.tsx";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { localDateTime } from "../integrations/one-time-secret.tsx";
import { useToastedChange } from "../shared/use-toasted-change.ts";
import { SecurityCard } from "./security-card.tsx";
import { TWO_FACTOR_KEY, TWO_FACTOR_URL, type SectionProps } from "./two-factor.ts";

// The passkeys section: the list with a remove button each, and a named passkey to add (WebAuthn;
// the browser library loads only when one is added).

export function PasskeysSection({ status, onCodes, onFailure }: SectionProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });

  const add = useMutation({
    mutationFn: async () => {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const optionsJSON = await apiRequest<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
        "POST",
        `${TWO_FACTOR_URL}/passkeys/options`,
      );
      const response = await startRegistration({ optionsJSON });
      return apiRequest<{ recoveryCodes: string[] | null }>("POST", `${TWO_FACTOR_URL}/passkeys`, {
        name: name.trim(),
        response,
      });
    },
    onSuccess: async ({ recoveryCodes }) => {
      setName("");
      if (recoveryCodes) onCodes(recoveryCodes);
      toast({ title: "Passkey added", description: "Sign-in can now use it." });
      await refresh();
    },
    onError: (err) => {
      if (err instanceof ApiError) onFailure(err);
      else setError("The passkey was not created. Try again, or use another authenticator.");
    },
  });
  const remove = useToastedChange({
    send: (id: string) => apiRequest("DELETE", `${TWO_FACTOR_URL}/passkeys/${encodeURIComponent(id)}`),
    done: { title: "Passkey removed" },
    refresh,
    failed: onFailure,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError("Give the passkey a name, e.g. “Work laptop”.");
    setError(undefined);
    add.mutate();
  }

  return (
    <SecurityCard id="passkeys-heading" title="Passkeys" icon={Fingerprint}>
      {status.passkeys.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200" aria-label="Your passkeys">
          {status.passkeys.map((passkey) => (
            <li
              key={passkey.id}
              data-testid="passkey"
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{passkey.name}</p>
                <p className="text-xs text-slate-600">
                  Added {localDateTime(passkey.createdAt)} · Last used{" "}
                  {passkey.lastUsedAt ? localDateTime(passkey.lastUsedAt) : "never"}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => remove.mutate(passkey.id)}
                disabled={remove.isPending}
                aria-label={`Remove passkey ${passkey.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          A passkey signs you in with your device&apos;s screen lock or a security key.
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id="passkey-name" label="Passkey name" error={error} className="sm:flex-1">
          <Input
            value={name}
            maxLength={60}
            placeholder="Work laptop"
            onChange={(e) => setName(e.target.value)}
            {...fieldAria("passkey-name", error)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? "Waiting for the passkey..." : "Add a passkey"}
        </Button>
      </form>
    </SecurityCard>
  );
}
