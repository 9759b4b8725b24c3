import { describe, expect, it } from "vitest";
import { breakEvenDeadline, breakEvenState } from "./break-even.ts";

const at = (iso: string) => new Date(iso);
const deadline = (text: string) => breakEvenDeadline(text)?.toISOString() ?? null;

describe("the deadline a break-even target names", () => {
  it("is the end of a quarter, half, month or year", () => {
    expect(deadline("Q3 2025")).toBe("2025-10-01T00:00:00.000Z");
    expect(deadline("Q4 2025")).toBe("2026-01-01T00:00:00.000Z");
    expect(deadline("2025 Q1")).toBe("2025-04-01T00:00:00.000Z");
    expect(deadline("H2 2025")).toBe("2026-01-01T00:00:00.000Z");
    expect(deadline("H1 2026")).toBe("2026-07-01T00:00:00.000Z");
    expect(deadline("2025-09")).toBe("2025-10-01T00:00:00.000Z");
    expect(deadline("09/2025")).toBe("2025-10-01T00:00:00.000Z");
    expect(deadline("Sep 2025")).toBe("2025-10-01T00:00:00.000Z");
    expect(deadline("September 2025")).toBe("2025-10-01T00:00:00.000Z");
    expect(deadline("by Dec 2025")).toBe("2026-01-01T00:00:00.000Z");
    expect(deadline("2025")).toBe("2026-01-01T00:00:00.000Z");
  });
  it("is null for text that names no period", () => {
    expect(deadline("Month 18")).toBeNull();
    expect(deadline("Achieved")).toBeNull();
    expect(deadline("")).toBeNull();
    expect(breakEvenDeadline(null)).toBeNull();
  });
});

describe("where a break-even target stands", () => {
  it("is overdue once its period has ended", () => {
    expect(breakEvenState("Q3 2025", at("2025-10-01T00:00:00Z"))).toBe("overdue");
    expect(breakEvenState("Q3 2025", at("2026-11-28T12:00:00Z"))).toBe("overdue");
    expect(breakEvenState("2025", at("2026-01-01T00:00:00Z"))).toBe("overdue");
    expect(breakEvenState("Sep 2025", at("2025-10-02T00:00:00Z"))).toBe("overdue");
  });
  it("is upcoming until the last moment of its period", () => {
    expect(breakEvenState("Q3 2025", at("2025-09-30T23:59:59Z"))).toBe("upcoming");
    expect(breakEvenState("H2 2025", at("2025-12-31T23:59:59Z"))).toBe("upcoming");
    expect(breakEvenState("2025-09", at("2025-09-15T00:00:00Z"))).toBe("upcoming");
  });
  it("is never overdue once achieved", () => {
    expect(breakEvenState("Achieved", at("2030-01-01T00:00:00Z"))).toBe("achieved");
    expect(breakEvenState("Achieved in Q4 2024", at("2030-01-01T00:00:00Z"))).toBe("achieved");
  });
  it("is unknown when the text names no period", () => {
    expect(breakEvenState("Month 18", at("2030-01-01T00:00:00Z"))).toBe("unknown");
  });
});
