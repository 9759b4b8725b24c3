import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import { servicesContext, type AppServices } from "../app/context.ts";

// Entry of the server build: React Router's handler, given the app's services per request.
// It lives inside the build so the context key is the same object the routes read.
export function createPagesHandler(services: AppServices) {
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext() {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      return context;
    },
  });
}
