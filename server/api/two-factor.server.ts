import { Router, type Request } from "express";
import { z } from "zod";
import {
  FRESH_SIGN_IN_MS,
  passkeyIdParam,
  passkeyRegistrationSchema,
  totpConfirmSchema,
  type TwoFactorStatus,
} from "#core/schemas/two-factor.ts";
import type { Db } from "#db/client.server.ts";
import { recordAudit, writeContext } from "../audit/audit.server.ts";
import {
  builtInAccountOf,
  confirmTotpEnrolment,
  factorsOf,
  hasSecondFactor,
  regenerateRecoveryCodes,
  removeTotp,
  secretBox,
  startTotpEnrolment,
} from "../auth/two-factor.server.ts";
import type { TwoFactorSetup } from "../auth/two-factor-gate.server.ts";
// Passkeys (@simplewebauthn, ~25 MB loaded) come in with the first passkey request.
const passkeys = () => import("../auth/webauthn.server.ts");
import { noContentChange } from "../http/content-changes.server.ts";
import { HttpError, notFound, parseWith } from "../http/errors.server.ts";
import { requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

declare module "express-session" {
  interface SessionData {
    /** The challenge of a passkey registration in progress (decision 034). */
    passkeyChallenge?: { challenge: string; at: number };
  }
}

const isoOrNull = z.iso.datetime().nullable();
const RecoveryCodes = z
  .object({ recoveryCodes: z.array(z.string()).nullable() })
  .meta({ description: "Ten new single-use recovery codes, shown only here; null when the account already has some." });
const Status = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    totp: z.object({ enabled: z.boolean(), createdAt: isoOrNull, lastUsedAt: isoOrNull }),
    passkeys: z.array(
      z.object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime(), lastUsedAt: isoOrNull }),
    ),
    recoveryCodesLeft: z.int(),
    freshUntil: isoOrNull,
  })
  .meta({ id: "TwoFactorStatus" });
const FRESH_ERROR = {
  403: "Needs a sign-in within the last 10 minutes (GET /api/login?fresh=1), a session of the built-in provider, and no API token.",
};
const OWN_ERROR = { 403: "Only for a session of the built-in identity provider (never an API token)." };

export const twoFactorApi = describeApi(
  "Two-factor sign-in",
  "The caller's own second factors with the built-in identity provider: an authenticator app, passkeys and recovery codes.",
  {
    "GET /api/account/two-factor": {
      summary: "The caller's second factors",
      access: "signed-in",
      responses: { 200: Status },
      errors: OWN_ERROR,
    },
    "POST /api/account/two-factor/totp": {
      summary: "Start setting up an authenticator app",
      description:
        "A new secret as text, as an otpauth:// URI and as a QR code (SVG data URL); unused until confirmed.",
      access: "signed-in",
      responses: {
        201: z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }),
      },
      errors: { ...FRESH_ERROR, 409: "An authenticator app is already set up." },
    },
    "POST /api/account/two-factor/totp/confirm": {
      summary: "Confirm the authenticator app with a first code",
      access: "signed-in",
      body: totpConfirmSchema,
      responses: { 200: RecoveryCodes },
      errors: { ...FRESH_ERROR, 409: "No setup in progress." },
    },
    "DELETE /api/account/two-factor/totp": {
      summary: "Remove the authenticator app",
      access: "signed-in",
      responses: { 204: "Removed." },
      errors: FRESH_ERROR,
    },
    "POST /api/account/two-factor/passkeys/options": {
      summary: "Options for registering a passkey (navigator.credentials.create)",
      description: "The challenge is kept in the caller's session for five minutes.",
      access: "signed-in",
      responses: {
        200: z.record(z.string(), z.unknown()).meta({ description: "PublicKeyCredentialCreationOptionsJSON" }),
      },
      errors: FRESH_ERROR,
    },
    "POST /api/account/two-factor/passkeys": {
      summary: "Register a passkey",
      access: "signed-in",
      body: passkeyRegistrationSchema,
      responses: {
        201: RecoveryCodes.extend({ passkey: z.object({ id: z.string(), name: z.string() }) }),
      },
      errors: { ...FRESH_ERROR, 409: "This passkey is already registered." },
    },
    "DELETE /api/account/two-factor/passkeys/:passkeyId": {
      summary: "Remove a passkey",
      access: "signed-in",
      params: { passkeyId: passkeyIdParam },
      responses: { 204: "Removed." },
      errors: FRESH_ERROR,
    },
    "POST /api/account/two-factor/recovery-codes": {
      summary: "Replace the recovery codes with ten new ones",
      access: "signed-in",
      responses: { 200: RecoveryCodes },
      errors: { ...FRESH_ERROR, 409: "No second factor is set up." },
    },
  },
);

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** When the caller last gave their credentials to the provider (ms). */
function authTimeOf(req: Request): number | undefined {
  const t = req.session?.authTime ?? req.session?.signedInAt;
  return typeof t === "number" ? t : undefined;
}

