import { Router } from "express";
import { isStaff } from "../../core/permissions.ts";
import { portfolioCardInputSchema, portfolioCardUpdateSchema } from "../../core/schemas/portfolio-card.ts";
import type { Db } from "../../db/client.ts";
import { createCard, deleteCard, listCards, seedCards, updateCard } from "../content/cards.server.ts";
import { parseWith } from "../http/errors.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.ts";

// SPEC §7 portfolio cards. Visitors see active cards only; staff see all.
export function portfolioCardsRouter(db: Db): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await listCards(db, { includeHidden: isStaff(req.user?.role) }));
  });
  router.post("/", requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    res.status(201).json(await createCard(db, parseWith(portfolioCardInputSchema, req.body)));
  });
  router.post("/seed", requirePermission("seedPortfolioCards"), async (_req, res) => {
    res.status(201).json(await seedCards(db));
  });
  router.put("/:id", requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await updateCard(db, id, parseWith(portfolioCardUpdateSchema, req.body)));
  });
  router.delete("/:id", requirePermission("deletePortfolioCard"), async (req, res) => {
    await deleteCard(db, parseId(req.params.id));
    res.status(204).end();
  });
  return router;
}
