import { z } from "zod";
import { ROLES } from "#core/permissions.ts";
import { named } from "./answers.server.ts";

// The People calls' answers (issue 27): invitations and reset links, beside answers.server.ts.

const invitationBase = {
  id: z.uuid(),
  email: z.email(),
  role: z.enum(ROLES),
  expiresAt: z.iso.datetime(),
};
export const Invitation = named(
  "Invitation",
  z.object({
    ...invitationBase,
    createdAt: z.iso.datetime(),
    expired: z.boolean().meta({ description: "The link no longer works; resend to make a new one." }),
  }),
  "An invitation not yet used or revoked.",
);
export const MadeInvitation = named(
  "MadeInvitation",
  z.object({
    ...invitationBase,
    url: z
      .url()
      .nullable()
      .meta({ description: "The one-time link, answered only here and only when it was not mailed." }),
    mailed: z.boolean(),
    signIn: z.enum(["built-in", "external"]).meta({
      description: "external: the identity provider handles passwords; the role is theirs at their first sign-in.",
    }),
  }),
  "A new invitation link.",
);
export const ResetLink = named(
  "ResetLink",
  z.object({
    url: z.url().nullable().meta({ description: "The one-time link, answered only when it was not mailed." }),
    expiresAt: z.iso.datetime(),
    mailed: z.boolean(),
  }),
  "A password reset link for someone's built-in account.",
);
