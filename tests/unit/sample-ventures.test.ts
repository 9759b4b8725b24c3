import { describe, expect, it } from "vitest";
import { breakEvenState } from "#core/break-even.ts";
import { parseMoney, totalsByCurrency } from "#core/money.ts";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { SAMPLE_VENTURES } from "#db/seed/sample-ventures.server.ts";

// Issue 27, item 5: the sample ventures match the public sample portfolio and show the investor view's
// rules: costs in several currencies and one target that has passed.

describe("the sample ventures", () => {
  it("include a venture of the same name for every visible card of the public portfolio", () => {
    const names = SAMPLE_VENTURES.map((v) => v.name);
    for (const card of SAMPLE_CARDS.filter((c) => c.isActive !== false)) expect(names).toContain(card.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("state every cost with a currency, in more than one currency", () => {
    for (const v of SAMPLE_VENTURES) expect(parseMoney(v.baselineCost)?.currency, v.name).not.toBe("unknown");
    const totals = totalsByCurrency(SAMPLE_VENTURES.map((v) => v.baselineCost));
    expect(totals.byCurrency.map((t) => t.currency)).toEqual(["USD", "EUR", "GBP"]);
    expect(totals.unknown).toBeNull();
  });

  it("have SupplyLink's passed target overdue and every other dated target ahead of a fresh install", () => {
    const now = new Date();
    const overdue = SAMPLE_VENTURES.filter((v) => breakEvenState(v.breakEvenTarget, now) === "overdue");
    expect(overdue.map((v) => v.name)).toEqual(["SupplyLink"]);
    expect(SAMPLE_VENTURES.map((v) => breakEvenState(v.breakEvenTarget, now))).toContain("upcoming");
  });
});
