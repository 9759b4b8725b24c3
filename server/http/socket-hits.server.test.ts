import type { ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PageServer, plainHead, type LaidOutHit } from "./socket-hits.server.ts";

// Hits answered off the socket must be, byte for byte, what Node's writeHead writes for the same
// headers, and every request that is not a plain laid-out hit must reach Node's HTTP server with
// its bytes intact, on the same connection, in order.

const LIST = ["content-type", "text/html; charset=utf-8", "X-Cache", "HIT", "Content-Length", "5"];
const BLOCK = Buffer.from(`HTTP/1.1 200 OK\r\n${LIST.map((v, i) => (i % 2 ? `${v}\r\n` : `${v}: `)).join("")}`);
const BODY = Buffer.from("hello");

let server: PageServer | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * A server whose `hits` answers `/hit` (and counts its calls); Node's handler answers `/hit`
 * with the same headers through writeHead, and anything else with the method, path and body.
 */
async function serve(settings: { keepAliveTimeout?: number } = {}) {
  const asked: string[] = [];
  const hits: LaidOutHit = (head) => {
    asked.push(head.url!);
    return head.url === "/hit" ? { block: BLOCK, body: BODY } : undefined;
  };
  server = new PageServer((req, res: ServerResponse) => {
    if (req.url === "/hit") {
      res.writeHead(200, [...LIST, "X-Request-Id", String(req.headers["x-request-id"])]);
      res.end(req.method === "HEAD" ? undefined : BODY);
      return;
    }
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => res.end(`node ${req.method} ${req.url} ${body}`));
  }, hits);
  Object.assign(server, settings);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, asked };
}

/** Opens a connection, sends each part (waiting `gapMs` between them) and collects what comes back. */
function exchange(port: number, parts: string[], opts: { answers: number; gapMs?: number }) {
  return new Promise<{ text: string; socket: Socket }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let timer: NodeJS.Timeout | undefined;
    const done = () => resolve({ text, socket });
    socket.on("connect", async () => {
      for (const part of parts) {
        socket.write(part);
        if (opts.gapMs) await new Promise((r) => setTimeout(r, opts.gapMs));
      }
    });
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      if (text.split("HTTP/1.1 ").length - 1 >= opts.answers) {
        clearTimeout(timer);
        timer = setTimeout(done, 40);
      }
    });
    socket.on("close", done);
    socket.on("error", reject);
  });
}

const get = (path: string, extra = "") => `GET ${path} HTTP/1.1\r\nHost: x\r\nX-Request-Id: req-1\r\n${extra}\r\n`;
/** Dates aside (the two ways may straddle a second). */
const undated = (text: string) => text.replace(/Date: [^\r]+/g, "Date: -");

