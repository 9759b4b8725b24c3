import { and, eq, getTableColumns } from "drizzle-orm";
import type { PortfolioCardInput, PortfolioCardUpdate } from "#core/schemas/portfolio-card.ts";
import type { Db } from "#db/client.server.ts";
import { portfolioCards, type PortfolioCard } from "#db/schema.server.ts";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { keyset, type Page, type PageRequest } from "./keyset.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { writeContent } from "./changes.server.ts";
import { deleteById, updateLocked } from "./publishable.server.ts";
import { sanitizeRichText } from "./sanitize.server.ts";
import { seedEmptyTable } from "./seeding.server.ts";
import { dependsOn, listTag } from "./dependencies.server.ts";

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
  dependsOn(listTag("portfolio-card"));
  return db
    .select()
    .from(portfolioCards)
    .where(visible(opts))
    .orderBy(...ORDER.orderBy);
}

/** A page of the API's list read, after `cursor`. */
export async function pageCards(db: Db, opts: { includeHidden: boolean } & PageRequest): Promise<Page<PortfolioCard>> {
  dependsOn(listTag("portfolio-card"));
  const rows = await db
    .select({ ...getTableColumns(portfolioCards), cursor: ORDER.cursor })
    .from(portfolioCards)
    .where(and(visible(opts), ORDER.after(opts.cursor)))
    .orderBy(...ORDER.orderBy)
    .limit(opts.limit + 1);
  return ORDER.page(rows, opts.limit);
}

export function createCard(db: Db, input: PortfolioCardInput, ctx: WriteContext): Promise<PortfolioCard> {
  return writeContent<PortfolioCard>(db, ctx, "portfolio-card", "created", async (tx) => ({
    before: null,
    after: (await tx.insert(portfolioCards).values(clean(input)).returning())[0]!,
  }));
}

export function updateCard(db: Db, id: string, patch: PortfolioCardUpdate, ctx: WriteContext): Promise<PortfolioCard> {
  return updateLocked<PortfolioCard>(db, ctx, { kind: "portfolio-card", id, patch: clean(patch) });
}

export const deleteCard = (db: Db, id: string, ctx: WriteContext) => deleteById(db, ctx, "portfolio-card", id);

/** The card with `id` (revisions). */
export async function getCardById(db: Db, id: string): Promise<PortfolioCard | null> {
  const [card] = await db.select().from(portfolioCards).where(eq(portfolioCards.id, id)).limit(1);
  return card ?? null;
}

export const seedCards = (db: Db, ctx: WriteContext) =>
  seedEmptyTable<PortfolioCard>(db, ctx, portfolioCards, "portfolio_cards", SAMPLE_CARDS.map(clean), "portfolio-card");
