import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

// The data directory holds password hashes, signing keys and session ids: only the server's
// user may read it (issue 17 item 7). Processes that write there run with umask 077, the
// directory is 0700, and trees copied from elsewhere (the build's database image, a restore)
// are brought to 0700 directories and 0600 files, since a copy keeps the source's modes.

/** Files created from now on by this process are readable by its user only. */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** `dir` exists and is 0700 (tightened when it was made more open before). */
export function privateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((lstatSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
}

/** Every directory under `root` (itself included) 0700, every file 0600; links are left alone. */
export function restrictTree(root: string): void {
  const stat = lstatSync(root);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) chmodSync(root, 0o700);
    for (const name of readdirSync(root)) restrictTree(path.join(root, name));
  } else if ((stat.mode & 0o077) !== 0) {
    chmodSync(root, stat.mode & 0o700);
  }
}

interface EmscriptenFs {
  chmod: (path: unknown, mode: number, dontFollow?: boolean) => void;
}

/**
 * PGlite's file layer (Emscripten) sets each new file's mode itself, with its own umask of 022,
 * by chmod — which the process umask does not touch: a relcache file came out 0644. Masking
 * its chmod keeps new files to the owner; files made during start-up are fixed once it is ready.
 */
export function keepPgliteFilesPrivate(client: { waitReady: Promise<void>; Module: unknown }, dir: string): void {
  void client.waitReady.then(
    () => {
      const fs = (client.Module as { FS?: EmscriptenFs }).FS;
      if (typeof fs?.chmod === "function") {
        const chmod = fs.chmod.bind(fs);
        fs.chmod = (target, mode, dontFollow) => chmod(target, mode & ~0o077, dontFollow);
      }
      restrictTree(dir);
    },
    () => {}, // a failed start is reported by the first query
  );
}
