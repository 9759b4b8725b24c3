// The role matrix of docs/product.md#roles. Every API route asks `can`; the UI uses it only to hide.

export const ROLES = ["owner", "team", "investor"] as const;
export type Role = (typeof ROLES)[number];

const STAFF: readonly Role[] = ["owner", "team"];
const EVERYONE_SIGNED_IN: readonly Role[] = ROLES;
const OWNER: readonly Role[] = ["owner"];

export const PERMISSIONS = {
  /** See drafts, hidden cards and the admin lists. */
  readAllContent: STAFF,
  /** Create, update and toggle cards, posts and case studies. */
  writeContent: STAFF,
  deletePortfolioCard: OWNER,
  deleteBlogPost: OWNER,
  seedPortfolioCards: OWNER,
  deleteCaseStudy: STAFF,
  readVentures: EVERYONE_SIGNED_IN,
  writeVentures: STAFF,
  upload: STAFF,
  generateContent: STAFF,
  readEnquiries: STAFF,
  /** Site analytics and its CSV (issue 31, DESIGN §4d). */
  readAnalytics: STAFF,
  manageUsers: OWNER,
  /** API tokens and webhooks (issue 18). */
  manageIntegrations: OWNER,
  /** Preview links of drafts (issue 14). */
  managePreviews: STAFF,
  /** The audit log and its CSV (issue 14). */
  readAuditLog: OWNER,
  /** One's own second factors of the built-in provider (issue 19); a session of that provider too. */
  manageOwnSignIn: EVERYONE_SIGNED_IN,
  /** List and delete the redirects of renamed slugs (issue 19). */
  manageRedirects: OWNER,
  /** Everything in one zip (issue 32, decision 055): content, Markdown and media, owner only. */
  exportContent: OWNER,
  /** Moving in from WordPress, Ghost or Markdown (issue 32, decision 057): owner only. */
  importContent: OWNER,
  /** The media library (issue 30, DESIGN §4d): list, read, edit, replace, describe. */
  manageMedia: STAFF,
  deleteMedia: OWNER,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isStaff(role: Role | null | undefined): boolean {
  return can(role, "readAllContent");
}
