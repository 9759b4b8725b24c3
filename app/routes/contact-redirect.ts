import { redirect } from "react-router";

// docs/product.md#routes links 'Start Your Project' to /contact, which the route table does not list:
// it opens the contact dialog on the home page (docs/decisions/005).
export function loader() {
  return redirect("/?contact=true", 301);
}
