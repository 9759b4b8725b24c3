import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { START_COMMAND } from "../../scripts/server-node-flags.ts";

// `npm start` and the scripts and tests that start the server as it does pass the same Node
// flags and environment defaults (scripts/server-node-flags.ts, decisions 035 and 036).

describe("the production server's Node flags", () => {
  it("are those `npm start` passes", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(START_COMMAND);
  });
});
