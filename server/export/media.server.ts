import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Readable } from "node:stream";
import { isObjectKey, OBJECT_PATH_PREFIX, sniffImageType, type UploadImageType } from "#core/uploads.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";

// The files an export carries (docs/decisions/055-export.md): every upload in the object store and
// every file under /images/ of the site that an entry shows, each once, under media/. An address
// is ours when it is a path (/objects/…, /images/…) or names PUBLIC_URL's origin; `?w=` variants
// and fragments are the same file. Anything else (another site's image) stays an address.

const EXTENSIONS: Record<UploadImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};
const SITE_FILES_PREFIX = "/images/";
const SITE_FILE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/** The site's static files as the project holds them (Vite copies them into the build). */
export const SITE_FILES_DIR = fileURLToPath(new URL("../../public/", import.meta.url));

export interface MediaSources {
  /** Where uploads live; without it, upload addresses stay as they are. */
  storage?: ObjectStorage;
  /** The site's static files: /images/… is read from here (SITE_FILES_DIR by default). */
  publicDir?: string;
  /** PUBLIC_URL: absolute addresses on this origin are ours too. */
  origin?: string | null;
}

export interface MediaFile {
  /** The entry's name in the zip: media/… */
  zipPath: string;
  open(): Promise<Readable>;
}

export type MediaResolver = ReturnType<typeof mediaResolver>;

/** The site path of an address of ours, or null. */
function sitePathOf(url: string, origin: string | null | undefined): string | null {
  let rest = url.trim();
  if (origin && rest.toLowerCase().startsWith(`${origin.toLowerCase()}/`)) rest = rest.slice(origin.length);
  if (!rest.startsWith("/") || rest.startsWith("//")) return null;
  const end = rest.search(/[?#]/);
  return end < 0 ? rest : rest.slice(0, end);
}

export function mediaResolver(sources: MediaSources) {
  /** Every address met → its zip path (null: not ours, or its file is missing). */
  const byUrl = new Map<string, string | null>();
  /** Zip path → file, in the order first met. */
  const files = new Map<string, MediaFile>();
  const missing = new Set<string>();

  async function uploadFile(key: string): Promise<MediaFile | null> {
    const { storage } = sources;
    if (!storage || !isObjectKey(key)) return null;
    const start = await storage.readStart(key);
    const type = start && sniffImageType(start);
    if (!type) return null;
    const ext = EXTENSIONS[type];
    const zipPath = `media/${key}${key.toLowerCase().endsWith(`.${ext}`) ? "" : `.${ext}`}`;
    return { zipPath, open: () => openUpload(storage, key) };
  }

  async function siteFile(sitePath: string): Promise<MediaFile | null> {
    const segments = sitePath.slice(1).split("/");
    if (!segments.every((s) => SITE_FILE_SEGMENT.test(s) && !s.includes(".."))) return null;
    const file = path.join(sources.publicDir ?? SITE_FILES_DIR, ...segments);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { zipPath: `media${sitePath}`, open: async () => createReadStream(file) };
  }

  async function fileOf(sitePath: string): Promise<MediaFile | null | undefined> {
    if (sitePath.startsWith(OBJECT_PATH_PREFIX)) return uploadFile(sitePath.slice(OBJECT_PATH_PREFIX.length));
    if (sitePath.startsWith(SITE_FILES_PREFIX)) return siteFile(sitePath);
    return undefined;
  }

  return {
    /** The zip path of `url` when it is a file of ours that exists, else null (the address stays). */
    async resolve(url: string | null | undefined): Promise<string | null> {
      if (!url) return null;
      const known = byUrl.get(url);
      if (known !== undefined) return known;
      const sitePath = sitePathOf(url, sources.origin);
      const file = sitePath ? await fileOf(sitePath) : undefined;
      if (file === null) missing.add(url);
      if (file && !files.has(file.zipPath)) files.set(file.zipPath, file);
      const zipPath = file?.zipPath ?? null;
      byUrl.set(url, zipPath);
      return zipPath;
    },
    /** `{ originalUrl: "media/…" }` for every address that resolved. */
    map(): Record<string, string> {
      return Object.fromEntries([...byUrl].filter((e): e is [string, string] => e[1] !== null));
    },
    /** Addresses of ours whose file is not there (kept as addresses). */
    missing: () => [...missing],
    files: () => [...files.values()],
  };
}

async function openUpload(storage: ObjectStorage, key: string): Promise<Readable> {
  const stream = await storage.readStream(key);
  if (!stream) throw new Error(`The stored file ${key} disappeared during the export`);
  return stream;
}

/** Rewrites `src` and `href` values of `html` that resolve to files of the zip. */
export async function rewriteHtml(html: string, media: MediaResolver): Promise<string> {
  const ATTRIBUTE = /(\s(?:src|href)\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
  const values = new Set<string>();
  for (const m of html.matchAll(ATTRIBUTE)) values.add(m[2] ?? m[3] ?? "");
  const resolved = new Map<string, string>();
  for (const value of values) {
    const zipPath = await media.resolve(value.replace(/&amp;/g, "&"));
    if (zipPath) resolved.set(value, zipPath);
  }
  if (resolved.size === 0) return html;
  return html.replace(ATTRIBUTE, (whole, lead: string, double?: string, single?: string) => {
    const zipPath = resolved.get(double ?? single ?? "");
    return zipPath ? `${lead}"${zipPath}"` : whole;
  });
}
