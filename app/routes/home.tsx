import { PRODUCT_NAME } from "../../core/brand.ts";
import { servicesContext } from "../context.ts";
import { listCards } from "../../server/content/cards.server.ts";
import type { Route } from "./+types/home";

export function meta(): Route.MetaDescriptors {
  return [
    { title: `${PRODUCT_NAME} | Digital Venture Studio` },
    { name: "description", content: "We build, launch and scale digital ventures in AI, e-commerce and SaaS." },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { cards: (await listCards(db, { includeHidden: false })).slice(0, 6) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-5xl font-bold tracking-tight">We Build Your Future, One Venture at a Time.</h1>
      <h2 className="mt-16 text-2xl font-semibold">Our Clients</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {loaderData.cards.map((card) => (
          <li key={card.id} className="rounded-xl border border-slate-200 p-5">
            <p className="font-semibold">{card.name}</p>
            <p className="mt-1 text-sm text-slate-600">{card.description}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
