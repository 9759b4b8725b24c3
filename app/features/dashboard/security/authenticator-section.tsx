import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Smartphone } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, fieldAria } from "#app/components/ui/field.tsx";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { localDateTime } from "../integrations/one-time-secret.tsx";
import { useToastedChange } from "../shared/use-toasted-change.ts";
import { SecurityCard } from "./security-card.tsx";
import { TWO_FACTOR_KEY, TWO_FACTOR_URL, type SectionProps } from "./two-factor.ts";

// The authenticator-app (TOTP) section: set up with a QR code and a first code, or remove.

export function AuthenticatorSection({ status, onCodes, onFailure }: SectionProps) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; qrCode: string } | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });

  const start = useMutation({
    mutationFn: () => apiRequest<{ secret: string; qrCode: string }>("POST", `${TWO_FACTOR_URL}/totp`),
    onSuccess: (started) => {
      setSetup(started);
      setCode("");
      setError(undefined);
    },
    onError: onFailure,
  });
  const confirm = useMutation({
    mutationFn: () =>
      apiRequest<{ recoveryCodes: string[] | null }>("POST", `${TWO_FACTOR_URL}/totp/confirm`, { code }),
    onSuccess: async ({ recoveryCodes }) => {
      setSetup(null);
      if (recoveryCodes) onCodes(recoveryCodes);
      toast({ title: "Authenticator app set up", description: "Sign-in now asks for its code." });
      await refresh();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 400) setError(err.fieldErrors.code?.[0] ?? err.serverMessage);
      else onFailure(err);
    },
  });
  const remove = useToastedChange({
    send: () => apiRequest("DELETE", `${TWO_FACTOR_URL}/totp`),
    done: { title: "Authenticator app removed" },
    refresh,
    failed: onFailure,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{3} ?\d{3}$/.test(code.trim())) return setError("Enter the 6-digit code from your authenticator app.");
    confirm.mutate();
  }

  return (
    <SecurityCard id="totp-heading" title="Authenticator app" icon={Smartphone}>
      {status.totp.enabled ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700" data-testid="totp-status">
            <span className="font-semibold text-emerald-700">On</span> since {localDateTime(status.totp.createdAt)}
            {status.totp.lastUsedAt ? `, last used ${localDateTime(status.totp.lastUsedAt)}` : ""}.
          </p>
          <Button variant="outline" size="sm" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Remove authenticator app
          </Button>
        </div>
      ) : setup ? (
        <div className="mt-3 grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
          <img
            src={setup.qrCode}
            alt="QR code to scan with your authenticator app"
            width={176}
            height={176}
            className="size-44 rounded-xl border border-slate-200 bg-white"
          />
          <div className="min-w-0">
            <p className="text-sm text-slate-700">Scan the QR code with your authenticator app, or type in this key:</p>
            <p className="mt-1 font-mono text-sm break-all text-slate-900" data-testid="totp-secret">
              {setup.secret}
            </p>
            <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
              <Field id="totp-code" label="6-digit code" error={error} className="sm:w-48">
                <Input
                  value={code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  onChange={(e) => setCode(e.target.value)}
                  {...fieldAria("totp-code", error)}
                />
              </Field>
              <Button type="submit" variant="brand" disabled={confirm.isPending}>
                {confirm.isPending ? "Checking..." : "Confirm"}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setSetup(null)}>
                Cancel
              </Button>
            </form>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">
            Use an app such as 1Password, Google Authenticator or Microsoft Authenticator.
          </p>
          <Button variant="brand" size="sm" onClick={() => start.mutate()} disabled={start.isPending}>
            Set up authenticator app
          </Button>
        </div>
      )}
    </SecurityCard>
  );
}
