import type { RequestHandler } from "express";
import { isStaff } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { ForbiddenError } from "../errors.server.ts";
import { builtInAccountOf, hasSecondFactor } from "./two-factor.server.ts";

// REQUIRE_2FA_FOR_STAFF (decision 034): owner and team members of the built-in provider without a
// second factor reach only their enrolment until they have one. Investors are not affected, nor
// are API tokens (made by the owner) or people of an external provider (its own rules apply).

/** What the app needs to know about two-factor sign-in; undefined with an external provider. */
export interface TwoFactorSetup {
  /** The issuer name of the built-in provider's people (BUILT_IN_ISSUER). */
  localIssuer: string;
  /** Encrypts authenticator secrets at rest (the session secret). */
  secret: string;
  /** The site's origins: the WebAuthn relying party. */
  origins: string[];
  /** REQUIRE_2FA_FOR_STAFF. */
  requiredForStaff: boolean;
}

export const ENROL_FIRST_MESSAGE =
  "Two-factor sign-in is required for staff. Set up an authenticator app or a passkey in the dashboard first.";

/** Paths under /api a staff member without a factor may still call: who they are, sign-in, and enrolment. */
const OPEN_WHILE_ENROLLING =
  /^\/(auth\/user|account\/two-factor(\/.*)?|login|logout|callback|openapi\.json|docs(\/.*)?)$/;

/** Mounted on /api after the session: 403 for staff sessions that must enrol first. */
export function requireTwoFactorForStaff(db: Db, setup: TwoFactorSetup | undefined): RequestHandler {
  return async (req, _res, next) => {
    if (!setup?.requiredForStaff || !req.user || req.apiToken || !isStaff(req.user.role)) return next();
    if (OPEN_WHILE_ENROLLING.test(req.path)) return next();
    try {
      const account = await builtInAccountOf(db, req.user.id, setup.localIssuer);
      if (account && !(await hasSecondFactor(db, account.id))) return next(new ForbiddenError(ENROL_FIRST_MESSAGE));
      next();
    } catch (err) {
      next(err);
    }
  };
}
