import type { MatrixRoute } from "./authorization-matrix.table.ts";

// Matrix rows of the journal's newsletter (issue 27 item 6, decision 050), exercised by
// newsletter.test.ts: anyone may sign up (rate limited; 503 without mail); only the owner reads the list.

const EVERYONE = { visitor: "allowed", investor: "allowed", team: "allowed", owner: "allowed" } as const;
const OWNER_ONLY = { visitor: 401, investor: 403, team: 403, owner: "allowed" } as const;

export const NEWSLETTER_MATRIX = [
  { method: "POST", path: "/api/newsletter", allowed: [202, 503], expect: EVERYONE },
  { method: "GET", path: "/api/newsletter/subscribers", allowed: [200], expect: OWNER_ONLY },
  { method: "GET", path: "/api/newsletter/subscribers.csv", allowed: [200], expect: OWNER_ONLY },
] as const satisfies readonly MatrixRoute[];
