import type { Role } from "#core/permissions.ts";
import { FRESH_SIGN_IN_MS, passkeyIdParam, type TwoFactorStatus } from "#core/schemas/two-factor.ts";
import type { Db } from "#db/client.server.ts";
import { withAudit, type WriteContext } from "../audit/audit.server.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors.server.ts";
import type { TwoFactorSetup } from "./two-factor-gate.server.ts";
import {
  builtInAccountOf,
  confirmTotpEnrolment,
  factorsOf,
  hasSecondFactor,
  regenerateRecoveryCodes,
  removeTotp,
  secretBox,
  startTotpEnrolment,
} from "./two-factor.server.ts";

// A person's own second factors (decision 034), as the dashboard's Security panel manages them:
// who may (a session of the built-in provider, never an API token), when (a recent sign-in for
// every change), and each change with its audit entry in one transaction (decision 030).

// Passkeys (@simplewebauthn, ~25 MB loaded) come in with the first passkey request.
const passkeys = () => import("./webauthn.server.ts");

/** Who is asking: the signed-in person, whether through an API token, and when they last gave their credentials (ms). */
export interface FactorCaller {
  userId: string;
  role: Role;
  viaApiToken: boolean;
  authTime?: number;
}

/** A passkey registration's challenge as the caller's session kept it. */
export interface PendingPasskey {
  challenge: string;
  at: number;
}

const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const isFresh = (authTime: number | undefined) => authTime !== undefined && Date.now() - authTime < FRESH_SIGN_IN_MS;

export function secondFactorSettings(db: Db, setup: TwoFactorSetup | undefined) {
  const box = setup ? secretBox(setup.secret) : undefined;

  /** The caller's built-in account; refused for API tokens and other providers' people. */
  async function accountOf(caller: FactorCaller) {
    if (caller.viaApiToken) throw new ForbiddenError("API tokens cannot manage two-factor sign-in.");
    const account = setup ? await builtInAccountOf(db, caller.userId, setup.localIssuer) : undefined;
    if (!account || !box)
      throw new ForbiddenError("Two-factor sign-in is managed by your sign-in provider, not by this site.");
    return { account, box };
  }
  /**
   * Adding or removing a factor and new recovery codes need a recent sign-in: a borrowed
   * session is not enough (issue 33 item 7: a stolen session must not enrol its own authenticator).
   */
  function requireFresh(caller: FactorCaller) {
    const at = caller.authTime;
    if (at === undefined || Date.now() - at > FRESH_SIGN_IN_MS)
      throw new ForbiddenError(
        "For your security, sign in again to make this change (a sign-in within the last 10 minutes is needed).",
      );
  }
  /** The account of a caller allowed to change their factors now. */
  async function changeableAccountOf(caller: FactorCaller) {
    const found = await accountOf(caller);
    requireFresh(caller);
    return found;
  }
  const entry = (caller: FactorCaller, action: "2fa.enrol" | "2fa.remove" | "2fa.recovery-codes", summary: string) => ({
    action,
    entityType: "user",
    entityId: caller.userId,
    summary,
  });

  return {
    async status(caller: FactorCaller): Promise<TwoFactorStatus> {
      const { account } = await accountOf(caller);
      const factors = await factorsOf(db, account.id);
      const at = caller.authTime;
      return {
        enabled: true,
        required: Boolean(setup?.requiredForStaff) && caller.role !== "investor",
        totp: {
          enabled: factors.totp.enabled,
          createdAt: iso(factors.totp.createdAt),
          lastUsedAt: iso(factors.totp.lastUsedAt),
        },
        passkeys: factors.passkeys.map((p) => ({
          ...p,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: iso(p.lastUsedAt),
        })),
        recoveryCodesLeft: factors.recoveryCodesLeft,
        freshUntil: isFresh(at) ? new Date(at! + FRESH_SIGN_IN_MS).toISOString() : null,
      };
    },

    async startTotp(caller: FactorCaller, ctx: WriteContext) {
      const { account, box } = await changeableAccountOf(caller);
      return withAudit(
        db,
        ctx,
        (tx) => startTotpEnrolment(tx, box, account),
        () => entry(caller, "2fa.enrol", "Authenticator app setup started"),
      );
    },

    /** `readCode` is called once the caller may make the change (their input is checked after that). */
    async confirmTotp(caller: FactorCaller, ctx: WriteContext, readCode: () => string) {
      const { account, box } = await changeableAccountOf(caller);
      const code = readCode();
      return withAudit(
        db,
        ctx,
        (tx) => confirmTotpEnrolment(tx, box, account.id, code),
        () => entry(caller, "2fa.enrol", "Authenticator app set up"),
      );
    },

    async removeTotp(caller: FactorCaller, ctx: WriteContext): Promise<void> {
      const { account } = await changeableAccountOf(caller);
      await withAudit(
        db,
        ctx,
        async (tx) => {
          if (!(await removeTotp(tx, account.id))) throw new NotFoundError("Authenticator app");
        },
        () => entry(caller, "2fa.remove", "Authenticator app removed"),
      );
    },

    async passkeyOptions(caller: FactorCaller) {
      const { account } = await changeableAccountOf(caller);
      const { passkeyRegistrationOptions, relyingPartyOf } = await passkeys();
      return passkeyRegistrationOptions(db, relyingPartyOf(setup!.origins), account);
    },

    /** `read` is called once the caller may make the change: their input and the challenge, taken from their session. */
    async registerPasskey(
      caller: FactorCaller,
      ctx: WriteContext,
      read: () => { input: { name: string; response: unknown }; pending: PendingPasskey | undefined },
    ) {
      const { account } = await changeableAccountOf(caller);
      const { input, pending } = read();
      if (!pending || Date.now() - pending.at > PASSKEY_CHALLENGE_MS)
        throw new ConflictError("The passkey request expired. Add the passkey again.");
      const { registerPasskey, relyingPartyOf } = await passkeys();
      return withAudit(
        db,
        ctx,
        (tx) =>
          registerPasskey(tx, relyingPartyOf(setup!.origins), account.id, {
            name: input.name,
            response: input.response,
            expectedChallenge: pending.challenge,
          }),
        (registered) => entry(caller, "2fa.enrol", `Passkey “${registered.passkey.name}” added`),
      );
    },

    async removePasskey(caller: FactorCaller, ctx: WriteContext, passkeyId: string): Promise<void> {
      const { account } = await accountOf(caller);
      const id = passkeyIdParam.safeParse(passkeyId);
      if (!id.success) throw new NotFoundError("Passkey");
      requireFresh(caller);
      const { removePasskey } = await passkeys();
      await withAudit(
        db,
        ctx,
        async (tx) => {
          const removed = await removePasskey(tx, account.id, id.data);
          if (!removed) throw new NotFoundError("Passkey");
          return removed;
        },
        (removed) => entry(caller, "2fa.remove", `Passkey “${removed.name}” removed`),
      );
    },

    async replaceRecoveryCodes(caller: FactorCaller, ctx: WriteContext): Promise<string[]> {
      const { account } = await changeableAccountOf(caller);
      return withAudit(
        db,
        ctx,
        async (tx) => {
          if (!(await hasSecondFactor(tx, account.id)))
            throw new ConflictError("Set up an authenticator app or a passkey first.");
          return regenerateRecoveryCodes(tx, account.id);
        },
        () => entry(caller, "2fa.recovery-codes", "Recovery codes replaced"),
      );
    },
  };
}
