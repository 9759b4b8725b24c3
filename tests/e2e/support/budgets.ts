// The bars of docs/product.md#quality-bars that are checked by byte counts and audits, in one place.

/** First-load JavaScript of a public page, gzip level 9, bytes. */
export const FIRST_LOAD_JS_BUDGET = 100 * 1024;
/** First-load CSS of a public page, gzip level 9, bytes. */
export const FIRST_LOAD_CSS_BUDGET = 25 * 1024;

/** Lighthouse (mobile preset) minimum category scores, 0–100, on each key page. */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
} as const;
