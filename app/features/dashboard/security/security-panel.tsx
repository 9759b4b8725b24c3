import { ShieldCheck } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { reportFailure, serverMessage } from "../shared/feedback.ts";
import { AuthenticatorSection } from "./authenticator-section.tsx";
import { PasskeysSection } from "./passkeys-section.tsx";
import { RecoveryCodesSection } from "./recovery-codes-section.tsx";
import { RecoveryCodesShown } from "./recovery-codes-shown.tsx";
import { FRESH_SIGN_IN_URL, isFreshSignInError, useTwoFactorStatus } from "./two-factor.ts";

// Two-factor sign-in (docs/product.md#two-factor, decision 034): each person of the built-in
// provider sets up an authenticator app and passkeys, and keeps recovery codes. Adding or removing
// a factor or replacing the codes needs a recent sign-in; the server answers 403 otherwise, and
// this panel then offers to sign in again.

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
