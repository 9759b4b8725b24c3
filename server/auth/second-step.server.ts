import type { Db } from "#db/client.server.ts";
import { recordAudit, type WriteContext } from "../audit/audit.server.ts";
import { factorsOf, secretBox, useRecoveryCode, verifyTotp } from "./two-factor.server.ts";
import { passkeySignInOptions, relyingPartyOf, verifyPasskeySignIn } from "./webauthn.server.ts";

// The second step of a built-in sign-in (decision 034): after the right password, a code of the
// authenticator app, a passkey or a recovery code. What the step offers, whether an answer
// passes, and the audit entry of a wrong one; the pages and the throttle are the interaction
// routes' (sign-in-interactions.server.ts).

/** The field an answer came in: a passkey's assertion, a recovery code or an app's code. */
export type SecondStepField = "code" | "recoveryCode" | "passkey";

/** A refused second step: what the audit entry names, and what the page says. */
const SECOND_STEP_FAILURES = {
  passkey: { what: "passkey", error: "The passkey could not be verified. Try again, or use a code." },
  recoveryCode: { what: "recovery code", error: "That recovery code is not valid or was already used." },
  code: {
    what: "authentication code",
    error: "Invalid or already used code. Enter the current 6-digit code from your authenticator app.",
  },
} as const;

export interface SecondStepAnswer {
  passkey: string;
  recoveryCode: string;
  code: string;
}

/** The field an answer is judged by: a passkey first, then a recovery code, else the app's code. */
export const answeredField = (answer: SecondStepAnswer): SecondStepField =>
  answer.passkey ? "passkey" : answer.recoveryCode ? "recoveryCode" : "code";

export function secondStep(db: Db, opts: { origins: string[]; twoFactorSecret: string }) {
  const box = secretBox(opts.twoFactorSecret);
  const rp = relyingPartyOf(opts.origins);
  return {
    /** What the step offers this account: the app's code, and passkeys with a fresh challenge. */
    async prompt(accountId: string) {
      const [factors, passkeyOptions] = await Promise.all([
        factorsOf(db, accountId),
        passkeySignInOptions(db, rp, accountId),
      ]);
      return { totp: factors.totp.enabled, passkeyOptions };
    },

    /** How the answer passed (the `amr` of the sign-in), or undefined when it did not. */
    async check(
      accountId: string,
      answer: SecondStepAnswer,
      challenge: string | undefined,
    ): Promise<"otp" | "recovery" | "passkey" | undefined> {
      if (answer.passkey) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(answer.passkey);
        } catch {
          parsed = undefined;
        }
        if (challenge && (await verifyPasskeySignIn(db, rp, accountId, parsed, challenge))) return "passkey";
        return undefined;
      }
      if (answer.recoveryCode)
        return (await useRecoveryCode(db, accountId, answer.recoveryCode)) ? "recovery" : undefined;
      return (await verifyTotp(db, box, accountId, answer.code)) ? "otp" : undefined;
    },

    /** Records a wrong answer (sign-in.failed) and answers what the page says about it. */
    async refused(ctx: WriteContext, email: string, field: SecondStepField): Promise<string> {
      const { what, error } = SECOND_STEP_FAILURES[field];
      await recordAudit(db, ctx, {
        action: "sign-in.failed",
        entityType: "user",
        summary: `Wrong ${what} for ${email}`,
      });
      return error;
    },
  };
}
export type SecondStep = ReturnType<typeof secondStep>;
