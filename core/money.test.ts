import { describe, expect, it } from "vitest";
import { formatMoney, parseMoney, totalsByCurrency } from "./money.ts";

describe("reading money written as text", () => {
  it("reads the amount and the currency of a symbol", () => {
    expect(parseMoney("$1,200/month")).toEqual({ amount: 1200, currency: "USD" });
    expect(parseMoney("€850 per month")).toEqual({ amount: 850, currency: "EUR" });
    expect(parseMoney("£300 / month")).toEqual({ amount: 300, currency: "GBP" });
    expect(parseMoney("$2,500/mo")).toEqual({ amount: 2500, currency: "USD" });
    expect(parseMoney("850€ monthly")).toEqual({ amount: 850, currency: "EUR" });
  });
  it("reads ISO codes before or after the amount, in any case", () => {
    expect(parseMoney("1200 USD")).toEqual({ amount: 1200, currency: "USD" });
    expect(parseMoney("USD 99.50 monthly")).toEqual({ amount: 99.5, currency: "USD" });
    expect(parseMoney("eur 1,000")).toEqual({ amount: 1000, currency: "EUR" });
    expect(parseMoney("CHF 400 per month")).toEqual({ amount: 400, currency: "CHF" });
  });
  it("tells dollars apart by their prefix", () => {
    expect(parseMoney("US$500")).toEqual({ amount: 500, currency: "USD" });
    expect(parseMoney("CA$500")).toEqual({ amount: 500, currency: "CAD" });
    expect(parseMoney("A$500")).toEqual({ amount: 500, currency: "AUD" });
  });
  it("reads currency words, thousands written as k, and spaces between thousands", () => {
    expect(parseMoney("300 euros a month")).toEqual({ amount: 300, currency: "EUR" });
    expect(parseMoney("1,000 pounds")).toEqual({ amount: 1000, currency: "GBP" });
    expect(parseMoney("$1.2k/month")).toEqual({ amount: 1200, currency: "USD" });
    expect(parseMoney("1 200 €")).toEqual({ amount: 1200, currency: "EUR" });
  });
  it("says unknown when no currency is named, or more than one", () => {
    expect(parseMoney("1200 per month")).toEqual({ amount: 1200, currency: "unknown" });
    expect(parseMoney("$100 + €50")).toEqual({ amount: 100, currency: "unknown" });
    expect(parseMoney("400 XYZ")).toEqual({ amount: 400, currency: "unknown" });
  });
  it("gives null without a number", () => {
    expect(parseMoney("TBD")).toBeNull();
    expect(parseMoney("")).toBeNull();
    expect(parseMoney(null)).toBeNull();
    expect(parseMoney(undefined)).toBeNull();
  });
});

describe("totals per currency", () => {
  it("never adds amounts of different currencies", () => {
    const totals = totalsByCurrency(["$1,200/month", "€850 per month", "$5,190/mo", "£300 / month"]);
    expect(totals.byCurrency).toEqual([
      { currency: "USD", amount: 6390, count: 2 },
      { currency: "EUR", amount: 850, count: 1 },
      { currency: "GBP", amount: 300, count: 1 },
    ]);
    expect(totals.unknown).toBeNull();
    expect(totals.unreadable).toBe(0);
  });
  it("keeps figures without a currency apart and counts texts without a number", () => {
    const totals = totalsByCurrency(["$10", "1200 per month", "300", "TBD", null]);
    expect(totals.byCurrency).toEqual([{ currency: "USD", amount: 10, count: 1 }]);
    expect(totals.unknown).toEqual({ currency: "unknown", amount: 1500, count: 2 });
    expect(totals.unreadable).toBe(2);
  });
  it("adds decimals without floating-point dust", () => {
    expect(totalsByCurrency(["$0.10", "$0.20"]).byCurrency[0]!.amount).toBe(0.3);
  });
  it("is empty for no figures", () => {
    expect(totalsByCurrency([])).toEqual({ byCurrency: [], unknown: null, unreadable: 0 });
  });
});

describe("formatting money", () => {
  it("shows the currency's symbol, whole amounts without cents", () => {
    expect(formatMoney(6390, "USD")).toBe("$6,390");
    expect(formatMoney(850, "EUR")).toBe("€850");
    expect(formatMoney(12.5, "GBP")).toBe("£12.50");
    expect(formatMoney(400, "CHF")).toBe("CHF\u00a0400");
  });
  it("shows a bare number for an unknown currency", () => {
    expect(formatMoney(1500, "unknown")).toBe("1,500");
  });
});
