// Site analytics (issue 31, docs/decisions/051-cookieless-analytics.md): shapes shared by the
// server, the API description and the dashboard.

/** Where the visit that sent an enquiry came from: its first page of the day and how it got there. */
export interface EnquirySource {
  landingPage: string;
  /** The referring host, or null for none (typed, bookmarked, or from our own pages). */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  totals: { views: number; visitors: number; enquiries: number };
  series: { date: string; views: number; visitors: number }[];
  pages: { path: string; views: number; visitors: number; enquiries: number }[];
  referrers: { source: string; visitors: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number; enquiries: number }[];
}

/** How a visit without a referring host shows in the referrers list. */
export const DIRECT_SOURCE = "(direct)";
/** The longest range one report covers, in days. */
export const ANALYTICS_MAX_DAYS = 400;
export const ANALYTICS_DEFAULT_DAYS = 30;
