import type { SessionUser } from "#core/session-user.ts";

// What the session middleware attaches to a request.

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser;
      /** The API token of a `Authorization: Bearer` call (issue 18); `user` then acts as team. */
      apiToken?: { id: string; name: string; scope: "read" | "write" };
    }
  }
}

declare module "express-session" {
  interface SessionData {
    userId: string;
    /** When the person signed in (ms since the epoch): sessions end 30 days after it at the latest. */
    signedInAt: number;
  }
}
