import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { redirectRulesContext, requestContext, servicesContext, userContext, type AppServices } from "#app/context.ts";
import "./http/request-context.server.ts";

// Entry of the server build: React Router's handler, given the app's services per request.
// It lives inside the build so the context keys are the same objects the routes read.
// The build is handed over as an object, not as a function: given a function, React Router
// derives its routes and static handler again on every request (~3% of an uncached `/`).
// In development a handler is made per request from the module Vite last loaded (server/main.server.ts).
export function createPagesHandler(services: AppServices) {
  return createRequestHandler({
    build,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(userContext, req.user ?? null);
      context.set(redirectRulesContext, res.locals.redirectRules ?? null);
      context.set(requestContext, { nonce: String(res.locals.cspNonce ?? ""), origin: res.locals.origin ?? "" });
      return context;
    },
  });
}
