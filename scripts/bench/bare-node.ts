import type { ChildProcess } from "node:child_process";
import type { IncomingHttpHeaders } from "node:http";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StaticPage } from "./nginx.ts";
import { start } from "./processes.ts";

// A bare Node.js HTTP server (bare-node-server.ts) answering the same bytes as nginx: what any
// Node.js server can reach on this machine, to read our cached figures against. With
// `ourHeaders`, it also sends the response headers our server sent (security headers, CSP…).

// Headers that belong to one transfer; the bare server sets its own.
const PER_TRANSFER = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
]);

const SERVER = fileURLToPath(new URL("./bare-node-server.ts", import.meta.url));

export async function startBareNode(
  dir: string,
  port: number,
  pages: (StaticPage & { headers?: IncomingHttpHeaders })[],
  opts: { ourHeaders?: boolean } = {},
): Promise<ChildProcess> {
  const manifest = pages.map((page, i) => {
    const plainFile = path.join(dir, `page-${i}`);
    writeFileSync(plainFile, page.plain);
    const gzipFile = page.gzip ? `${plainFile}.gz` : undefined;
    if (gzipFile) writeFileSync(gzipFile, page.gzip!);
    const headers = opts.ourHeaders
      ? Object.entries(page.headers ?? {}).flatMap(([name, value]) =>
          PER_TRANSFER.has(name) || value === undefined
            ? []
            : (Array.isArray(value) ? value : [value]).flatMap((v) => [name, v]),
        )
      : undefined;
    return { path: page.path, contentType: page.contentType, plainFile, gzipFile, headers };
  });
  const manifestFile = path.join(dir, "pages.json");
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const child = start(process.execPath, [SERVER, manifestFile, String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bare Node.js server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}${pages[0]!.path}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (Date.now() > deadline) throw new Error("the bare Node.js server did not answer within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
