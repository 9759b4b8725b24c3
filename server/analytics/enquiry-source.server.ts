import type { Request } from "express";
import type { EnquirySource } from "#core/analytics.ts";
import { clientAddress } from "../http/client-address.server.ts";
import { normalisedPath } from "../http/normalised-path.server.ts";
import type { SiteAnalytics } from "./site-analytics.server.ts";

// Which page brought an enquiry (issue 31 item 3, decision 051): the visit the same daily hash
// counted today (landing page, referrer, campaign), else the page the form was sent from (a
// Referer of our own origin). Nothing with Sec-GPC: 1, as for counting.

export async function enquirySourceOf(
  req: Request,
  opts: { analytics?: SiteAnalytics; publicOrigin?: string },
): Promise<EnquirySource | null> {
  if (req.get("sec-gpc") === "1") return null;
  const visit = await opts.analytics
    ?.sourceOf({ address: clientAddress(req), userAgent: req.get("user-agent") })
    .catch((err: unknown) => {
      req.log?.warn({ err }, "could not read the enquiry's visit");
      return null;
    });
  if (visit) return visit;
  const page = sentFrom(req, opts.publicOrigin ?? `${req.protocol}://${req.get("host")}`);
  return page ? { landingPage: page, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null } : null;
}

function sentFrom(req: Request, ownOrigin: string): string | undefined {
  const referer = req.get("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === ownOrigin ? normalisedPath(url.pathname).slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}
