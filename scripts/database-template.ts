import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pgliteTemplatePath, prepareDatabaseTemplate } from "../db/template.ts";

// Build step: an empty, migrated embedded database, so that a first start unpacks it instead
// of running PostgreSQL's initdb inside WebAssembly (seconds) — DESIGN.md §5 cold start.
const root = fileURLToPath(new URL("..", import.meta.url));
const file = pgliteTemplatePath(path.join(root, process.env.BUILD_DIR || "build"));
const started = performance.now();
const image = await prepareDatabaseTemplate();
writeFileSync(file, image);
console.log(`database template: ${(image.length / 1024 / 1024).toFixed(1)} MiB in ${Math.round(performance.now() - started)} ms`);
