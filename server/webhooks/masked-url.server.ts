// A webhook's address is often its credential (Slack's /services/T…/B…/secret, Discord's
// /api/webhooks/id/token): the audit log and its CSV, read by more eyes and kept for long, show only
// where it goes. The Integrations tab (owner only) still shows the whole address.

/** The address's origin, with "/…" standing for any path, query or fragment. */
export function maskedWebhookUrl(url: string): string {
  const parsed = new URL(url);
  const hidden = parsed.pathname !== "/" || parsed.search !== "" || parsed.hash !== "";
  return `${parsed.origin}${hidden ? "/…" : ""}`;
}
