import { z } from "zod";
import { PRODUCT_NAME } from "#core/brand.ts";
import { BLOG_CATEGORIES } from "#core/constants.ts";
import type { GenerateBlogInput } from "#core/schemas/generate-blog.ts";
import { sanitizeRichText } from "../content/sanitize.server.ts";

// What a drafted post must look like: the JSON schema sent to the model and the zod schema its
// answer is checked with (they say the same thing), and the prompts.

export const READ_TIME_LIMIT = { min: 1, max: 60 } as const;
export const MAX_TAGS = 8;

export const blogDraftSchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(200_000),
  excerpt: z.string().trim().min(1).max(1000),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string().trim().min(1).max(50)).max(MAX_TAGS),
  readTime: z.number().int().min(READ_TIME_LIMIT.min).max(READ_TIME_LIMIT.max),
});
export type BlogDraft = z.infer<typeof blogDraftSchema>;

const ALLOWED_MARKUP = "<h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote> and <a href>";

export const BLOG_DRAFT_JSON_SCHEMA = {
  type: "object",
  properties: {
    title: { type: "string", description: "Headline, at most 120 characters." },
    excerpt: { type: "string", description: "One or two plain-text sentences that make a reader want to read on." },
    content: {
      type: "string",
      description: `The article body as HTML using only ${ALLOWED_MARKUP}; no <h1>, no scripts, no styles.`,
    },
    category: { type: "string", enum: [...BLOG_CATEGORIES] },
    tags: { type: "array", items: { type: "string" }, maxItems: MAX_TAGS, description: "Up to 8 short topic tags." },
    readTime: {
      type: "integer",
      minimum: READ_TIME_LIMIT.min,
      maximum: READ_TIME_LIMIT.max,
      description: "Minutes to read.",
    },
  },
  required: ["title", "excerpt", "content", "category", "tags", "readTime"],
  additionalProperties: false,
} as const;

export function systemPrompt(): string {
  return [
    `You write articles for the journal of ${PRODUCT_NAME}, a digital venture studio that designs, builds and grows digital products.`,
    "Write a clear, specific, useful blog post of 600 to 1200 words for founders and product teams: concrete advice, no filler, no invented statistics or quotes.",
    `Answer with one JSON object only, with the fields title, excerpt, content, category, tags and readTime.`,
    `content is HTML using only ${ALLOWED_MARKUP}.`,
    `category is exactly one of: ${BLOG_CATEGORIES.join(", ")}.`,
    `tags has at most ${MAX_TAGS} short tags. readTime is the whole number of minutes to read (${READ_TIME_LIMIT.min} to ${READ_TIME_LIMIT.max}).`,
  ].join("\n");
}

export function userPrompt(input: GenerateBlogInput): string {
  const project = input.projectName ? `\n\nRelate the post to our project "${input.projectName}".` : "";
  return `Write a blog post about:\n${input.prompt}${project}`;
}

export function repairPrompt(errors: string[]): string {
  return [
    "Your answer could not be used:",
    ...errors.map((e) => `- ${e}`),
    "Reply again with the corrected JSON object only, matching the schema.",
  ].join("\n");
}

export type DraftCheck = { ok: true; draft: BlogDraft } | { ok: false; errors: string[] };

/** Longest model answer read: a draft is at most ~200 KB of content plus its other fields. */
export const MAX_ANSWER_CHARS = 300_000;

/**
 * Some models wrap JSON in a code fence despite being asked not to. Plain string work, linear
 * in the answer's length: a regex here backtracked cubically on long runs of spaces (issue 17).
 */
export function stripCodeFence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith("```") || !trimmed.endsWith("```") || trimmed.length < 6) return trimmed;
  let inner = trimmed.slice(3, -3);
  if (inner.startsWith("json")) inner = inner.slice(4);
  return inner.trim();
}

/** Parses and checks a model's answer; the HTML is sanitised like every stored HTML. */
export function checkDraft(text: string | null | undefined): DraftCheck {
  if (!text?.trim()) return { ok: false, errors: ["The answer was empty."] };
  if (text.length > MAX_ANSWER_CHARS)
    return { ok: false, errors: [`The answer is longer than ${MAX_ANSWER_CHARS} characters.`] };
  const unfenced = stripCodeFence(text);
  let data: unknown;
  try {
    data = JSON.parse(unfenced);
  } catch {
    return { ok: false, errors: ["The answer is not valid JSON."] };
  }
  const parsed = blogDraftSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.slice(0, 10).map((i) => `${i.path.join(".") || "answer"}: ${i.message}`),
    };
  }
  const content = sanitizeRichText(parsed.data.content);
  if (!content)
    return { ok: false, errors: [`content: no text is left once markup other than ${ALLOWED_MARKUP} is removed.`] };
  const tags = [...new Set(parsed.data.tags)];
  return { ok: true, draft: { ...parsed.data, content, tags } };
}
