import { z } from "zod";
import { PRODUCT_NAME } from "#core/brand.ts";
import { idParam, slugParam } from "#core/schemas/common.ts";
import { TOKEN_PREFIX } from "../../auth/api-tokens.server.ts";
import { SESSION_COOKIE } from "../../auth/session.server.ts";
import { adminApi } from "../admin.server.ts";
import { analyticsApi } from "../analytics.server.ts";
import { auditApi } from "../audit.server.ts";
import { autosavesApi } from "../autosaves.server.ts";
import { previewsApi } from "../previews.server.ts";
import { redirectsApi } from "../redirects.server.ts";
import { authApi } from "../auth-user.server.ts";
import { blogPostsApi } from "../blog-posts.server.ts";
import { caseStudiesApi } from "../case-studies.server.ts";
import { contactApi } from "../contact.server.ts";
import { enquiriesApi } from "../enquiries.server.ts";
import { exportApi } from "../export.server.ts";
import { importApi } from "../import.server.ts";
import { generateBlogApi } from "../generate-blog.server.ts";
import { investorAccessApi } from "../investor-access.server.ts";
import { objectsApi } from "../objects.server.ts";
import { mediaApi } from "../media.server.ts";
import { ogImageApi } from "../og-image.server.ts";
import { portfolioCardsApi } from "../portfolio-cards.server.ts";
import { searchApi } from "../search.server.ts";
import { tokensApi } from "../tokens.server.ts";
import { twoFactorApi } from "../two-factor.server.ts";
import { webhooksApi } from "../webhooks.server.ts";
import { usersApi } from "../users.server.ts";
import { invitationsApi } from "../invitations.server.ts";
import { newsletterApi } from "../newsletter.server.ts";
import { venturesApi } from "../ventures.server.ts";
import { answerSchemas } from "./answers.server.ts";
import type { Access, ApiSection, OperationSpec, ResponseDescription, ResponseSpec } from "./describe.server.ts";
import { referenceApi } from "./reference.server.ts";

// Over 300 lines on purpose: one table of every router's description and the document's shared parts.
// GET /api/openapi.json (decision 023): OpenAPI 3.1 built from the routers' descriptions
// (describe.ts). Request bodies, parameters and answers are zod's own JSON Schema output
// (draft 2020-12, OpenAPI 3.1's dialect) of the schemas the handlers use.

/** Every router's description, in the order of the reference. A new router adds one line here. */
export const API_SECTIONS: readonly ApiSection[] = [
  portfolioCardsApi,
  caseStudiesApi,
  blogPostsApi,
  searchApi,
  venturesApi,
  adminApi,
  auditApi,
  previewsApi,
  autosavesApi,
  redirectsApi,
  exportApi,
  importApi,
  enquiriesApi,
  analyticsApi,
  usersApi,
  invitationsApi,
  tokensApi,
  webhooksApi,
  contactApi,
  newsletterApi,
  investorAccessApi,
  objectsApi,
  mediaApi,
  generateBlogApi,
  authApi,
  twoFactorApi,
  ogImageApi,
  referenceApi,
];

/** Schemas of path parameters, by name, as the guards check them (server/http/guards.server.ts). */
export const PATH_PARAMETERS: Record<string, { schema: z.ZodType; description: string }> = {
  id: { schema: idParam, description: "The item's id; any other form is 404." },
  slug: { schema: slugParam, description: "The item's slug; any other form is 404." },
  revisionId: { schema: idParam, description: "The revision's id; any other form is 404." },
};

type JsonSchema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

const COMPONENT_REF = "#/components/schemas/";

/** Timestamps (Date in the rows) travel as ISO 8601 strings. */
function datesAsStrings(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }) {
  if (ctx.zodSchema._zod.def.type === "date") {
    ctx.jsonSchema.type = "string";
    ctx.jsonSchema.format = "date-time";
  }
}

/** `$defs` refs of zod's output point at the shared components instead. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (!value || typeof value !== "object") return value;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === "$schema" || key === "$defs" || key === "$id") continue;
    out[key] = key === "$ref" && typeof v === "string" ? v.replace(/^#\/\$defs\//, COMPONENT_REF) : toComponentRefs(v);
  }
  return out;
}

/**
 * JSON Schema of `schema`: "input" for what a client sends (before the schema's transforms),
 * "output" for answers. Named answer schemas (answers.ts) become refs to components.
 */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const id = answerSchemas.get(schema)?.id;
  if (id && io === "output") return { $ref: COMPONENT_REF + id };
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    metadata: io === "output" ? answerSchemas : undefined,
    unrepresentable: "any",
    override: datesAsStrings,
  });
  return toComponentRefs(json) as JsonSchema;
}

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(answerSchemas, {
    target: "draft-2020-12",
    io: "output",
    unrepresentable: "any",
    override: datesAsStrings,
    uri: (id) => COMPONENT_REF + id,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, toComponentRefs(schema) as JsonSchema]),
  );
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK.",
  201: "Created.",
  202: "Accepted.",
  204: "Done; no body.",
  303: "Redirect (See Other).",
};

const ACCESS_TEXT: Record<Access, string> = {
  public: "Everyone. A session or an API token may see more (drafts, hidden items).",
  "signed-in": "Anyone signed in (owner, team, investor), or an API token.",
  staff: "Staff (owner, team), or an API token: read scope for reads, write scope for writes.",
  owner: "The owner, with a session. API tokens are refused.",
};

const SECURITY: Record<Access, JsonObject[]> = {
  public: [{}, { sessionCookie: [] }, { bearerToken: [] }],
  "signed-in": [{ sessionCookie: [] }, { bearerToken: [] }],
  staff: [{ sessionCookie: [] }, { bearerToken: [] }],
  owner: [{ sessionCookie: [] }],
};

