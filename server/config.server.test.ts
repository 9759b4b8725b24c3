import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data", SEED_SAMPLE_CONTENT: true, LOG_LEVEL: "info" });
    expect(config.DATABASE_URL).toBeUndefined();
  });
  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });
  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://x" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ OWNER_EMAILS: "a@b.co, nope" })).toThrow(/OWNER_EMAILS/);
    expect(() => loadConfig({ SEED_SAMPLE_CONTENT: "maybe" })).toThrow(ConfigError);
  });
  it("requires a shared session secret with PostgreSQL, and a client id with an external provider", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://localhost/x" })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ OIDC_ISSUER_URL: "https://id.example" })).toThrow(/OIDC_CLIENT_ID/);
  });
  it("sizes the page cache in MiB, 32 by default, and refuses anything but a whole number from 1 to 4096", () => {
    expect(loadConfig({}).PAGE_CACHE_MB).toBe(32);
    expect(loadConfig({ PAGE_CACHE_MB: "8" }).PAGE_CACHE_MB).toBe(8);
    for (const bad of ["0", "4097", "1.5", "lots", "-3"])
      expect(() => loadConfig({ PAGE_CACHE_MB: bad }), bad).toThrow(/PAGE_CACHE_MB/);
  });
  it("counts page views unless ANALYTICS=off, and keeps their rollups 25 months unless told otherwise", () => {
    expect(loadConfig({}).ANALYTICS).toBe(true);
    expect(loadConfig({ ANALYTICS: "off" }).ANALYTICS).toBe(false);
    expect(() => loadConfig({ ANALYTICS: "no" })).toThrow(/ANALYTICS/);
    expect(loadConfig({}).ANALYTICS_RETENTION_MONTHS).toBe(25);
    expect(loadConfig({ ANALYTICS_RETENTION_MONTHS: "0" }).ANALYTICS_RETENTION_MONTHS).toBe(0);
    for (const bad of ["-1", "1201", "2.5", "two years"])
      expect(() => loadConfig({ ANALYTICS_RETENTION_MONTHS: bad }), bad).toThrow(/ANALYTICS_RETENTION_MONTHS/);
  });
  it("parses lists and switches", () => {
    const config = loadConfig({
      OWNER_EMAILS: "A@B.co, c@d.co",
      SEED_SAMPLE_CONTENT: "false",
      PUBLIC_URL: "https://x.example/",
    });
    expect(config.OWNER_EMAILS).toEqual(["a@b.co", "c@d.co"]);
    expect(config.SEED_SAMPLE_CONTENT).toBe(false);
    expect(config.PUBLIC_URL).toBe("https://x.example");
  });
  it("trusts no proxy unless TRUST_PROXY names hops or addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://x.example" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,::1" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    for (const bad of ["true", "everyone", "10.0.0.0/33", "1.2.3", "-1"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
  it("reads rate limits, the jurisdiction and the enquiry retention, with their defaults", () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      RATE_LIMIT_CONTACT: 5,
      RATE_LIMIT_INVESTOR_GATE: 5,
      RATE_LIMIT_AI_DRAFTS: 10,
      RATE_LIMIT_SIGN_IN_FAILURES: 5,
      RATE_LIMIT_SIGN_IN_ADDRESS: 20,
      RATE_LIMIT_API_TOKEN: 600,
      LEGAL_JURISDICTION: "England and Wales",
      ENQUIRY_RETENTION_MONTHS: 24,
    });
    const set = loadConfig({
      RATE_LIMIT_CONTACT: "2",
      RATE_LIMIT_AI_DRAFTS: "1",
      LEGAL_JURISDICTION: " Ireland ",
      ENQUIRY_RETENTION_MONTHS: "0",
    });
    expect(set).toMatchObject({
      RATE_LIMIT_CONTACT: 2,
      RATE_LIMIT_AI_DRAFTS: 1,
      LEGAL_JURISDICTION: "Ireland",
      ENQUIRY_RETENTION_MONTHS: 0,
    });
    for (const [name, bad] of [
      ["RATE_LIMIT_CONTACT", "0"],
      ["RATE_LIMIT_INVESTOR_GATE", "many"],
      ["RATE_LIMIT_SIGN_IN_FAILURES", "2.5"],
      ["RATE_LIMIT_API_TOKEN", "-3"],
      ["ENQUIRY_RETENTION_MONTHS", "-1"],
      ["ENQUIRY_RETENTION_MONTHS", "two years"],
      ["LEGAL_JURISDICTION", "x"],
    ]) {
      expect(() => loadConfig({ [name!]: bad! }), `${name}=${bad}`).toThrow(new RegExp(name!));
    }
  });
});
