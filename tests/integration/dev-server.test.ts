import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { freePort } from "#server/http/free-port.server.ts";
import { DB_KIND } from "../support/test-database.ts";

// `npm run dev` (Vite in middleware mode, real React in the browser) serves the pages.
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe.runIf(DB_KIND === "pglite")("npm run dev", () => {
  it("renders a page on the server", { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-dev-"));
    const port = await freePort("127.0.0.1");
    const child = spawn("npm", ["run", "dev"], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        NODE_ENV: "",
      },
      stdio: "ignore",
      detached: true,
    });
    try {
      let status = 0;
      let body = "";
      for (let i = 0; i < 600 && status !== 200; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/journal`).catch(() => undefined);
        if (res) [status, body] = [res.status, await res.text()];
        else await new Promise((resolve) => setTimeout(resolve, 100));
        if (res && res.status !== 200) break;
      }
      expect(status).toBe(200);
      expect(body).toMatch(/<h1[^>]*>Journal/);
    } finally {
      process.kill(-child.pid!, "SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
