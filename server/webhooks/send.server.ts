import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { literalTargetProblem, publicOnlyLookup } from "./network-guard.server.ts";

// One webhook POST, signed per the Standard Webhooks specification (webhook-id,
// webhook-timestamp, webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">).
// A 2xx answer is success; anything else, a redirect (never followed), a timeout or a refused
// address is a failure whose reason is kept, with at most 1 KiB of the answer's body.

export const SEND_TIMEOUT_MS = 10_000;
export const KEPT_BODY_BYTES = 1024;

export interface SendResult {
  ok: boolean;
  status?: number;
  error?: string;
}

export interface SendRequest {
  url: string;
  secret: string;
  /** webhook-id: the same on every attempt of one delivery, so receivers can drop repeats. */
  messageId: string;
  body: string;
  allowPrivateNetworks: boolean;
  timeoutMs?: number;
}

export function signatureHeaders(
  secret: string,
  messageId: string,
  body: string,
  at = new Date(),
): Record<string, string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(messageId, at, body),
  };
}

export function sendWebhook(request: SendRequest): Promise<SendResult> {
  const url = new URL(request.url);
  const refused = request.allowPrivateNetworks ? undefined : literalTargetProblem(request.url);
  if (refused) return Promise.resolve({ ok: false, error: refused });
  const timeoutMs = request.timeoutMs ?? SEND_TIMEOUT_MS;
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const req = transport.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Arcwell-Webhooks/1",
          ...signatureHeaders(request.secret, request.messageId, request.body),
        },
        lookup: request.allowPrivateNetworks ? undefined : (publicOnlyLookup as never),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const kept: Buffer[] = [];
        let size = 0;
        const finish = () => {
          res.destroy();
          const text = Buffer.concat(kept).toString("utf8").slice(0, KEPT_BODY_BYTES);
          if (status >= 200 && status < 300) return resolve({ ok: true, status });
          const reason =
            status >= 300 && status < 400
              ? `HTTP ${status}: redirect to ${res.headers.location ?? "(no location)"} not followed`
              : `HTTP ${status}${text ? `: ${text}` : ""}`;
          resolve({ ok: false, status, error: reason });
        };
        res.on("data", (chunk: Buffer) => {
          if (size < KEPT_BODY_BYTES) kept.push(chunk.subarray(0, KEPT_BODY_BYTES - size));
          size += chunk.length;
          if (size >= KEPT_BODY_BYTES) finish();
        });
        res.on("end", finish);
        res.on("error", finish);
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      const error =
        err.name === "TimeoutError" || err.name === "AbortError"
          ? `No answer within ${timeoutMs / 1000} s`
          : err.code === "EWEBHOOKPRIVATE"
            ? err.message
            : `${err.code ?? "Error"}: ${err.message}`;
      resolve({ ok: false, error });
    });
    req.end(request.body);
  });
}
