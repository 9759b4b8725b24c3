import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import express, { Router, type Request } from "express";
import type Provider from "oidc-provider";
import type { Db } from "#db/client.server.ts";
import { httpErrorOf } from "../http/errors.server.ts";
import { sameOriginWrites } from "../http/guards.server.ts";
import { clientAddress } from "../http/client-address.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import {
  AccountError,
  findAccountById,
  isCurrentPassword,
  setAccountPassword,
  signInWithPassword,
} from "./accounts.server.ts";
import {
  escapeHtml,
  renderChangePasswordForm,
  renderMessagePage,
  renderSecondFactorForm,
  renderSignInForm,
} from "./auth-pages.server.ts";
import { answeredField, secondStep, type SecondStepField } from "./second-step.server.ts";
import { signInThrottle, type SignInRefusal } from "./sign-in-throttle.server.ts";
import { hasSecondFactor } from "./two-factor.server.ts";

// The built-in provider's sign-in pages (/oidc/interaction/…): the password, a first-owner
// password change and the second step, each counted by the sign-in throttle (decision 038),
// then oidc-provider itself.

export interface InteractionOptions {
  db: Db;
  origins: string[];
  /** Sign-in failures allowed per address within 15 minutes (then 429 for that address). */
  maxFailuresPerAddress?: number;
  /** Failures per account and address before growing delays start. */
  maxFailuresPerAccount?: number;
  /** Encrypts authenticator-app secrets at rest (two-factor.server.ts). */
  twoFactorSecret: string;
}

const INTERACTION_ERROR = "interaction";

