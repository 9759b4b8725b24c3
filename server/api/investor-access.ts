import { Router } from "express";
import { z } from "zod";
import { isValidInvestorToken, issueInvestorToken, passwordMatches } from "../auth/investor-token.server.ts";
import { HttpError, parseWith } from "../http/errors.ts";
import { requireJsonBody } from "../http/guards.ts";
import { sharedRateLimit } from "../http/rate-limit-store.ts";
import type { Db } from "../../db/client.ts";

// POST /api/investor-access { password } → { token }; POST /api/investor-access/verify { token } → 204.
export const INCORRECT_PASSWORD = "Incorrect password. Please try again.";

export function investorAccessRouter(db: Db, opts: { password: string; secret: string; attemptsPerMinute?: number }): Router {
  const router = Router();
  const limiter = sharedRateLimit(db, "investor-access", {
    windowMs: 60 * 1000,
    limit: opts.attemptsPerMinute ?? 5,
    skipSuccessfulRequests: true,
    handler: (_req, _res, next) => next(new HttpError(429, "Too many attempts. Please wait a minute and try again.")),
  });
  router.post("/", limiter, requireJsonBody, (req, res) => {
    const { password } = parseWith(z.strictObject({ password: z.string().min(1).max(1024) }), req.body);
    if (!passwordMatches(password, opts.password)) throw new HttpError(401, INCORRECT_PASSWORD);
    res.json({ token: issueInvestorToken(opts.secret, opts.password) });
  });
  router.post("/verify", requireJsonBody, (req, res) => {
    const { token } = parseWith(z.strictObject({ token: z.string().max(200) }), req.body);
    if (!isValidInvestorToken(token, opts.secret, opts.password)) throw new HttpError(401, "Investor access expired");
    res.status(204).end();
  });
  return router;
}
