import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.server.ts";

const of = (ip: string | undefined) => clientAddress({ ip } as Request);

describe("clientAddress", () => {
  it("groups IPv6 addresses by /64", () => {
    expect(of("2001:db8:a:1::1")).toBe(of("2001:db8:a:1:ffff:ffff:ffff:ffff"));
    expect(of("2001:db8:a:1::1")).toBe("2001:db8:a:1::/64");
    expect(of("2001:db8:a:2::1")).not.toBe(of("2001:db8:a:1::1"));
  });

  it("keeps IPv4 and IPv4-mapped addresses whole, and the same", () => {
    expect(of("203.0.113.7")).toBe("203.0.113.7");
    expect(of("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(of("203.0.113.8")).not.toBe(of("203.0.113.7"));
  });

  it("answers something short for anything else", () => {
    expect(of(undefined)).toBe("unknown");
    expect(of("not an address")).toBe("not an address");
    expect(of("x".repeat(5000)).length).toBeLessThanOrEqual(100);
  });
});
