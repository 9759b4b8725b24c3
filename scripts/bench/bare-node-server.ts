import { readFileSync } from "node:fs";
import { createServer } from "node:http";

// The floor of Node.js itself: one process answering the same bytes from memory with no logic
// but a lookup and a gzip check; given `headers`, it sends those too (our server's own response
// headers), to separate the cost of the headers from that of our code.
// Started by bare-node.ts: `node bare-node-server.ts MANIFEST PORT`.

interface Entry {
  path: string;
  contentType: string;
  plainFile: string;
  gzipFile?: string;
  /** Flat name/value list sent with every answer, beside the length and encoding. */
  headers?: string[];
}

const [manifest, port] = process.argv.slice(2);
const pages = new Map(
  (JSON.parse(readFileSync(manifest!, "utf8")) as Entry[]).map((e) => [
    e.path,
    {
      type: e.contentType,
      headers: e.headers,
      plain: readFileSync(e.plainFile),
      gzip: e.gzipFile ? readFileSync(e.gzipFile) : undefined,
    },
  ]),
);

createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
  const page = pages.get(req.url ?? "");
  if (!page) return res.writeHead(404).end();
  const gzip = page.gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? page.gzip! : page.plain;
  if (page.headers) {
    res.writeHead(200, [
      ...page.headers,
      "Content-Length",
      String(body.length),
      ...(gzip ? ["Content-Encoding", "gzip"] : []),
    ]);
  } else {
    res.writeHead(200, {
      "Content-Type": page.type,
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    });
  }
  res.end(body);
}).listen(Number(port), "127.0.0.1");
