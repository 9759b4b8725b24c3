import { STATUS_CODES, type ServerResponse } from "node:http";

// A page-cache hit's header block, laid out once per entry and encoding (issue 28, decision 064).
// `res.writeHead(status, list)` checks every name and value again on each call (a hit carries
// about 20 headers, among them a 700-character CSP), which took a quarter of a hit's JavaScript
// time; an entry's headers were checked once, when its render set them. A hit hands Node the
// finished block instead, through the `_header` field Node's own writeHead fills, and only in
// the common case whose framing lines Node would have written the same way; any other case
// (HEAD, a closing or limited connection, a Node without that field) goes through writeHead.

/** The fields of Node's ServerResponse (node:_http_outgoing, node:_http_server) this relies on. */
interface NodeResponseFields {
  _header: string | null;
  _hasBody: boolean;
  _keepAliveTimeout: number;
  _maxRequestsPerSocket: number;
  _defaultKeepAlive: boolean;
  _removedConnection: boolean;
  shouldKeepAlive: boolean;
  maxRequestsOnConnectionReached: boolean;
  sendDate: boolean;
}

/** The status line and the given headers (name, value, …), each line ending in CRLF. */
export function headBlock(status: number, list: readonly string[]): string {
  let block = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "unknown"}\r\n`;
  for (let i = 0; i < list.length; i += 2) block += `${list[i]}: ${list[i + 1]}\r\n`;
  return block;
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
 * Writes `block` (from headBlock), `X-Request-Id: id`, Date and the keep-alive lines Node adds,
 * then `body`, as one answer. Returns false, having written nothing, when this answer is not the
 * common case: the caller then writes it through writeHead.
 */
export function writeLaidOut(res: ServerResponse, status: number, block: string, id: string, body: Buffer): boolean {
  const r = res as ServerResponse & NodeResponseFields;
  if (
    r._header !== null ||
    !r._hasBody ||
    !r.sendDate ||
    !r.shouldKeepAlive ||
    r.maxRequestsOnConnectionReached ||
    !r._defaultKeepAlive ||
    r._removedConnection ||
    typeof r._keepAliveTimeout !== "number"
  )
    return false;
  let keepAlive = "Connection: keep-alive\r\n";
  if (r._keepAliveTimeout) {
    const max = ~~r._maxRequestsPerSocket > 0 ? `, max=${r._maxRequestsPerSocket}` : "";
    keepAlive += `Keep-Alive: timeout=${Math.floor(r._keepAliveTimeout / 1000)}${max}\r\n`;
  }
  r.statusCode = status;
  r._header = `${block}X-Request-Id: ${id}\r\nDate: ${httpDate()}\r\n${keepAlive}\r\n`;
  r.end(body);
  return true;
}
