import type { MatrixRoute } from "./authorization-matrix.table.ts";

// Matrix rows of the staff inbox and the investor gate (docs/product.md#roles), exercised by
// authorization-inbox.test.ts.

const STAFF = { visitor: 401, investor: 403, team: "allowed", owner: "allowed" } as const;
const EVERYONE = { visitor: "allowed", investor: "allowed", team: "allowed", owner: "allowed" } as const;

export const INBOX_MATRIX = [
  { method: "GET", path: "/api/admin/enquiries", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/admin/enquiries.csv", allowed: [200], expect: STAFF },
  { method: "PUT", path: "/api/admin/enquiries/:id", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/investor-access", allowed: [200], expect: EVERYONE },
  { method: "POST", path: "/api/investor-access/verify", allowed: [204], expect: EVERYONE },
] as const satisfies readonly MatrixRoute[];
