import { describe, expect, it } from "vitest";
import { completeLines } from "./import-request.ts";

describe("completeLines", () => {
  it("reads the whole lines of a body still arriving and leaves the partial last one", () => {
    expect(completeLines('{"done":1,"total":3}\n{"done":2,"to')).toEqual([{ done: 1, total: 3 }]);
  });

  it("reads every line once the body has ended with a newline", () => {
    const body = '{"done":3,"total":3}\n{"report":{"created":3}}\n';
    expect(completeLines(body)).toEqual([{ done: 3, total: 3 }, { report: { created: 3 } }]);
  });

  it("skips blank and unreadable lines and reads nothing before the first newline", () => {
    expect(completeLines('\n  \nnot json\n{"done":0,"total":1}\n')).toEqual([{ done: 0, total: 1 }]);
    expect(completeLines('{"done":1')).toEqual([]);
  });
});