export function twoFactorRouter(db: Db, setup: TwoFactorSetup | undefined): Router {
  const router = Router();
  const box = setup ? secretBox(setup.secret) : undefined;
  router.use(requirePermission("manageOwnSignIn"));

  /** The caller's built-in account; refused for API tokens and other providers' people. */
  const accountOf = async (req: Request) => {
    if (req.apiToken) throw new HttpError(403, "API tokens cannot manage two-factor sign-in.");
    const account = setup ? await builtInAccountOf(db, req.user!.id, setup.localIssuer) : undefined;
    if (!account || !box)
      throw new HttpError(403, "Two-factor sign-in is managed by your sign-in provider, not by this site.");
    return account;
  };
  /**
   * Adding or removing a factor and new recovery codes need a recent sign-in: a borrowed
   * session is not enough (issue 33 item 7: a stolen session must not enrol its own authenticator).
   */
  const requireFresh = (req: Request) => {
    const at = authTimeOf(req);
    if (at === undefined || Date.now() - at > FRESH_SIGN_IN_MS)
      throw new HttpError(
        403,
        "For your security, sign in again to make this change (a sign-in within the last 10 minutes is needed).",
      );
  };
  const audit = (req: Request, action: "2fa.enrol" | "2fa.remove" | "2fa.recovery-codes", summary: string) =>
    recordAudit(db, writeContext(req), { action, entityType: "user", entityId: req.user!.id, summary });

  router.get("/", async (req, res) => {
    const account = await accountOf(req);
    const factors = await factorsOf(db, account.id);
    const at = authTimeOf(req);
    const status: TwoFactorStatus = {
      enabled: true,
      required: Boolean(setup?.requiredForStaff) && req.user!.role !== "investor",
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
      freshUntil:
        at !== undefined && Date.now() - at < FRESH_SIGN_IN_MS ? new Date(at + FRESH_SIGN_IN_MS).toISOString() : null,
    };
    res.set("Cache-Control", "no-store").json(status);
  });

  router.post("/totp", noContentChange, async (req, res) => {
    const account = await accountOf(req);
    requireFresh(req);
    const started = await startTotpEnrolment(db, box!, account);
    await audit(req, "2fa.enrol", "Authenticator app setup started");
    res.status(201).set("Cache-Control", "no-store").json(started);
  });

  router.post("/totp/confirm", noContentChange, requireJsonBody, async (req, res) => {
    const account = await accountOf(req);
    requireFresh(req);
    const { code } = parseWith(totpConfirmSchema, req.body);
    const confirmed = await confirmTotpEnrolment(db, box!, account.id, code);
    await audit(req, "2fa.enrol", "Authenticator app set up");
    res.set("Cache-Control", "no-store").json(confirmed);
  });

  router.delete("/totp", noContentChange, async (req, res) => {
    const account = await accountOf(req);
    requireFresh(req);
    if (!(await removeTotp(db, account.id))) throw notFound("Authenticator app");
    await audit(req, "2fa.remove", "Authenticator app removed");
    res.status(204).end();
  });

  router.post("/passkeys/options", noContentChange, async (req, res) => {
    const account = await accountOf(req);
    requireFresh(req);
    const { passkeyRegistrationOptions, relyingPartyOf } = await passkeys();
    const options = await passkeyRegistrationOptions(db, relyingPartyOf(setup!.origins), account);
    req.session.passkeyChallenge = { challenge: options.challenge, at: Date.now() };
    res.set("Cache-Control", "no-store").json(options);
  });

  router.post("/passkeys", noContentChange, requireJsonBody, async (req, res) => {
    const account = await accountOf(req);
    requireFresh(req);
    const input = parseWith(passkeyRegistrationSchema, req.body);
    const pending = req.session.passkeyChallenge;
    delete req.session.passkeyChallenge;
    if (!pending || Date.now() - pending.at > 5 * 60 * 1000)
      throw new HttpError(409, "The passkey request expired. Add the passkey again.");
    const { registerPasskey, relyingPartyOf } = await passkeys();
    const registered = await registerPasskey(db, relyingPartyOf(setup!.origins), account.id, {
      name: input.name,
      response: input.response,
      expectedChallenge: pending.challenge,
    });
    await audit(req, "2fa.enrol", `Passkey “${registered.passkey.name}” added`);
    res.status(201).set("Cache-Control", "no-store").json(registered);
  });

  router.delete("/passkeys/:passkeyId", noContentChange, async (req, res) => {
    const account = await accountOf(req);
    const id = passkeyIdParam.safeParse(req.params.passkeyId);
    if (!id.success) throw notFound("Passkey");
    requireFresh(req);
    const { removePasskey } = await passkeys();
    const removed = await removePasskey(db, account.id, id.data);
    if (!removed) throw notFound("Passkey");
    await audit(req, "2fa.remove", `Passkey “${removed.name}” removed`);
    res.status(204).end();
  });

  router.post("/recovery-codes", noContentChange, async (req, res) => {
    const account = await accountOf(req);
    requireFresh(req);
    if (!(await hasSecondFactor(db, account.id)))
      throw new HttpError(409, "Set up an authenticator app or a passkey first.");
    const recoveryCodes = await regenerateRecoveryCodes(db, account.id);
    await audit(req, "2fa.recovery-codes", "Recovery codes replaced");
    res.set("Cache-Control", "no-store").json({ recoveryCodes });
  });

  return router;
}
