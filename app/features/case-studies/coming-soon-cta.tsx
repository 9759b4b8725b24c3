import { CtaBand } from "../../components/site/cta-band.tsx";

// docs/product.md#public-screens: bottom section 'More Case Studies Coming Soon' with 'Get Started' to /?contact=true.
export function ComingSoonCta() {
  return (
    <CtaBand
      id="coming-soon-heading"
      title="More Case Studies Coming Soon"
      text="We are writing up more of the ventures we have launched. Want yours to be the next story?"
      actions={[{ label: "Get Started", to: "/?contact=true", arrow: true }]}
      className="py-16 sm:py-24"
    />
  );
}
