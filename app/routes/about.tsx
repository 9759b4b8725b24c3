import { AboutHero } from "../features/about/about-hero.tsx";
import { GetStarted } from "../features/about/get-started.tsx";
import { HowWeWork } from "../features/about/how-we-work.tsx";
import { MissionVision } from "../features/about/mission-vision.tsx";
import { Values } from "../features/about/values.tsx";
import { WhatWeDo } from "../features/about/what-we-do.tsx";
import { originFrom } from "../lib/origin.ts";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seoMeta(origin, {
    title: "About Us",
    description:
      "Arcwell Studio is a digital venture studio founded in 2024. Our mission, our vision, and how we take ventures from ideation and strategy to build, launch and growth.",
    keywords:
      "about Arcwell Studio, venture studio, startup studio, ideation and strategy, build and launch, scale and growth",
    path: "/about",
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ]),
    ],
  });
}

export default function About() {
  return (
    <main id="main" className="space-y-20 pb-20 sm:space-y-28 sm:pb-28">
      <AboutHero />
      <MissionVision />
      <WhatWeDo />
      <Values />
      <HowWeWork />
      <GetStarted />
    </main>
  );
}
