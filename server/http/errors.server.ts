import type { ErrorRequestHandler, RequestHandler } from "express";
import type { z } from "zod";
import { fieldErrors } from "#core/schemas/common.ts";
import { sqlState } from "../content/db-errors.server.ts";
import { ConflictError, InvalidContentError, NotFoundError } from "../content/errors.server.ts";

// Typed errors, and the content layer's own (server/content/errors.server.ts), turned into the
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

/** The status each error of the content layer answers with; its message and field errors go as they are. */
function contentErrorOf(err: unknown): HttpError | null {
  if (err instanceof NotFoundError) return new HttpError(404, err.message);
  if (err instanceof ConflictError) return new HttpError(409, err.message, err.errors);
  if (err instanceof InvalidContentError) return new HttpError(400, err.message, err.errors);
  return null;
}

/** Errors from body-parser and friends carry `status` (or `statusCode`) and `expose`. */
function clientErrorOf(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  const contentError = contentErrorOf(err);
  if (contentError) return contentError;
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
