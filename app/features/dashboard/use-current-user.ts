import { useQuery } from "@tanstack/react-query";
import type { RequestUser } from "../../context.ts";
import { ApiError, getJson } from "../../lib/api.ts";

/** GET /api/auth/user; a failure means signed out, and it is not retried (SPEC §6). */
export function useCurrentUser(initialUser: RequestUser | null) {
  return useQuery<RequestUser | null>({
    queryKey: ["/api/auth/user"],
    queryFn: async () => {
      try {
        return await getJson<RequestUser>("/api/auth/user");
      } catch (err) {
        if (err instanceof ApiError) return null;
        throw err;
      }
    },
    initialData: initialUser,
    retry: false,
  });
}
