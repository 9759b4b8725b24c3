import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fingerprint, KeyRound, ShieldCheck, Smartphone } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { TwoFactorStatus } from "#core/schemas/two-factor.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, fieldAria } from "#app/components/ui/field.tsx";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure, serverMessage } from "../shared/feedback.ts";
import { localDateTime } from "../integrations/one-time-secret.tsx";

// Two-factor sign-in (docs/product.md#two-factor, decision 034): each person of the built-in
// provider sets up an authenticator app and passkeys, and keeps recovery codes. Adding or removing
// a factor or replacing the codes needs a recent sign-in; the server answers 403 otherwise.

export const TWO_FACTOR_URL = "/api/account/two-factor";
export const TWO_FACTOR_KEY = [TWO_FACTOR_URL] as const;
/** Back to this panel after signing in again. */
export const FRESH_SIGN_IN_URL = `/api/login?fresh=1&returnTo=${encodeURIComponent("/dashboard?panel=security")}`;

export function useTwoFactorStatus(enabled = true) {
  return useQuery<TwoFactorStatus>({ queryKey: TWO_FACTOR_KEY, enabled });
}

const isFreshSignInError = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && /sign in again/i.test(error.serverMessage ?? "");

export function SecurityPanel({ mustEnrol = false, onClose }: { mustEnrol?: boolean; onClose?: () => void }) {
  const status = useTwoFactorStatus();
  const [needsFresh, setNeedsFresh] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const onFailure = (error: unknown) => {
    if (isFreshSignInError(error)) setNeedsFresh(true);
    else reportFailure(error, "Error");
  };

  let body: ReactNode;
  if (status.isPending) body = <p className="text-sm text-slate-600">Loading your sign-in settings...</p>;
  else if (status.isError)
    body = (
      <p role="alert" className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        {serverMessage(status.error, "Your sign-in settings could not be loaded.")}
      </p>
    );
  else
    body = (
      <div className="grid gap-5">
        {needsFresh ? (
          <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">Sign in again to make this change.</p>
            <p className="mt-1">
              Adding or removing a second factor, or replacing recovery codes, needs a sign-in within the last 10
              minutes.
            </p>
            <Button asChild variant="outline" size="sm" className="mt-3">
              <a href={FRESH_SIGN_IN_URL}>Sign in again</a>
            </Button>
          </div>
        ) : null}
        {codes ? <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} /> : null}
        <AuthenticatorSection status={status.data} onCodes={setCodes} onFailure={onFailure} />
        <PasskeysSection status={status.data} onCodes={setCodes} onFailure={onFailure} />
        <RecoveryCodesSection status={status.data} onCodes={setCodes} onFailure={onFailure} />
      </div>
    );

  return (
    <section aria-labelledby="security-heading" className="mx-auto max-w-3xl">
      <h2 id="security-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
        <ShieldCheck className="size-6 text-indigo-600" aria-hidden /> Two-factor sign-in
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        {mustEnrol
          ? "Two-factor sign-in is required for staff. Set up an authenticator app or a passkey to reach the dashboard."
          : "After your password, sign-in asks for a code from your authenticator app or for a passkey."}
      </p>
      {body}
      {onClose ? (
        <Button variant="ghost" className="mt-6" onClick={onClose}>
          Back to the dashboard
        </Button>
      ) : null}
    </section>
  );
}

interface SectionProps {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
  onFailure: (error: unknown) => void;
}

function Card({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
        {icon} {title}
      </h3>
      {children}
    </section>
  );
}

function AuthenticatorSection({ status, onCodes, onFailure }: SectionProps) {
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
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `${TWO_FACTOR_URL}/totp`),
    onSuccess: async () => {
      toast({ title: "Authenticator app removed" });
      await refresh();
    },
    onError: onFailure,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{3} ?\d{3}$/.test(code.trim())) return setError("Enter the 6-digit code from your authenticator app.");
    confirm.mutate();
  }

  return (
    <Card
      id="totp-heading"
      title="Authenticator app"
      icon={<Smartphone className="size-5 text-slate-500" aria-hidden />}
    >
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
    </Card>
  );
}

function PasskeysSection({ status, onCodes, onFailure }: SectionProps) {
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
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `${TWO_FACTOR_URL}/passkeys/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast({ title: "Passkey removed" });
      await refresh();
    },
    onError: onFailure,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError("Give the passkey a name, e.g. “Work laptop”.");
    setError(undefined);
    add.mutate();
  }

  return (
    <Card id="passkeys-heading" title="Passkeys" icon={<Fingerprint className="size-5 text-slate-500" aria-hidden />}>
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
    </Card>
  );
}

function RecoveryCodesSection({ status, onCodes, onFailure }: SectionProps) {
  const queryClient = useQueryClient();
  const regenerate = useMutation({
    mutationFn: () => apiRequest<{ recoveryCodes: string[] }>("POST", `${TWO_FACTOR_URL}/recovery-codes`),
    onSuccess: async ({ recoveryCodes }) => {
      onCodes(recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    },
    onError: onFailure,
  });
  if (!status.totp.enabled && status.passkeys.length === 0) return null;
  return (
    <Card
      id="recovery-heading"
      title="Recovery codes"
      icon={<KeyRound className="size-5 text-slate-500" aria-hidden />}
    >
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700" data-testid="recovery-left">
          {status.recoveryCodesLeft} of 10 recovery codes left. Each works once, if you lose your phone or passkey.
        </p>
        <Button variant="outline" size="sm" onClick={() => regenerate.mutate()} disabled={regenerate.isPending}>
          Generate new codes
        </Button>
      </div>
    </Card>
  );
}

function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5">
      <p className="font-semibold text-emerald-900">Save your recovery codes now: they will not be shown again.</p>
      <p className="mt-1 text-sm text-emerald-900">
        Each code signs you in once when your app or passkey is not at hand.
      </p>
      <ul
        className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-slate-900"
        aria-label="Recovery codes"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).catch(() => undefined)}
        >
          Copy codes
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
