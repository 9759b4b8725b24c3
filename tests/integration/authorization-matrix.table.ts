import type { Actor } from "../support/test-app.ts";

// docs/product.md#roles as data: every API endpoint × actor → what the server must answer.
// Kept apart from the test file so that other tests can import it without registering
// the matrix tests again (authorization-matrix.test.ts re-exports it).

/** "allowed": one of the route's `allowed` statuses; otherwise the refusal status. */
export type Expectation = "allowed" | 401 | 403;

export interface MatrixRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Statuses that prove the guard let the caller through (409: a seed that found rows). */
  allowed: readonly number[];
  expect: Readonly<Record<Actor, Expectation>>;
}

const EVERYONE = { visitor: "allowed", investor: "allowed", team: "allowed", owner: "allowed" } as const;
const SIGNED_IN = { visitor: 401, investor: "allowed", team: "allowed", owner: "allowed" } as const;
const STAFF = { visitor: 401, investor: 403, team: "allowed", owner: "allowed" } as const;
const OWNER_ONLY = { visitor: 401, investor: 403, team: 403, owner: "allowed" } as const;

export const AUTHORIZATION_MATRIX = [
  { method: "GET", path: "/api/portfolio-cards", allowed: [200], expect: EVERYONE },
  { method: "POST", path: "/api/portfolio-cards", allowed: [201], expect: STAFF },
  { method: "PUT", path: "/api/portfolio-cards/:id", allowed: [200], expect: STAFF },
  { method: "DELETE", path: "/api/portfolio-cards/:id", allowed: [204], expect: OWNER_ONLY },
  { method: "POST", path: "/api/portfolio-cards/seed", allowed: [201, 409], expect: OWNER_ONLY },

  { method: "GET", path: "/api/case-studies", allowed: [200], expect: EVERYONE },
  { method: "GET", path: "/api/case-studies/:slug", allowed: [200], expect: EVERYONE },
  { method: "GET", path: "/api/admin/case-studies", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/case-studies", allowed: [201], expect: STAFF },
  { method: "PUT", path: "/api/case-studies/:id", allowed: [200], expect: STAFF },
  { method: "DELETE", path: "/api/case-studies/:id", allowed: [204], expect: STAFF },

  { method: "GET", path: "/api/blog-posts", allowed: [200], expect: EVERYONE },
  { method: "GET", path: "/api/blog-posts/:slug", allowed: [200], expect: EVERYONE },
  { method: "GET", path: "/api/search", allowed: [200], expect: EVERYONE },
  { method: "GET", path: "/api/admin/blog-posts", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/blog-posts", allowed: [201], expect: STAFF },
  { method: "PUT", path: "/api/blog-posts/:id", allowed: [200], expect: STAFF },
  { method: "DELETE", path: "/api/blog-posts/:id", allowed: [204], expect: OWNER_ONLY },

  { method: "GET", path: "/api/ventures", allowed: [200], expect: SIGNED_IN },
  { method: "POST", path: "/api/ventures", allowed: [201], expect: STAFF },
  { method: "PUT", path: "/api/ventures/:id", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/ventures/seed", allowed: [201, 409], expect: STAFF },

  { method: "GET", path: "/api/auth/user", allowed: [200], expect: SIGNED_IN },
  { method: "POST", path: "/api/contact", allowed: [201], expect: EVERYONE },
] as const satisfies readonly MatrixRoute[];

export type MatrixRouteKey = `${MatrixRoute["method"]} ${string}`;

export const routeKey = (route: Pick<MatrixRoute, "method" | "path">): MatrixRouteKey =>
  `${route.method} ${route.path}`;

/**
 * The owner's Team section (issue 5): kept as its own row set and exercised by
 * tests/integration/users.test.ts, so the main matrix's endpoint list stays as it is.
 */
export const USERS_MATRIX = [
  { method: "GET", path: "/api/users", allowed: [200], expect: OWNER_ONLY },
  { method: "PUT", path: "/api/users/:id/role", allowed: [200], expect: OWNER_ONLY },
] as const satisfies readonly MatrixRoute[];

/** People (issue 27, decision 049): owner only. Exercised by people.test.ts. */
export const PEOPLE_MATRIX = [
  { method: "GET", path: "/api/invitations", allowed: [200], expect: OWNER_ONLY },
  { method: "POST", path: "/api/invitations", allowed: [201], expect: OWNER_ONLY },
  { method: "POST", path: "/api/invitations/:id/resend", allowed: [200], expect: OWNER_ONLY },
  { method: "DELETE", path: "/api/invitations/:id", allowed: [204], expect: OWNER_ONLY },
  { method: "POST", path: "/api/users/:id/sign-out", allowed: [204], expect: OWNER_ONLY },
  { method: "POST", path: "/api/users/:id/reset-link", allowed: [201], expect: OWNER_ONLY },
  { method: "DELETE", path: "/api/users/:id", allowed: [204], expect: OWNER_ONLY },
] as const satisfies readonly MatrixRoute[];

/**
 * Uploads and AI drafts (issue 6): staff only. Exercised by objects-local.test.ts and
 * generate-blog.test.ts, which bring what these calls need (an object store, a model).
 */
export const MEDIA_AI_MATRIX = [
  { method: "POST", path: "/api/objects/upload", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/generate-blog", allowed: [200], expect: STAFF },
] as const satisfies readonly MatrixRoute[];

/** API tokens (issue 18, docs/product.md#roles-integrations): owner only. Exercised by api-tokens.test.ts. */
export const INTEGRATIONS_MATRIX = [
  { method: "POST", path: "/api/tokens", allowed: [201], expect: OWNER_ONLY },
  { method: "GET", path: "/api/tokens", allowed: [200], expect: OWNER_ONLY },
  { method: "DELETE", path: "/api/tokens/:id", allowed: [204], expect: OWNER_ONLY },
] as const satisfies readonly MatrixRoute[];

/** Webhooks (issue 18, docs/product.md#roles-integrations): owner only. Exercised by webhooks.test.ts. */
export const WEBHOOKS_MATRIX = [
  { method: "POST", path: "/api/webhooks", allowed: [201], expect: OWNER_ONLY },
  { method: "GET", path: "/api/webhooks", allowed: [200], expect: OWNER_ONLY },
  { method: "PUT", path: "/api/webhooks/:id", allowed: [200], expect: OWNER_ONLY },
  { method: "DELETE", path: "/api/webhooks/:id", allowed: [204], expect: OWNER_ONLY },
  { method: "POST", path: "/api/webhooks/:id/test", allowed: [202], expect: OWNER_ONLY },
  { method: "GET", path: "/api/webhooks/:id/deliveries", allowed: [200], expect: OWNER_ONLY },
] as const satisfies readonly MatrixRoute[];

/**
 * Two-factor sign-in (issue 19, decision 034): each signed-in person of the built-in provider
 * manages their own factors. Exercised by two-factor.test.ts (with real sign-ins; other sessions
 * get 403).
 */
export const TWO_FACTOR_MATRIX = [
  { method: "GET", path: "/api/account/two-factor", allowed: [200], expect: SIGNED_IN },
  { method: "POST", path: "/api/account/two-factor/totp", allowed: [201, 409], expect: SIGNED_IN },
  { method: "POST", path: "/api/account/two-factor/totp/confirm", allowed: [400, 409], expect: SIGNED_IN },
  { method: "DELETE", path: "/api/account/two-factor/totp", allowed: [204, 404], expect: SIGNED_IN },
  { method: "POST", path: "/api/account/two-factor/passkeys/options", allowed: [200], expect: SIGNED_IN },
  { method: "POST", path: "/api/account/two-factor/passkeys", allowed: [400], expect: SIGNED_IN },
  { method: "DELETE", path: "/api/account/two-factor/passkeys/:passkeyId", allowed: [404], expect: SIGNED_IN },
  { method: "POST", path: "/api/account/two-factor/recovery-codes", allowed: [409], expect: SIGNED_IN },
] as const satisfies readonly MatrixRoute[];

/**
 * Redirects of renamed slugs (issue 19, docs/product.md#redirects), the owner's redirect rules and
 * the missing pages (issue 32, DESIGN §4d "redirect rules, missing pages"): owner only, never a
 * token. Exercised by slug-redirects.test.ts (with a real redirect to delete), redirect-rules.test.ts
 * and not-found.test.ts.
 */
export const REDIRECTS_MATRIX = [
  { method: "GET", path: "/api/redirects", allowed: [200], expect: OWNER_ONLY },
  { method: "POST", path: "/api/redirects", allowed: [201], expect: OWNER_ONLY },
  { method: "DELETE", path: "/api/redirects/:id", allowed: [204], expect: OWNER_ONLY },
  { method: "GET", path: "/api/admin/not-found", allowed: [200], expect: OWNER_ONLY },
] as const satisfies readonly MatrixRoute[];

/**
 * The API's own description and its reference page (issue 18, docs/product.md#roles-integrations): everyone.
 * Exercised by openapi.test.ts.
 */
export const REFERENCE_MATRIX = [
  { method: "GET", path: "/api/openapi.json", allowed: [200], expect: EVERYONE },
  { method: "GET", path: "/api/docs", allowed: [200], expect: EVERYONE },
  { method: "GET", path: "/api/docs/assets/:file", allowed: [200], expect: EVERYONE },
] as const satisfies readonly MatrixRoute[];

/**
 * The editorial workflow (issue 14, docs/product.md#roles-editorial): preview links and revision
 * history for staff, the audit log for the owner only. Exercised by authorization-matrix.test.ts.
 */
export const EDITORIAL_MATRIX = [
  { method: "POST", path: "/api/previews", allowed: [201], expect: STAFF },
  { method: "GET", path: "/api/previews", allowed: [200], expect: STAFF },
  { method: "DELETE", path: "/api/previews/:id", allowed: [204], expect: STAFF },

  { method: "GET", path: "/api/portfolio-cards/:id/revisions", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/portfolio-cards/:id/revisions/:revisionId", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/portfolio-cards/:id/revisions/:revisionId/restore", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/blog-posts/:id/revisions", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/blog-posts/:id/revisions/:revisionId", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/blog-posts/:id/revisions/:revisionId/restore", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/case-studies/:id/revisions", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/case-studies/:id/revisions/:revisionId", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/case-studies/:id/revisions/:revisionId/restore", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/ventures/:id/revisions", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/ventures/:id/revisions/:revisionId", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/ventures/:id/revisions/:revisionId/restore", allowed: [200], expect: STAFF },

  { method: "GET", path: "/api/admin/audit", allowed: [200], expect: OWNER_ONLY },
  { method: "GET", path: "/api/admin/audit.csv", allowed: [200], expect: OWNER_ONLY },

  // The dashboard's addresses that open one entry (issue 26).
  { method: "GET", path: "/api/admin/blog-posts/:id", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/admin/case-studies/:id", allowed: [200], expect: STAFF },

  // Each person's own editor autosaves (issue 26, docs/product.md#autosave).
  { method: "PUT", path: "/api/autosaves/:collection/:key", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/autosaves/:collection/:key", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/autosaves/:collection", allowed: [200], expect: STAFF },
  { method: "DELETE", path: "/api/autosaves/:collection/:key", allowed: [204], expect: STAFF },
] as const satisfies readonly MatrixRoute[];
