import { Writable } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { requestContext } from "./context.ts";
import { NonceContext } from "./lib/nonce.ts";

export const streamTimeout = 5_000;

// Every page is rendered whole before it is sent (onAllReady): the first response holds the
// content and metadata (no streamed fallbacks), and a whole page can be cached. Inline
// scripts carry the response's CSP nonce.

// React Router's <Scripts> announces every module of the page as a high-priority
// <link rel="modulepreload"> in <head>: on a slow phone ~80 KB of JavaScript then competes with
// the stylesheet, the font and the main image for the first paint. Without them the modules load
// from the module script at the end of the page, after what is seen (decision 056).
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/**
 * Collects the render, whole, and hands it over without its modulepreload hints. React hoists
 * them into <head>, so only the head is read as text: the rest of the page (a 40-card portfolio
 * is ~280 KB) goes on as the bytes React wrote, not decoded and encoded again.
 */
function wholePage(done: (page: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next();
    },
    final(next) {
      const page = Buffer.concat(chunks);
      const found = page.indexOf(HEAD_END);
      const headEnd = found < 0 ? page.length : found;
      const head = page.subarray(0, headEnd).toString("utf8");
      const lean = head.replace(MODULE_PRELOAD, "");
      done(lean === head ? page : Buffer.concat([Buffer.from(lean), page.subarray(headEnd)]));
      next();
    },
  });
}
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(
            wholePage((page) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
