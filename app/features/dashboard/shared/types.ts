import type { BlogPost, CaseStudy, PortfolioCard, Venture } from "#db/schema.server.ts";
import type { SessionUser } from "#core/session-user.ts";
import type { PublicationStatus } from "#core/publication.ts";
import type { Role } from "#core/permissions.ts";

// The API's JSON shapes as the dashboard receives them (dates arrive as ISO strings).

type Jsonify<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type CardJson = Jsonify<PortfolioCard>;
/** Admin lists and reads add the derived status (docs/product.md#editorial-calls scheduling). */
export type PostJson = Jsonify<BlogPost> & { status?: PublicationStatus };
export type CaseStudyJson = Jsonify<CaseStudy> & { status?: PublicationStatus };
export type VentureJson = Jsonify<Venture>;

/** A person of the Team section: the signed-in user's fields and when the row changed. */
export interface TeamMemberJson extends SessionUser {
  createdAt: string;
  updatedAt: string;
}

/** An open invitation (GET /api/invitations): not yet used or revoked; `expired` ones can be sent again. */
export interface InvitationJson {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

/** A new invitation link (POST /api/invitations, …/resend): `url` only when it was not mailed. */
export interface MadeInvitationJson {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
  url: string | null;
  mailed: boolean;
  /** "external": the identity provider handles passwords; the role is theirs at their first sign-in. */
  signIn: "built-in" | "external";
}

/** A password reset link the owner made (POST /api/users/{id}/reset-link): `url` only when it was not mailed. */
export interface ResetLinkJson {
  url: string | null;
  expiresAt: string;
  mailed: boolean;
}

/** docs/product.md#api lists the dashboard reads and refreshes after each change. */
export const KEYS = {
  user: ["/api/auth/user"],
  cards: ["/api/portfolio-cards"],
  adminPosts: ["/api/admin/blog-posts"],
  posts: ["/api/blog-posts"],
  adminCaseStudies: ["/api/admin/case-studies"],
  caseStudies: ["/api/case-studies"],
  ventures: ["/api/ventures"],
  users: ["/api/users"],
  invitations: ["/api/invitations"],
  tokens: ["/api/tokens"],
  webhooks: ["/api/webhooks"],
  deliveries: (webhookId: string) => [`/api/webhooks/${webhookId}/deliveries`],
} as const;

export interface ApiTokenJson {
  id: string;
  name: string;
  scope: "read" | "write";
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  /** The maker's email; null once they were removed. */
  createdBy: string | null;
  /** False once the maker is removed or no longer an owner: the token answers 401. */
  active: boolean;
}

export interface WebhookJson {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  failingSince: string | null;
  createdAt: string;
}

export interface WebhookDeliveryJson {
  id: string;
  event: string;
  createdAt: string;
  status: "pending" | "sending" | "delivered" | "failed";
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
}
