import { data } from "react-router";

// Any other path: the 404 page of docs/product.md#routes, with a real 404 status.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
