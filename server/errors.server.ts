// The errors the services (content, auth, storage, webhooks, AI) raise when a read or a write
// cannot be carried out. They speak no HTTP: the API's error handler (server/http/errors.server.ts)
// answers each with its status, message and field errors, and the page loaders answer a missing
// entry with their 404.

/** Problems by field name, as in the `errors` of docs/product.md#api-errors. */
export type FieldErrors = Record<string, string[]>;

abstract class DomainError extends Error {
  readonly errors?: FieldErrors;
  constructor(message: string, errors?: FieldErrors) {
    super(message);
    this.errors = errors;
  }
}

/** A base per kind of failure, so each error below is one line and names itself in stack traces. */
const kind = <Name extends string>(name: Name) =>
  class extends DomainError {
    override readonly name: Name = name;
  };

/** The entry asked for does not exist (or is not visible to the caller). */
export class NotFoundError extends kind("NotFoundError") {
  constructor(what: string) {
    super(`${what} not found`);
  }
}

/** The write clashes with what is stored: a slug in use, a table already seeded, the last owner. */
export class ConflictError extends kind("ConflictError") {}

/** Input that passed its schema but fails a content rule, such as HTML that is empty once sanitized. */
export class InvalidContentError extends kind("InvalidContentError") {}

/** Input that passed its schema but is refused by a rule: an address not allowed, a wrong code. */
export class InvalidInputError extends kind("InvalidInputError") {}

/** The caller has no credentials, or ones that are unknown, expired or revoked. */
export class UnauthenticatedError extends kind("UnauthenticatedError") {}

/** The caller is known but may not do this. */
export class ForbiddenError extends kind("ForbiddenError") {}

/** Too many attempts or requests in a while. */
export class RateLimitedError extends kind("RateLimitedError") {}

/** A service this one depends on (an AI endpoint) failed or answered nonsense. */
export class UpstreamError extends kind("UpstreamError") {}

/** The operation is not offered here (e.g. a direct upload to a store that takes pre-signed ones). */
export class UnsupportedOperationError extends kind("UnsupportedOperationError") {}

/** A byte range outside the stored object. */
export class RangeNotSatisfiableError extends kind("RangeNotSatisfiableError") {}

/** A stored object that cannot be processed (an image that cannot be resized). */
export class UnprocessableError extends kind("UnprocessableError") {}

/** An upload larger than it was signed for, or than its purpose allows. */
export class TooLargeError extends kind("TooLargeError") {}

/** A file of a type that is not accepted. */
export class UnsupportedTypeError extends kind("UnsupportedTypeError") {}
