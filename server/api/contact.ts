import { randomUUID } from "node:crypto";
import { Router } from "express";
import { rateLimit } from "express-rate-limit";
import { contactInputSchema } from "../../core/schemas/contact.ts";
import type { Db } from "../../db/client.ts";
import { storeEnquiry } from "../content/enquiries.server.ts";
import { HttpError, parseWith } from "../http/errors.ts";
import { requireJsonBody } from "../http/guards.ts";

// POST /api/contact (SPEC §7): 201 { id } once the enquiry is durably stored.
export function contactRouter(db: Db, opts: { limitPerWindow?: number } = {}): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: 10 * 60 * 1000,
    limit: opts.limitPerWindow ?? 5,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new HttpError(429, "Too many messages from this address. Please try again later.")),
  });
  router.post("/", limiter, requireJsonBody, async (req, res) => {
    const { company, ...enquiry } = parseWith(contactInputSchema, req.body);
    // A filled honeypot is a bot: answer like a success, store nothing.
    if (company) return void res.status(201).json({ id: randomUUID() });
    res.status(201).json(await storeEnquiry(db, enquiry));
  });
  return router;
}
