import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
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

/** The render, whole, without its modulepreload hints (the page is sent only once whole anyway). */
function withoutModulePreloads(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, Buffer.from(Buffer.concat(chunks).toString("utf8").replace(MODULE_PRELOAD, ""), "utf8"));
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
          const body = withoutModulePreloads();
          body.once("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
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
