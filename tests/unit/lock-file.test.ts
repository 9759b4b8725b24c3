import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPidFile } from "#db/lock-file.server.ts";

const dir = mkdtempSync(path.join(tmpdir(), "arcwell-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("lock files", () => {
  it("appear with the pid already in them, and only once", () => {
    const file = path.join(dir, "db.lock");
    createPidFile(file);
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    expect(() => createPidFile(file)).toThrow(expect.objectContaining({ code: "EEXIST" }));
    expect(readdirSync(dir)).toEqual(["db.lock"]); // no staged file left behind
  });
});
