import { lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/** Paths under `root` (itself included) that others could read or write: group or other bits set. */
export function openModes(root: string): string[] {
  const open: string[] = [];
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if ((stat.mode & 0o077) !== 0) open.push(`${(stat.mode & 0o777).toString(8)} ${p}`);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(root);
  return open;
}
