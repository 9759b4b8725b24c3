import { useQuery } from "@tanstack/react-query";
import type { SessionUser } from "#core/session-user.ts";
import { ApiError, getJson } from "../../lib/api.ts";

/** GET /api/auth/user; a failure means signed out, and it is not retried (docs/product.md#roles). */
export function useCurrentUser(initialUser: SessionUser | null) {
  return useQuery<SessionUser | null>({
    queryKey: ["/api/auth/user"],
    queryFn: async () => {
      try {
        return await getJson<SessionUser>("/api/auth/user");
      } catch (err) {
        if (err instanceof ApiError) return null;
        throw err;
      }
    },
    initialData: initialUser,
    retry: false,
  });
}
