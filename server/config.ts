import { existsSync } from "node:fs";
import { z } from "zod";

// The environment of DESIGN.md §3, parsed once at start. Nothing else reads process.env.

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");
const emails = z
  .string()
  .transform((v) => v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.email({ error: "must be a comma-separated list of email addresses" })));
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optional(httpUrl.transform((v) => v.replace(/\/+$/, ""))),
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
  PAGE_CACHE: optional(z.enum(["on", "off"], { error: "must be on or off" })).transform((v) => v !== "off"),
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
