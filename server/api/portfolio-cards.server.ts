import { Router } from "express";
import { z } from "zod";
import { isStaff } from "#core/permissions.ts";
import { portfolioCardInputSchema, portfolioCardUpdateSchema } from "#core/schemas/portfolio-card.ts";
import type { Db } from "#db/client.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import {
  createCard,
  deleteCard,
  getCardById,
  listCards,
  pageCards,
  seedCards,
  updateCard,
} from "../content/cards.server.ts";
import { listRead, pageHeaders, pageQuery } from "../http/paging.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { PortfolioCard } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";
import { addRevisionRoutes, describeRevisions } from "./revisions.server.ts";

// docs/product.md#api portfolio cards. Visitors see active cards only; staff see all.
export const portfolioCardsApi = describeApi("Portfolio cards", "The ventures shown on /portfolio.", {
  "GET /api/portfolio-cards": {
    summary: "List portfolio cards",
    description:
      "Visitors see active cards only; staff see all. Ordered by sortOrder, then age. Paged with `limit` and `cursor`.",
    access: "public",
    query: pageQuery,
    responses: { 200: { description: "The cards.", json: z.array(PortfolioCard), headers: pageHeaders } },
  },
  "POST /api/portfolio-cards": {
    summary: "Create a portfolio card",
    access: "staff",
    body: portfolioCardInputSchema,
    responses: { 201: PortfolioCard },
  },
  "POST /api/portfolio-cards/seed": {
    summary: "Load the sample cards into an empty table",
    access: "owner",
    responses: { 201: z.array(PortfolioCard) },
    errors: { 409: "There are cards already." },
  },
  "PUT /api/portfolio-cards/:id": {
    summary: "Change a portfolio card",
    description: 'Send only the fields to change (at least one), e.g. `{ "isActive": false }` to hide it.',
    access: "staff",
    body: portfolioCardUpdateSchema,
    responses: { 200: PortfolioCard },
  },
  "DELETE /api/portfolio-cards/:id": {
    summary: "Delete a portfolio card",
    access: "owner",
    responses: { 204: "Deleted." },
  },
  ...describeRevisions("portfolio-card"),
});

export function portfolioCardsRouter(db: Db): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const includeHidden = isStaff(req.user?.role);
    await listRead(req, res, {
      whole: () => listCards(db, { includeHidden }),
      page: (page) => pageCards(db, { includeHidden, ...page }),
    });
  });
  router.post("/", changesContent, requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    res.status(201).json(await createCard(db, parseWith(portfolioCardInputSchema, req.body), writeContext(req)));
  });
  router.post("/seed", changesContent, requirePermission("seedPortfolioCards"), async (req, res) => {
    res.status(201).json(await seedCards(db, writeContext(req, "seed")));
  });
  router.put("/:id", changesContent, requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await updateCard(db, id, parseWith(portfolioCardUpdateSchema, req.body), writeContext(req)));
  });
  router.delete("/:id", changesContent, requirePermission("deletePortfolioCard"), async (req, res) => {
    await deleteCard(db, parseId(req.params.id), writeContext(req));
    res.status(204).end();
  });
  addRevisionRoutes(router, db, {
    kind: "portfolio-card",
    writePermission: "writeContent",
    getById: getCardById,
    updateSchema: portfolioCardUpdateSchema,
    update: updateCard,
  });
  return router;
}
