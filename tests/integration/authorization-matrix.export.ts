import type { MatrixRoute } from "./authorization-matrix.table.ts";

// Matrix rows of moving out (DESIGN.md §4d, issue 32, decision 055), exercised by export.test.ts:
// the owner alone downloads everything.

const OWNER_ONLY = { visitor: 401, investor: 403, team: 403, owner: "allowed" } as const;

export const EXPORT_MATRIX = [
  { method: "GET", path: "/api/admin/export", allowed: [200], expect: OWNER_ONLY },
] as const satisfies readonly MatrixRoute[];

// Moving in (decision 057): the owner alone imports; import.test.ts exercises these rows.
export const IMPORT_MATRIX = [
  { method: "POST", path: "/api/admin/import", allowed: [200], expect: OWNER_ONLY },
] as const satisfies readonly MatrixRoute[];
