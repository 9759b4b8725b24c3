import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, eq } from "drizzle-orm";
import { PRODUCT_NAME } from "#core/brand.ts";
import type { Db } from "#db/client.server.ts";
import { webauthnCredentials } from "#db/schema.server.ts";
import { ConflictError, InvalidInputError } from "../errors.server.ts";
import { ensureRecoveryCodes, forgetRecoveryCodesWithoutFactor } from "./two-factor.server.ts";

// Passkeys (WebAuthn) as a second factor of the built-in provider, with @simplewebauthn/server.
// The relying party is the site itself: its ID is the host of the public origin.

export interface RelyingPartyIdentity {
  /** e.g. "studio.example" or "localhost". */
  rpID: string;
  /** The origins a browser may sign from (PUBLIC_URL, or localhost and 127.0.0.1 in development). */
  origins: string[];
}

/** EdDSA, ES256, RS256: what passkeys use (the library's default also probes post-quantum algorithms, experimental in Node). */
const ALGORITHMS = [-8, -7, -257];

export function relyingPartyOf(origins: string[]): RelyingPartyIdentity {
  return { rpID: new URL(origins[0]!).hostname, origins };
}

async function credentialsOf(db: Db, accountId: string) {
  return db.select().from(webauthnCredentials).where(eq(webauthnCredentials.accountId, accountId));
}

export async function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingPartyIdentity,
  account: { id: string; email: string },
) {
  const existing = await credentialsOf(db, account.id);
  return generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID: rp.rpID,
    userName: account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** Verifies a new passkey against the challenge given; stores it. Answers new recovery codes for a first factor. */
export async function registerPasskey(
  db: Db,
  rp: RelyingPartyIdentity,
  accountId: string,
  input: { name: string; response: unknown; expectedChallenge: string },
) {
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: input.expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch (err) {
    throw new InvalidInputError(`The passkey could not be verified: ${(err as Error).message}`);
  }
  if (!verified.verified) throw new InvalidInputError("The passkey could not be verified.");
  const { credential } = verified.registrationInfo;
  const inserted = await db
    .insert(webauthnCredentials)
    .values({
      id: credential.id,
      accountId,
      name: input.name,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing()
    .returning({ id: webauthnCredentials.id, name: webauthnCredentials.name });
  if (inserted.length === 0) throw new ConflictError("This passkey is already registered.");
  return { passkey: inserted[0]!, recoveryCodes: await ensureRecoveryCodes(db, accountId) };
}

export async function removePasskey(db: Db, accountId: string, id: string): Promise<{ name: string } | undefined> {
  const [removed] = await db
    .delete(webauthnCredentials)
    .where(and(eq(webauthnCredentials.accountId, accountId), eq(webauthnCredentials.id, id)))
    .returning({ name: webauthnCredentials.name });
  if (removed) await forgetRecoveryCodesWithoutFactor(db, accountId);
  return removed;
}

export async function passkeySignInOptions(db: Db, rp: RelyingPartyIdentity, accountId: string) {
  const existing = await credentialsOf(db, accountId);
  if (existing.length === 0) return undefined;
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    userVerification: "preferred",
  });
}

/** True when `response` is a valid signature of one of the account's passkeys over the challenge. */
export async function verifyPasskeySignIn(
  db: Db,
  rp: RelyingPartyIdentity,
  accountId: string,
  response: unknown,
  expectedChallenge: string,
): Promise<boolean> {
  const id = (response as { id?: unknown } | null)?.id;
  if (typeof id !== "string" || id.length > 1024) return false;
  const [stored] = await db
    .select()
    .from(webauthnCredentials)
    .where(and(eq(webauthnCredentials.accountId, accountId), eq(webauthnCredentials.id, id)));
  if (!stored) return false;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      credential: {
        id: stored.id,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return false;
    await db
      .update(webauthnCredentials)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(webauthnCredentials.id, stored.id));
    return true;
  } catch {
    return false;
  }
}
