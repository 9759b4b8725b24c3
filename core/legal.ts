// What the legal pages state from settings (LEGAL_JURISDICTION, ENQUIRY_RETENTION_MONTHS,
// ANALYTICS, ANALYTICS_RETENTION_MONTHS), and their defaults: the studio is established in England
// and Wales; enquiries are kept at most 24 months (0: until deleted by hand); page views are
// counted without cookies (decision 051) and their daily totals kept 25 months (0: kept).

export interface LegalSettings {
  jurisdiction: string;
  enquiryRetentionMonths: number;
  countsPageViews: boolean;
  analyticsRetentionMonths: number;
}

export const DEFAULT_LEGAL_SETTINGS: LegalSettings = {
  jurisdiction: "England and Wales",
  enquiryRetentionMonths: 24,
  countsPageViews: true,
  analyticsRetentionMonths: 25,
};
