import type { z } from "zod";

// How a route is described for GET /api/openapi.json (decision 023). Each router module
// exports a `describeApi(...)` next to its routes, naming the very zod schemas its handlers
// parse with; server/api/openapi/document.server.ts lists the modules and turns the schemas into
// JSON Schema with zod's own z.toJSONSchema. A route missing here fails
// tests/integration/openapi.test.ts.
//
// Adding a route (e.g. PUT /api/webhooks/:id):
//   export const webhooksApi = describeApi("Webhooks", "What they are for.", {
//     "PUT /api/webhooks/:id": {
//       summary: "Change a webhook endpoint",
//       access: "owner",
//       body: webhookUpdateSchema,            // the schema the handler gives parseWith
//       responses: { 200: Webhook },          // an answer schema from ./answers.ts
//       errors: { 409: "…" },                 // only errors the access, body and path do not imply
//     },
//   });
// then add `webhooksApi` to API_SECTIONS in ./document.ts.

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call (docs/product.md#roles). It decides the security requirements and the 401/403 answers:
 * `public` everyone (a session or token may still change what is seen); `signed-in` any
 * session or API token; `staff` team and owner sessions, and API tokens (read scope for reads,
 * write scope for writes); `owner` owner sessions only, never a token.
 */
export type Access = "public" | "signed-in" | "staff" | "owner";

export interface ResponseDescription {
  description: string;
  /** A JSON body. */
  json?: z.ZodType;
  /** Bodies of other media types: media type → what it holds. */
  media?: Record<string, { description?: string; binary?: boolean }>;
  headers?: Record<string, { description: string; schema?: z.ZodType }>;
}

/**
 * An answer: a zod schema (a JSON body with the status's usual description), a description
 * alone (no body, e.g. 204), or a full description.
 */
export type ResponseSpec = z.ZodType | string | ResponseDescription;

export interface OperationSpec {
  summary: string;
  description?: string;
  access: Access;
  /** The zod schema the handler parses the JSON body with: shown as the client sends it. */
  body?: z.ZodType;
  /** Query parameters, as a zod object. */
  query?: z.ZodObject;
  /** Path parameters not in PATH_PARAMETERS (document.ts), by name. */
  params?: Record<string, z.ZodType>;
  /** Successful answers (and any other answer with a body of its own) by status. */
  responses: Record<number, ResponseSpec>;
  /** Error answers (the shared error shape) that access, body and path do not imply: status → when. */
  errors?: Record<number, string>;
  /** Sign-in redirects and pages: browser navigations, no API credentials. */
  browser?: boolean;
}

/** Routes keyed "METHOD /api/path/:param", the path as Express and the authorization matrix write it. */
export type RouteKey = `${Method} /api${string}`;

export interface ApiSection {
  tag: string;
  description: string;
  operations: Readonly<Record<RouteKey, OperationSpec>>;
}

/** The description of one router's routes (one tag in the reference). */
export function describeApi(tag: string, description: string, operations: Record<RouteKey, OperationSpec>): ApiSection {
  return { tag, description, operations };
}
