import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useContact } from "../contact/contact-context.tsx";

/** docs/product.md#routes: /?contact=true opens the contact dialog at load. */
export function useContactFromQuery() {
  const [params] = useSearchParams();
  const { openContact } = useContact();
  const wantsContact = params.get("contact") === "true";
  useEffect(() => {
    if (wantsContact) openContact();
  }, [wantsContact, openContact]);
}
