import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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
  it("parses lists and switches", () => {
    const config = loadConfig({ OWNER_EMAILS: "A@B.co, c@d.co", SEED_SAMPLE_CONTENT: "false", PUBLIC_URL: "https://x.example/" });
    expect(config.OWNER_EMAILS).toEqual(["a@b.co", "c@d.co"]);
    expect(config.SEED_SAMPLE_CONTENT).toBe(false);
    expect(config.PUBLIC_URL).toBe("https://x.example");
  });
});
