import { ApiError, isUnauthorizedError } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { loadToaster } from "#app/components/ui/notifications.tsx";

// docs/product.md#errors-and-messages: how the dashboard reports a failed change.

export const UNAUTHORIZED_REDIRECT_MS = 500;
export const LOGIN_URL = "/api/login?returnTo=%2Fdashboard";

/**
 * A 401 means the session ended: say so, then go to sign-in after 500 ms (docs/product.md#errors-and-messages,
 * #constants). Returns true when it handled the error.
 */
export function redirectIfUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  // The 500 ms count from when the toast can show: its code may still be on its way.
  const leave = () => setTimeout(() => window.location.assign(LOGIN_URL), UNAUTHORIZED_REDIRECT_MS);
  loadToaster().then(() => requestAnimationFrame(leave), leave);
  return true;
}

/** The server's own message ("That slug is already in use"), else the error's, else `fallback`. */
export function serverMessage(error: unknown, fallback?: string): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** A destructive toast for a failed change, unless the session ended. */
export function reportFailure(error: unknown, title: string, description?: string) {
  if (redirectIfUnauthorized(error)) return;
  toast({ title, description: description ?? serverMessage(error), variant: "destructive" });
}
