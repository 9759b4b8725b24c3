import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { OBJECT_PATH_PREFIX, sniffImageType, type UploadImageType } from "#core/uploads.ts";
import type { Db } from "#db/client.server.ts";
import { importedMedia } from "#db/schema.server.ts";
import { recordServerFile } from "../media/files.server.ts";
import { probeUpload } from "../media/probe.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";
import { fetchImage, ImageFetchError } from "./fetch-image.server.ts";
import type { ImportedPost, ImportProblem } from "./types.server.ts";
import { zipPathsOf, type ZipMedia } from "./zip-media.server.ts";

// The images of imported posts, copied into the uploads' storage (the media library's, once it
// exists) so the site no longer depends on the old one (DESIGN.md §3d, decision 057). Each source
// is fetched once per import (a memo) and once ever (`imported_media`: a re-import finds the
// copy); an image inside a Markdown zip is known by the hash of its bytes. An image that cannot be
// copied keeps its old address and is reported.

export interface ImageCopierOptions {
  storage?: ObjectStorage;
  allowPrivateNetworks: boolean;
  zipMedia?: ZipMedia;
  problems: ImportProblem[];
}

export class ImageCopier {
  /** Copies stored by this import. */
  copied = 0;
  private readonly memo = new Map<string, Promise<string | null | undefined>>();
  private readonly wanted = new Set<string>();

  private readonly db: Db;
  private readonly opts: ImageCopierOptions;

  constructor(db: Db, opts: ImageCopierOptions) {
    this.db = db;
    this.opts = opts;
  }

  /** A dry run: counts the images a real import would fetch (those not copied before). */
  countWanted(post: ImportedPost): void {
    for (const { url } of post.images) this.wanted.add(url);
  }

  /** How many images a dry run saw that have no copy yet. */
  async wantedCount(): Promise<number> {
    let count = 0;
    for (const url of this.wanted) if (!(await this.known(url))) count++;
    return count;
  }

  /**
   * The post's image addresses mapped to the /objects/ paths of their copies (those that could be
   * copied), and how many could not be (the next import tries them again).
   */
  async copyAll(post: ImportedPost): Promise<{ copies: Map<string, string>; failed: number }> {
    const copies = new Map<string, string>();
    let failed = 0;
    for (const { url } of post.images) {
      const key = `${post.sourceId}\n${url}`;
      // Relative addresses depend on the file they are in; web addresses do not.
      const memoKey = /^https?:/i.test(url) ? url : key;
      let copy = this.memo.get(memoKey);
      if (!copy) {
        copy = this.copyOne(url, post).catch((err: unknown) => {
          this.opts.problems.push({ item: post.title, message: `Image ${url} not copied: ${reason(err)}.` });
          return null;
        });
        this.memo.set(memoKey, copy);
      }
      const path = await copy;
      if (path) copies.set(url, path);
      else if (path === null) failed++;
    }
    return { copies, failed };
  }

  /** The copy's path; undefined for our own addresses, which need none. */
  private async copyOne(url: string, post: ImportedPost): Promise<string | undefined> {
    if (/^https?:\/\//i.test(url)) {
      const before = await this.known(url);
      if (before) return before;
      const { bytes, type } = await fetchImage(url, { allowPrivateNetworks: this.opts.allowPrivateNetworks });
      return this.store(url, bytes, type);
    }
    // Our own addresses (an export of this site read back into it) stay as they are.
    if (url.startsWith(OBJECT_PATH_PREFIX) || url.startsWith("/images/")) return undefined;
    const zip = this.opts.zipMedia;
    if (!zip) throw new ImageFetchError("a relative address can only be read from a zip holding the file");
    for (const name of zipPathsOf(url, post.sourceId)) {
      const bytes = await zip.read(name);
      if (!bytes) continue;
      const type = sniffImageType(bytes);
      if (!type) throw new ImageFetchError("it is not a PNG, JPEG, WebP, GIF or AVIF image");
      const source = `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
      return (await this.known(source)) ?? this.store(source, bytes, type);
    }
    throw new ImageFetchError("the zip holds no such image (at most 10 MB)");
  }

  private async known(source: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ objectPath: importedMedia.objectPath })
      .from(importedMedia)
      .where(eq(importedMedia.sourceUrl, source))
      .limit(1);
    return row?.objectPath;
  }

  private async store(source: string, bytes: Buffer, type: UploadImageType): Promise<string> {
    const storage = this.opts.storage;
    if (!storage) throw new ImageFetchError("no storage for uploads is set up");
    // Refused like an upload (decompression bombs, unreadable images) before anything is stored.
    const probed = await probeUpload(bytes).catch((err: unknown) => {
      throw new ImageFetchError(err instanceof Error ? err.message.toLowerCase() : "it could not be read");
    });
    const key = `uploads/${randomUUID()}`;
    await storage.put(key, bytes, type);
    // Every stored file is a media item (decision 058).
    await recordServerFile(this.db, key, probed);
    const objectPath = `${OBJECT_PATH_PREFIX}${key}`;
    // Two imports copying the same image at once: the first record wins, the other copy stays unused.
    const [row] = await this.db
      .insert(importedMedia)
      .values({ sourceUrl: source, objectPath })
      .onConflictDoNothing()
      .returning({ objectPath: importedMedia.objectPath });
    if (!row) return (await this.known(source))!;
    this.copied++;
    return objectPath;
  }
}

const reason = (err: unknown) =>
  err instanceof ImageFetchError ? err.message : err instanceof Error ? err.message : String(err);
