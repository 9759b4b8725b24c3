import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { and, asc, eq, isNull, or, lt, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { PRODUCT_NAME } from "#core/brand.ts";
import type { Db } from "#db/client.server.ts";
import { accounts, twoFactorRecoveryCodes, twoFactorTotp, users, webauthnCredentials } from "#db/schema.server.ts";
import { ConflictError, InvalidInputError } from "../errors.server.ts";

// Second factors of the built-in identity provider (decision 034): an authenticator app (TOTP)
// and passkeys (webauthn.server.ts), with ten single-use recovery codes.

export const RECOVERY_CODE_COUNT = 10;
/** Codes of the step before and after the current one are accepted (clock drift). */
const TOTP_TOLERANCE_SECONDS = 30;
const TOTP_PERIOD = 30;

/**
 * Encrypts authenticator secrets at rest (AES-256-GCM) with a key derived from the session
 * secret, which every instance already shares. Changing SESSION_SECRET makes stored secrets
 * unreadable: people then sign in with a recovery code or passkey and enrol their app again.
 */
export function secretBox(sessionSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "arcwell", "two-factor totp secret", 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed: string): string | undefined {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || !body) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;

/** The built-in account behind a signed-in user, or undefined (another provider's person). */
export async function builtInAccountOf(db: Db, userId: string, localIssuer: string | undefined) {
  if (!localIssuer) return undefined;
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(users)
    .innerJoin(accounts, sql`${accounts.id}::text = ${users.oidcSubject}`)
    .where(and(eq(users.id, userId), eq(users.oidcIssuer, localIssuer)));
  return row;
}

export interface FactorSummary {
  totp: { enabled: boolean; createdAt: Date | null; lastUsedAt: Date | null };
  passkeys: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }[];
  recoveryCodesLeft: number;
  enabled: boolean;
}

export async function factorsOf(db: Db, accountId: string): Promise<FactorSummary> {
  const [[totp], passkeys, codesLeft] = await Promise.all([
    db.select().from(twoFactorTotp).where(eq(twoFactorTotp.accountId, accountId)),
    db
      .select({
        id: webauthnCredentials.id,
        name: webauthnCredentials.name,
        createdAt: webauthnCredentials.createdAt,
        lastUsedAt: webauthnCredentials.lastUsedAt,
      })
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.accountId, accountId))
      .orderBy(asc(webauthnCredentials.createdAt)),
    unusedRecoveryCodes(db, accountId),
  ]);
  const totpOn = Boolean(totp?.confirmedAt);
  return {
    totp: {
      enabled: totpOn,
      createdAt: totpOn ? totp!.confirmedAt : null,
      lastUsedAt: totpOn ? (totp!.lastUsedAt ?? null) : null,
    },
    passkeys,
    recoveryCodesLeft: codesLeft,
    enabled: totpOn || passkeys.length > 0,
  };
}

