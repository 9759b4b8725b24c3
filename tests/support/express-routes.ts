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
      for (const method of Object.keys(layer.route.methods))
        found.push(`${method.toUpperCase()} ${prefix}${layer.route.path === "/" ? "" : layer.route.path}`);
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      found.push(...walk(layer.handle.stack, prefix + mount));
    }
  }
  return found;
}

interface HandlerLayer {
  handle: unknown;
  method?: string;
}

/**
 * For every route under `router`, "METHOD /prefix/path/:param" → the handlers a request to it
 * passes through: the middleware mounted before it (`router.use(fn)`) in each router on the
 * way, then the route's own. Tells which routes carry a marker such as `changesContent`.
 */
export function handlersOf(router: Router, prefix: string): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  const visit = (stack: Layer[], prefix: string, before: unknown[]) => {
    const inherited = [...before];
    for (const layer of stack) {
      if (layer.route) {
        const own = (layer.route as unknown as { stack: HandlerLayer[] }).stack;
        for (const method of Object.keys(layer.route.methods)) {
          const key = `${method.toUpperCase()} ${prefix}${layer.route.path === "/" ? "" : layer.route.path}`;
          const handlers = own.filter((l) => l.method === undefined || l.method === method).map((l) => l.handle);
          found.set(key, [...(found.get(key) ?? []), ...inherited, ...handlers]);
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        visit(layer.handle.stack, prefix + mount, inherited);
      } else if (layer.rawPath === undefined || layer.rawPath === "/") {
        // Middleware mounted under a path of its own is left out: it may not reach the route.
        inherited.push(layer.handle);
      }
    }
  };
  visit((router as unknown as { stack: Layer[] }).stack, prefix, []);
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
