import { describe, expect, it } from "vitest";
import { z } from "zod";
import { requiredText, stringList } from "#core/schemas/common.ts";
import { checkPayload, missingFields } from "./form-check.ts";

// The required fields left blank come from the schema's own issues, not from a list in the form.

const schema = z.strictObject({
  name: requiredText(20),
  author: requiredText(20).optional(),
  items: z.array(z.strictObject({ label: requiredText(10) })).optional(),
  tags: stringList(5, 2).optional(),
  summary: requiredText(5),
});

const issues = (body: unknown) => {
  const result = schema.safeParse(body);
  if (result.success) throw new Error("expected a failure");
  return result.error;
};

describe("missingFields", () => {
  it("lists required fields refused as blank, in the schema's order", () => {
    expect(missingFields(schema, issues({ summary: " ", name: "" }))).toStrictEqual(["name", "summary"]);
  });

  it("leaves out optional fields, list items, other rules and unknown keys", () => {
    const error = issues({ name: "a".repeat(21), author: "", items: [{ label: "" }], summary: "ok", extra: 1 });
    expect(missingFields(schema, error)).toStrictEqual([]);
  });

  it("counts a field that is absent", () => {
    expect(missingFields(schema, issues({ name: "N" }))).toStrictEqual(["summary"]);
  });
});

describe("checkPayload", () => {
  it("answers the body as given (not as parsed) when the schema accepts it", () => {
    const body = { name: " N ", summary: "S", tags: [" a ", "a"] };
    expect(checkPayload(schema, body)).toStrictEqual({ ok: true, body });
  });

  it("answers one message per field, item names, extra errors over the schema's, and the missing fields", () => {
    expect(
      checkPayload(
        schema,
        { name: "", items: [{ label: "" }], tags: ["a", "b", "c"], summary: "x".repeat(6) },
        {
          itemNames: { items: "Row" },
          extraErrors: { summary: "Keep it short." },
        },
      ),
    ).toStrictEqual({
      ok: false,
      errors: {
        name: "This field is required.",
        items: "Row 1 (label): This field is required.",
        tags: "Use at most 2 items.",
        summary: "Keep it short.",
      },
      missing: ["name"],
    });
  });
});
