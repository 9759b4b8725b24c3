// docs/product.md#entities: the phase badge colour follows the phase text — containing SaaS, E-commerce,
// Platform or AI/ML — otherwise the default; the phase 'Growth' is styled differently.

export type PhaseTone = "growth" | "saas" | "ecommerce" | "platform" | "aiml" | "default";

export function phaseTone(phase: string | null | undefined): PhaseTone {
  const text = (phase ?? "").trim().toLowerCase();
  if (text === "growth") return "growth";
  if (text.includes("saas")) return "saas";
  if (text.includes("e-commerce")) return "ecommerce";
  if (text.includes("platform")) return "platform";
  if (text.includes("ai/ml")) return "aiml";
  return "default";
}
