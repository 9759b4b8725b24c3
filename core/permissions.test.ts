import { describe, expect, it } from "vitest";
import { can, isRole, isStaff } from "./permissions.ts";

describe("the role matrix (docs/product.md#roles)", () => {
  it("lets only the owner delete cards and posts and seed cards", () => {
    for (const p of ["deletePortfolioCard", "deleteBlogPost", "seedPortfolioCards", "manageUsers"] as const) {
      expect([can("owner", p), can("team", p), can("investor", p), can(undefined, p)]).toEqual([
        true,
        false,
        false,
        false,
      ]);
    }
  });
  it("lets staff write content, delete case studies, upload and generate", () => {
    for (const p of [
      "writeContent",
      "deleteCaseStudy",
      "writeVentures",
      "upload",
      "generateContent",
      "readAllContent",
    ] as const) {
      expect([can("owner", p), can("team", p), can("investor", p), can(null, p)]).toEqual([true, true, false, false]);
    }
  });
  it("lets every signed-in role read ventures", () => {
    expect([can("owner", "readVentures"), can("team", "readVentures"), can("investor", "readVentures")]).toEqual([
      true,
      true,
      true,
    ]);
    expect(can(undefined, "readVentures")).toBe(false);
  });
  it("recognises only the three roles", () => {
    expect(isRole("owner")).toBe(true);
    expect(isRole("admin")).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(isStaff("team")).toBe(true);
    expect(isStaff("investor")).toBe(false);
  });
});
