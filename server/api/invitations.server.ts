import { Router, type Request } from "express";
import { z } from "zod";
import { ACCOUNT_LINK_PATH, INVITE_VALID_DAYS } from "#core/account-links.ts";
import { ROLES } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { createInvitation, listInvitations, resendInvitation, revokeInvitation } from "../auth/invitations.server.ts";
import type { MadeLink } from "../auth/account-links.server.ts";
import { handOverLink, invitationMail, type AccountMail } from "../mail/account-mail.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import type { OriginOf } from "../http/request-origin.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { Invitation, MadeInvitation } from "./openapi/people-answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// The owner's invitations (issue 27 item 1, decision 049): invite someone by email with a role;
// with the built-in sign-in they get a one-time link to choose a password, mailed when mail is set
// up, else answered once for the owner to pass on. With an external provider the role is theirs
// at their first sign-in, and the provider handles passwords.

export const invitationInputSchema = z.strictObject({
  email: z.email({ error: "Enter a valid email address." }).max(254, "Use at most 254 characters."),
  role: z.enum(ROLES, { error: "Choose owner, team or investor." }),
});

export const invitationsApi = describeApi("Team", "Invitations to the dashboard.", {
  "GET /api/invitations": {
    summary: "List open invitations",
    access: "owner",
    responses: { 200: z.array(Invitation) },
  },
  "POST /api/invitations": {
    summary: "Invite someone with a role",
    access: "owner",
    body: invitationInputSchema,
    responses: { 201: MadeInvitation },
    errors: { 409: "The person already has an account." },
  },
  "POST /api/invitations/:id/resend": {
    summary: "Send an invitation again with a new link",
    access: "owner",
    responses: { 200: MadeInvitation },
  },
  "DELETE /api/invitations/:id": {
    summary: "Revoke an invitation",
    access: "owner",
    responses: { 204: "Revoked." },
  },
});

export interface PeopleOptions {
  linkOrigin: OriginOf;
  /** Set when mail is set up: links go by mail instead of being answered. */
  accountMail?: AccountMail;
  /** Whether the built-in provider signs people in (else links are neither made nor sent). */
  builtInSignIn: boolean;
}

export function invitationsRouter(db: Db, opts: PeopleOptions): Router {
  const router = Router();
  router.use(requirePermission("manageUsers"));

  /** What the owner sees of a made link: the address only when it was not mailed. */
  async function handOver(req: Request, link: MadeLink) {
    const role = link.role ?? "investor";
    const base = { id: link.id, email: link.email, role, expiresAt: link.expiresAt };
    if (!opts.builtInSignIn) return { ...base, url: null, mailed: false, signIn: "external" as const };
    const from = req.user?.email;
    const handed = await handOverLink({
      accountMail: opts.accountMail,
      shownOrigin: opts.linkOrigin(req),
      path: ACCOUNT_LINK_PATH.invite,
      token: link.token,
      mail: (url) => invitationMail({ to: link.email, role, url, validDays: INVITE_VALID_DAYS, from }),
    });
    return { ...base, ...handed, signIn: "built-in" as const };
  }

  router.get("/", async (_req, res) => {
    res.json(await listInvitations(db));
  });
  router.post("/", noContentChange, requireJsonBody, async (req, res) => {
    const input = parseWith(invitationInputSchema, req.body);
    const link = await createInvitation(db, writeContext(req), input);
    res.status(201).json(await handOver(req, link));
  });
  router.post("/:id/resend", noContentChange, async (req, res) => {
    const link = await resendInvitation(db, writeContext(req), parseId(req.params.id));
    res.json(await handOver(req, link));
  });
  router.delete("/:id", noContentChange, async (req, res) => {
    await revokeInvitation(db, writeContext(req), parseId(req.params.id));
    res.status(204).end();
  });
  return router;
}
