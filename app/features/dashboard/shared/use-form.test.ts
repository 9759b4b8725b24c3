import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api.ts";
import { apiFormErrors, sameValues, toFormErrors } from "./use-form.ts";

// Field errors (the API's `errors` body or a zod error) → one message per form field.

describe("toFormErrors", () => {
  it("keeps a field's first message", () => {
    expect(
      toFormErrors({ title: ["This field is required.", "Use at most 200 characters."], excerpt: ["Too long."] }),
    ).toStrictEqual({
      title: "This field is required.",
      excerpt: "Too long.",
    });
  });

  it("folds list items into their field, named by position and part", () => {
    const names = { stats: "Line", tags: "Tag" };
    expect(
      toFormErrors(
        { "stats.1.value": ["This field is required."], "tags.0": ["Each item must be at most 50 characters."] },
        names,
      ),
    ).toStrictEqual({
      stats: "Line 2 (value): This field is required.",
      tags: "Tag 1: Each item must be at most 50 characters.",
    });
    expect(toFormErrors({ "videoGallery.0.url.x": ["Bad."] })).toStrictEqual({ videoGallery: "Item 1 (url.x): Bad." });
  });

  it("shows only the first message a field gets, item or not", () => {
    expect(
      toFormErrors({ "stats.2.label": ["First."], "stats.0.value": ["Second."], stats: ["Third."] }, { stats: "Line" }),
    ).toStrictEqual({
      stats: "Line 3 (label): First.",
    });
  });

  it("gives a nested path that is not a list item without a prefix", () => {
    expect(toFormErrors({ "meta.title": ["Must be text."] })).toStrictEqual({ meta: "Must be text." });
  });

  it("passes over empty message lists and keeps form-level errors under _", () => {
    expect(toFormErrors({ title: [], "title.x": ["Later."], _: ["Send at least one field to update."] })).toStrictEqual(
      {
        title: "Later.",
        _: "Send at least one field to update.",
      },
    );
  });

  it("maps nothing to nothing", () => {
    expect(toFormErrors({})).toStrictEqual({});
  });
});

describe("apiFormErrors", () => {
  it("maps the field errors of a 400 or 409 answer, else none", () => {
    const body = {
      message: "Invalid input",
      errors: { slug: ["That slug is already in use"], "tags.1": ["Too long."] },
    };
    expect(apiFormErrors(new ApiError(409, "409: conflict", body), { tags: "Tag" })).toStrictEqual({
      slug: "That slug is already in use",
      tags: "Tag 2: Too long.",
    });
    expect(apiFormErrors(new ApiError(400, "400: bad", { message: "Bad" }))).toBeNull();
    expect(apiFormErrors(new ApiError(500, "500: oops", body))).toBeNull();
    expect(apiFormErrors(new Error("offline"))).toBeNull();
  });
});

describe("sameValues (unsaved changes)", () => {
  const opened = {
    title: "Field notes",
    tags: "AI, Growth",
    isPublished: false,
    featuredImageAlt: null,
    imageGallery: ["/a.svg", "/b.svg"],
    videoGallery: [{ url: "https://vimeo.com/1", title: "Video 1" }],
  };

  it("finds no change in the values a form opened with, nor in lists rebuilt with the same entries", () => {
    expect(sameValues(opened, { ...opened })).toBe(true);
    expect(
      sameValues(opened, {
        ...opened,
        imageGallery: [...opened.imageGallery],
        videoGallery: [{ title: "Video 1", url: "https://vimeo.com/1" }],
      }),
    ).toBe(true);
  });

  it("finds a change in any value, list entry, order or length", () => {
    expect(sameValues(opened, { ...opened, title: "Field notes " })).toBe(false);
    expect(sameValues(opened, { ...opened, isPublished: true })).toBe(false);
    expect(sameValues(opened, { ...opened, featuredImageAlt: "" })).toBe(false);
    expect(sameValues(opened, { ...opened, imageGallery: ["/b.svg", "/a.svg"] })).toBe(false);
    expect(sameValues(opened, { ...opened, imageGallery: ["/a.svg"] })).toBe(false);
    expect(sameValues(opened, { ...opened, videoGallery: [{ url: "https://vimeo.com/1", title: "Intro" }] })).toBe(
      false,
    );
  });

  it("tells a list from a record and null from an empty value", () => {
    expect(sameValues([], {})).toBe(false);
    expect(sameValues(null, "")).toBe(false);
    expect(sameValues(null, {})).toBe(false);
    expect(sameValues({ a: undefined }, {})).toBe(true);
    expect(sameValues(Number.NaN, Number.NaN)).toBe(true);
  });
});
