import { randomUUID } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.server.ts";
import { DatabaseInUseError } from "#db/embedded-lock.server.ts";
import { systemContext } from "#server/audit/audit.server.ts";
import { ConfigError, loadConfig } from "#server/config.server.ts";
import { CONTENT_CHANGED_CHANNEL } from "#server/http/content-changes.server.ts";
import { applyBatch } from "#server/import/apply.server.ts";
import { ImportRefused } from "#server/import/errors.server.ts";
import { MAX_IMPORT_BYTES } from "#server/import/limits.server.ts";
import { parseMarkdown } from "#server/import/markdown.server.ts";
import { readMarkdownDirectory } from "#server/import/markdown-files.server.ts";
import { isImportSource, readImportFile, type ReadImport } from "#server/import/read.server.ts";
import { dryRunReport, importReportText } from "#server/import/report.server.ts";
import { folderMedia } from "#server/import/zip-media.server.ts";
import { setUpMedia } from "#server/storage/setup.server.ts";

// Moving in (DESIGN.md §3d, issue 32; docs/decisions/052-importers.md):
//   npm run import -- wordpress FILE.xml --dry-run
//   npm run import -- ghost FILE.json [--base-url https://old.example] --dry-run
//   npm run import -- markdown DIR|FILE.zip --dry-run
// Without --dry-run the posts are written through the same code as POST /api/admin/import
// (server/import/apply.server.ts, decision 057). With the embedded database, stop the server
// first (it admits one process); with DATABASE_URL it may run beside it.

const USAGE = `Usage:
  npm run import -- wordpress FILE.xml --dry-run
  npm run import -- ghost FILE.json [--base-url https://old.example] --dry-run
  npm run import -- markdown DIR|FILE.zip --dry-run
--dry-run reads the export and reports what would be imported; it changes nothing.
Without it the posts, their images and redirects of their old addresses are written; importing
the same file again changes nothing.`;

class UsageError extends Error {}

async function read(source: string, path: string, baseUrl: string | undefined): Promise<ReadImport> {
  if (!isImportSource(source)) throw new UsageError(`Unknown source "${source}".\n${USAGE}`);
  if (source === "markdown" && (await stat(path)).isDirectory())
    return { batch: parseMarkdown(await readMarkdownDirectory(path)), zipMedia: folderMedia(path) };
  return readImportFile(source, await readCapped(path), { baseUrl });
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
  const { batch, zipMedia } = await read(source, path, baseUrl);
  console.log(dryRunReport(batch));
  const dryRun = values["dry-run"] === true;
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const { storage } = await setUpMedia(config, "import: stores only");
    const report = await applyBatch(database.db, batch, {
      ctx: systemContext(config.REVISIONS_KEEP),
      storage,
      allowPrivateNetworks: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      dryRun,
      zipMedia,
      onProgress: (done, total) => {
        if (!dryRun && process.stderr.isTTY) process.stderr.write(`\r${done} / ${total} posts`);
      },
    });
    if (!dryRun && process.stderr.isTTY) process.stderr.write("\n");
    console.log(`\n${importReportText(report)}`);
    // A server running beside (DATABASE_URL) empties its cached pages and reads its rules again.
    if (!dryRun && report.created + report.updated + report.redirects > 0)
      await database.notifications.notify(CONTENT_CHANGED_CHANNEL, `import-${randomUUID()}:1|*`);
    return report.failed ? 3 : 0;
  } finally {
    zipMedia?.close();
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (err) {
  if (
    err instanceof ImportRefused ||
    err instanceof UsageError ||
    err instanceof ConfigError ||
    err instanceof DatabaseInUseError
  ) {
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
