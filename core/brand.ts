// The studio's identity, used in page titles, metadata and default authors (SPEC §1, §3, §9).
export const PRODUCT_NAME = "Arcwell Studio";
export const SHORT_NAME = "Arcwell";
export const TEAM_AUTHOR = "Arcwell Studio Team";
export const FOUNDING_YEAR = 2024;
export const CONTACT_EMAIL = "hello@arcwell.studio";
