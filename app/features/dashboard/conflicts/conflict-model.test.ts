import { describe, expect, it } from "vitest";
import { defaultChoices, findConflicts, humanize, keepsMine, mergeValues, pairedFields } from "./conflict-model.ts";

// A save refused because someone else saved a newer version: which fields changed, by whom, what is chosen
// by default, and what the form holds after the choices.

const LABELS = { title: "Title", excerpt: "Excerpt", content: "Content", tags: "Tags", isPublished: "Published" };

const base = {
  title: "Spring notes",
  excerpt: "What changed.",
  content: "<p>Three things.</p>",
  tags: "AI, Growth",
  isPublished: false,
  readTime: "5",
};

describe("findConflicts", () => {
  it("lists the fields they changed, asking where both of us changed them differently", () => {
    const mine = { ...base, title: "Spring notes, mine", excerpt: "My excerpt." };
    const theirs = { ...base, title: "Spring notes, theirs", content: "<p>Four things.</p>" };
    const model = findConflicts({ base, mine, theirs, labels: LABELS });
    expect(model.rows.map((r) => [r.id, r.label, r.changedBy])).toEqual([
      ["title", "Title", "both"],
      ["content", "Content", "them"],
    ]);
    expect(model.rows[0]!.fields).toEqual([
      {
        key: "title",
        label: "Title",
        base: "Spring notes",
        mine: "Spring notes, mine",
        theirs: "Spring notes, theirs",
      },
    ]);
    expect(model.mineOnly).toEqual([{ key: "excerpt", label: "Excerpt" }]);
    expect(model.same).toEqual([]);
  });

  it("needs no choice where we both made the same change", () => {
    const mine = { ...base, tags: "AI, Growth, Ops" };
    const theirs = { ...base, tags: "AI, Growth, Ops" };
    const model = findConflicts({ base, mine, theirs, labels: LABELS });
    expect(model.rows).toEqual([]);
    expect(model.same).toEqual([{ key: "tags", label: "Tags" }]);
  });

  it("finds nothing to decide when their save changed no field of the form", () => {
    const model = findConflicts({ base, mine: { ...base, title: "Mine" }, theirs: { ...base }, labels: LABELS });
    expect(model.rows).toEqual([]);
    expect(model.mineOnly).toEqual([{ key: "title", label: "Title" }]);
  });

  it("keeps the form's order (its labels), then other fields, named from their keys", () => {
    const theirs = { ...base, readTime: "7", isPublished: true, title: "Theirs" };
    const model = findConflicts({ base, mine: base, theirs, labels: LABELS });
    expect(model.rows.map((r) => r.label)).toEqual(["Title", "Published", "Read time"]);
  });

  it("compares lists and records by content", () => {
    const withGallery = {
      ...base,
      imageGallery: ["/a.png"],
      videoGallery: [{ url: "https://youtu.be/x", title: "X" }],
    };
    const same = {
      ...withGallery,
      imageGallery: ["/a.png"],
      videoGallery: [{ url: "https://youtu.be/x", title: "X" }],
    };
    expect(findConflicts({ base: withGallery, mine: same, theirs: same }).rows).toEqual([]);
    const theirs = { ...withGallery, videoGallery: [{ url: "https://youtu.be/x", title: "Y" }] };
    expect(findConflicts({ base: withGallery, mine: same, theirs }).rows.map((r) => r.id)).toEqual(["videoGallery"]);
  });

  it("decides on a gallery and its alt texts together", () => {
    const gallery = { ...base, imageGallery: ["/a.png", "/b.png"], imageGalleryAlts: ["A", null] };
    const mine = { ...gallery, imageGalleryAlts: ["A", "B"] };
    const theirs = { ...gallery, imageGallery: ["/a.png"], imageGalleryAlts: ["A"] };
    const model = findConflicts({ base: gallery, mine, theirs, labels: { imageGallery: "Image gallery" } });
    expect(model.rows).toHaveLength(1);
    expect(model.rows[0]).toMatchObject({ id: "imageGallery", label: "Image gallery", changedBy: "both" });
    expect(model.rows[0]!.fields.map((f) => f.key)).toEqual(["imageGallery", "imageGalleryAlts"]);
    const merged = mergeValues(mine, theirs, model, { imageGallery: "theirs" });
    expect(merged.imageGallery).toEqual(["/a.png"]);
    expect(merged.imageGalleryAlts).toEqual(["A"]);
  });

  it("takes groups it is given", () => {
    const b = { ...base, featuredImageUrl: "/a.png", featuredImageAlt: "A" };
    const theirs = { ...b, featuredImageUrl: "/b.png", featuredImageAlt: "B" };
    const model = findConflicts({ base: b, mine: b, theirs, together: [["featuredImageUrl", "featuredImageAlt"]] });
    expect(model.rows.map((r) => r.fields.map((f) => f.key))).toEqual([["featuredImageUrl", "featuredImageAlt"]]);
  });
});

