import { readFileSync, rmSync } from "node:fs";
import { createPidFile } from "./lock-file.server.ts";
import { isAlive } from "./process-alive.server.ts";

// An embedded database belongs to one process at a time. A second server or the accounts CLI
// on the same DATA_DIR is stopped with a clear message instead of corrupting the files.

export class DatabaseInUseError extends Error {}

export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      createPidFile(file);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(readFileSync(file, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is in use by process ${owner}. Stop that server first, or use DATABASE_URL.`,
        );
      }
      rmSync(file, { force: true }); // left behind by a process that is gone
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dir}.`);
}
