import { createHash, createHmac, timingSafeEqual } from "node:crypto";

// The investor gate of docs/product.md#roles, checked on the server: the browser keeps a signed,
// expiring token under localStorage `investorPassword`, never the password itself. A token
// names a fingerprint of the password, so changing INVESTOR_PASSWORD voids old tokens.

const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash("sha256").update(value).digest();

export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

function mac(secret: string, password: string, expires: number): string {
  return createHmac("sha256", secret)
    .update(`investor:${expires}:${sha256(password).toString("base64url")}`)
    .digest("base64url");
}

export function issueInvestorToken(secret: string, password: string, now = Date.now()): string {
  const expires = now + TOKEN_TTL_MS;
  return `v1.${expires}.${mac(secret, password, expires)}`;
}

export function isValidInvestorToken(token: unknown, secret: string, password: string, now = Date.now()): boolean {
  if (typeof token !== "string" || token.length > 200) return false;
  const [version, expiresText, signature] = token.split(".");
  const expires = Number(expiresText);
  if (version !== "v1" || !Number.isSafeInteger(expires) || expires <= now || !signature) return false;
  const expected = Buffer.from(mac(secret, password, expires));
  const actual = Buffer.from(signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
