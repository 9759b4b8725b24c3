import { createHash } from "node:crypto";

// A cached page is one set of bytes for every visitor (decision 053): its CSP names the SHA-256
// hashes of the page's own inline scripts instead of a nonce, so a hit writes stored bytes as
// they are (brotli included) and no visitor receives a value meant for one response. Only the
// scripts that carried the render's nonce are ours, and only those are hashed: an inline script
// that reached the HTML any other way (stored content slipping past the sanitizer) was blocked
// by the nonce when rendered and stays blocked, hashes or not.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export interface PinnedScripts {
  /** The body without the render's nonce attributes. */
  body: Buffer;
  /** `'sha256-…'` sources for the CSP, one per distinct script text. */
  sources: string[];
}

/** The hashes of the inline scripts that carry `nonce`, and the body with that nonce removed. */
export function pinScripts(body: Buffer, nonce: string): PinnedScripts {
  const html = body.toString("utf8");
  const attribute = ` nonce="${nonce}"`;
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(attribute) || /\ssrc\s*=/i.test(attributes)) continue;
    // Browsers hash the text as parsed: line breaks normalised to LF, as UTF-8.
    const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
    sources.add(`'sha256-${digest}'`);
  }
  return { body: Buffer.from(html.replaceAll(attribute, ""), "utf8"), sources: [...sources] };
}

/** The policy with its nonce source replaced by `sources` (none: the page runs files from 'self' only). */
export function policyWithSources(policy: string, nonce: string, sources: readonly string[]): string {
  const replaced = policy.replace(`'nonce-${nonce}'`, sources.join(" "));
  return replaced.replace(/ {2,}/g, " ").replace(/ ;/g, ";");
}
