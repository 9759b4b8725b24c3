// The studio's identity, used in page titles, metadata and default authors
// (docs/product.md#overview, #entities, #constants).
export const PRODUCT_NAME = "Arcwell Studio";
export const SHORT_NAME = "Arcwell";
export const TEAM_AUTHOR = "Arcwell Studio Team";
export const FOUNDING_YEAR = 2024;
export const CONTACT_EMAIL = "hello@arcwell.studio";
