// docs/product.md#public-screens, #constants: the legal texts are effective, and last updated, January 1, 2024.
export const LEGAL_EFFECTIVE_DATE = "January 1, 2024";
export const LEGAL_LAST_UPDATED = "January 1, 2024";
export const LEGAL_LAST_UPDATED_ISO = "2024-01-01";
