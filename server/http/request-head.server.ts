import type { IncomingMessage } from "node:http";

/**
 * The parts of a request that cache lookups, request ids and page-view counting read: Node's
 * IncomingMessage, or the head of a request read off the socket (socket-hits.server.ts).
 */
export type RequestHead = Pick<IncomingMessage, "method" | "url" | "headers" | "socket">;
