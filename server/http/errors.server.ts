import type { ErrorRequestHandler, RequestHandler } from "express";
import type { z } from "zod";
import { fieldErrors } from "#core/schemas/common.ts";
import { sqlState } from "../content/db-errors.server.ts";
import {
  ConflictError,
  ForbiddenError,
  InvalidContentError,
  InvalidInputError,
  NotFoundError,
  RangeNotSatisfiableError,
  RateLimitedError,
  TooLargeError,
  UnauthenticatedError,
  UnprocessableError,
  UnsupportedOperationError,
  UnsupportedTypeError,
  UpstreamError,
} from "../errors.server.ts";

// Typed errors, and the domain errors of the services (server/errors.server.ts), turned into the
// JSON of docs/product.md#api-errors by one middleware.

export class HttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
export const unauthorized = () => new HttpError(401, "Unauthorized");
export const forbidden = () => new HttpError(403, "Forbidden");
export const notFound = (what = "Resource") => new HttpError(404, `${what} not found`);
export const conflict = (message: string, errors?: Record<string, string[]>) => new HttpError(409, message, errors);

export function validationFailed(error: z.ZodError): HttpError {
  return badRequest("Invalid input", fieldErrors(error));
}

/** Parses `input` with `schema` or throws a 400 listing each field's problems. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(result.error);
  return result.data;
}

export const apiNotFound: RequestHandler = (req, _res, next) =>
  next(new HttpError(404, `No route for ${req.method} ${req.path}`));

/** The status each domain error answers with; its message and field errors go as they are. */
const STATUS_OF: [new (...args: never[]) => Error & { errors?: Record<string, string[]> }, number][] = [
  [InvalidContentError, 400],
  [InvalidInputError, 400],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [UnsupportedOperationError, 405],
  [ConflictError, 409],
  [TooLargeError, 413],
  [UnsupportedTypeError, 415],
  [RangeNotSatisfiableError, 416],
  [UnprocessableError, 422],
  [RateLimitedError, 429],
  [UpstreamError, 502],
];

/** An HttpError as it is, or a domain error as the HttpError it answers with; null for anything else. */
export function httpErrorOf(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  for (const [type, status] of STATUS_OF)
    if (err instanceof type) return new HttpError(status, err.message, "errors" in err ? err.errors : undefined);
  return null;
}

/** Errors from body-parser and friends carry `status` (or `statusCode`) and `expose`. */
function clientErrorOf(err: unknown): HttpError | null {
  const known = httpErrorOf(err);
  if (known) return known;
  // A data exception (SQLSTATE class 22) means the input slipped past validation: still the
  // client's input, still a 400. Validation should catch these first.
  if (/^22[0-9A-Z]{3}$/.test(sqlState(err) ?? "")) return new HttpError(400, "Invalid input");
  const e = err as { status?: unknown; statusCode?: unknown; expose?: unknown; type?: unknown; message?: unknown };
  const status = typeof e?.status === "number" ? e.status : typeof e?.statusCode === "number" ? e.statusCode : 0;
  if (status < 400 || status > 499) return null;
  const messages: Record<string, string> = {
    "entity.parse.failed": "Malformed JSON body",
    "entity.too.large": "Request body too large",
    "encoding.unsupported": "Unsupported content encoding",
    "charset.unsupported": "Unsupported charset",
  };
  const message =
    (typeof e.type === "string" && messages[e.type]) ||
    (e.expose && typeof e.message === "string" ? e.message : "Bad request");
  return new HttpError(status, message);
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const clientError = clientErrorOf(err);
  const requestId = String(req.id ?? "");
  if (clientError) {
    res.status(clientError.status).json({
      message: clientError.message,
      ...(clientError.errors ? { errors: clientError.errors } : {}),
      requestId,
    });
    return;
  }
  req.log?.error({ err }, "unhandled error");
  res.status(500).json({ message: "Internal server error", requestId });
};
