import { Router } from "express";
import { requireSignedIn } from "../http/guards.ts";

// GET /api/auth/user → the signed-in user or 401 { message: "Unauthorized" } (SPEC §7).
export function authUserRouter(): Router {
  const router = Router();
  router.get("/user", requireSignedIn, (req, res) => {
    res.set("Cache-Control", "no-store").json(req.user);
  });
  return router;
}
