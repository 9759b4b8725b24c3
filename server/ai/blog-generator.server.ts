import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { GenerateBlogInput } from "#core/schemas/generate-blog.ts";
import { UpstreamError } from "../errors.server.ts";
import {
  BLOG_DRAFT_JSON_SCHEMA,
  checkDraft,
  repairPrompt,
  systemPrompt,
  userPrompt,
  type BlogDraft,
} from "./blog-draft.server.ts";

// AI drafts (docs/product.md#stack): any OpenAI-compatible chat-completions endpoint, asked for JSON-schema
// output and checked with zod; one repair round when the answer does not fit; one deadline for
// the whole exchange. Every failure is a 502 naming what went wrong; nothing is ever made up.

export interface BlogGenerator {
  generate(input: GenerateBlogInput): Promise<BlogDraft>;
}

export interface BlogGeneratorOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  /** For the whole generation, repair included. */
  timeoutMs?: number;
}

export const DEFAULT_AI_MODEL = "gpt-4o-mini";
export const DEFAULT_AI_TIMEOUT_MS = 30_000;

const RESPONSE_FORMAT = {
  type: "json_schema",
  json_schema: { name: "blog_post", strict: true, schema: BLOG_DRAFT_JSON_SCHEMA },
} as const;

const upstream = (message: string) => new UpstreamError(message);

export function createBlogGenerator(opts: BlogGeneratorOptions): BlogGenerator {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const model = opts.model ?? DEFAULT_AI_MODEL;
  // The SDK is loaded with the first draft, not at start-up.
  const sdk = () =>
    (loaded ??= import("openai").then((openai) => ({
      openai,
      client: new openai.default({ apiKey: opts.apiKey, baseURL: opts.baseURL, timeout: timeoutMs, maxRetries: 0 }),
    })));
  let loaded: Promise<{ openai: typeof import("openai"); client: import("openai").default }> | undefined;
  const timedOut = () =>
    upstream(`AI generation timed out: the model did not answer within ${Math.round(timeoutMs / 1000)} seconds`);

  async function complete(
    messages: ChatCompletionMessageParam[],
    deadline: number,
  ): Promise<string | null | undefined> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw timedOut();
    const { openai, client } = await sdk();
    try {
      const completion = await client.chat.completions.create(
        { model, messages, response_format: RESPONSE_FORMAT },
        { timeout: remaining },
      );
      const message = completion.choices?.[0]?.message;
      if (message?.refusal) throw upstream("AI generation failed: the model declined to write this post");
      return message?.content;
    } catch (err) {
      if (err instanceof UpstreamError) throw err;
      if (err instanceof openai.APIConnectionTimeoutError) throw timedOut();
      if (err instanceof openai.APIConnectionError)
        throw upstream("AI generation failed: the AI provider could not be reached");
      if (err instanceof openai.APIError)
        throw upstream(
          `AI generation failed: the AI provider answered with an error (HTTP ${err.status ?? "unknown"})`,
        );
      throw upstream("AI generation failed: the AI provider's answer could not be read");
    }
  }

  return {
    async generate(input) {
      const deadline = Date.now() + timeoutMs;
      const messages: ChatCompletionMessageParam[] = [
        { role: "system", content: systemPrompt() },
        { role: "user", content: userPrompt(input) },
      ];
      const first = await complete(messages, deadline);
      const checked = checkDraft(first);
      if (checked.ok) return checked.draft;
      const repaired = checkDraft(
        await complete(
          [
            ...messages,
            { role: "assistant", content: first ?? "" },
            { role: "user", content: repairPrompt(checked.errors) },
          ],
          deadline,
        ),
      );
      if (repaired.ok) return repaired.draft;
      throw upstream(
        `AI generation failed: the model returned invalid output twice (${repaired.errors.slice(0, 3).join("; ")})`,
      );
    },
  };
}
