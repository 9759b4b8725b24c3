import type { Router } from "express";
import { describe, expect, it } from "vitest";
import { apiRouter } from "../../server/api/router.ts";
import { AUTHORIZATION_MATRIX, MEDIA_AI_MATRIX, USERS_MATRIX } from "./authorization-matrix.table.ts";
import { INBOX_MATRIX } from "./authorization-matrix.inbox.ts";

// The matrix stays complete: every route the API router actually serves must have a row in
// one of the authorization tables. A new /api route without a row fails here.

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
}

function routesOf(stack: Layer[], prefix: string): string[] {
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${prefix}${layer.route.path === "/" ? "" : layer.route.path}`);
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      found.push(...routesOf(layer.handle.stack, prefix + mount));
    }
  }
  return found;
}

/** Served outside the role matrix: public images. */
const PUBLIC_RESOURCES = ["GET /api/og-image.jpg"];

describe("the authorization matrix covers the API", () => {
  it("has a row for every route of the API router", () => {
    const router = apiRouter({
      db: {} as never,
      investorAccess: { password: "x".repeat(12), secret: "y".repeat(40) },
    } as never) as unknown as Router & { stack: Layer[] };
    const served = [...new Set(routesOf(router.stack, "/api"))].sort();
    const covered = new Set([
      ...[...AUTHORIZATION_MATRIX, ...USERS_MATRIX, ...MEDIA_AI_MATRIX, ...INBOX_MATRIX].map((r) => `${r.method} ${r.path}`),
      ...PUBLIC_RESOURCES,
    ]);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
  });
});
