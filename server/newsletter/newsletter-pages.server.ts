import express, { Router, type Response } from "express";
import { NEWSLETTER_PENDING_DAYS } from "#core/newsletter.ts";
import type { Db } from "#db/client.server.ts";
import { escapeHtml, renderAuthPage, renderMessagePage } from "../auth/auth-pages.server.ts";
import { sameOriginWrites } from "../http/guards.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./confirmation-mail.server.ts";
import { confirmLinkState, confirmSignup, unsubscribe, unsubscribeLinkState } from "./subscribers.server.ts";
import { tokenPageHeaders } from "../http/token-pages.server.ts";

// The links of the newsletter's mails (decision 050), in the sign-in pages' look. Opening a link
// only shows a button: mail scanners that fetch links must not confirm or unsubscribe anyone; the
// button's POST does.

const JOURNAL = { href: "/journal", label: "Read the journal" };

function renderButtonPage(opts: { title: string; lead: string; action: string; button: string }): string {
  return renderAuthPage({
    title: opts.title,
    body: `<h1>${escapeHtml(opts.title)}</h1>
<p class="lead">${escapeHtml(opts.lead)}</p>
<form method="post" action="${escapeHtml(opts.action)}">
<button type="submit">${escapeHtml(opts.button)}</button>
</form>
<p class="aside"><a href="/">Back to the website</a></p>`,
  });
}

const CONFIRMED = {
  title: "You are subscribed",
  message: "Thank you. New journal articles will come to your inbox; every mail has a link to unsubscribe.",
  action: JOURNAL,
};
const UNSUBSCRIBED = {
  title: "You are unsubscribed",
  message: "You will get no more mail from our newsletter. Changed your mind? Sign up again on the journal.",
  action: JOURNAL,
};

const unknownConfirm = (res: Response) =>
  res.status(404).send(
    renderMessagePage({
      title: "This link does not work",
      message: `It may be mistyped, replaced by a newer mail, unsubscribed since, or older than ${NEWSLETTER_PENDING_DAYS} days. Sign up again on the journal to get a new one.`,
      action: JOURNAL,
    }),
  );
const unknownUnsubscribe = (res: Response) =>
  res.status(404).send(
    renderMessagePage({
      title: "This link does not work",
      message:
        "We found no subscription for it: it may be mistyped or replaced by a newer mail. Use the link in our newest mail, or write to us and we will take you off the list.",
    }),
  );

export function newsletterPagesRouter(opts: { db: Db; publicOrigin?: string }): Router {
  const { db } = opts;
  const router = Router();
  router.use(tokenPageHeaders);
  const formPost = [sameOriginWrites(opts.publicOrigin), express.urlencoded({ extended: false, limit: "1kb" })];
  const confirmPath = CONFIRM_PATH.replace(/^\/newsletter/, "");
  const unsubscribePath = UNSUBSCRIBE_PATH.replace(/^\/newsletter/, "");

  router.get(`${confirmPath}:token`, async (req, res) => {
    const state = await confirmLinkState(db, req.params.token);
    if (state === "confirmed") return res.send(renderMessagePage(CONFIRMED));
    if (state !== "pending") return unknownConfirm(res);
    res.send(
      renderButtonPage({
        title: "Confirm your subscription",
        lead: "Press the button to get new journal articles by mail. You can unsubscribe at any time.",
        action: `${CONFIRM_PATH}${req.params.token}`,
        button: "Confirm subscription",
      }),
    );
  });
  router.post(`${confirmPath}:token`, ...formPost, async (req, res) => {
    const done = await confirmSignup(db, writeContext(req), req.params.token as string);
    if (!done) return unknownConfirm(res);
    res.send(renderMessagePage(CONFIRMED));
  });

  router.get(`${unsubscribePath}:token`, async (req, res) => {
    const state = await unsubscribeLinkState(db, req.params.token);
    if (state === null) return unknownUnsubscribe(res);
    if (state === "unsubscribed") return res.send(renderMessagePage(UNSUBSCRIBED));
    res.send(
      renderButtonPage({
        title: "Unsubscribe from the newsletter",
        lead: "Press the button and we will send this address no more newsletter mail.",
        action: `${UNSUBSCRIBE_PATH}${req.params.token}`,
        button: "Unsubscribe",
      }),
    );
  });
  router.post(`${unsubscribePath}:token`, ...formPost, async (req, res) => {
    if (!(await unsubscribe(db, writeContext(req), req.params.token as string))) return unknownUnsubscribe(res);
    res.send(renderMessagePage(UNSUBSCRIBED));
  });
  return router;
}
