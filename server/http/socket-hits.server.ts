import { Server, type IncomingMessage, type RequestListener } from "node:http";
import type { Socket } from "node:net";
import { requestId } from "./request-id.server.ts";
import type { RequestHead } from "./request-head.server.ts";

// Page-cache hits answered from the socket (issue 28, decision 064). Node's HTTP server makes a
// request stream, a response stream and their events for every request: for a cached page that
// is most of the JavaScript a hit costs, so a hit answered through it reaches about a third of
// nginx's rate on the same bytes. Here a connection's bytes are read first: each complete,
// plain request (GET, HTTP/1.1, no body, every line well formed, nothing repeated) whose answer
// the page cache holds laid out is answered with one header block and one body. At the first
// request that is anything else — incomplete, unusual, or not a ready hit — the connection,
// with its unread bytes, goes to Node's HTTP server for good, which parses and answers it as it
// always did (400s, timeouts, uploads, sign-ins, renders). Nothing with a body is ever read
// here, so the two parsers cannot disagree about where a request ends.

/** The laid-out answer to a request, or undefined to let Node's HTTP server answer it. */
export type LaidOutHit = (head: RequestHead) => { block: Buffer; body: Buffer } | undefined;

/** Node's own limit on a request's head (--max-http-header-size); longer heads go to Node, which answers 431. */
const MAX_HEAD_BYTES = 16 * 1024;
const MAX_HEADERS = 100;
const MAX_PENDING_BYTES = 1024 * 1024;
const REQUEST_LINE = /^GET (\/[\x21-\x7e]*) HTTP\/1\.1$/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A field value as RFC 9110 allows it (visible ASCII, obs-text, spaces and tabs inside). */
const FIELD_VALUE = /^[\t ]*((?:[\x21-\x7e\x80-\xff](?:[\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?)?)[\t ]*$/;
/** Fields that give a request a body, change the protocol or the connection: Node's to handle. */
const NOT_PLAIN = new Set(["content-length", "transfer-encoding", "upgrade", "expect", "te", "http2-settings"]);

/** The head of a plain GET as Node would present it, or undefined when it is anything else. */
export function plainHead(text: string, socket: Socket): RequestHead | undefined {
  const lines = text.split("\r\n");
  if (lines.length > MAX_HEADERS + 1) return undefined;
  const url = REQUEST_LINE.exec(lines[0]!)?.[1];
  if (url === undefined) return undefined;
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(":");
    if (colon <= 0) return undefined;
    const name = line.slice(0, colon).toLowerCase();
    const value = FIELD_VALUE.exec(line.slice(colon + 1))?.[1];
    if (value === undefined || !TOKEN.test(name) || NOT_PLAIN.has(name) || name in headers) return undefined;
    if (name === "connection" && value.toLowerCase() !== "keep-alive") return undefined;
    headers[name] = value;
  }
  if (!headers.host) return undefined;
  return { method: "GET", url, headers: headers as IncomingMessage["headers"], socket };
}

let date = "";
let dateSecond = -1;

/** The Date header's value, made once a second as Node does. */
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    date = new Date(now).toUTCString();
  }
  return date;
}

/**
 * An HTTP server whose connections answer laid-out cache hits themselves until their first
 * other request (see above). Without `hits` it is Node's server unchanged.
 */
export class PageServer extends Server {
  private readonly held = new Set<Socket>();
  private readonly hits: LaidOutHit | undefined;

  constructor(handler: RequestListener, hits?: LaidOutHit) {
    super(handler);
    this.hits = hits;
    if (!hits) return;
    const nodeListeners = this.listeners("connection") as ((socket: Socket) => void)[];
    this.removeAllListeners("connection");
    this.on("connection", (socket: Socket) => this.hold(socket, nodeListeners));
  }

  /** Node's idle connections, and the held ones between requests, are closed (server.close() calls this too). */
  override closeIdleConnections(): void {
    super.closeIdleConnections();
    for (const socket of this.held) if (socket.writableLength === 0) socket.destroy();
  }

  override closeAllConnections(): void {
    super.closeAllConnections();
    for (const socket of this.held) socket.destroy();
  }

  private hold(socket: Socket, nodeListeners: ((socket: Socket) => void)[]) {
    this.held.add(socket);
    let answered = false;
    const onTimeout = () => socket.destroy();
    const onError = () => socket.destroy();
    // The client sent all it will: the answers written so far go out, then the connection ends.
    const onEnd = () => socket.end();
    const forget = () => this.held.delete(socket);
    const onData = (chunk: Buffer) => {
      let offset = 0;
      socket.cork();
      try {
        while (offset < chunk.length) {
          const end = chunk.indexOf("\r\n\r\n", offset, "latin1");
          // Many requests in one packet: past a mebibyte of answers not yet sent, Node's server
          // takes the rest, with its own limits, rather than answers piling up here.
          const full = socket.writableLength > MAX_PENDING_BYTES;
          if (full || end === -1 || end - offset > MAX_HEAD_BYTES || !this.answer(chunk, offset, end, socket)) {
            handOver(chunk.subarray(offset));
            return;
          }
          offset = end + 4;
        }
      } finally {
        socket.uncork();
      }
      // As Node does: the first request within headersTimeout, the next ones within keepAliveTimeout.
      if (!answered) socket.setTimeout(this.keepAliveTimeout);
      answered = true;
      // A client that does not read its answers gets no more until it does (as with Node's server).
      if (socket.writableLength >= socket.writableHighWaterMark) {
        socket.pause();
        socket.once("drain", () => socket.resume());
      }
    };
    const handOver = (unread: Buffer) => {
      forget();
      socket.off("data", onData);
      socket.off("end", onEnd);
      socket.off("error", onError);
      socket.off("close", forget);
      socket.off("timeout", onTimeout);
      socket.setTimeout(0);
      socket.pause();
      if (unread.length) socket.unshift(unread);
      for (const listener of nodeListeners) listener.call(this, socket);
      socket.resume();
    };
    socket.setTimeout(this.headersTimeout);
    socket.on("timeout", onTimeout);
    socket.on("data", onData);
    socket.on("end", onEnd);
    socket.on("error", onError);
    socket.on("close", forget);
  }

  /** Answers the request in chunk[offset, end) if it is a plain, laid-out hit; false otherwise. */
  private answer(chunk: Buffer, offset: number, end: number, socket: Socket): boolean {
    if (!socket.writable || this.maxRequestsPerSocket) return false;
    const head = plainHead(chunk.toString("latin1", offset, end), socket);
    const hit = head && this.hits!(head);
    if (!head || !hit) return false;
    const keepAlive = this.keepAliveTimeout
      ? `Keep-Alive: timeout=${Math.floor(this.keepAliveTimeout / 1000)}\r\n`
      : "";
    socket.write(hit.block);
    socket.write(
      `X-Request-Id: ${requestId(head)}\r\nDate: ${httpDate()}\r\nConnection: keep-alive\r\n${keepAlive}\r\n`,
      "latin1",
    );
    socket.write(hit.body);
    return true;
  }
}
