import { PRODUCT_NAME } from "#core/brand.ts";

// docs/product.md#public-screens Home 'What We Do For You': eight services, in this order. The first four show on
// small screens until 'See All Services' is pressed.
export const SERVICES = [
  {
    name: "Create",
    description: "Brands, products and content shaped from a blank page into something people remember.",
  },
  { name: "Automate", description: "AI agents and workflows that take repetitive work off your team's plate." },
  { name: "Build", description: "Web platforms and mobile apps engineered to launch fast and hold up at scale." },
  { name: "Scale", description: "Infrastructure, analytics and growth loops ready for your next million users." },
  {
    name: "Simplify",
    description: "Clear interfaces and lean processes that remove friction for customers and staff.",
  },
  { name: "Grow", description: "Acquisition, SEO and lifecycle marketing that compound month after month." },
  { name: "Transform", description: "Legacy operations rebuilt as digital tools your people actually enjoy using." },
  { name: "Imagine", description: "Ideation and strategy sprints that turn a hunch into a validated roadmap." },
] as const;

export const MOBILE_SERVICE_COUNT = 4;

export type ServiceName = (typeof SERVICES)[number]["name"];

/** JSON-LD: the services as a schema.org ItemList of Service. */
export function servicesJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "What We Do For You",
    itemListElement: SERVICES.map((service, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Service",
        name: service.name,
        description: service.description,
        serviceType: service.name,
        provider: { "@type": "Organization", name: PRODUCT_NAME, url: `${origin}/` },
      },
    })),
  };
}
