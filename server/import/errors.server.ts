// A file the importers will not read at all: too large, not what it claims to be, or hostile
// (entity expansion, a zip bomb, paths out of the folder). Nothing of it is returned; the message
// is written for the person who uploaded it. Problems with single posts are not errors: they go
// into the batch's `problems` and the rest of the file is imported.

export type ImportRefusalReason =
  | "too-large"
  | "not-utf8"
  | "wrong-format"
  | "xml-doctype"
  | "too-many-posts"
  | "zip-bomb"
  | "zip-path"
  | "zip-damaged";

export class ImportRefused extends Error {
  override readonly name = "ImportRefused";
  readonly reason: ImportRefusalReason;
  constructor(reason: ImportRefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}
