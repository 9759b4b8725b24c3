import { describe, expect, it } from "vitest";
import { mediaFiltersOf } from "./media-address.ts";

describe("the Media section's address", () => {
  it("reads the search and filters", () => {
    expect(mediaFiltersOf(new URLSearchParams("tab=media&q=logo&type=image&tag=brand&unused=true"))).toEqual({
      q: "logo",
      type: "image",
      tag: "brand",
      unused: "true",
    });
  });

  it("takes anything unknown as no filter", () => {
    expect(mediaFiltersOf(new URLSearchParams("type=pdf&unused=yes&q=%20%20"))).toEqual({
      q: "",
      type: "",
      tag: "",
      unused: "",
    });
  });
});
