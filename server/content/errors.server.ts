// What the content layer raises when a write or a read cannot be carried out. It speaks no HTTP:
// the API's error handler (server/http/errors.server.ts) answers each with its status, and the
// page loaders answer a missing entry with their 404.

/** Problems by field name, as in the `errors` of docs/product.md#api-errors. */
export type FieldErrors = Record<string, string[]>;

/** The entry asked for does not exist (or is not visible to the caller). */
export class NotFoundError extends Error {
  override readonly name = "NotFoundError";
  constructor(what: string) {
    super(`${what} not found`);
  }
}

/** The write clashes with what is stored: a slug in use, a table already seeded, the last owner. */
export class ConflictError extends Error {
  override readonly name = "ConflictError";
  readonly errors?: FieldErrors;
  constructor(message: string, errors?: FieldErrors) {
    super(message);
    this.errors = errors;
  }
}

/** Input that passed its schema but fails a content rule, such as HTML that is empty once sanitized. */
export class InvalidContentError extends Error {
  override readonly name = "InvalidContentError";
  readonly errors?: FieldErrors;
  constructor(message: string, errors?: FieldErrors) {
    super(message);
    this.errors = errors;
  }
}
