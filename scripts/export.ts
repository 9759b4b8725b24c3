import { createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.server.ts";
import { DatabaseInUseError } from "#db/embedded-lock.server.ts";
import { recordAudit, SYSTEM } from "#server/audit/audit.server.ts";
import { ConfigError, loadConfig } from "#server/config.server.ts";
import { exportArchive } from "#server/export/archive.server.ts";
import { setUpMedia } from "#server/storage/setup.server.ts";

// Moving out (DESIGN.md §3d, docs/decisions/055-export.md): `npm run export -- FILE.zip [--force]`
// writes the zip of GET /api/admin/export, through the same code. With the embedded database,
// stop the server first (it admits one process); with DATABASE_URL it may run beside it.

const USAGE = `Usage:
  npm run export -- FILE.zip [--force]
Writes every card, post, case study, venture and redirect (content.json), one Markdown file per
post and case study, and the media files they show, into FILE.zip. An existing file is only
replaced with --force.`;

class UsageError extends Error {}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) return USAGE;
  const [file, extra] = positionals;
  if (!file || extra !== undefined) throw new UsageError(USAGE);
  const out = path.resolve(file);
  const existing = await stat(out).catch(() => null);
  if (existing?.isDirectory()) throw new UsageError(`${out} is a folder: name the zip file to write.`);
  if (existing && !values.force) throw new UsageError(`${out} already exists: add --force to replace it.`);

  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    // Only read here: the upload-signing secret is never used.
    const { storage } = await setUpMedia(config, "export: reads only");
    const archive = exportArchive({
      db: database.db,
      storage,
      origin: config.PUBLIC_URL,
      source: config.PUBLIC_URL ?? null,
    });
    try {
      await pipeline(archive.stream, createWriteStream(out, { flags: values.force ? "w" : "wx" }));
    } catch (err) {
      await rm(out, { force: true });
      throw err;
    }
    const summary = await archive.done;
    await recordAudit(
      database.db,
      { actor: SYSTEM },
      {
        action: "export",
        summary: `Exported everything to ${path.basename(out)} (npm run export)`,
      },
    );
    const { size } = await stat(out);
    return [
      `Export written to ${out} (${megabytes(size)})`,
      `  ${summary.portfolioCards} portfolio cards, ${summary.blogPosts} blog posts, ${summary.caseStudies} case studies, ${summary.ventures} ventures, ${summary.redirects} redirects`,
      `  ${summary.markdownFiles} Markdown files, ${summary.mediaFiles} media files${summary.missingMedia ? `; ${summary.missingMedia} addresses name files that are missing (listed in content.json)` : ""}`,
    ].join("\n");
  } finally {
    await database.close();
  }
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (err) {
  if (err instanceof UsageError || err instanceof ConfigError || err instanceof DatabaseInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  if (err instanceof TypeError && "code" in err && String(err.code).startsWith("ERR_PARSE_ARGS")) {
    console.error(`${err.message}\n${USAGE}`);
    process.exit(1);
  }
  if (
    err instanceof Error &&
    "code" in err &&
    (err.code === "EEXIST" || err.code === "ENOENT" || err.code === "EACCES")
  ) {
    console.error(`Cannot write ${String((err as NodeJS.ErrnoException).path ?? "the file")}: ${String(err.code)}.`);
    process.exit(1);
  }
  throw err;
}
