import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { appSettings, blogPosts, caseStudies, portfolioCards } from "#db/schema.server.ts";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { SAMPLE_CASE_STUDIES } from "#db/seed/sample-case-studies.server.ts";
import { SAMPLE_POSTS } from "#db/seed/sample-posts.server.ts";
import { sampleImageAlt } from "#db/seed/sample-images.server.ts";
import { systemContext } from "../audit/audit.server.ts";
import { createCaseStudy } from "./case-studies.server.ts";
import { createCard } from "./cards.server.ts";
import { createPost } from "./posts.server.ts";
import { seedSampleVenturesIfEmpty } from "./ventures.server.ts";

const SEEDED_KEY = "sample_content_seeded";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * First start with an empty database: load sample cards, case studies, journal posts and
 * ventures (the ventures only when there are none), once. Run under the start-up lock. Deleting the samples later does not bring them back.
 */
export async function seedSampleContentOnce(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  if (done) return false;
  // One query at a time: under the start-up lock `db` is a single PostgreSQL client, on which
  // queries in parallel are deprecated (and refused from pg 9).
  const counts: number[] = [];
  for (const table of [portfolioCards, caseStudies, blogPosts]) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts.push(row!.n);
  }
  const isEmpty = counts.every((n) => n === 0);
  if (isEmpty) {
    const now = Date.now();
    const ctx = systemContext();
    for (const card of SAMPLE_CARDS) {
      await createCard(
        db,
        { ...card, logoAlt: sampleImageAlt(card.logoUrl), imageAlt: sampleImageAlt(card.imageUrl) },
        ctx,
      );
    }
    for (const [i, study] of SAMPLE_CASE_STUDIES.entries()) {
      await createCaseStudy(
        db,
        {
          ...study,
          featuredImageAlt: sampleImageAlt(study.featuredImageUrl),
          publishedAt: study.isPublished ? new Date(now - (i + 1) * 9 * DAY_MS) : undefined,
        },
        ctx,
      );
    }
    for (const [i, post] of SAMPLE_POSTS.entries()) {
      await createPost(
        db,
        {
          ...post,
          featuredImageAlt: sampleImageAlt(post.featuredImageUrl),
          imageGalleryAlts: post.imageGallery?.map(sampleImageAlt),
          publishedAt: post.isPublished ? new Date(now - (i + 1) * 6 * DAY_MS) : undefined,
        },
        ctx,
      );
    }
    await seedSampleVenturesIfEmpty(db, ctx);
  }
  await db.insert(appSettings).values({ key: SEEDED_KEY, value: { at: new Date().toISOString(), loaded: isEmpty } });
  return isEmpty;
}
