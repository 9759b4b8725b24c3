import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import yazl from "yazl";
import type { Db } from "#db/client.server.ts";
import { contentJson, SECTIONS, type ExportCounts } from "./content-json.server.ts";
import { markdownEntries } from "./entries.server.ts";
import { mediaResolver, type MediaSources } from "./media.server.ts";
import { pagesOf } from "./rows.server.ts";

// Moving out (DESIGN.md §3d, issue 32, docs/decisions/055-export.md): one zip, written as a
// stream. Entries go in one at a time: the next is added only once yazl has started the one
// before (its bytes flow at the pace the reader takes them), rows are read a page at a time and
// files are piped from the store, so memory holds a page of rows, one file's chunks and the
// zip's directory (a hundred bytes or so per entry), whatever the size of the site.
//
// Order: posts/*.md, case-studies/*.md, content.json (its media map needs every address met),
// then media/…

export interface ExportOptions extends MediaSources {
  db: Db;
  /** PUBLIC_URL, or null. */
  source: string | null;
  exportedAt?: Date;
  pageSize?: number;
  /** Aborting stops reading the database and the store and ends the stream with an error. */
  signal?: AbortSignal;
  /** Called as each entry starts to be written (progress; tests watch the pace). */
  onEntry?: (name: string) => void;
}

export interface ExportSummary extends ExportCounts {
  mediaFiles: number;
  missingMedia: number;
  markdownFiles: number;
}

export interface ExportArchive {
  /** The zip's bytes. */
  stream: Readable;
  /** Settles once every entry has been handed to the zip (the stream may still be flushing). */
  done: Promise<ExportSummary>;
}

/** The file name of a download made on `date`. */
export const exportFileName = (date: Date) => `arcwell-export-${date.toISOString().slice(0, 10)}.zip`;

export function exportArchive(opts: ExportOptions): ExportArchive {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const exportedAt = opts.exportedAt ?? new Date();
  const controller = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, controller.signal]) : controller.signal;
  let current: Readable | undefined;
  signal.addEventListener("abort", () => current?.destroy(), { once: true });
  zip.on("error", (err: Error) => controller.abort(err));
  output.on("close", () => {
    if (!output.readableEnded) controller.abort(new Error("The export's reader went away"));
  });

  /** Adds one entry and waits until yazl starts it, that is until the entries before it are written. */
  const add = (name: string, open: () => Promise<Readable>, options: Partial<yazl.ReadStreamOptions> = {}) =>
    // yazl keeps each entry's callback to the end: the callback must not keep the entry's bytes, so
    // it holds a box it empties (a closure over `open` would keep `open`, and the text it holds).
    enqueue(name, { open }, options);
  const enqueue = (name: string, box: { open?: () => Promise<Readable> }, options: Partial<yazl.ReadStreamOptions>) =>
    new Promise<void>((resolve, reject) => {
      signal.throwIfAborted();
      const onAbort = () => reject(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      zip.addReadStreamLazy(name, { mtime: exportedAt, ...options }, (cb) => {
        signal.removeEventListener("abort", onAbort);
        opts.onEntry?.(name);
        resolve();
        const open = box.open!;
        box.open = undefined;
        open().then(
          (stream) => {
            // Opened after the reader went away: close it rather than hand it to a dead zip.
            if (signal.aborted) return void stream.destroy();
            current = stream;
            cb(null, stream);
          },
          (err: unknown) => cb(err, undefined as never),
        );
      });
    });
  const text = (value: string) => async () => Readable.from([Buffer.from(value, "utf8")]);

  const run = async (): Promise<ExportSummary> => {
    const media = mediaResolver(opts);
    const counts = Object.fromEntries(SECTIONS.map((s) => [s, 0])) as ExportCounts;
    let markdownFiles = 0;
    for (const [section, kind] of [
      ["blogPosts", "blog-post"],
      ["caseStudies", "case-study"],
    ] as const) {
      for await (const page of pagesOf(opts.db, section, { pageSize: opts.pageSize, signal })) {
        for await (const [name, file] of markdownEntries(opts.db, kind, page, media)) {
          await add(name, text(file));
          markdownFiles++;
        }
      }
    }
    const json = Readable.from(
      contentJson({ db: opts.db, media, exportedAt, source: opts.source, counts, pageSize: opts.pageSize, signal }),
      { objectMode: false },
    );
    await add("content.json", async () => json);
    await finished(json);
    const files = media.files();
    for (const file of files) await add(file.zipPath, () => file.open(), { compress: false });
    zip.end();
    return { ...counts, mediaFiles: files.length, missingMedia: media.missing().length, markdownFiles };
  };

  const done = run().catch((err: unknown) => {
    controller.abort(err);
    output.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  return { stream: output, done };
}