const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: `${COMPONENT_REF}Error` } } },
});

/** Error answers implied by who may call, whether a JSON body is read, and the path's parameters. */
function impliedErrors(op: OperationSpec, params: string[]): Record<number, string> {
  const errors: Record<number, string> = {};
  if (op.body) {
    errors[400] = "Invalid input: `errors` names each field and its problems.";
    errors[413] = "The body is over 1 MB.";
    errors[415] = "The body is not sent as Content-Type: application/json.";
  }
  if (op.access !== "public") errors[401] = "Not signed in, or the API token is invalid, expired or revoked.";
  if (op.access === "staff")
    errors[403] = "The caller's role may not do this, or a read-scope API token tried to write.";
  if (op.access === "owner") errors[403] = "Only the owner may do this (API tokens never may).";
  if (params.length) errors[404] = "Not found.";
  return errors;
}

function responseObject(status: number, spec: ResponseSpec): JsonObject {
  if (typeof spec === "string") return { description: spec };
  if ("_zod" in spec)
    return {
      description: STATUS_TEXT[status] ?? "Answer.",
      content: { "application/json": { schema: jsonSchemaOf(spec, "output") } },
    };
  const { description, json, media, headers } = spec as ResponseDescription;
  const content: JsonObject = {};
  if (json) content["application/json"] = { schema: jsonSchemaOf(json, "output") };
  for (const [type, body] of Object.entries(media ?? {})) {
    content[type] = {
      schema: {
        type: "string",
        ...(body.binary ? { contentMediaType: type } : {}),
        ...(body.description ? { description: body.description } : {}),
      },
    };
  }
  return {
    description,
    ...(headers
      ? {
          headers: Object.fromEntries(
            Object.entries(headers).map(([name, h]) => [
              name,
              { description: h.description, schema: h.schema ? jsonSchemaOf(h.schema, "output") : { type: "string" } },
            ]),
          ),
        }
      : {}),
    ...(Object.keys(content).length ? { content } : {}),
  };
}

/** "PUT /api/users/:id/role" → "putUsersByIdRole". */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split("-"));
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

function operationObject(tag: string, method: string, path: string, op: OperationSpec): JsonObject {
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const parameters: JsonObject[] = params.map((name) => {
    const known = op.params?.[name] ?? PATH_PARAMETERS[name]?.schema;
    if (!known) throw new Error(`${method} ${path}: describe the path parameter "${name}" (params or PATH_PARAMETERS)`);
    return {
      name,
      in: "path",
      required: true,
      description: PATH_PARAMETERS[name]?.description,
      schema: jsonSchemaOf(known, "input"),
    };
  });
  if (op.query) {
    const query = jsonSchemaOf(op.query, "input") as { properties?: Record<string, JsonObject>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: "query",
        required: query.required?.includes(name) ?? false,
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  const responses: JsonObject = {};
  for (const [status, spec] of Object.entries(op.responses)) responses[status] = responseObject(Number(status), spec);
  for (const [status, when] of Object.entries({ ...impliedErrors(op, params), ...op.errors }))
    responses[status] ??= errorAnswer(when);
  if (!op.browser)
    responses.default = errorAnswer(
      "Any other error, in the same shape (e.g. 429 for an API token over its rate limit).",
    );
  return {
    tags: [tag],
    operationId: operationId(method, path),
    summary: op.summary,
    description: [op.description, `**Who:** ${op.browser ? "a browser, by navigating here." : ACCESS_TEXT[op.access]}`]
      .filter(Boolean)
      .join("\n\n"),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(op.body, "input") } } } }
      : {}),
    responses,
    security: op.browser ? [{}] : SECURITY[op.access],
  };
}

const DESCRIPTION = `The REST API behind the ${PRODUCT_NAME} website and dashboard.

- **Authentication:** the dashboard's session cookie (sign in at \`/api/login\`), or an API token made by the owner
  (\`Authorization: Bearer ${TOKEN_PREFIX}…\`). A token acts as team: a \`read\` token reads, a \`write\` token also writes;
  no token may call owner-only operations.
- **Writes with a session** must come from this site: a JSON body, or a same-origin \`Origin\` header. Token calls need neither.
- **Errors** are JSON \`{ "message", "errors"?, "requestId" }\` (schema \`Error\`): 400 invalid input, 401 not signed in,
  403 not allowed, 404 missing, 409 conflict, 413 too large, 415 wrong media type, 429 too many requests,
  502/503 an upstream failing or not configured.
- **Times** are ISO 8601 in UTC.`;

/** The whole OpenAPI 3.1 document. */
export function buildOpenApiDocument(sections: readonly ApiSection[] = API_SECTIONS): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const section of sections) {
    for (const [key, op] of Object.entries(section.operations)) {
      const [method, path] = key.split(" ") as [string, string];
      const openApiPath = path.replace(/:(\w+)/g, "{$1}");
      const item = (paths[openApiPath] ??= {});
      if (item[method.toLowerCase()]) throw new Error(`${key} is described twice`);
      item[method.toLowerCase()] = operationObject(section.tag, method, path, op);
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: `${PRODUCT_NAME} API`, version: "1.0.0", description: DESCRIPTION },
    tags: sections.map((s) => ({ name: s.tag, description: s.description })),
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The dashboard's session, set by signing in at /api/login (HttpOnly).",
        },
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description: `An API token (${TOKEN_PREFIX}…) made by the owner in the dashboard; acts as team.`,
        },
      },
    },
  };
}

let cached: string | undefined;

/** The document as served: built once per process (the routes do not change while it runs). */
export function openApiJson(): string {
  return (cached ??= JSON.stringify(buildOpenApiDocument()));
}
