import type { BlogPost, CaseStudy, PortfolioCard, Venture } from "../../../../db/schema.ts";
import type { Role } from "../../../../core/permissions.ts";

// The API's JSON shapes as the dashboard receives them (dates arrive as ISO strings).

type Jsonify<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type CardJson = Jsonify<PortfolioCard>;
export type PostJson = Jsonify<BlogPost>;
export type CaseStudyJson = Jsonify<CaseStudy>;
export type VentureJson = Jsonify<Venture>;

export interface TeamMemberJson {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  createdAt: string;
  updatedAt: string;
}

/** SPEC §7 lists the dashboard reads and refreshes after each change. */
export const KEYS = {
  user: ["/api/auth/user"],
  cards: ["/api/portfolio-cards"],
  adminPosts: ["/api/admin/blog-posts"],
  posts: ["/api/blog-posts"],
  adminCaseStudies: ["/api/admin/case-studies"],
  caseStudies: ["/api/case-studies"],
  ventures: ["/api/ventures"],
  users: ["/api/users"],
} as const;