describe("defaultChoices and mergeValues", () => {
  const mine = { ...base, title: "Mine", excerpt: "My excerpt." };
  const theirs = { ...base, title: "Theirs", content: "<p>Four things.</p>", isPublished: true };
  const model = findConflicts({ base, mine, theirs, labels: LABELS });

  it("keeps mine where I changed the field too, takes theirs where only they did", () => {
    expect(defaultChoices(model)).toEqual({ title: "mine", content: "theirs", isPublished: "theirs" });
  });

  it("merges by default: my changes, and theirs where I changed nothing", () => {
    expect(mergeValues(mine, theirs, model, {})).toEqual({
      ...base,
      title: "Mine",
      excerpt: "My excerpt.",
      content: "<p>Four things.</p>",
      isPublished: true,
    });
  });

  it("follows the person's choices", () => {
    const merged = mergeValues(mine, theirs, model, { title: "theirs", isPublished: "mine" });
    expect(merged).toEqual({ ...base, title: "Theirs", excerpt: "My excerpt.", content: "<p>Four things.</p>" });
  });

  it("leaves the form changed only while something of mine is left", () => {
    expect(keepsMine(mergeValues(mine, theirs, model, {}), theirs)).toBe(true);
    const onlyTheirs = findConflicts({ base, mine: { ...base, title: "Mine" }, theirs, labels: LABELS });
    expect(keepsMine(mergeValues({ ...base, title: "Mine" }, theirs, onlyTheirs, { title: "theirs" }), theirs)).toBe(
      false,
    );
  });

  it("does not change the values it is given", () => {
    const copy = structuredClone(mine);
    mergeValues(mine, theirs, model, { title: "theirs" });
    expect(mine).toEqual(copy);
  });
});

describe("pairedFields and humanize", () => {
  it("pairs a list with its alts", () => {
    expect(pairedFields(["title", "imageGallery", "imageGalleryAlts", "featuredImageAlt"])).toEqual([
      ["imageGallery", "imageGalleryAlts"],
    ]);
    expect(pairedFields(["imageGalleryAlts"])).toEqual([]);
  });

  it("names a field the form has no label for", () => {
    expect(humanize("featuredImageAlt")).toBe("Featured image alt");
    expect(humanize("read_time")).toBe("Read time");
  });
});

describe("findConflicts without a base", () => {
  it("lists every field where mine and theirs differ, keeping mine by default", () => {
    const mine = { ...base, title: "Mine", excerpt: "Same either way." };
    const theirs = { ...base, title: "Theirs", excerpt: "Same either way.", isPublished: true };
    const model = findConflicts({ base: null, mine, theirs, labels: LABELS });
    expect(model.rows.map((r) => [r.id, r.changedBy])).toEqual([
      ["title", "both"],
      ["isPublished", "both"],
    ]);
    expect(model.mineOnly).toEqual([]);
    expect(model.same).toEqual([]);
    expect(defaultChoices(model)).toEqual({ title: "mine", isPublished: "mine" });
    expect(mergeValues(mine, theirs, model, { isPublished: "theirs" })).toEqual({ ...mine, isPublished: true });
  });
});
