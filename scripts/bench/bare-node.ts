import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StaticPage } from "./nginx.ts";
import { start } from "./processes.ts";

// A bare Node.js HTTP server (bare-node-server.ts) answering the same bytes as nginx: what any
// Node.js server can reach on this machine, to read our cached figures against.

const SERVER = fileURLToPath(new URL("./bare-node-server.ts", import.meta.url));

export async function startBareNode(dir: string, port: number, pages: StaticPage[]): Promise<ChildProcess> {
  const manifest = pages.map((page, i) => {
    const plainFile = path.join(dir, `page-${i}`);
    writeFileSync(plainFile, page.plain);
    const gzipFile = page.gzip ? `${plainFile}.gz` : undefined;
    if (gzipFile) writeFileSync(gzipFile, page.gzip!);
    return { path: page.path, contentType: page.contentType, plainFile, gzipFile };
  });
  const manifestFile = path.join(dir, "pages.json");
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const child = start(process.execPath, [SERVER, manifestFile, String(port)], { stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bare Node.js server exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}${pages[0]!.path}`).then((r) => r.ok, () => false)) return child;
    if (Date.now() > deadline) throw new Error("the bare Node.js server did not answer within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
