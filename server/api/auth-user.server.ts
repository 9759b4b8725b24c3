import { Router } from "express";
import { z } from "zod";
import { requireSignedIn } from "../http/guards.server.ts";
import { SignedInUser } from "./openapi/answers.server.ts";
import { describeApi, type ResponseDescription } from "./openapi/describe.server.ts";

const signInPage = (when: string): ResponseDescription => ({ description: when, media: { "text/html": {} } });
const redirect = (to: string): ResponseDescription => ({
  description: `Redirect to ${to}.`,
  headers: { Location: { description: to } },
});

// The caller (below) and the sign-in navigations of server/auth/relying-party.server.ts, which
// are mounted beside the API router (server/app.server.ts) and described here.
export const authApi = describeApi(
  "Sign-in",
  "Who is calling, and the browser's sign-in and sign-out (OpenID Connect).",
  {
    "GET /api/auth/user": {
      summary: "The signed-in caller",
      access: "signed-in",
      responses: { 200: SignedInUser },
    },
    "GET /api/login": {
      summary: "Start signing in",
      description: "Sends the browser to the identity provider (authorization code with PKCE).",
      access: "public",
      browser: true,
      query: z.object({
        returnTo: z
          .string()
          .optional()
          .meta({ description: "A path on this site to come back to (default /dashboard)." }),
        fresh: z
          .literal("1")
          .optional()
          .meta({ description: "Ask for the password (and second factor) again, even with a provider session." }),
      }),
      responses: {
        303: redirect("the identity provider"),
        503: signInPage("The identity provider cannot be reached."),
      },
    },
    "GET /api/callback": {
      summary: "Finish signing in (the identity provider sends the browser here)",
      access: "public",
      browser: true,
      query: z.object({
        code: z.string().optional(),
        state: z.string().optional(),
        iss: z.string().optional(),
        error: z.string().optional(),
      }),
      responses: {
        303: redirect("the returnTo path, with a new session cookie"),
        400: signInPage("The sign-in expired, was already used, or could not be completed."),
        403: signInPage("The provider did not vouch for the email, or the email belongs to another identity."),
        503: signInPage("The identity provider cannot be reached."),
      },
    },
    "GET /api/logout": {
      summary: "Sign out",
      description: "From another site (Sec-Fetch-Site cross-site or same-site) the answer is a page that asks first.",
      access: "public",
      browser: true,
      responses: {
        200: signInPage("Asks before signing out."),
        303: redirect("the identity provider's sign-out, or /"),
      },
    },
    "POST /api/logout": {
      summary: "Sign out (the confirmation page's button)",
      access: "public",
      browser: true,
      responses: { 303: redirect("the identity provider's sign-out, or /") },
      errors: { 403: "Cross-site request refused." },
    },
  },
);

// GET /api/auth/user → the signed-in user or 401 { message: "Unauthorized" } (docs/product.md#api).
export function authUserRouter(): Router {
  const router = Router();
  router.get("/user", requireSignedIn, (req, res) => {
    res.set("Cache-Control", "no-store").json(req.user);
  });
  return router;
}
