/**
 * Where to go after sign-in: a same-origin path only (no scheme, no //host, no backslash
 * tricks, no control characters); anything else falls back to /dashboard.
 */
export function safeReturnTo(value: unknown, fallback = "/dashboard"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://same.invalid");
    if (url.origin !== "http://same.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
