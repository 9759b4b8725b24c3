import { Router } from "express";
import { z } from "zod";
import { ACCOUNT_LINK_PATH, OWNER_RESET_VALID_HOURS } from "#core/account-links.ts";
import { ROLES } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { createResetLink } from "../auth/account-links.server.ts";
import { findPerson, listUsers, removePerson, setUserRole, signOutEverywhere } from "../content/users.server.ts";
import { ConflictError, NotFoundError } from "../errors.server.ts";
import { handOverLink, resetMail } from "../mail/account-mail.server.ts";
import { noContentChange, changesContent } from "../http/content-changes.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import type { PeopleOptions } from "./invitations.server.ts";
import { TeamMember } from "./openapi/answers.server.ts";
import { ResetLink } from "./openapi/people-answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// The owner's Team section: people and their roles (owner only): change a role, sign someone out
// everywhere, make a password reset link, remove a person (issue 27 item 1).

export const roleUpdateSchema = z.strictObject({
  role: z.enum(ROLES, { error: "Choose owner, team or investor." }),
});

export const usersApi = describeApi("Team", "People who have signed in, and their roles.", {
  "GET /api/users": {
    summary: "List people and their roles",
    access: "owner",
    responses: { 200: z.array(TeamMember) },
  },
  "PUT /api/users/:id/role": {
    summary: "Change someone's role",
    access: "owner",
    body: roleUpdateSchema,
    responses: { 200: TeamMember },
    errors: { 409: "The last owner cannot be demoted." },
  },
  "POST /api/users/:id/sign-out": {
    summary: "Sign someone out everywhere",
    access: "owner",
    responses: { 204: "Every session of theirs has ended." },
  },
  "POST /api/users/:id/reset-link": {
    summary: "Make a password reset link",
    access: "owner",
    responses: { 201: ResetLink },
    errors: { 409: "They have no password here: an external provider, or they have not accepted their invitation." },
  },
  "DELETE /api/users/:id": {
    summary: "Remove someone",
    access: "owner",
    responses: { 204: "Removed, with their account and sessions." },
    errors: { 409: "The last owner, or yourself." },
  },
});

export const NO_PASSWORD_MESSAGE =
  "This person has no password here: they sign in through your identity provider or have not accepted their invitation yet.";

export function usersRouter(db: Db, opts: PeopleOptions): Router {
  const router = Router();
  router.use(requirePermission("manageUsers"));
  router.get("/", async (_req, res) => {
    res.json(await listUsers(db));
  });
  router.put("/:id/role", changesContent, requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    const { role } = parseWith(roleUpdateSchema, req.body);
    res.json(await setUserRole(db, id, role, writeContext(req)));
  });
  router.post("/:id/sign-out", noContentChange, async (req, res) => {
    await signOutEverywhere(db, parseId(req.params.id), writeContext(req));
    res.status(204).end();
  });
  router.post("/:id/reset-link", noContentChange, async (req, res) => {
    const id = parseId(req.params.id);
    const person = await findPerson(db, id);
    if (!person) throw new NotFoundError("User");
    const link = opts.builtInSignIn
      ? await createResetLink(db, writeContext(req), { email: person.email, byOwner: true })
      : undefined;
    if (!link) throw new ConflictError(NO_PASSWORD_MESSAGE);
    const handed = await handOverLink({
      accountMail: opts.accountMail,
      shownOrigin: opts.linkOrigin(req),
      path: ACCOUNT_LINK_PATH.reset,
      token: link.token,
      mail: (url) => resetMail({ to: link.email, url, validMinutes: OWNER_RESET_VALID_HOURS * 60 }),
    });
    res.status(201).json({ ...handed, expiresAt: link.expiresAt });
  });
  router.delete("/:id", noContentChange, async (req, res) => {
    await removePerson(db, parseId(req.params.id), writeContext(req));
    res.status(204).end();
  });
  return router;
}
