import { Router, type Request, type RequestHandler } from "express";
import { z } from "zod";
import {
  NEWSLETTER_ACCEPTED_MESSAGE,
  NEWSLETTER_MAILS_PER_ADDRESS_DAY,
  NEWSLETTER_UNAVAILABLE_MESSAGE,
} from "#core/newsletter.ts";
import { newsletterSignupSchema } from "#core/schemas/newsletter.ts";
import type { Db } from "#db/client.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { forbidden, HttpError, parseWith, unauthorized } from "../http/errors.server.ts";
import { requireJsonBody } from "../http/guards.server.ts";
import { listRead, pageHeaders, pageQuery } from "../http/paging.server.ts";
import { sharedCounter, sharedRateLimit } from "../http/rate-limit-store.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import type { AccountMail } from "../mail/account-mail.server.ts";
import { confirmationMail } from "../newsletter/confirmation-mail.server.ts";
import { listSubscribers, pageSubscribers, startSignup, subscribersCsv } from "../newsletter/subscribers.server.ts";
import { NewsletterAccepted, NewsletterSubscriber } from "./openapi/newsletter-answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// The journal's newsletter (issue 27 item 6, decision 050): a visitor's sign-up, answered the same
// whatever the address's state, and the owner's list of confirmed subscribers with its CSV.

export const newsletterApi = describeApi("Newsletter", "The journal's double opt-in mailing list.", {
  "POST /api/newsletter": {
    summary: "Sign up for the newsletter",
    description:
      "Always the same 202 answer, whether the address is new, waiting, subscribed or unsubscribed. A new, waiting or unsubscribed address gets a confirmation mail (a few per address per day at most); it is on the list only once its link is confirmed.",
    access: "public",
    body: newsletterSignupSchema,
    responses: { 202: NewsletterAccepted },
    errors: {
      429: "Too many sign-ups from this client address (the contact form's limit, per 10 minutes).",
      503: "Mail is not set up, so nobody could confirm.",
    },
  },
  "GET /api/newsletter/subscribers": {
    summary: "List confirmed subscribers",
    description:
      "Confirmed subscribers only, most recently confirmed first. Paged with `limit` and `cursor`; a page carries `X-Total-Count`.",
    access: "owner",
    query: pageQuery,
    responses: {
      200: {
        description: "The subscribers.",
        json: z.array(NewsletterSubscriber),
        headers: {
          ...pageHeaders,
          "X-Total-Count": { description: "With `limit`: the number of confirmed subscribers." },
        },
      },
    },
  },
  "GET /api/newsletter/subscribers.csv": {
    summary: "Download the confirmed subscribers as CSV",
    description: "Email and confirmation time of each confirmed subscriber; never a waiting or unsubscribed address.",
    access: "owner",
    responses: { 200: { description: "The CSV file (an attachment).", media: { "text/csv": {} } } },
  },
});

export interface NewsletterOptions {
  /** Confirmation mails; without it the sign-up answers 503. */
  mail?: AccountMail;
  /** Sign-ups per client address per 10 minutes (RATE_LIMIT_CONTACT, counted apart from the contact form). */
  limitPerWindow?: number;
}

/** The path of the page the sign-up came from, when the browser said (a same-site Referer). */
function sourcePathOf(req: Request): string | null {
  const referer = req.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, 200);
  } catch {
    return null;
  }
}

/** Owner sessions only (an API token acts as team). */
const requireOwner: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  next(req.user.role === "owner" ? undefined : forbidden());
};

export function newsletterRouter(db: Db, opts: NewsletterOptions): Router {
  const router = Router();
  const perClient = sharedRateLimit(db, "newsletter", {
    windowMs: 10 * 60 * 1000,
    limit: opts.limitPerWindow ?? 5,
    handler: (_req, _res, next) =>
      next(new HttpError(429, "Too many sign-ups from your network. Please try again later.")),
  });
  const mailsPerAddress = sharedCounter(db, "newsletter-address", 24 * 3_600_000);

  /** Starts the sign-up and mails its link, unless the address is subscribed or has had its mails today. */
  async function signUp(req: Request, email: string, mail: AccountMail) {
    if ((await mailsPerAddress(email)) > NEWSLETTER_MAILS_PER_ADDRESS_DAY) return;
    const tokens = await startSignup(db, writeContext(req), { email, sourcePath: sourcePathOf(req) });
    if (!tokens) return;
    // The configured origin, never one the request names (account-mail.server.ts).
    await mail.send(confirmationMail({ to: email, origin: mail.origin, ...tokens }));
  }

  const mailIsSetUp: RequestHandler = (_req, _res, next) =>
    next(opts.mail ? undefined : new HttpError(503, NEWSLETTER_UNAVAILABLE_MESSAGE));
  router.post("/", noContentChange, mailIsSetUp, perClient, requireJsonBody, (req, res) => {
    const email = parseWith(newsletterSignupSchema, req.body).email.toLowerCase();
    // The same answer at once whatever the address's state: the work happens after it.
    res.status(202).json({ message: NEWSLETTER_ACCEPTED_MESSAGE });
    signUp(req, email, opts.mail!).catch((err: unknown) => req.log?.warn({ err }, "newsletter sign-up failed"));
  });
  router.get("/subscribers", requireOwner, async (req, res) => {
    await listRead(req, res, { whole: () => listSubscribers(db), page: (page) => pageSubscribers(db, page) });
  });
  router.get("/subscribers.csv", requireOwner, async (_req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res
      .type("text/csv; charset=utf-8")
      .attachment(`newsletter-subscribers-${day}.csv`)
      .send(await subscribersCsv(db));
  });
  return router;
}
