import { BadgeCheck } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { NEWSLETTER_ACCEPTED_MESSAGE, NEWSLETTER_EMAIL_REQUIRED } from "#core/newsletter.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { Field, fieldAria, Input } from "../../components/ui/field.tsx";
import { apiRequest, type ApiError } from "../../lib/api.ts";
import { returnFocus } from "../../lib/return-focus.ts";

// The journal's 'Subscribe to Newsletter' (issue 27 item 6, decision 050): one email entry; the
// server answers the same for every address and mails a link to confirm. Loaded on first open
// (journal-sections.tsx). Errors show on the field: a blank entry here, the rest as the server
// words them (its schema is the one check, so this code does not carry zod).

const ID = "newsletter-email";

function problemOf(error: unknown): string {
  // Read as an ApiError by its fields, so that this chunk adds no import to the site's shared code.
  const { status, fieldErrors, serverMessage } = (error ?? {}) as Partial<ApiError>;
  if (status === undefined) return "Could not reach the server. Check your connection and try again.";
  return fieldErrors?.email?.[0] ?? serverMessage ?? "Something went wrong. Please try again.";
}

export default function SubscribeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [isSending, setSending] = useState(false);
  const [isDone, setDone] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Opened from state, not a Radix Trigger: remember what had focus (before Radix moves it, in
  // its passive effect) to give it back on close; each opening starts afresh.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDone(false);
    setError(undefined);
  }, [open]);

  // The form (and its focused button) gives way to the message: focus goes to Close.
  useEffect(() => {
    if (isDone) close.current?.focus();
  }, [isDone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    if (!email.trim()) {
      setError(NEWSLETTER_EMAIL_REQUIRED);
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      await apiRequest("POST", "/api/newsletter", { email });
      setEmail("");
      setError(undefined);
      setDone(true);
    } catch (err) {
      setError(problemOf(err));
      field.current?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event, opener.current)} className="max-w-md">
        <DialogTitle>Subscribe to the newsletter</DialogTitle>
        <DialogDescription>
          New articles on venture building, product strategy and growth, a few times a month. We first send a link to
          confirm, and every mail lets you unsubscribe.
        </DialogDescription>
        <p
          role="status"
          className={
            isDone
              ? "mt-6 flex items-start gap-3 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900"
              : "sr-only"
          }
        >
          {isDone ? (
            <>
              <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
              {NEWSLETTER_ACCEPTED_MESSAGE}
            </>
          ) : null}
        </p>
        {isDone ? (
          <DialogClose asChild>
            <Button ref={close} variant="outline" size="lg" className="mt-6 w-full">
              Close
            </Button>
          </DialogClose>
        ) : (
          <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
            <Field id={ID} label="Email" required error={error}>
              <Input
                {...fieldAria(ID, error)}
                ref={field}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            <Button type="submit" variant="brand" size="lg" disabled={isSending}>
              {isSending ? "Subscribing..." : "Subscribe"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
