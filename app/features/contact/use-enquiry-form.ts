import { useState, type FormEvent } from "react";
import type { ContactInput } from "#core/schemas/contact.ts";
import { apiRequest } from "../../lib/api.ts";
import { toast } from "../../lib/toast-store.ts";

// The one way a public form sends a contact enquiry (POST /api/contact, docs/product.md#api): the
// contact dialog and the LeadsManager demo request both use it, with the same toasts
// (docs/product.md#errors-and-messages). A missing required entry stops it with a toast; success
// clears the entries and calls `onSent`; failure keeps the entries.

export function useEnquiryForm<V extends Record<string, string>>({
  empty,
  missing,
  toEnquiry,
  onSent,
}: {
  empty: V;
  /** The toast's description when a required entry is blank, else undefined. */
  missing: (values: V) => string | undefined;
  toEnquiry: (values: V) => ContactInput;
  onSent: () => void;
}) {
  const [values, setValues] = useState(empty);
  const [isSending, setIsSending] = useState(false);
  const set = (key: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const description = missing(values);
    if (description) {
      toast({ title: "Please fill required fields", description });
      return;
    }
    setIsSending(true);
    try {
      await apiRequest("POST", "/api/contact", toEnquiry(values));
      toast({ title: "Message sent successfully!", description: "We'll get back to you within 24 hours." });
      setValues(empty);
      onSent();
    } catch {
      toast({
        title: "Error sending message",
        description: "Please try again or contact us directly.",
        variant: "destructive",
      });
    } finally {
      setIsSending(false);
    }
  }

  return { values, set, isSending, submit };
}
