import type { Role } from "./permissions.ts";

// The signed-in person, the same on both sides: what the session middleware attaches to a
// request (`req.user`), what loaders hand to pages, and what GET /api/auth/user answers. The
// server selects it with SESSION_USER_COLUMNS (server/content/users.server.ts).

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
}
