import { describe, expect, it } from "vitest";
import {
  breakEvenTone,
  ownerLabel,
  PHASE_OPTIONS,
  STATUS_OPTIONS,
  venturePhase,
  ventureStatus,
} from "./venture-labels.ts";

describe("venture status", () => {
  it("labels and colours the five statuses", () => {
    expect(ventureStatus("not_built")).toEqual({ label: "Not Built", tone: "grey" });
    expect(ventureStatus("started")).toEqual({ label: "Started", tone: "blue" });
    expect(ventureStatus("in_progress")).toEqual({ label: "In Progress", tone: "amber" });
    expect(ventureStatus("complete")).toEqual({ label: "Complete", tone: "green" });
    expect(ventureStatus("launched")).toEqual({ label: "Launched", tone: "gradient" });
  });
  it("treats a missing status as not built and anything else as unknown", () => {
    expect(ventureStatus(undefined).label).toBe("Not Built");
    expect(ventureStatus(null).label).toBe("Not Built");
    expect(ventureStatus("").label).toBe("Not Built");
    expect(ventureStatus("paused")).toEqual({ label: "Unknown", tone: "grey" });
    expect(ventureStatus("toString").label).toBe("Unknown");
  });
  it("offers every status in the forms", () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(["Not Built", "Started", "In Progress", "Complete", "Launched"]);
  });
});

describe("venture phase", () => {
  it("colours concept blue, mvp amber and growth with the gradient", () => {
    expect(venturePhase("concept")).toEqual({ label: "Concept", tone: "blue" });
    expect(venturePhase("mvp")).toEqual({ label: "MVP", tone: "amber" });
    expect(venturePhase("growth")).toEqual({ label: "Growth", tone: "gradient" });
    expect(venturePhase("scale")).toEqual({ label: "scale", tone: "grey" });
    expect(PHASE_OPTIONS.map((o) => o.value)).toEqual(["concept", "mvp", "growth"]);
  });
});

describe("break-even colour", () => {
  it("is green when achieved or in 2024", () => {
    expect(breakEvenTone("Achieved")).toBe("green");
    expect(breakEvenTone("achieved")).toBe("green");
    expect(breakEvenTone("Q4 2024")).toBe("green");
  });
  it("is blue when it mentions 2025", () => {
    expect(breakEvenTone("Q3 2025")).toBe("blue");
  });
  it("is amber otherwise", () => {
    expect(breakEvenTone("Month 18")).toBe("amber");
    expect(breakEvenTone("Q2 2026")).toBe("amber");
    expect(breakEvenTone("Not yet achieved")).toBe("amber");
    expect(breakEvenTone("")).toBe("amber");
  });
});

describe("owner", () => {
  it("shows N/A when empty", () => {
    expect(ownerLabel(null)).toBe("N/A");
    expect(ownerLabel("  ")).toBe("N/A");
    expect(ownerLabel("Maya Okafor")).toBe("Maya Okafor");
  });
});
