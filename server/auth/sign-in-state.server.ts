import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Request, Response } from "express";

// The state of a sign-in under way (PKCE verifier, state, nonce, where to return) lives in a
// short-lived encrypted cookie scoped to /api/callback, not in a stored session: an anonymous
// GET /api/login then writes nothing to the database (issue 17 item 8), and the verifier stays
// unreadable to anyone but this server.

export const SIGN_IN_STATE_COOKIE = "arcwell.signin";
const COOKIE_PATH = "/api/callback";
const MAX_AGE_MS = 10 * 60 * 1000;

export interface SignInState {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  redirectUri: string;
}

export function signInStateCookies(secret: string, secure: boolean) {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "arcwell sign-in state", 32));
  const options = { httpOnly: true, sameSite: "lax", secure, path: COOKIE_PATH } as const;

  function seal(value: SignInState): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const body = Buffer.concat([
      cipher.update(JSON.stringify({ ...value, exp: Date.now() + MAX_AGE_MS })),
      cipher.final(),
    ]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  function unseal(sealed: string): SignInState | undefined {
    try {
      const raw = Buffer.from(sealed, "base64url");
      if (raw.length < 29) return undefined;
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      const { exp, ...state } = JSON.parse(json) as SignInState & { exp: number };
      return typeof exp === "number" && exp > Date.now() ? state : undefined;
    } catch {
      return undefined; // tampered, foreign or cut short: no sign-in under way
    }
  }

  return {
    save(res: Response, value: SignInState) {
      res.cookie(SIGN_IN_STATE_COOKIE, seal(value), { ...options, maxAge: MAX_AGE_MS });
    },
    /** Reads and clears the state: each sign-in can be completed once. */
    take(req: Request, res: Response): SignInState | undefined {
      res.clearCookie(SIGN_IN_STATE_COOKIE, options);
      const sealed = readCookie(req.headers.cookie, SIGN_IN_STATE_COOKIE);
      return sealed ? unseal(sealed) : undefined;
    },
  };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
