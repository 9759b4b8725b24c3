import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { z } from "zod";
import { ROLES } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { ACCOUNT_COMMANDS, runAccountCommand, type AccountCommand } from "./account-commands.server.ts";
import { AccountError } from "./accounts.server.ts";

// The accounts CLI while the server runs (issue 27 item 3, docs/decisions/048): the embedded
// database admits one process, so the server listens on 127.0.0.1 (a port of its own, never the
// public one) for the CLI's commands and runs them itself. Only someone who can read DATA_DIR can
// ask: the address and a fresh random token are in DATA_DIR/accounts-control.json (0600), made at
// each start and removed at shutdown; a request without the token is refused.

const FILE = "accounts-control.json";
const MAX_BODY = 8 * 1024;

const requestSchema = z.strictObject({
  command: z.enum(ACCOUNT_COMMANDS),
  email: z.string().max(1024).optional(),
  password: z.string().max(2048).optional(),
  role: z.enum(ROLES).optional(),
});

interface ControlFile {
  port: number;
  token: string;
  pid: number;
}

type Answer = { ok: true; output: string } | { ok: false; error: string };

/** Starts the control listener; `stop` closes it and removes the file if it is still this start's. */
export async function startAccountsControl(opts: { db: Db; dataDir: string }): Promise<{ stop(): Promise<void> }> {
  const token = randomBytes(32).toString("base64url");
  const expected = Buffer.from(`Bearer ${token}`);
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: Answer) => {
      res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(body));
    };
    const given = Buffer.from(req.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return answer(401, { ok: false, error: "Not allowed." });
    if (req.method !== "POST" || req.url !== "/accounts") return answer(404, { ok: false, error: "Not found." });
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", () => {
      let parsed: AccountCommand;
      try {
        const result = requestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        if (!result.success) return answer(400, { ok: false, error: "Not a command of the accounts CLI." });
        parsed = result.data;
      } catch {
        return answer(400, { ok: false, error: "Not JSON." });
      }
      runAccountCommand(opts.db, parsed).then(
        (output) => answer(200, { ok: true, output }),
        (err: unknown) =>
          err instanceof AccountError
            ? answer(422, { ok: false, error: err.message })
            : answer(500, { ok: false, error: "The server could not carry that out; its log says why." }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  server.unref();
  const file = path.join(opts.dataDir, FILE);
  const content: ControlFile = { port: (server.address() as AddressInfo).port, token, pid: process.pid };
  // Written whole, then renamed: a CLI never reads half a file.
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(content), { mode: 0o600 });
  renameSync(`${file}.${process.pid}`, file);
  return {
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (readControlFile(opts.dataDir)?.token === token) rmSync(file, { force: true });
    },
  };
}

function readControlFile(dataDir: string): ControlFile | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, FILE), "utf8")) as ControlFile;
  } catch {
    return undefined;
  }
}

/**
 * Asks the server running on `dataDir` to carry out `command`. Undefined when no server answers
 * (none runs, or the file is left from one that stopped): the CLI then opens the database itself.
 * A refusal (an account that exists, a short password) throws AccountError with the server's words.
 */
export async function askRunningServer(dataDir: string, command: AccountCommand): Promise<string | undefined> {
  const control = readControlFile(dataDir);
  if (!control) return undefined;
  const body = JSON.stringify(command);
  const answer = await new Promise<{ status: number; body: Answer } | undefined>((resolve) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: control.port,
        method: "POST",
        path: "/accounts",
        headers: {
          authorization: `Bearer ${control.token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Answer,
            });
          } catch {
            resolve(undefined);
          }
        });
      },
    );
    // Nobody listens there (ECONNREFUSED) or it hangs: not a running server of ours.
    req.on("error", () => resolve(undefined));
    req.on("timeout", () => req.destroy());
    req.end(body);
  });
  // A program that took the port of a server since stopped would not know the token (401, or no JSON).
  if (!answer || answer.status === 401 || typeof answer.body?.ok !== "boolean") return undefined;
  if (!answer.body.ok) throw new AccountError(answer.body.error);
  return answer.body.output;
}
