import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A tiny OpenAI-compatible chat-completions endpoint (POST /v1/chat/completions), scripted per
// test: each request takes the next step of the script and is recorded.

export type ChatStep =
  /** Answers 200 with this text as the assistant message's content. */
  | { content: string }
  /** Answers with this status and a JSON error body. */
  | { status: number }
  /** Never answers (until the server closes). */
  | { hang: true };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown };
}

function completion(content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "test-model",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startChatCompletionsServer() {
  let script: ChatStep[] = [];
  const requests: RecordedRequest[] = [];

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    requests.push({
      path: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
    });
    const step = script.shift();
    if (!step) {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "no scripted answer left" } }));
      return;
    }
    if ("hang" in step) return;
    if ("status" in step) {
      res
        .writeHead(step.status, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "scripted failure", type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion(step.content)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replaces what the next requests get, in order. */
    script(steps: ChatStep[]) {
      script = [...steps];
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
