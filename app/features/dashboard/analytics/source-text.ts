import type { EnquirySource } from "#core/analytics.ts";

// An enquiry's source in words (the inbox, issue 31): "/journal/a via example.org · newsletter / email / spring".

export function campaignText(source: string, medium: string, campaign: string): string {
  return [source, medium, campaign].map((v) => v || "—").join(" / ");
}

export function sourceText(source: EnquirySource): string {
  const via = source.referrer ? ` via ${source.referrer}` : "";
  const tagged = source.utmSource || source.utmMedium || source.utmCampaign;
  const campaign = tagged
    ? ` · campaign ${campaignText(source.utmSource ?? "", source.utmMedium ?? "", source.utmCampaign ?? "")}`
    : "";
  return `${source.landingPage}${via}${campaign}`;
}
