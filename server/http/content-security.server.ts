import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { VIDEO_EMBED_HOSTS } from "#core/video.ts";

// docs/product.md#stack "a nonce CSP on render": pages may run only our own script files and inline scripts
// carrying this response's nonce; stored content can never add one. Styles may be inline
// (React style attributes and the UI primitives set them); that cannot run code.

export interface PageSecurityOptions {
  secure: boolean;
  reportUri?: string;
  /** Extra origins the pages may send requests to (the S3 store that receives uploads). */
  connectSources?: readonly string[];
}

const FRAME_SRC = ["frame-src", ...VIDEO_EMBED_HOSTS.map((host) => `https://${host}`)].join(" ");

export function pageSecurityPolicy(nonce: string, opts: PageSecurityOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...(opts.connectSources ?? [])].join(" "),
    "media-src 'self' https:",
    // Only the YouTube and Vimeo players, which the sanitizer and the gallery also keep to (decision 041).
    FRAME_SRC,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.secure ? ["upgrade-insecure-requests"] : []),
    ...(opts.reportUri ? [`report-uri ${opts.reportUri}`] : []),
  ];
  return directives.join("; ");
}

// Powerful features the site never uses stay off, for us and for anything we embed.
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** Sets a fresh nonce (res.locals.cspNonce) and the page CSP on every response from here on. */
export function contentSecurityPolicy(opts: PageSecurityOptions): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", pageSecurityPolicy(nonce, opts));
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
}
