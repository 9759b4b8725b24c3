import { describe, expect, it } from "vitest";
import { changesContent, noContentChange } from "#server/http/content-changes.server.ts";
import { fullApiRouter, handlersOf, signInRouter } from "../support/express-routes.ts";
import {
  AUTHORIZATION_MATRIX,
  EDITORIAL_MATRIX,
  INTEGRATIONS_MATRIX,
  MEDIA_AI_MATRIX,
  REDIRECTS_MATRIX,
  REFERENCE_MATRIX,
  routeKey,
  TWO_FACTOR_MATRIX,
  USERS_MATRIX,
  PEOPLE_MATRIX,
  WEBHOOKS_MATRIX,
} from "./authorization-matrix.table.ts";
import { INBOX_MATRIX } from "./authorization-matrix.inbox.ts";

// Every write declares beside its route whether it changes what visitors see
// (docs/product.md#quality-bars): `changesContent` empties the page cache of every instance
// before a successful answer, `noContentChange` leaves it alone. A write route that carries
// neither fails here.

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const MATRIX = [
  ...AUTHORIZATION_MATRIX,
  ...USERS_MATRIX,
  ...PEOPLE_MATRIX,
  ...MEDIA_AI_MATRIX,
  ...INBOX_MATRIX,
  ...INTEGRATIONS_MATRIX,
  ...WEBHOOKS_MATRIX,
  ...REFERENCE_MATRIX,
  ...EDITORIAL_MATRIX,
  ...REDIRECTS_MATRIX,
  ...TWO_FACTOR_MATRIX,
];

/** Every /api route, the API router's and the sign-in routes mounted beside it (server/app.server.ts). */
const served = new Map([...handlersOf(fullApiRouter(), "/api"), ...handlersOf(signInRouter(), "/api")]);
const writes = [...served.keys()].filter((route) => !READS.has(route.split(" ")[0]!)).sort();
const carries = (route: string, marker: unknown) => served.get(route)!.includes(marker);

describe("every /api write declares whether it changes content", () => {
  it("walks every write route of the role matrix", () => {
    const matrixWrites = MATRIX.filter((row) => row.method !== "GET").map(routeKey);
    expect(matrixWrites.length).toBeGreaterThan(20);
    expect(matrixWrites.filter((route) => !writes.includes(route))).toEqual([]);
  });

  it("marks each write route `changesContent` or `noContentChange`", () => {
    const unmarked = writes.filter((route) => !carries(route, changesContent) && !carries(route, noContentChange));
    expect(unmarked, "write routes to mark `changesContent` or `noContentChange`").toEqual([]);
  });

  it("never marks a route both ways", () => {
    expect(writes.filter((route) => carries(route, changesContent) && carries(route, noContentChange))).toEqual([]);
  });
});
