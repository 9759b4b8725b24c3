import { PRODUCT_NAME } from "#core/brand.ts";
import { breadcrumbJsonLd, seoMeta } from "../../lib/seo.ts";
import { LEADSMANAGER } from "./leadsmanager-content.ts";
import { SUPPLYLINK } from "./supplylink-content.ts";

// Meta of the venture landing pages: title, description, canonical, breadcrumbs and the product.

function ventureMeta(
  origin: string,
  v: {
    name: string;
    title: string;
    description: string;
    path: string;
    category: string;
    keywords: string;
    logo: string;
  },
) {
  return seoMeta(origin, {
    title: v.title,
    path: v.path,
    description: v.description,
    keywords: v.keywords,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Our Portfolio", path: "/portfolio" },
        { name: v.name, path: v.path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "SoftwareApplication",
        name: v.name,
        description: v.description,
        applicationCategory: v.category,
        operatingSystem: "Web",
        url: `${origin}${v.path}`,
        image: `${origin}${v.logo}`,
        creator: { "@type": "Organization", name: PRODUCT_NAME, url: `${origin}/` },
      },
    ],
  });
}

export const leadsManagerMeta = (origin: string) =>
  ventureMeta(origin, {
    ...LEADSMANAGER,
    path: "/ventures/leadsmanager",
    category: "BusinessApplication",
    keywords:
      "LeadsManager, CRM for small teams, lead management, sales pipeline, follow-up reminders, sales analytics, AI CRM",
    logo: "/images/samples/logo-leadsmanager.svg",
  });

export const supplyLinkMeta = (origin: string) =>
  ventureMeta(origin, {
    ...SUPPLYLINK,
    path: "/ventures/supplylink",
    category: "BusinessApplication",
    keywords:
      "SupplyLink, supplier sourcing, manufacturers, request for quotation, product sourcing platform, reorder management",
    logo: "/images/samples/logo-supplylink.svg",
  });
