import { describe, expect, it } from "vitest";
import { PORTFOLIO_PHASES } from "./constants.ts";
import { phaseTone } from "./phase-badge.ts";

describe("phaseTone", () => {
  it("colours each option of the phase list by the text it contains", () => {
    const tones = Object.fromEntries(PORTFOLIO_PHASES.map((phase) => [phase, phaseTone(phase)]));
    expect(tones).toEqual({
      "B2B SaaS": "saas",
      "DTC E-commerce": "ecommerce",
      "Mobile App": "default",
      "Web Platform": "platform",
      "AI/ML Product": "aiml",
      Marketplace: "default",
      "Social Platform": "platform",
      "FinTech Platform": "platform",
    });
  });

  it("styles 'Growth' differently", () => {
    expect(phaseTone("Growth")).toBe("growth");
    expect(phaseTone(" growth ")).toBe("growth");
  });

  it("matches free text too, ignoring case", () => {
    expect(phaseTone("Vertical saas")).toBe("saas");
    expect(phaseTone("e-commerce pilot")).toBe("ecommerce");
    expect(phaseTone("AI/ML research")).toBe("aiml");
  });

  it("uses the default for anything else", () => {
    expect(phaseTone("Stealth")).toBe("default");
    expect(phaseTone("")).toBe("default");
    expect(phaseTone(null)).toBe("default");
  });
});
