import { randomUUID } from "node:crypto";
import type { RequestHead } from "./request-head.server.ts";

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** A caller's well-formed X-Request-Id (a proxy's, say), else a fresh one. */
export function requestId(req: Pick<RequestHead, "headers">): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}
