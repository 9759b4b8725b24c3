import { Router, type Request } from "express";
import { z } from "zod";
import { passkeyIdParam, passkeyRegistrationSchema, totpConfirmSchema } from "#core/schemas/two-factor.ts";
import type { Db } from "#db/client.server.ts";
import { secondFactorSettings, type FactorCaller } from "../auth/second-factor-settings.server.ts";
import type { TwoFactorSetup } from "../auth/two-factor-gate.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// /api/account/two-factor: the caller's own second factors (decision 034). Who may change them
// and when, and each change's audit entry, are the settings service's (auth/second-factor-settings).

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

/** Who is asking, as the two-factor settings need to know. */
function callerOf(req: Request): FactorCaller {
  const t = req.session?.authTime ?? req.session?.signedInAt;
  return {
    userId: req.user!.id,
    role: req.user!.role,
    viaApiToken: Boolean(req.apiToken),
    authTime: typeof t === "number" ? t : undefined,
  };
}

export function twoFactorRouter(db: Db, setup: TwoFactorSetup | undefined): Router {
  const router = Router();
  const settings = secondFactorSettings(db, setup);
  router.use(requirePermission("manageOwnSignIn"));

  router.get("/", async (req, res) => {
    res.set("Cache-Control", "no-store").json(await settings.status(callerOf(req)));
  });

  router.post("/totp", noContentChange, async (req, res) => {
    const started = await settings.startTotp(callerOf(req), writeContext(req));
    res.status(201).set("Cache-Control", "no-store").json(started);
  });

  router.post("/totp/confirm", noContentChange, requireJsonBody, async (req, res) => {
    const confirmed = await settings.confirmTotp(
      callerOf(req),
      writeContext(req),
      () => parseWith(totpConfirmSchema, req.body).code,
    );
    res.set("Cache-Control", "no-store").json(confirmed);
  });

  router.delete("/totp", noContentChange, async (req, res) => {
    await settings.removeTotp(callerOf(req), writeContext(req));
    res.status(204).end();
  });

  router.post("/passkeys/options", noContentChange, async (req, res) => {
    const options = await settings.passkeyOptions(callerOf(req));
    req.session.passkeyChallenge = { challenge: options.challenge, at: Date.now() };
    res.set("Cache-Control", "no-store").json(options);
  });

  router.post("/passkeys", noContentChange, requireJsonBody, async (req, res) => {
    const registered = await settings.registerPasskey(callerOf(req), writeContext(req), () => {
      const input = parseWith(passkeyRegistrationSchema, req.body);
      const pending = req.session.passkeyChallenge;
      delete req.session.passkeyChallenge;
      return { input, pending };
    });
    res.status(201).set("Cache-Control", "no-store").json(registered);
  });

  router.delete("/passkeys/:passkeyId", noContentChange, async (req, res) => {
    await settings.removePasskey(callerOf(req), writeContext(req), String(req.params.passkeyId));
    res.status(204).end();
  });

  router.post("/recovery-codes", noContentChange, async (req, res) => {
    const recoveryCodes = await settings.replaceRecoveryCodes(callerOf(req), writeContext(req));
    res.set("Cache-Control", "no-store").json({ recoveryCodes });
  });

  return router;
}
