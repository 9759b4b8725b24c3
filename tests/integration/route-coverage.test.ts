import { describe, expect, it } from "vitest";
import { fullApiRouter, routesOf } from "../support/express-routes.ts";
import {
  AUTHORIZATION_MATRIX,
  EDITORIAL_MATRIX,
  INTEGRATIONS_MATRIX,
  MEDIA_AI_MATRIX,
  REDIRECTS_MATRIX,
  REFERENCE_MATRIX,
  TWO_FACTOR_MATRIX,
  USERS_MATRIX,
  PEOPLE_MATRIX,
  WEBHOOKS_MATRIX,
} from "./authorization-matrix.table.ts";
import { INBOX_MATRIX } from "./authorization-matrix.inbox.ts";
import { NEWSLETTER_MATRIX } from "./authorization-matrix.newsletter.ts";
import { ANALYTICS_MATRIX } from "./authorization-matrix.analytics.ts";
import { EXPORT_MATRIX, IMPORT_MATRIX } from "./authorization-matrix.export.ts";
import { MEDIA_MATRIX } from "./authorization-matrix.media.ts";

// The matrix stays complete: every route the API router actually serves must have a row in
// one of the authorization tables. A new /api route without a row fails here.

/** Served outside the role matrix: public images. */
const PUBLIC_RESOURCES = ["GET /api/og-image.jpg"];

describe("the authorization matrix covers the API", () => {
  it("has a row for every route of the API router", () => {
    const served = routesOf(fullApiRouter(), "/api");
    const covered = new Set([
      ...[
        ...AUTHORIZATION_MATRIX,
        ...USERS_MATRIX,
        ...PEOPLE_MATRIX,
        ...MEDIA_AI_MATRIX,
        ...INBOX_MATRIX,
        ...INTEGRATIONS_MATRIX,
        ...WEBHOOKS_MATRIX,
        ...REFERENCE_MATRIX,
        ...EDITORIAL_MATRIX,
        ...REDIRECTS_MATRIX,
        ...TWO_FACTOR_MATRIX,
        ...NEWSLETTER_MATRIX,
        ...ANALYTICS_MATRIX,
        ...EXPORT_MATRIX,
        ...IMPORT_MATRIX,
        ...MEDIA_MATRIX,
      ].map((r) => `${r.method} ${r.path}`),
      ...PUBLIC_RESOURCES,
    ]);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
  });
});
