import { Lock } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { Field, fieldAria, Input } from "../../components/ui/field.tsx";
import { ApiError, apiRequest } from "../../lib/api.ts";
import { returnFocus } from "../../lib/return-focus.ts";
import { INVESTOR_STORAGE_KEY } from "./investor-storage.ts";

// docs/product.md#states investor password dialog: a correct password submits, stores and closes;
// cancel or dismiss clears and closes.

export default function InvestorDialog({
  open,
  onOpenChange,
  onAccepted,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccepted: () => void;
  opener: { current: HTMLElement | null };
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [isChecking, setIsChecking] = useState(false);

  function close() {
    setPassword("");
    setError(undefined);
    onOpenChange(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsChecking(true);
    try {
      const { token } = await apiRequest<{ token: string }>("POST", "/api/investor-access", { password });
      window.localStorage.setItem(INVESTOR_STORAGE_KEY, token);
      close();
      onAccepted();
    } catch (err) {
      const tooMany = err instanceof ApiError && err.status === 429;
      setError(tooMany ? (err.serverMessage ?? "Too many attempts.") : "Incorrect password. Please try again.");
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event, opener.current)}>
        <div className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
          <Lock className="size-6" aria-hidden />
        </div>
        <DialogTitle>Investor Access</DialogTitle>
        <DialogDescription>Enter the investor password to open the portfolio dashboard.</DialogDescription>
        <form className="mt-6 grid gap-4" onSubmit={submit}>
          <Field id="investor-password" label="Password" error={error}>
            <Input
              {...fieldAria("investor-password", error)}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              // The gate's only field: a person opened the dialog to type into it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </Field>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={isChecking || !password}>
              {isChecking ? "Checking..." : "Access Dashboard"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