describe("PageServer", () => {
  it("answers a plain hit with the bytes Node's writeHead would write", async () => {
    const { port, asked } = await serve();
    const off = await exchange(port, [get("/hit") + get("/hit")], { answers: 2 });
    off.socket.destroy();
    // HEAD is never answered off the socket; Node answers it through the handler.
    const viaNode = await exchange(port, [get("/hit").replace("GET", "HEAD") + get("/hit")], { answers: 2 });
    viaNode.socket.destroy();
    expect(asked).toEqual(["/hit", "/hit"]);
    expect(undated(off.text)).toBe(undated(viaNode.text.replace(/^(.*?\r\n\r\n)/s, "$1hello")));
    expect(off.text).toMatch(/X-Request-Id: req-1\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/);
    expect(off.text).toContain("Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\nhello");
  });

  it("hands the connection to Node at its first other request, unread bytes and later requests included", async () => {
    const { port, asked } = await serve();
    const post = "POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nGET /hit HT";
    const { text, socket } = await exchange(port, [get("/hit") + post + get("/after")], { answers: 3 });
    socket.destroy();
    // The POST's body looks like a request line: it stays a body, and what follows is Node's.
    expect(asked).toEqual(["/hit"]);
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(3);
    expect(answers[0]).toMatch(/\r\n\r\nhello$/);
    expect(answers[1]).toMatch(/\r\n\r\nnode POST \/form GET \/hit HT$/);
    expect(answers[2]).toMatch(/\r\n\r\nnode GET \/after $/);
  });

  it("hands over a request that arrives in pieces, or that is not a plain GET", async () => {
    const { port, asked } = await serve();
    const split = await exchange(port, ["GET /hit HTTP/1.1\r\nHo", "st: x\r\n\r\n"], { answers: 1, gapMs: 30 });
    split.socket.destroy();
    expect(split.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    const odd = [
      get("/hit", "Connection: close\r\n"),
      get("/hit", "Transfer-Encoding: chunked\r\n") + "0\r\n\r\n",
      get("/hit", "Host: y\r\n"),
      get("/hit", " folded\r\n"),
      get("/hit", "Bad Name: 1\r\n"),
      get("/hit", `Cookie: ${"a".repeat(17_000)}\r\n`),
      get("/hit").replace("HTTP/1.1", "HTTP/1.0"),
      "GET /hit HTTP/1.1\nHost: x\n\n",
      "GET /hit HTTP/1.1\r\n\r\n",
    ];
    for (const request of odd) {
      const { socket } = await exchange(port, [request], { answers: 1 });
      socket.destroy();
    }
    // Not one of them was looked up here: Node parsed (and answered or refused) each.
    expect(asked).toEqual([]);
  });

  it("closes an idle connection after keepAliveTimeout, and at once when the server closes", async () => {
    const { port } = await serve({ keepAliveTimeout: 150 });
    const started = Date.now();
    const { socket } = await exchange(port, [get("/hit")], { answers: 1 });
    await new Promise((resolve) => (socket.destroyed ? resolve(null) : socket.once("close", resolve)));
    expect(Date.now() - started).toBeLessThan(1_000);

    server!.keepAliveTimeout = 60_000;
    const held = await new Promise<Socket>((resolve) => {
      const s = connect(port, "127.0.0.1", () => s.write(get("/hit")));
      s.once("data", () => resolve(s));
    });
    const closing = Date.now();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    await new Promise((resolve) => (held.closed ? resolve(null) : held.once("close", resolve)));
    expect(Date.now() - closing).toBeLessThan(1_000);
  });

  it("leaves a long pipeline to Node once a mebibyte of answers waits, every answer in order", async () => {
    const { port, asked } = await serve();
    const big = Buffer.alloc(100_000, "b");
    const hits = (head: Parameters<LaidOutHit>[0]) => {
      asked.push(head.url!);
      return { block: Buffer.from(`HTTP/1.1 200 OK\r\nContent-Length: ${big.length}\r\n`), body: big };
    };
    (server as unknown as { hits: LaidOutHit }).hits = hits;
    const requests = Array.from({ length: 30 }, (_, i) => get(`/hit?${i}`)).join("");
    const { text, socket } = await exchange(port, [requests], { answers: 30 });
    socket.destroy();
    // About ten answered here before the limit; Node answered the rest through its handler.
    expect(asked.length).toBeGreaterThan(5);
    expect(asked.length).toBeLessThan(20);
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(30);
    expect(answers.at(-1)).toMatch(/\r\n\r\nnode GET \/hit\?29 $/);
  });

  it("answers what a client sent before it half-closed, then ends", async () => {
    const { port } = await serve();
    const text = await new Promise<string>((resolve) => {
      let received = "";
      const s = connect({ port, host: "127.0.0.1", allowHalfOpen: true }, () => s.end(get("/hit")));
      s.on("data", (chunk) => (received += chunk.toString("latin1")));
      s.on("end", () => resolve(received));
    });
    expect(text).toMatch(/\r\n\r\nhello$/);
  });
});

describe("plainHead", () => {
  const socket = {} as Socket;
  it("reads a browser's GET as Node would present it", () => {
    const head = plainHead(
      "GET /journal?page=2 HTTP/1.1\r\nHost: example.org\r\nAccept-Encoding:  gzip, br \r\nConnection: keep-alive",
      socket,
    );
    expect(head?.url).toBe("/journal?page=2");
    expect({ ...head?.headers }).toEqual({
      host: "example.org",
      "accept-encoding": "gzip, br",
      connection: "keep-alive",
    });
  });

  it("refuses anything else", () => {
    for (const text of [
      "GET journal HTTP/1.1\r\nHost: x",
      "GET /a b HTTP/1.1\r\nHost: x",
      "get / HTTP/1.1\r\nHost: x",
      "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0",
      "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket",
      "GET / HTTP/1.1\r\nHost: x\r\nhost: y",
      "GET / HTTP/1.1\r\nHost: x\r\n__proto__: 1\r\n__proto__: 2",
      "GET / HTTP/1.1\r\nHost: x\r\nX: a\u0000b",
      "GET / HTTP/1.1\r\nHost: x\r\n: empty",
      "GET / HTTP/1.1",
    ])
      expect(plainHead(text, socket), JSON.stringify(text)).toBeUndefined();
  });
});
