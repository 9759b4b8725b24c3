import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP receiver on loopback for webhook tests: it records every request and answers
// from a script (status codes, a body, a redirect, or "hang": hold the request open).

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
}

export type Answer = number | "hang" | { status: number; body?: string; location?: string };

export async function startWebhookReceiver() {
  const received: Received[] = [];
  const script: Answer[] = [];
  const held: ServerResponse[] = [];
  let waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ headers: req.headers, body, json: JSON.parse(body) });
      for (const wake of waiters) wake();
      waiters = [];
      const answer = script.shift() ?? 200;
      if (answer === "hang") return void held.push(res);
      const { status, body: text, location } = typeof answer === "number" ? { status: answer } : answer;
      res.writeHead(status, location ? { location } : {}).end(text ?? "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Answers for the next requests, in order (then 200). */
    answer(...answers: Answer[]) {
      script.push(...answers);
    },
    /** Forgets answers not yet given. */
    clearAnswers() {
      script.length = 0;
    },
    /** Resolves once `count` requests (matching `filter`) have arrived. */
    async waitFor(
      count: number,
      filter: (r: Received) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(filter);
        if (matching.length >= count) return matching;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `waited for ${count} webhook requests, got ${matching.length}: ${received.map((r) => r.json.type).join(", ")}`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => (clearTimeout(timer), resolve()));
        });
      }
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