/** The sign-in page and its form posts, then oidc-provider itself. */
export function interactionRouter(provider: Provider, opts: InteractionOptions): Router {
  const router = Router();
  const throttle = signInThrottle(opts.db, {
    freeFailures: opts.maxFailuresPerAccount ?? 5,
    maxPerAddress: opts.maxFailuresPerAddress ?? 20,
  });
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  };
  const formPost = [
    noStore,
    sameOriginWrites(undefined),
    express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 10 }),
  ];
  /** The live interaction of this URL; anything else is an expired sign-in (400). */
  const liveInteraction = async (req: Request, res: express.Response) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid) throw new Error(INTERACTION_ERROR);
    return details;
  };
  const field = (req: Request, name: string) =>
    typeof req.body?.[name] === "string" ? (req.body[name] as string) : "";

  router.get("/interaction/:uid", noStore, async (req, res) => {
    const details = await liveInteraction(req, res);
    res.type("html").send(renderSignInForm({ action: `/oidc/interaction/${escapeHtml(details.uid)}/login` }));
  });

  router.post("/interaction/:uid/login", ...formPost, async (req, res) => {
    const details = await liveInteraction(req, res);
    const action = `/oidc/interaction/${details.uid}/login`;
    const email = field(req, "email");
    const password = field(req, "password");
    const account = email.trim().toLowerCase();
    // Counted as a failure before the password is checked (decision 038).
    const attempt = await throttle.password(account, clientAddress(req));
    if (attempt.refused) {
      if (attempt.refused === "wait") res.set("Retry-After", String(attempt.retryAfterSeconds));
      res
        .status(429)
        .type("html")
        .send(renderSignInForm({ action, email, error: refusalText(attempt) }));
      return;
    }
    const accountId = await signInWithPassword(opts.db, writeContext(req), email, password);
    if (!accountId) {
      await attempt.failed();
      res
        .status(401)
        .type("html")
        .send(renderSignInForm({ action, email, error: "Invalid email or password." }));
      return;
    }
    const found = await findAccountById(opts.db, accountId);
    if (!found?.mustChangePassword && (await hasSecondFactor(opts.db, accountId))) {
      // The password is right, but failures stay counted until the second step passes too:
      // a right password must not reset the count of wrong codes.
      await attempt.passwordPassed(details.uid);
      await showSecondStep(req, res, details.uid, accountId);
      return;
    }
    await attempt.succeeded();
    if (found?.mustChangePassword) {
      // The generated first-owner password was printed and written to a file: replace it now.
      await provider.interactionResult(req, res, { passwordChange: { accountId } }, { mergeWithLastSubmission: false });
      res.type("html").send(renderChangePasswordForm({ action: `/oidc/interaction/${details.uid}/password` }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  });

  router.post("/interaction/:uid/password", ...formPost, async (req, res) => {
    const details = await liveInteraction(req, res);
    const action = `/oidc/interaction/${details.uid}/password`;
    const accountId = (details.result as { passwordChange?: { accountId?: unknown } } | undefined)?.passwordChange
      ?.accountId;
    const account = typeof accountId === "string" ? await findAccountById(opts.db, accountId) : undefined;
    if (!account) throw new Error(INTERACTION_ERROR);
    const password = field(req, "password");
    const refuse = (error: string) => res.status(400).type("html").send(renderChangePasswordForm({ action, error }));
    if (password !== field(req, "confirm")) return void refuse("The two passwords do not match.");
    if (await isCurrentPassword(opts.db, account.id, password)) {
      return void refuse("Choose a password other than the one you were given.");
    }
    try {
      await setAccountPassword(opts.db, account.email, password);
    } catch (err) {
      if (err instanceof AccountError) return void refuse(err.message);
      throw err;
    }
    if (await hasSecondFactor(opts.db, account.id))
      return void (await showSecondStep(req, res, details.uid, account.id));
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  });

  // ---- The second step (decision 034) ----
  const step = secondStep(opts.db, { origins: opts.origins, twoFactorSecret: opts.twoFactorSecret });
  const secondStepAction = (uid: string) => `/oidc/interaction/${uid}/second-factor`;

  /** Records that the password passed and shows the second step (with a fresh passkey challenge). */
  async function showSecondStep(
    req: Request,
    res: express.Response,
    uid: string,
    accountId: string,
    failure?: { status: number; error: string; errorFor?: SecondStepField; retryAfter?: number },
  ) {
    const { totp, passkeyOptions } = await step.prompt(accountId);
    await provider.interactionResult(
      req,
      res,
      { secondFactor: { accountId, challenge: passkeyOptions?.challenge } },
      { mergeWithLastSubmission: false },
    );
    if (failure?.retryAfter) res.set("Retry-After", String(failure.retryAfter));
    res
      .status(failure?.status ?? 200)
      .type("html")
      .send(
        renderSecondFactorForm({
          action: secondStepAction(uid),
          totp,
          passkeyOptions,
          error: failure?.error,
          errorFor: failure?.errorFor,
        }),
      );
  }

  router.get("/assets/simplewebauthn-browser.js", (_req, res) => {
    res.set("Cache-Control", "public, max-age=86400").type("text/javascript").send(webauthnBrowserBundle());
  });

  router.post("/interaction/:uid/second-factor", ...formPost, async (req, res) => {
    const details = await liveInteraction(req, res);
    const pending = (details.result as { secondFactor?: { accountId?: unknown; challenge?: unknown } } | undefined)
      ?.secondFactor;
    const account =
      typeof pending?.accountId === "string" ? await findAccountById(opts.db, pending.accountId) : undefined;
    if (!account) throw new Error(INTERACTION_ERROR);
    const answer = {
      passkey: field(req, "passkey"),
      recoveryCode: field(req, "recoveryCode"),
      code: field(req, "code"),
    };
    const errorFor = answeredField(answer);
    // Counted as a failure before the answer is checked (decision 038).
    const attempt = await throttle.secondStep(account, clientAddress(req), details.uid);
    if (attempt.refused === "password-again") {
      // Too many wrong answers in this sign-in: it starts again from the password.
      await provider.interactionResult(req, res, {}, { mergeWithLastSubmission: false });
      const action = `/oidc/interaction/${details.uid}/login`;
      res
        .status(429)
        .type("html")
        .send(renderSignInForm({ action, email: account.email, error: refusalText(attempt) }));
      return;
    }
    if (attempt.refused) {
      return void (await showSecondStep(req, res, details.uid, account.id, {
        status: 429,
        error: refusalText(attempt),
        errorFor,
        retryAfter: attempt.retryAfterSeconds,
      }));
    }
    const challenge = typeof pending?.challenge === "string" ? pending.challenge : undefined;
    const method = await step.check(account.id, answer, challenge);
    if (!method) {
      await attempt.failed();
      const error = await step.refused(writeContext(req), account.email, errorFor);
      return void (await showSecondStep(req, res, details.uid, account.id, { status: 401, error, errorFor }));
    }
    await attempt.succeeded();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id, amr: ["pwd", method === "passkey" ? "hwk" : "otp"] } },
      { mergeWithLastSubmission: false },
    );
  });

  // A refused post keeps its status; an expired or unknown interaction starts again
  // instead of showing a stack of jargon.
  router.use("/interaction", ((err, _req, res, _next) => {
    const refused = httpErrorOf(err);
    if (refused) {
      res
        .status(refused.status)
        .type("html")
        .send(renderMessagePage({ title: "Sign-in refused", message: refused.message }));
      return;
    }
    res
      .status(400)
      .type("html")
      .send(
        renderMessagePage({
          title: "Your sign-in expired",
          message: "The sign-in page was open too long or was already used.",
          action: { href: "/api/login", label: "Sign in again" },
        }),
      );
  }) as express.ErrorRequestHandler);

  router.use(provider.callback());
  return router;
}

let webauthnBrowser: string | undefined;
/** @simplewebauthn/browser's own browser bundle (global SimpleWebAuthnBrowser), served from /oidc/assets. */
function webauthnBrowserBundle(): string {
  if (webauthnBrowser === undefined) {
    const require = createRequire(import.meta.url);
    const entry = require.resolve("@simplewebauthn/browser");
    const root = entry.slice(0, entry.lastIndexOf("/script/"));
    webauthnBrowser = readFileSync(`${root}/dist/bundle/index.umd.min.js`, "utf8");
  }
  return webauthnBrowser;
}

function refusalText(refusal: SignInRefusal): string {
  if (refusal.refused === "password-again") return "Too many wrong codes. Sign in with your password again.";
  return `Too many sign-in attempts. Please wait ${waitText(refusal.retryAfterSeconds)} and try again.`;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
