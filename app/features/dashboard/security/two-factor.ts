import { useQuery } from "@tanstack/react-query";
import type { TwoFactorStatus } from "#core/schemas/two-factor.ts";
import { ApiError } from "#app/lib/api.ts";

// Two-factor sign-in (docs/product.md#two-factor, decision 034): the API address, the status query
// and the props every section of the security panel shares. Adding or removing a factor or replacing
// the codes needs a recent sign-in; the server answers 403 otherwise.

export const TWO_FACTOR_URL = "/api/account/two-factor";
export const TWO_FACTOR_KEY = [TWO_FACTOR_URL] as const;
/** Back to this panel after signing in again. */
export const FRESH_SIGN_IN_URL = `/api/login?fresh=1&returnTo=${encodeURIComponent("/dashboard?panel=security")}`;

export function useTwoFactorStatus(enabled = true) {
  return useQuery<TwoFactorStatus>({ queryKey: TWO_FACTOR_KEY, enabled });
}

export const isFreshSignInError = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && /sign in again/i.test(error.serverMessage ?? "");

export interface SectionProps {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
  onFailure: (error: unknown) => void;
}
