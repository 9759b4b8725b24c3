import { describe, expect, it } from "vitest";
import { isValidInvestorToken, issueInvestorToken, passwordMatches } from "./investor-token.server.ts";

const SECRET = "s".repeat(40);

describe("investor tokens", () => {
  it("accepts a token it issued for the current password", () => {
    expect(isValidInvestorToken(issueInvestorToken(SECRET, "pw-12345678"), SECRET, "pw-12345678")).toBe(true);
  });
  it("refuses tokens after a password change, a secret change, expiry or tampering", () => {
    const token = issueInvestorToken(SECRET, "pw-12345678");
    expect(isValidInvestorToken(token, SECRET, "another-password")).toBe(false);
    expect(isValidInvestorToken(token, "t".repeat(40), "pw-12345678")).toBe(false);
    expect(isValidInvestorToken(token, SECRET, "pw-12345678", Date.now() + 31 * 24 * 3600 * 1000)).toBe(false);
    const [v, exp, sig] = token.split(".");
    expect(isValidInvestorToken(`${v}.${Number(exp) + 1000}.${sig}`, SECRET, "pw-12345678")).toBe(false);
    expect(isValidInvestorToken("pw-12345678", SECRET, "pw-12345678")).toBe(false);
    expect(isValidInvestorToken(undefined, SECRET, "pw-12345678")).toBe(false);
  });
  it("compares passwords exactly", () => {
    expect(passwordMatches("abc", "abc")).toBe(true);
    expect(passwordMatches("abc", "abcd")).toBe(false);
  });
});
