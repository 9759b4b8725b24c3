import { Router } from "express";
import { z } from "zod";
import { INCORRECT_PASSWORD, openInvestorDashboard } from "../auth/investor-gate.server.ts";
import { isValidInvestorToken } from "../auth/investor-token.server.ts";
import { HttpError, parseWith } from "../http/errors.server.ts";
import { requireJsonBody } from "../http/guards.server.ts";
import { sharedRateLimit } from "../http/rate-limit-store.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import type { Db } from "#db/client.server.ts";
import { InvestorToken } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// POST /api/investor-access { password } → { token }; POST /api/investor-access/verify { token } → 204.
export { INCORRECT_PASSWORD } from "../auth/investor-gate.server.ts";

export const investorPasswordSchema = z.strictObject({ password: z.string().min(1).max(1024) });
export const investorTokenSchema = z.strictObject({ token: z.string().max(200) });

export const investorAccessApi = describeApi("Investor access", "The shared password of the public Investor button.", {
  "POST /api/investor-access": {
    summary: "Exchange the investor password for a token",
    access: "public",
    body: investorPasswordSchema,
    responses: { 200: InvestorToken },
    errors: { 401: INCORRECT_PASSWORD, 429: "Too many attempts (5 a minute per address)." },
  },
  "POST /api/investor-access/verify": {
    summary: "Check an investor token",
    access: "public",
    body: investorTokenSchema,
    responses: { 204: "The token is valid." },
    errors: { 401: "The token has expired or was never issued." },
  },
});

export function investorAccessRouter(
  db: Db,
  opts: { password: string; secret: string; attemptsPerMinute?: number },
): Router {
  const router = Router();
  const limiter = sharedRateLimit(db, "investor-access", {
    windowMs: 60 * 1000,
    limit: opts.attemptsPerMinute ?? 5,
    skipSuccessfulRequests: true,
    handler: (_req, _res, next) => next(new HttpError(429, "Too many attempts. Please wait a minute and try again.")),
  });
  router.post("/", noContentChange, limiter, requireJsonBody, async (req, res) => {
    const { password } = parseWith(investorPasswordSchema, req.body);
    res.json({ token: await openInvestorDashboard(db, writeContext(req), password, opts) });
  });
  router.post("/verify", noContentChange, requireJsonBody, (req, res) => {
    const { token } = parseWith(investorTokenSchema, req.body);
    if (!isValidInvestorToken(token, opts.secret, opts.password)) throw new HttpError(401, "Investor access expired");
    res.status(204).end();
  });
  return router;
}
