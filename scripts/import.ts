import { readFile, stat } from "node:fs/promises";
import { parseArgs } from "node:util";
import { ImportRefused } from "#server/import/errors.server.ts";
import { parseGhost } from "#server/import/ghost.server.ts";
import { MAX_IMPORT_BYTES } from "#server/import/limits.server.ts";
import { parseMarkdown } from "#server/import/markdown.server.ts";
import { readMarkdownDirectory, readMarkdownZip } from "#server/import/markdown-files.server.ts";
import { dryRunReport } from "#server/import/report.server.ts";
import type { ImportBatch } from "#server/import/types.server.ts";
import { parseWordPress } from "#server/import/wordpress.server.ts";

// Moving in (DESIGN.md §3d, issue 32; docs/decisions/052-importers.md):
//   npm run import -- wordpress FILE.xml --dry-run
//   npm run import -- ghost FILE.json [--base-url https://old.example] --dry-run
//   npm run import -- markdown DIR|FILE.zip --dry-run
// Reading is done here; writing goes through the product's write path (a later step of issue 32).

const USAGE = `Usage:
  npm run import -- wordpress FILE.xml --dry-run
  npm run import -- ghost FILE.json [--base-url https://old.example] --dry-run
  npm run import -- markdown DIR|FILE.zip --dry-run
--dry-run reads the export and reports what would be imported; it changes nothing.`;

class UsageError extends Error {}

async function read(source: string, path: string, baseUrl: string | undefined): Promise<ImportBatch> {
  if (source === "markdown") {
    const info = await stat(path);
    return parseMarkdown(
      info.isDirectory() ? await readMarkdownDirectory(path) : await readMarkdownZip(await readCapped(path)),
    );
  }
  if (source === "wordpress") return parseWordPress(await readCapped(path));
  if (source === "ghost") return parseGhost(await readCapped(path), { baseUrl });
  throw new UsageError(`Unknown source "${source}".\n${USAGE}`);
}

/** Refused by its size before it is read into memory. */
async function readCapped(path: string): Promise<Buffer> {
  const { size } = await stat(path);
  if (size > MAX_IMPORT_BYTES)
    throw new ImportRefused(
      "too-large",
      `The file is ${Math.ceil(size / 2 ** 20)} MB; at most ${MAX_IMPORT_BYTES / 2 ** 20} MB can be imported.`,
    );
  return readFile(path);
}

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { "dry-run": { type: "boolean" }, "base-url": { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [source, path] = positionals;
  if (values.help || !source) {
    console.log(USAGE);
    return 0;
  }
  if (!path) throw new UsageError(`Missing the file or folder to import.\n${USAGE}`);
  const baseUrl = values["base-url"];
  if (baseUrl !== undefined && !/^https?:\/\/[^/\s]+/i.test(baseUrl))
    throw new UsageError(`--base-url must be the old site's address, such as https://old.example.`);
  const batch = await read(source, path, baseUrl);
  console.log(dryRunReport(batch));
  if (values["dry-run"]) return 0;
  console.error("\nWriting imported posts is not available yet: run with --dry-run to see the report.");
  return 2;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (err) {
  if (err instanceof ImportRefused || err instanceof UsageError) {
    console.error(err.message);
    process.exit(1);
  }
  if (err instanceof TypeError && "code" in err && String(err.code).startsWith("ERR_PARSE_ARGS")) {
    console.error(`${err.message}\n${USAGE}`);
    process.exit(1);
  }
  if (err instanceof Error && "code" in err && (err.code === "ENOENT" || err.code === "EISDIR")) {
    console.error(`Cannot read ${String((err as NodeJS.ErrnoException).path ?? "the file")}: ${String(err.code)}.`);
    process.exit(1);
  }
  throw err;
}
