import { describe, expect, it } from "vitest";
import { isPublicAddress, literalTargetProblem, PRIVATE_TARGET_MESSAGE } from "./network-guard.server.ts";

// Webhook targets are global unicast only (docs/decisions/026): every address that reaches
// something else — this host, a private network, a translation of one, a reserved range — is refused.

const NOT_GLOBAL = [
  // IPv4 special ranges
  "0.0.0.0",
  "0.1.2.3",
  "10.0.0.8",
  "100.64.0.1",
  "127.0.0.1",
  "169.254.169.254",
  "172.16.4.2",
  "192.0.0.8",
  "192.0.2.10",
  "192.168.1.20",
  "198.18.0.1",
  "198.51.100.7",
  "203.0.113.9",
  "224.0.0.1",
  "240.0.0.1",
  "255.255.255.255",
  // IPv6 special ranges
  "::",
  "::1",
  "fe80::1",
  "fec0::1",
  "fc00::1",
  "fd00::1",
  "ff02::1",
  "2001:db8::1",
  "3fff::1",
  "2001::1",
  "2001:0:4136:e378:8000:63bf:3fff:fdd2",
  "100::1",
  "4000::1",
  // IPv4-compatible (::/96), in both spellings
  "::127.0.0.1",
  "::7f00:1",
  "::10.0.0.1",
  "::8.8.8.8",
  // IPv4-mapped, NAT64 and 6to4 forms of non-public IPv4
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "::ffff:10.0.0.1",
  "::ffff:0.0.0.0",
  "64:ff9b::127.0.0.1",
  "64:ff9b::a00:1",
  "64:ff9b::c0a8:101",
  "2002:7f00:1::1",
  "2002:a00:1::1",
  "2002:c0a8:101::",
  "2002:a9fe:a9fe::1",
];

const GLOBAL = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.215.14",
  "2606:4700:4700::1111",
  "2a00:1450:4001:80b::200e",
  // IPv4-mapped, NAT64 (DNS64 on an IPv6-only host) and 6to4 forms of public IPv4
  "::ffff:8.8.8.8",
  "64:ff9b::808:808",
  "2002:808:808::1",
];

describe("isPublicAddress", () => {
  it.each(NOT_GLOBAL)("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(GLOBAL)("accepts %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  // Names and spellings no socket connects to as such; a zone belongs to a link of this host.
  it.each([
    "",
    "localhost",
    "hooks.example.com",
    "127.1",
    "0x7f.0.0.1",
    "1.2.3",
    "::ffff:0x7f.0.0.1",
    "2606:4700::1%eth0",
  ])("refuses %j", (value) => {
    expect(isPublicAddress(value)).toBe(false);
  });
});

describe("literalTargetProblem", () => {
  it.each([
    "https://[::127.0.0.1]/hook",
    "https://[::7f00:1]/hook",
    "https://[::ffff:10.0.0.1]/hook",
    "https://[64:ff9b::10.0.0.1]/hook",
    "https://[2002:a00:1::1]/hook",
    "https://[2001::1]/hook",
    "https://[fec0::1]/hook",
    "https://[fc00::1]/hook",
    "https://[ff02::1]/hook",
    "https://[2001:db8::1]/hook",
    "https://192.0.2.1/hook",
    "https://198.18.0.1/hook",
    "https://240.0.0.1/hook",
    "https://100.64.0.1/hook",
    "https://0.1.2.3/hook",
    "http://localhost./hook",
  ])("refuses %s", (url) => {
    expect(literalTargetProblem(url)).toBe(PRIVATE_TARGET_MESSAGE);
  });
  it.each([
    "https://hooks.slack.com/services/T0/B0/x",
    "https://8.8.8.8/hook",
    "https://[2606:4700:4700::1111]/hook",
    "https://[::ffff:8.8.8.8]/hook",
  ])("lets %s through", (url) => {
    expect(literalTargetProblem(url)).toBeUndefined();
  });
});
