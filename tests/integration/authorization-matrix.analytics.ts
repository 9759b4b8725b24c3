import type { MatrixRoute } from "./authorization-matrix.table.ts";

// Matrix rows of site analytics (DESIGN §4d "analytics": visitor 401, investor 403, team and
// owner yes), exercised by analytics.test.ts.

const STAFF = { visitor: 401, investor: 403, team: "allowed", owner: "allowed" } as const;

export const ANALYTICS_MATRIX = [
  { method: "GET", path: "/api/admin/analytics", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/admin/analytics.csv", allowed: [200], expect: STAFF },
] as const satisfies readonly MatrixRoute[];
