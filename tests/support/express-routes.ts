import type { Router } from "express";
import { apiRouter } from "#server/api/router.server.ts";
import { relyingPartyRouter } from "#server/auth/relying-party.server.ts";

// The routes an Express router actually serves, found by walking its stack (Express 5 keeps
// each mounted router's path in `rawPath`). Used by the coverage tests of the authorization
// matrix and of the OpenAPI description.

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
}

/** "METHOD /prefix/path/:param" for every route under `router`. */
export function routesOf(router: Router, prefix: string): string[] {
  return [...new Set(walk((router as unknown as { stack: Layer[] }).stack, prefix))].sort();
}

function walk(stack: Layer[], prefix: string): string[] {
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${prefix}${layer.route.path === "/" ? "" : layer.route.path}`);
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      found.push(...walk(layer.handle.stack, prefix + mount));
    }
  }
  return found;
}

/** The API router with every optional part switched on (no database is touched while walking). */
export function fullApiRouter(): Router {
  return apiRouter({
    db: {} as never,
    investorAccess: { password: "x".repeat(12), secret: "y".repeat(40) },
  });
}

/** /api/login, /api/callback and /api/logout, mounted beside the API router (server/app.server.ts). */
export function signInRouter(): Router {
  return relyingPartyRouter({
    db: {} as never,
    issuer: "http://127.0.0.1:1/oidc",
    clientId: "walk",
    ownerEmails: [],
    teamEmails: [],
    secret: "z".repeat(40),
    secure: false,
  });
}
