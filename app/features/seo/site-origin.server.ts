import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../context.ts";

/** The canonical origin for absolute URLs, as the root loader has it (the server chose it: decision 039). */
export function siteOrigin(context: Readonly<RouterContextProvider>): string {
  return context.get(requestContext).origin;
}
