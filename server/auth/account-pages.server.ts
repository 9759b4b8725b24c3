import express, { Router, type Request, type Response } from "express";
import {
  ACCOUNT_LINK_PATH,
  RESET_MAILS_PER_ACCOUNT_HOUR,
  RESET_REQUESTS_PER_ADDRESS_HOUR,
  RESET_SENT_MESSAGE,
  RESET_VALID_MINUTES,
} from "#core/account-links.ts";
import type { Db } from "#db/client.server.ts";
import type { Logger } from "pino";
import { InvalidInputError, ConflictError } from "../errors.server.ts";
import { sameOriginWrites } from "../http/guards.server.ts";
import { sharedCounter, sharedRateLimit } from "../http/rate-limit-store.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { resetMail, type AccountMail } from "../mail/account-mail.server.ts";
import { createResetLink, LINK_GONE_MESSAGE, openLink, useLink, type LinkPurpose } from "./account-links.server.ts";
import { normalizeEmail } from "./accounts.server.ts";
import { renderChangePasswordForm, renderForgotPasswordForm, renderMessagePage } from "./auth-pages.server.ts";
import { tokenPageHeaders } from "../http/token-pages.server.ts";

// The built-in provider's account pages (issue 27, decision 049), in the sign-in pages' look:
// choosing a password from an invitation (/account/invite/{token}), asking for a reset link
// (/account/forgot-password) and using one (/account/reset/{token}). After either, the person
// signs in as usual.

const SIGN_IN = { href: "/api/login?returnTo=%2Fdashboard", label: "Sign in" };

const PAGES: Record<LinkPurpose, { title: string; lead: (email: string) => string; button: string; done: string }> = {
  invite: {
    title: "Welcome",
    lead: (email) => `Choose a password for ${email} to finish your invitation.`,
    button: "Create my account",
    done: "Your account is ready. Sign in with your email and the password you chose.",
  },
  reset: {
    title: "Choose a new password",
    lead: (email) => `Choose a new password for ${email}. You will be signed out everywhere else.`,
    button: "Save the new password",
    done: "Your password has changed and every other session has ended. Sign in with the new one.",
  },
};

export function accountPagesRouter(opts: {
  db: Db;
  logger: Logger;
  /** Set when mail is set up; without it, "forgot password" says to ask the owner. */
  accountMail?: AccountMail;
}): Router {
  const { db } = opts;
  const router = Router();
  router.use(tokenPageHeaders);
  const formPost = [
    sameOriginWrites(undefined),
    express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 10 }),
  ];
  const field = (req: Request, name: string) =>
    typeof req.body?.[name] === "string" ? (req.body[name] as string) : "";
  const gone = (res: Response) =>
    res.status(410).send(
      renderMessagePage({
        title: "This link no longer works",
        message: LINK_GONE_MESSAGE,
        action: { href: "/account/forgot-password", label: "Ask for a new link" },
      }),
    );

  for (const purpose of ["invite", "reset"] as const) {
    const page = PAGES[purpose];
    const form = (token: string, email: string, error?: string) =>
      renderChangePasswordForm({
        action: `${ACCOUNT_LINK_PATH[purpose]}${token}`,
        title: page.title,
        lead: page.lead(email),
        email,
        button: page.button,
        error,
      });
    router.get(`/${purpose}/:token`, async (req, res) => {
      const link = await openLink(db, purpose, req.params.token);
      if (!link) return gone(res);
      res.send(form(req.params.token, link.email));
    });
    router.post(`/${purpose}/:token`, ...formPost, async (req, res) => {
      const { token } = req.params as { token: string };
      const link = await openLink(db, purpose, token);
      if (!link) return gone(res);
      const password = field(req, "password");
      if (password !== field(req, "confirm"))
        return res.status(400).send(form(token, link.email, "The two passwords are not the same."));
      try {
        await useLink(db, writeContext(req), purpose, token, password);
      } catch (err) {
        if (err instanceof InvalidInputError && err.message === LINK_GONE_MESSAGE) return gone(res);
        if (err instanceof InvalidInputError || err instanceof ConflictError)
          return res.status(400).send(form(token, link.email, err.message));
        throw err;
      }
      res.send(
        renderMessagePage({
          title: purpose === "invite" ? "Welcome aboard" : "Password changed",
          message: page.done,
          action: SIGN_IN,
        }),
      );
    });
  }

  router.get("/forgot-password", (_req, res) => {
    if (!opts.accountMail)
      return res.send(
        renderMessagePage({
          title: "Forgot your password?",
          message:
            "This site does not send mail yet. Ask the studio's owner for a reset link: they can make one in the dashboard, under Team.",
          action: SIGN_IN,
        }),
      );
    res.send(renderForgotPasswordForm({ action: "/account/forgot-password" }));
  });

  const perAddress = sharedRateLimit(db, "password-reset-address", {
    windowMs: 3_600_000,
    limit: RESET_REQUESTS_PER_ADDRESS_HOUR,
    handler: (_req, res) => {
      res.status(429).send(
        renderMessagePage({
          title: "Too many requests",
          message: "Too many reset requests from here. Try again in an hour.",
        }),
      );
    },
  });
  const perAccount = sharedCounter(db, "password-reset-account", 3_600_000);

  /** Makes and mails the link when the account exists and has not had too many: the answer waits for none of it. */
  async function sendResetLink(req: Request, email: string, mail: AccountMail) {
    if ((await perAccount(email)) > RESET_MAILS_PER_ACCOUNT_HOUR) return;
    const link = await createResetLink(db, writeContext(req), { email });
    if (!link) return;
    const url = `${mail.origin}${ACCOUNT_LINK_PATH.reset}${link.token}`;
    await mail.send(resetMail({ to: link.email, url, validMinutes: RESET_VALID_MINUTES }));
  }

  router.post("/forgot-password", ...formPost, perAddress, (req, res) => {
    if (!opts.accountMail) return res.redirect(303, "/account/forgot-password");
    let email: string;
    try {
      email = normalizeEmail(field(req, "email"));
    } catch {
      return res
        .status(400)
        .send(renderForgotPasswordForm({ action: "/account/forgot-password", error: "Enter a valid email address." }));
    }
    // The same answer at once whether or not the account exists: the work happens after it.
    res.send(renderMessagePage({ title: "Check your mail", message: RESET_SENT_MESSAGE, action: SIGN_IN }));
    sendResetLink(req, email, opts.accountMail).catch((err: unknown) =>
      opts.logger.warn({ err }, "password reset link not sent"),
    );
  });
  return router;
}
