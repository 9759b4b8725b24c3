import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../context.ts";

/** The canonical origin for absolute URLs: PUBLIC_URL, else the request's own (as the root loader does). */
export function siteOrigin(context: Readonly<RouterContextProvider>, request: Request): string {
  return context.get(servicesContext).publicUrl ?? new URL(request.url).origin;
}
