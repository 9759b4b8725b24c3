import { CtaBand } from "../../components/site/cta-band.tsx";

// docs/product.md#public-screens /about: a 'Get Started' button to /?contact=true.
export function GetStarted() {
  return (
    <CtaBand
      id="get-started-title"
      title="Ready to build what’s next?"
      text="Tell us about your idea or your product. We reply within 24 hours."
      actions={[{ label: "Get Started", to: "/?contact=true", arrow: true }]}
    />
  );
}
