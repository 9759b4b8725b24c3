import type { FieldErrors } from "./content/errors.server.ts";

// The errors services below server/api and server/http raise, beside the content layer's own
// (content/errors.server.ts, re-exported here). They speak no HTTP: the API's error handler
// (server/http/errors.server.ts) answers each with its status, message and field errors.

export { ConflictError, InvalidContentError, NotFoundError, type FieldErrors } from "./content/errors.server.ts";

abstract class DomainError extends Error {
  readonly errors?: FieldErrors;
  constructor(message: string, errors?: FieldErrors) {
    super(message);
    this.errors = errors;
  }
}

/** Input that passed its schema but is refused by a rule: an address not allowed, a wrong code. */
export class InvalidInputError extends DomainError {
  override readonly name = "InvalidInputError";
}

/** The caller has no credentials, or ones that are unknown, expired or revoked. */
export class UnauthenticatedError extends DomainError {
  override readonly name = "UnauthenticatedError";
}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  override readonly name = "ForbiddenError";
}

/** Too many attempts or requests in a while. */
export class RateLimitedError extends DomainError {
  override readonly name = "RateLimitedError";
}

/** A service this one depends on (an AI endpoint) failed or answered nonsense. */
export class UpstreamError extends DomainError {
  override readonly name = "UpstreamError";
}

/** The operation is not offered here (e.g. a direct upload to a store that takes pre-signed ones). */
export class UnsupportedOperationError extends DomainError {
  override readonly name = "UnsupportedOperationError";
}

/** A byte range outside the stored object. */
export class RangeNotSatisfiableError extends DomainError {
  override readonly name = "RangeNotSatisfiableError";
}

/** A stored object that cannot be processed (an image that cannot be resized). */
export class UnprocessableError extends DomainError {
  override readonly name = "UnprocessableError";
}

/** An upload larger than it was signed for, or than its purpose allows. */
export class TooLargeError extends DomainError {
  override readonly name = "TooLargeError";
}

/** A file of a type that is not accepted. */
export class UnsupportedTypeError extends DomainError {
  override readonly name = "UnsupportedTypeError";
}
