import { describe, expect, it } from "vitest";
import { normalizeRecoveryCode, secretBox } from "./two-factor.server.ts";

describe("secretBox (authenticator secrets at rest)", () => {
  const box = secretBox("a-session-secret-of-enough-length-123456");

  it("opens what it sealed, with a fresh nonce each time", () => {
    const a = box.seal("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    const b = box.seal("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(a).not.toBe(b);
    expect(a).not.toContain("JBSWY3DP");
    expect(box.open(a)).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("refuses a tampered box, another key, and junk", () => {
    const sealed = box.seal("SECRET");
    const parts = sealed.split(".");
    const flipped = [...parts.slice(0, 3), parts[3]!.replace(/^./, (c) => (c === "A" ? "B" : "A"))].join(".");
    expect(box.open(flipped)).toBeUndefined();
    expect(secretBox("another-session-secret-of-enough-length").open(sealed)).toBeUndefined();
    expect(box.open("v1.x.y")).toBeUndefined();
    expect(box.open("plain")).toBeUndefined();
  });
});

describe("recovery codes", () => {
  it("are compared without case, spaces or dashes", () => {
    expect(normalizeRecoveryCode(" AB3DE-fg7hk ")).toBe("ab3defg7hk");
    expect(normalizeRecoveryCode("ab3de fg7hk")).toBe("ab3defg7hk");
  });
});
