import { Lightbulb } from "lucide-react";
import { CtaBand } from "../../components/site/cta-band.tsx";
import { useContact } from "../contact/contact-context.tsx";

// docs/product.md#public-screens Portfolio: 'Have an Idea?' with 'Start Your Venture' (contact dialog).
export function PortfolioCta() {
  const { openContact } = useContact();
  return (
    <CtaBand
      id="portfolio-cta-title"
      icon={<Lightbulb />}
      title="Have an Idea?"
      text="Every venture above started as a conversation. Tell us what you want to build and we will reply within 24 hours."
      actions={[{ label: "Start Your Venture", onClick: openContact, arrow: true, opensDialog: true }]}
      className="pb-20 sm:pb-28"
    />
  );
}
