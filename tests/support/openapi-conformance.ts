import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "#server/api/openapi/document.server.ts";

// Real answers against the OpenAPI description (decision 023). Every fetch of the integration
// suite's test app (tests/support/test-app.ts) passes its answer through `expectConformingAnswer`:
// an answer of a described route must have a described status (or be an error covered by
// `default`), a described media type, and a JSON body valid against its schema (ajv, JSON
// Schema 2020-12, formats checked). Schemas are compiled once per test file, when first used.

type JsonObject = Record<string, any>;

interface DescribedOperation {
  method: string;
  /** The OpenAPI path, e.g. /api/blog-posts/{slug}. */
  path: string;
  pattern: RegExp;
  /** Literal paths before templated ones: /api/ventures/seed before /api/ventures/{id}. */
  params: number;
  responses: Record<string, JsonObject>;
}

export interface Answer {
  method: string;
  /** The request path, query string allowed. */
  path: string;
  status: number;
  contentType: string | null;
  body: string;
}

let described: { operations: DescribedOperation[]; ajv: Ajv2020 } | undefined;
const validators = new Map<string, ValidateFunction>();

const DOCUMENT_KEY = "openapi.json";
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

function description() {
  if (described) return described;
  const document = buildOpenApiDocument();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // The whole document as one schema resource: refs like #/components/schemas/X resolve in it.
  ajv.addSchema(document, DOCUMENT_KEY, undefined, false);
  const operations: DescribedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, JsonObject>)) {
    const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+");
    for (const [method, op] of Object.entries(item)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${source}$`),
        params: (path.match(/\{/g) ?? []).length,
        responses: op.responses,
      });
    }
  }
  operations.sort((a, b) => a.params - b.params);
  described = { operations, ajv };
  return described;
}

/** The described operation of a request, if any. */
export function describedOperation(method: string, path: string): DescribedOperation | undefined {
  const bare = path.split("?")[0]!;
  const wanted = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return description().operations.find((op) => op.method === wanted && op.pattern.test(bare));
}

/** What is wrong with `answer` by the description; [] when it conforms or its route is not described. */
export function conformanceProblems(answer: Answer): string[] {
  const op = describedOperation(answer.method, answer.path);
  if (!op) return [];
  const status = String(answer.status);
  const key = op.responses[status] ? status : answer.status >= 400 && op.responses.default ? "default" : undefined;
  if (!key) return [`status ${status} is not described (described: ${Object.keys(op.responses).join(", ")})`];
  const content = op.responses[key]!.content as Record<string, JsonObject> | undefined;
  if (!content || answer.method.toUpperCase() === "HEAD") return [];
  const mediaType = (answer.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (!content[mediaType])
    return [`media type "${mediaType}" is not described for ${status} (described: ${Object.keys(content).join(", ")})`];
  if (mediaType !== "application/json") return [];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return ["the body is not JSON"];
  }
  const ref = `${DOCUMENT_KEY}#/${pointer("paths", op.path, op.method.toLowerCase(), "responses", key, "content", mediaType, "schema")}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = description().ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 10)
    .map((e) => `${e.instancePath || "(body)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
}

/** Throws when `response` (to `method` `path`) does not conform to the description. */
export async function expectConformingAnswer(method: string, path: string, response: Response): Promise<void> {
  if (!path.startsWith("/api/") || !describedOperation(method, path)) return;
  const contentType = response.headers.get("content-type");
  const isJson = /^application\/json\b/i.test(contentType ?? "");
  const body = isJson ? await response.clone().text() : "";
  const problems = conformanceProblems({ method, path, status: response.status, contentType, body });
  if (problems.length) {
    throw new Error(
      `The answer to ${method} ${path} (${response.status}) does not conform to /api/openapi.json:\n- ${problems.join("\n- ")}\nbody: ${body.slice(0, 500)}`,
    );
  }
}
