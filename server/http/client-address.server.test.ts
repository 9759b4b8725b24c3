import type { IncomingMessage } from "node:http";
import expressApp, { type Request } from "express";
import { describe, expect, it } from "vitest";
import { clientAddress, rawClientAddress, type TrustProxy } from "./client-address.server.ts";

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

describe("rawClientAddress", () => {
  const express = (trust: unknown) => {
    const app = expressApp();
    app.set("trust proxy", trust);
    return app.get("trust proxy fn") as TrustProxy;
  };
  const raw = (remote: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: remote },
      headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
    }) as unknown as IncomingMessage;

  it("reads the address as Express's req.ip does: X-Forwarded-For only from trusted proxies", () => {
    expect(rawClientAddress(raw("203.0.113.7", "198.51.100.1"), express(false))).toBe("203.0.113.7");
    expect(rawClientAddress(raw("127.0.0.1", "198.51.100.1"), express("loopback"))).toBe("198.51.100.1");
    expect(rawClientAddress(raw("127.0.0.1", "198.51.100.1, 10.0.0.2"), express("loopback"))).toBe("10.0.0.2");
    expect(rawClientAddress(raw("127.0.0.1", "198.51.100.1, 10.0.0.2"), express(2))).toBe("198.51.100.1");
    expect(rawClientAddress(raw("127.0.0.1", "198.51.100.1, 10.0.0.2"), express(["loopback", "10.0.0.0/8"]))).toBe(
      "198.51.100.1",
    );
    expect(rawClientAddress(raw("2001:db8:a:1::1"), express(false))).toBe("2001:db8:a:1::/64");
  });
});
