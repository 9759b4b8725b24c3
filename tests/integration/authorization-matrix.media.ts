import type { MatrixRoute } from "./authorization-matrix.table.ts";

// Matrix rows of the media library (DESIGN.md §4d, issue 30, decision 058), exercised by
// media.test.ts: staff list, read, edit, replace and describe; the owner alone deletes.

const STAFF = { visitor: 401, investor: 403, team: "allowed", owner: "allowed" } as const;
const OWNER_ONLY = { visitor: 401, investor: 403, team: 403, owner: "allowed" } as const;

export const MEDIA_MATRIX = [
  { method: "GET", path: "/api/media", allowed: [200], expect: STAFF },
  { method: "GET", path: "/api/media/:id", allowed: [200], expect: STAFF },
  { method: "PUT", path: "/api/media/:id", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/media/:id/replace", allowed: [200], expect: STAFF },
  { method: "POST", path: "/api/media/:id/describe", allowed: [200], expect: STAFF },
  { method: "DELETE", path: "/api/media/:id", allowed: [204], expect: OWNER_ONLY },
  // "Delete all unused" (called with ?unused=true).
  { method: "DELETE", path: "/api/media", allowed: [200], expect: OWNER_ONLY },
] as const satisfies readonly MatrixRoute[];
