import type { RequestHandler } from "express";

/**
 * For pages whose address holds a secret token (an invitation, a reset, a newsletter link): never
 * cached, and the address never leaves in a Referer when someone follows a link from the page.
 */
export const tokenPageHeaders: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  res.set("Referrer-Policy", "no-referrer");
  next();
};
