import { linkSync, rmSync, writeFileSync } from "node:fs";

/**
 * Creates `file` holding this process's pid, failing with EEXIST when it exists. The pid is
 * written beside it and hard-linked into place, so the lock never appears empty: a start that
 * read an empty lock took it for a dead one's and took it over (found by the data-dir helper).
 */
export function createPidFile(file: string): void {
  const staged = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(staged, String(process.pid), { mode: 0o600 });
  try {
    linkSync(staged, file);
  } finally {
    rmSync(staged, { force: true });
  }
}
