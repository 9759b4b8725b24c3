import { describe, expect, it } from "vitest";
import { cardPayload, cardToForm, EMPTY_CARD, type CardFormValues } from "./card-form.ts";
import type { CardJson } from "../shared/types.ts";

// The Add/Edit Card form's values → the body sent to /api/portfolio-cards, or the messages shown.

const filled: CardFormValues = {
  ...EMPTY_CARD,
  name: "Orbitly",
  description: "Orbit planning for small satellite teams.",
  category: "B2B Tools",
};

describe("cardPayload", () => {
  it("names the blank required fields, in the schema's order, with a message under each", () => {
    expect(cardPayload(EMPTY_CARD)).toStrictEqual({
      ok: false,
      errors: {
        name: "This field is required.",
        description: "This field is required.",
        category: "This field is required.",
      },
      missing: ["name", "description", "category"],
    });
  });

  it("counts a name of spaces as blank", () => {
    expect(cardPayload({ ...filled, name: "   " })).toStrictEqual({
      ok: false,
      errors: { name: "This field is required." },
      missing: ["name"],
    });
  });

  it("reports the schema's other rules without missing fields; list items by position", () => {
    expect(
      cardPayload({
        ...filled,
        websiteUrl: "not a site",
        sortOrder: "1.5",
        services: ["AI Integration", "x".repeat(61)],
      }),
    ).toStrictEqual({
      ok: false,
      errors: {
        services: "Service 2: Each item must be at most 60 characters.",
        websiteUrl: "Use a web address such as https://example.com.",
        sortOrder: "Must be a whole number.",
      },
      missing: [],
    });
  });

  it("sends the form's own strings, a whole sort order, and alt texts only beside an address", () => {
    const check = cardPayload({
      ...filled,
      name: " Orbitly ",
      services: ["AI Integration", "Growth & SEO"],
      color: "from-purple-500 to-violet-500",
      logoUrl: "  ",
      logoAlt: "Orbitly logo",
      imageUrl: "/images/samples/aurora.svg",
      imageAlt: "",
      websiteUrl: "orbitly.example",
      internalRoute: "orbitly",
      isActive: false,
      sortOrder: " -3 ",
    });
    expect(check).toStrictEqual({
      ok: true,
      body: {
        name: " Orbitly ",
        tagline: "",
        description: "Orbit planning for small satellite teams.",
        fullDescription: "",
        category: "B2B Tools",
        phase: "Web Platform",
        services: ["AI Integration", "Growth & SEO"],
        color: "from-purple-500 to-violet-500",
        logoUrl: "  ",
        logoAlt: null,
        imageUrl: "/images/samples/aurora.svg",
        imageAlt: "",
        websiteUrl: "orbitly.example",
        hasInternalLanding: false,
        // No internal landing page: the route is cleared.
        internalRoute: "",
        isActive: false,
        sortOrder: -3,
      },
    });
  });

  it("keeps the internal route while the landing page is on; a blank sort order is left to the server", () => {
    const check = cardPayload({ ...filled, hasInternalLanding: true, internalRoute: "supplylink", sortOrder: "" });
    expect(check.ok && check.body).toMatchObject({
      hasInternalLanding: true,
      internalRoute: "supplylink",
      sortOrder: undefined,
    });
  });

  it("refuses an internal route that is not a slug", () => {
    expect(cardPayload({ ...filled, hasInternalLanding: true, internalRoute: "Supply Link" })).toStrictEqual({
      ok: false,
      errors: { internalRoute: "Use lowercase letters, digits and single hyphens." },
      missing: [],
    });
  });
});

describe("cardToForm", () => {
  it("turns nulls into blank inputs and the sort order into text", () => {
    const card = {
      id: "c1",
      name: "Brightcart",
      tagline: null,
      description: "Checkout for small shops.",
      fullDescription: null,
      category: "E-commerce",
      phase: "MVP",
      services: ["AI Integration"],
      color: "from-pink-500 to-rose-500",
      logoUrl: null,
      logoAlt: null,
      imageUrl: "/images/samples/waves.svg",
      imageAlt: "Waves",
      websiteUrl: null,
      hasInternalLanding: true,
      internalRoute: "brightcart",
      isActive: true,
      sortOrder: 4,
    } as unknown as CardJson;
    expect(cardToForm(card)).toStrictEqual({
      name: "Brightcart",
      tagline: "",
      description: "Checkout for small shops.",
      fullDescription: "",
      category: "E-commerce",
      phase: "MVP",
      services: ["AI Integration"],
      color: "from-pink-500 to-rose-500",
      logoUrl: "",
      logoAlt: null,
      imageUrl: "/images/samples/waves.svg",
      imageAlt: "Waves",
      websiteUrl: "",
      hasInternalLanding: true,
      internalRoute: "brightcart",
      isActive: true,
      sortOrder: "4",
    });
  });
});