/** Whether the account must pass a second step at sign-in. */
export async function hasSecondFactor(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({
      on: sql<boolean>`exists (select 1 from ${twoFactorTotp} where ${twoFactorTotp.accountId} = ${accountId} and ${twoFactorTotp.confirmedAt} is not null)
        or exists (select 1 from ${webauthnCredentials} where ${webauthnCredentials.accountId} = ${accountId})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.on);
}

// ---- Authenticator app (TOTP) ----

/** Starts (or restarts) enrolment: a new secret, unconfirmed until a first valid code. */
export async function startTotpEnrolment(db: Db, box: SecretBox, account: { id: string; email: string }) {
  const [existing] = await db
    .select({ confirmedAt: twoFactorTotp.confirmedAt })
    .from(twoFactorTotp)
    .where(eq(twoFactorTotp.accountId, account.id));
  if (existing?.confirmedAt)
    throw new ConflictError("An authenticator app is already set up. Remove it first to set up another.");
  const secret = generateSecret();
  const sealed = box.seal(secret);
  await db
    .insert(twoFactorTotp)
    .values({ accountId: account.id, secret: sealed })
    .onConflictDoUpdate({
      target: twoFactorTotp.accountId,
      set: { secret: sealed, confirmedAt: null, lastTimeStep: null, createdAt: new Date(), lastUsedAt: null },
    });
  const uri = generateURI({ issuer: PRODUCT_NAME, label: account.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString("base64")}` };
}

/** A code for `sealedSecret`, accepted once: the matched time step must be after the last one used. */
async function acceptCode(
  db: Db,
  box: SecretBox,
  row: typeof twoFactorTotp.$inferSelect,
  code: string,
  confirming: boolean,
): Promise<boolean> {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return false;
  const secret = box.open(row.secret);
  if (!secret) return false;
  const result = await verify({ secret, token, epochTolerance: TOTP_TOLERANCE_SECONDS, period: TOTP_PERIOD });
  if (!result.valid || !("timeStep" in result)) return false;
  // Compare-and-set: of two requests with the same code, only one moves the time step on.
  const updated = await db
    .update(twoFactorTotp)
    .set({
      lastTimeStep: result.timeStep,
      lastUsedAt: new Date(),
      ...(confirming ? { confirmedAt: new Date() } : {}),
    })
    .where(
      and(
        eq(twoFactorTotp.accountId, row.accountId),
        eq(twoFactorTotp.secret, row.secret),
        or(isNull(twoFactorTotp.lastTimeStep), lt(twoFactorTotp.lastTimeStep, result.timeStep)),
        confirming ? isNull(twoFactorTotp.confirmedAt) : sql`${twoFactorTotp.confirmedAt} is not null`,
      ),
    )
    .returning({ accountId: twoFactorTotp.accountId });
  return updated.length === 1;
}

/** Confirms a pending enrolment with a first valid code; answers the recovery codes when new ones were made. */
export async function confirmTotpEnrolment(db: Db, box: SecretBox, accountId: string, code: string) {
  const [row] = await db.select().from(twoFactorTotp).where(eq(twoFactorTotp.accountId, accountId));
  if (!row || row.confirmedAt) throw new ConflictError("Start setting up the authenticator app first.");
  if (!(await acceptCode(db, box, row, code, true)))
    throw new InvalidInputError("That code is not valid. Enter the current 6-digit code from your app.", {
      code: ["That code is not valid."],
    });
  return { recoveryCodes: await ensureRecoveryCodes(db, accountId) };
}

/** A sign-in code of a confirmed authenticator app; true once per time step. */
export async function verifyTotp(db: Db, box: SecretBox, accountId: string, code: string): Promise<boolean> {
  const [row] = await db.select().from(twoFactorTotp).where(eq(twoFactorTotp.accountId, accountId));
  if (!row?.confirmedAt) return false;
  return acceptCode(db, box, row, code, false);
}

export async function removeTotp(db: Db, accountId: string): Promise<boolean> {
  const removed = await db
    .delete(twoFactorTotp)
    .where(eq(twoFactorTotp.accountId, accountId))
    .returning({ id: twoFactorTotp.accountId });
  await forgetRecoveryCodesWithoutFactor(db, accountId);
  return removed.length > 0;
}

// ---- Recovery codes ----

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const hashCode = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

/** Replaces every recovery code of the account with ten new ones, shown once. */
export async function regenerateRecoveryCodes(db: Db, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
    await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ accountId, codeHash: hashCode(code) })));
  });
  return codes;
}

/** New codes when the account has none left unused (its first factor); otherwise none. */
export async function ensureRecoveryCodes(db: Db, accountId: string): Promise<string[] | null> {
  if ((await unusedRecoveryCodes(db, accountId)) > 0) return null;
  return regenerateRecoveryCodes(db, accountId);
}

/** How many of the account's recovery codes are still unused. */
async function unusedRecoveryCodes(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.accountId, accountId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends one recovery code; true when it was unused. */
export async function useRecoveryCode(db: Db, accountId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 10) return false;
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.accountId, accountId),
        eq(twoFactorRecoveryCodes.codeHash, hashCode(normalized)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length === 1;
}

/** Without any factor, leftover recovery codes would mean nothing: they go too. */
export async function forgetRecoveryCodesWithoutFactor(db: Db, accountId: string) {
  if (!(await hasSecondFactor(db, accountId)))
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
}
