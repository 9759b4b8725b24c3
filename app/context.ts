import { createContext } from "react-router";
import type { Db } from "#db/client.server.ts";
import type { SessionUser } from "#core/session-user.ts";
import type { LegalSettings } from "#core/legal.ts";

/** Services that server/main.server.ts hands to every loader and action. */
export interface AppServices {
  db: Db;
  /** What the legal pages state from settings (LEGAL_JURISDICTION, ENQUIRY_RETENTION_MONTHS). */
  legal?: LegalSettings;
}

export const servicesContext = createContext<AppServices>();
/** Who is asking, per request (null when signed out). */
export const userContext = createContext<SessionUser | null>(null);

/**
 * Per-response details set by the server: the CSP nonce for inline scripts, and the origin absolute
 * addresses are made for (PUBLIC_URL, or the request's own as TRUST_PROXY allows; "" when its Host
 * is unusable), the one the page cache keys on (server/http/request-origin.server.ts, decision 039).
 */
export const requestContext = createContext<{ nonce: string; origin: string }>({ nonce: "", origin: "" });

/** The instance's redirect rules (decision 054): what a page answers instead of its 404, when a rule says. */
export interface RedirectRuleLookup {
  redirectFor(path: string, search: string): Promise<{ location: string; status: number } | null>;
}
export const redirectRulesContext = createContext<RedirectRuleLookup | null>(null);
