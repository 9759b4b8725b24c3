import { randomUUID } from "node:crypto";
import { writeContext } from "../http/write-context.server.ts";
import { Router } from "express";
import { contactInputSchema } from "#core/schemas/contact.ts";
import type { Db } from "#db/client.server.ts";
import { storeEnquiry } from "../content/enquiries.server.ts";
import { HttpError, parseWith } from "../http/errors.server.ts";
import { requireJsonBody } from "../http/guards.server.ts";
import { sharedRateLimit } from "../http/rate-limit-store.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { Created } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";
import type { SiteAnalytics } from "../analytics/site-analytics.server.ts";
import { enquirySourceOf } from "../analytics/enquiry-source.server.ts";

export interface ContactNotifications {
  to: string;
  dashboardUrl: string;
  /** Called after the enquiry and its mail are stored: send now rather than at the next tick. */
  nudge(): void;
}

// POST /api/contact (docs/product.md#api): 201 { id } once the enquiry is durably stored.
export const contactApi = describeApi("Contact", "The contact form.", {
  "POST /api/contact": {
    summary: "Send an enquiry",
    description:
      "Stored before the answer; the studio is notified by mail when mail is configured. Leave `company` empty.",
    access: "public",
    body: contactInputSchema,
    responses: { 201: Created },
    errors: { 429: "Too many messages from this address (5 per 10 minutes)." },
  },
});

export function contactRouter(
  db: Db,
  opts: {
    limitPerWindow?: number;
    notifications?: ContactNotifications;
    /** The visit that sent the enquiry, recorded as its `source` (decision 051). */
    analytics?: SiteAnalytics;
    publicOrigin?: string;
  } = {},
): Router {
  const router = Router();
  const limiter = sharedRateLimit(db, "contact", {
    windowMs: 10 * 60 * 1000,
    limit: opts.limitPerWindow ?? 5,
    handler: (_req, _res, next) =>
      next(new HttpError(429, "Too many messages from this address. Please try again later.")),
  });
  router.post("/", noContentChange, limiter, requireJsonBody, async (req, res) => {
    const { company, ...enquiry } = parseWith(contactInputSchema, req.body);
    // A filled honeypot is a bot: answer like a success, store and send nothing.
    if (company) return void res.status(201).json({ id: randomUUID() });
    const source = await enquirySourceOf(req, opts);
    const stored = await storeEnquiry(db, { ...enquiry, source }, opts.notifications, writeContext(req));
    res.status(201).json(stored);
    opts.notifications?.nudge();
  });
  return router;
}
