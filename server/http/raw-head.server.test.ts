import { createServer, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { headBlock, writeLaidOut } from "./raw-head.server.ts";

// The laid-out header block must be, byte for byte, what Node's writeHead writes for the same
// headers, and must step aside whenever Node would frame the answer differently.

const LIST = ["content-type", "text/html; charset=utf-8", "X-Cache", "HIT", "Content-Length", "5"];
const BODY = Buffer.from("hello");

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering every request both ways: `/laid-out` through writeLaidOut, else writeHead. */
async function serve(opts: { keepAliveTimeout?: number; maxRequestsPerSocket?: number } = {}) {
  const used: boolean[] = [];
  server = createServer((req, res: ServerResponse) => {
    if (req.url === "/laid-out") {
      const laidOut = writeLaidOut(res, 200, headBlock(200, LIST), "req-1", BODY);
      used.push(laidOut);
      if (laidOut) return;
    }
    res.writeHead(200, [...LIST, "X-Request-Id", "req-1"]);
    res.end(req.method === "HEAD" ? undefined : BODY);
  });
  if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
  if (opts.maxRequestsPerSocket !== undefined) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server!.address() as AddressInfo).port, used };
}

/** Sends raw request text on one connection and returns every byte received until `answers` heads arrived and the socket is idle. */
function exchange(port: number, text: string, answers: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.split("HTTP/1.1 ").length - 1 >= answers) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          socket.destroy();
          resolve(received);
        }, 30);
      }
    });
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
}

/** The answer without its Date line's value (the two ways may straddle a second). */
const undated = (text: string) => text.replace(/Date: [^\r]+/g, "Date: -");

describe("writeLaidOut", () => {
  it("writes the same bytes as writeHead for a keep-alive GET, pipelined requests included", async () => {
    const { port, used } = await serve();
    const ask = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;
    const laidOut = await exchange(port, ask("/laid-out") + ask("/laid-out"), 2);
    const plain = await exchange(port, ask("/plain") + ask("/plain"), 2);
    expect(used).toEqual([true, true]);
    expect(undated(laidOut)).toBe(undated(plain));
    expect(laidOut).toContain("Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\nhello");
    expect(laidOut).toMatch(/Date: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/);
  });

  it("matches writeHead's keep-alive line for other server settings", async () => {
    for (const settings of [{ keepAliveTimeout: 65_000, maxRequestsPerSocket: 100 }, { keepAliveTimeout: 0 }]) {
      const { port } = await serve(settings);
      const laidOut = await exchange(port, "GET /laid-out HTTP/1.1\r\nHost: x\r\n\r\n", 1);
      const plain = await exchange(port, "GET /plain HTTP/1.1\r\nHost: x\r\n\r\n", 1);
      expect(undated(laidOut)).toBe(undated(plain));
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it("steps aside for HEAD, Connection: close, HTTP/1.0 and the last request a socket may carry", async () => {
    const cases = [
      "HEAD {path} HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      "GET {path} HTTP/1.0\r\nHost: x\r\n\r\n",
    ];
    const { port, used } = await serve();
    for (const text of cases) {
      const laidOut = await exchange(port, text.replace("{path}", "/laid-out"), 1);
      const plain = await exchange(port, text.replace("{path}", "/plain"), 1);
      expect(undated(laidOut)).toBe(undated(plain));
    }
    expect(used).toEqual([false, false, false]);

    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const limited = await serve({ maxRequestsPerSocket: 1 });
    const answer = await exchange(limited.port, "GET /laid-out HTTP/1.1\r\nHost: x\r\n\r\n", 1);
    expect(limited.used).toEqual([false]);
    expect(answer).toContain("Connection: close");
  });
});
