import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDatabaseTemplate, pgliteTemplatePath } from "#db/template.server.ts";

// Build step: an empty, migrated embedded database, so that a first start copies it instead
// of running PostgreSQL's initdb inside WebAssembly (seconds) — docs/product.md#quality-bars cold start.
const root = fileURLToPath(new URL("..", import.meta.url));
const dir = pgliteTemplatePath(path.join(root, process.env.BUILD_DIR || "build"));
const started = performance.now();
await buildDatabaseTemplate(dir);
console.log(`database template: ${path.relative(root, dir)} in ${Math.round(performance.now() - started)} ms`);
