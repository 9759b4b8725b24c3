import { data } from "react-router";
import { HttpError } from "#server/http/errors.server.ts";

/** Turns a service's NotFound into the route's 404 response, for its ErrorBoundary. */
export async function orNotFound<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
