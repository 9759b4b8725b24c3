/**
 * Where to go after sign-in: a same-origin path only; anything else falls back to /dashboard.
 * The check runs on the path as a browser will resolve it (dot segments removed, percent-escapes
 * decoded), since `/.//evil.example` normalizes to the protocol-relative `//evil.example`.
 */
export function safeReturnTo(value: unknown, fallback = "/dashboard"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!isLocalPath(value)) return fallback;
  let resolved: string;
  try {
    const url = new URL(value, "http://same.invalid");
    if (url.origin !== "http://same.invalid") return fallback;
    resolved = url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
  // Both the normalized form and its decoded form must still be plain local paths.
  let decoded: string;
  try {
    decoded = decodeURIComponent(resolved);
  } catch {
    return fallback;
  }
  return isLocalPath(resolved) && isLocalPath(decoded) ? resolved : fallback;
}

/** One leading slash, then no slash or backslash, and no control characters anywhere. */
function isLocalPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return !/[\u0000-\u001f\u007f\\]/.test(value);
}
