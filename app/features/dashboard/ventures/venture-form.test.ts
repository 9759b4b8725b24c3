import { describe, expect, it } from "vitest";
import { addVenturePayload, editVenturePayload, EMPTY_VENTURE, type VentureFormValues } from "./venture-form.ts";

// The Add Brand and Edit Venture forms' values → the body sent to /api/ventures, or the messages shown.

const filled: VentureFormValues = {
  ...EMPTY_VENTURE,
  name: "Harborline",
  oneLiner: "Bookings for small marinas",
  description: "Slip bookings and payments.",
  problemThreeWords: "Slips sit empty",
  solutionThreeWords: "Online slip booking",
  targetAudience: "Small marinas\nSailing clubs",
  monetization: "Per booking fee",
  baselineCost: "$1,250/month",
  breakEvenTarget: "Q4 2024",
  styleVisualVoice: "Calm, nautical",
};

describe("addVenturePayload", () => {
  it("sends the add-form fields with progress as a number and without status", () => {
    expect(
      addVenturePayload({ ...filled, phase: "mvp", progressPercentage: "35", status: "launched", owner: "Sam" }),
    ).toStrictEqual({
      ok: true,
      body: {
        name: "Harborline",
        oneLiner: "Bookings for small marinas",
        phase: "mvp",
        description: "Slip bookings and payments.",
        problemThreeWords: "Slips sit empty",
        solutionThreeWords: "Online slip booking",
        targetAudience: "Small marinas\nSailing clubs",
        monetization: "Per booking fee",
        owner: "Sam",
        baselineCost: "$1,250/month",
        breakEvenTarget: "Q4 2024",
        styleVisualVoice: "Calm, nautical",
        websiteLink: "",
        deckLink: "",
        notes: "",
        progressPercentage: 35,
      },
    });
  });

  it("calls a blank progress required and an out-of-range one by its rule", () => {
    expect(addVenturePayload({ ...filled, progressPercentage: " " })).toStrictEqual({
      ok: false,
      errors: { progressPercentage: "This field is required." },
      missing: [],
    });
    expect(addVenturePayload({ ...filled, progressPercentage: "140", websiteLink: "not a site" })).toStrictEqual({
      ok: false,
      errors: {
        progressPercentage: "Must be at most 100.",
        websiteLink: "Use a web address such as https://example.com.",
      },
      missing: [],
    });
  });

  it("names every blank required field", () => {
    const check = addVenturePayload(EMPTY_VENTURE);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.missing).toStrictEqual([
      "name",
      "oneLiner",
      "description",
      "problemThreeWords",
      "solutionThreeWords",
      "targetAudience",
      "monetization",
      "baselineCost",
      "breakEvenTarget",
      "styleVisualVoice",
    ]);
  });
});

describe("editVenturePayload", () => {
  it("sends status too", () => {
    const check = editVenturePayload({ ...filled, status: "launched" });
    expect(check.ok && check.body).toMatchObject({ name: "Harborline", status: "launched", progressPercentage: 0 });
  });

  it("refuses a cleared required field with its message", () => {
    expect(editVenturePayload({ ...filled, oneLiner: "" })).toStrictEqual({
      ok: false,
      errors: { oneLiner: "This field is required." },
      missing: [],
    });
  });
});
