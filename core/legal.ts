// What the legal pages state from settings (LEGAL_JURISDICTION, ENQUIRY_RETENTION_MONTHS), and
// their defaults: the studio is established in England and Wales; enquiries are kept at most
// 24 months (0: until deleted by hand).

export interface LegalSettings {
  jurisdiction: string;
  enquiryRetentionMonths: number;
}

export const DEFAULT_LEGAL_SETTINGS: LegalSettings = { jurisdiction: "England and Wales", enquiryRetentionMonths: 24 };
