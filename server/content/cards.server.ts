import { and, eq, getTableColumns } from "drizzle-orm";
import type { PortfolioCardInput, PortfolioCardUpdate } from "#core/schemas/portfolio-card.ts";
import type { Db } from "#db/client.server.ts";
import { portfolioCards, type PortfolioCard } from "#db/schema.server.ts";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { NotFoundError } from "./errors.server.ts";
import { keyset, type Page, type PageRequest } from "./keyset.server.ts";
import { deleteById } from "./publishable.server.ts";
import { sanitizeRichText } from "./sanitize.server.ts";
import { seedEmptyTable } from "./seeding.server.ts";
import { contentEvents, withEvents } from "../webhooks/events.server.ts";

// Portfolio cards (docs/product.md#entities), ordered by sortOrder.
// fullDescription may hold markup: sanitized on write.

const clean = <T extends { fullDescription?: string | null }>(values: T): T =>
  typeof values.fullDescription === "string"
    ? { ...values, fullDescription: sanitizeRichText(values.fullDescription) || null }
    : values;

const ORDER = keyset([
  { expr: portfolioCards.sortOrder, dir: "asc", type: "integer" },
  { expr: portfolioCards.createdAt, dir: "asc", type: "timestamptz" },
  { expr: portfolioCards.id, dir: "asc", type: "uuid" },
]);
const visible = (opts: { includeHidden: boolean }) =>
  opts.includeHidden ? undefined : eq(portfolioCards.isActive, true);

export function listCards(db: Db, opts: { includeHidden: boolean }): Promise<PortfolioCard[]> {
  return db
    .select()
    .from(portfolioCards)
    .where(visible(opts))
    .orderBy(...ORDER.orderBy);
}

/** A page of the API's list read, after `cursor`. */
export async function pageCards(db: Db, opts: { includeHidden: boolean } & PageRequest): Promise<Page<PortfolioCard>> {
  const rows = await db
    .select({ ...getTableColumns(portfolioCards), cursor: ORDER.cursor })
    .from(portfolioCards)
    .where(and(visible(opts), ORDER.after(opts.cursor)))
    .orderBy(...ORDER.orderBy)
    .limit(opts.limit + 1);
  return ORDER.page(rows, opts.limit);
}

export function createCard(db: Db, input: PortfolioCardInput): Promise<PortfolioCard> {
  return withEvents(
    db,
    async (tx) => (await tx.insert(portfolioCards).values(clean(input)).returning())[0]!,
    (card) => contentEvents("portfolio-card", "created", null, card),
  );
}

export function updateCard(db: Db, id: string, patch: PortfolioCardUpdate): Promise<PortfolioCard> {
  return withEvents(
    db,
    async (tx) => {
      const [card] = await tx.update(portfolioCards).set(clean(patch)).where(eq(portfolioCards.id, id)).returning();
      if (!card) throw new NotFoundError("Portfolio card");
      return card;
    },
    (card) => contentEvents("portfolio-card", "updated", null, card),
  );
}

export const deleteCard = (db: Db, id: string) =>
  deleteById(db, portfolioCards, id, "portfolio-card", "Portfolio card");

export const seedCards = (db: Db) =>
  seedEmptyTable<PortfolioCard>(db, portfolioCards, "portfolio_cards", SAMPLE_CARDS.map(clean), "portfolio-card");
