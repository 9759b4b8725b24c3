import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A random secret kept in DATA_DIR (mode 600), created on first use, so an embedded
 * installation needs no configuration and survives restarts.
 */
export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): string {
  const file = path.join(dataDir, name);
  const read = () => readFileSync(file, "utf8").trim();
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return read();
    throw err;
  }
}
