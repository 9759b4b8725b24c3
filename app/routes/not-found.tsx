import type { Route } from "./+types/not-found";
import { missingPage } from "../lib/missing-page.server.ts";

// Any other path: the 404 page of docs/product.md#routes, with a real 404 status, unless one of
// the owner's redirect rules sends it elsewhere (decision 054).
export async function loader({ context, request }: Route.LoaderArgs) {
  throw await missingPage(context, request);
}

export default function NotFound() {
  return null;
}
