import { type RouteConfig, index, route } from "@react-router/dev/routes";

// SPEC §2 route table; the public pages arrive with the public-website work.
export default [
  index("routes/home.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
