// The client side of docs/product.md#api: JSON in and out, cookies included, and the generic error of
// docs/product.md#errors-and-messages ("{status}: {body text or status text}").

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
  /** Field errors of a 400 answer (docs/product.md#api-errors). */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: Record<string, string[]> } | null)?.errors;
    return errors ?? {};
  }
  /** The server's own message when it sent one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message : undefined;
  }
}

/** docs/product.md#roles: an error whose message matches a 401 Unauthorized pattern means signed out. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  throw new ApiError(response.status, `${response.status}: ${text}`, body);
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await response.json() : undefined) as T;
}

export const getJson = <T>(url: string) => apiRequest<T>("GET", url);

/** A GET whose answer headers matter too (Link, X-Total-Count); errors as apiRequest throws them. */
export async function getResponse(url: string): Promise<Response> {
  const response = await fetch(url, { credentials: "include" });
  await throwIfNotOk(response);
  return response;
}
