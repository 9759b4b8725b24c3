import { ImportRefused } from "./errors.server.ts";
import { MAX_IMPORT_BYTES } from "./limits.server.ts";

const MIB = 1024 * 1024;

/** Refuses a file over the cap before anything reads it. */
export function checkSize(bytes: Buffer, what: string, max = MAX_IMPORT_BYTES): void {
  if (bytes.length > max)
    throw new ImportRefused(
      "too-large",
      `The ${what} is ${Math.ceil(bytes.length / MIB)} MB; at most ${Math.floor(max / MIB)} MB can be imported.`,
    );
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** Exports are UTF-8 (WordPress, Ghost and Markdown editors all write it): anything else is refused. */
export function decodeUtf8(bytes: Buffer, what: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ImportRefused("not-utf8", `The ${what} is not UTF-8 text: is it the right file?`);
  }
}

/** PostgreSQL text cannot hold NUL, and no export writes one: a sign of a binary file. */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}
