import { existsSync } from "node:fs";
import { isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_LEGAL_SETTINGS, type LegalSettings } from "#core/legal.ts";

// The environment of docs/product.md#interfaces, parsed once at start. Nothing else reads process.env.

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");
const emails = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: "must be a comma-separated list of email addresses" })));
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

// Express's `trust proxy`: a number of hops, or the proxies' addresses (IP, CIDR, or Express's
// names loopback / linklocal / uniquelocal). "true" (trust anyone) is refused: any client
// could then choose the address that rate limits count.
const PROXY_PRESETS = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (item: string) => {
  if (PROXY_PRESETS.has(item)) return true;
  const [ip, bits, ...rest] = item.split("/");
  if (rest.length > 0 || !ip || !isIP(ip)) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
};
const trustProxy = z.string().transform((v, ctx) => {
  const value = v.trim().toLowerCase();
  if (value === "false" || value === "0") return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const items = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0 || !items.every(isProxyAddress)) {
    ctx.addIssue({
      code: "custom",
      message: "must be a number of proxy hops, or proxy addresses (IP, CIDR, loopback, uniquelocal)",
    });
    return z.NEVER;
  }
  return items;
});

/** A whole number from `min` to `max`, `fallback` when unset; every refusal says `message`. */
const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  optional(
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  ).transform((v) => v ?? fallback);

/** A rate limit: a whole number of requests, at least 1. */
const limit = (fallback: number) =>
  optional(
    z.coerce
      .number({ error: "must be a whole number of requests" })
      .int({ error: "must be a whole number of requests" })
      .min(1, { error: "must be at least 1" })
      .max(1_000_000),
  ).transform((v) => v ?? fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optional(httpUrl.transform((v) => v.replace(/\/+$/, ""))),
  TRUST_PROXY: optional(trustProxy).transform((v) => v ?? false),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })),
  SESSION_SECRET: optional(z.string().min(32, { error: "must be at least 32 characters" })),
  OIDC_ISSUER_URL: optional(httpUrl),
  OIDC_CLIENT_ID: optional(z.string().min(1)),
  OIDC_CLIENT_SECRET: optional(z.string().min(1)),
  OWNER_EMAILS: optional(emails),
  TEAM_EMAILS: optional(emails),
  INVESTOR_PASSWORD: optional(z.string().min(8, { error: "must be at least 8 characters" })),
  SEED_SAMPLE_CONTENT: optional(bool).transform((v) => v ?? true),
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(httpUrl),
  AI_MODEL: optional(z.string().min(1)),
  S3_BUCKET: optional(z.string().min(1)),
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(bool),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  CONTACT_TO: optional(z.email()),
  MAIL_FROM: optional(z.string().min(3)),
  BUILD_DIR: z.string().min(1).default("build"),
  // Webhook targets on loopback, private and link-local addresses (server/webhooks/network-guard.server.ts).
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: optional(bool).transform((v) => v ?? false),
  // Owner and team of the built-in identity provider must set up a second factor (decision 034).
  REQUIRE_2FA_FOR_STAFF: optional(bool).transform((v) => v ?? false),
  PAGE_CACHE: optional(z.enum(["on", "off"], { error: "must be on or off" })).transform((v) => v !== "off"),
  // The page cache's memory budget in MiB: bodies, headers, keys and compressed copies together (decision 036).
  PAGE_CACHE_MB: wholeNumber(1, 4096, 32, "must be a whole number of MiB from 1 to 4096"),
  // Cookieless page-view counts (issue 31, decision 051), and how long their daily rollups are kept.
  ANALYTICS: optional(z.enum(["on", "off"], { error: "must be on or off" })).transform((v) => v !== "off"),
  ANALYTICS_RETENTION_MONTHS: wholeNumber(
    0,
    1200,
    DEFAULT_LEGAL_SETTINGS.analyticsRetentionMonths,
    "must be a whole number of months from 0 (keep) to 1200",
  ),
  // Rate limits (README, "Rate limits"): counted in the database, shared by every instance.
  RATE_LIMIT_CONTACT: limit(5),
  RATE_LIMIT_INVESTOR_GATE: limit(5),
  RATE_LIMIT_AI_DRAFTS: limit(10),
  RATE_LIMIT_SIGN_IN_FAILURES: limit(5),
  RATE_LIMIT_SIGN_IN_ADDRESS: limit(20),
  RATE_LIMIT_API_TOKEN: limit(600),
  RATE_LIMIT_SEARCH: limit(60),
  // What the legal pages state, and the enquiry retention they promise (enforced by a purge).
  LEGAL_JURISDICTION: optional(z.string().trim().min(2, { error: "must name a jurisdiction" }).max(100)).transform(
    (v) => v ?? DEFAULT_LEGAL_SETTINGS.jurisdiction,
  ),
  ENQUIRY_RETENTION_MONTHS: optional(
    z.coerce
      .number({ error: "must be a whole number of months (0 keeps enquiries)" })
      .int({ error: "must be a whole number of months (0 keeps enquiries)" })
      .min(0)
      .max(1200),
  ).transform((v) => v ?? DEFAULT_LEGAL_SETTINGS.enquiryRetentionMonths),
  // Issue 14: revisions kept per entry, and how long the audit log keeps entries (a purge enforces it).
  REVISIONS_KEEP: wholeNumber(1, 10_000, 100, "must be a whole number from 1 to 10000"),
  AUDIT_RETENTION_DAYS: optional(
    z.coerce
      .number({ error: "must be a whole number of days (0 keeps entries)" })
      .int({ error: "must be a whole number of days (0 keeps entries)" })
      .min(0, { error: "must be a whole number of days (0 keeps entries)" })
      .max(36_500),
  ).transform((v) => v ?? 365),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

const configSchema = envSchema.superRefine((env, ctx) => {
  // Instances sharing one PostgreSQL must share the cookie secret too.
  if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
    ctx.addIssue({ code: "custom", path: ["OIDC_CLIENT_ID"], message: "is required when OIDC_ISSUER_URL is set" });
  }
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when DATABASE_URL is set" });
  }
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** process.env, after a .env file in the working directory when there is one. */
function processEnv(): Record<string, string | undefined> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  return process.env;
}

export function loadConfig(env: Record<string, string | undefined> = processEnv()): Config {
  // An empty value means "not set", as in .env.example.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = configSchema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** What the legal pages state from the configuration. */
export function legalSettingsOf(config: Config): LegalSettings {
  return {
    jurisdiction: config.LEGAL_JURISDICTION,
    enquiryRetentionMonths: config.ENQUIRY_RETENTION_MONTHS,
    countsPageViews: config.ANALYTICS,
    analyticsRetentionMonths: config.ANALYTICS_RETENTION_MONTHS,
  };
}
