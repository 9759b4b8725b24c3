import { UpstreamError } from "../errors.server.ts";
import { DEFAULT_AI_MODEL, DEFAULT_AI_TIMEOUT_MS, type BlogGeneratorOptions } from "./blog-generator.server.ts";

// "Suggest alt text" of the media library (DESIGN §3d, issue 30 item 5): the configured
// OpenAI-compatible model (the AI drafts' settings) is shown the image and asked for one
// sentence. The image goes inline as a data URL, so a model that cannot reach this site works.

export interface AltTextDescriber {
  describe(image: { bytes: Buffer; mime: string }): Promise<string>;
}

const SYSTEM = `You write alt text for images on a company website. Answer with the alt text only: one plain
sentence of at most 125 characters saying what the image shows and why it matters, no "image of", no quotes.`;

export const ALT_TEXT_MAX = 250;

export function createAltTextDescriber(opts: BlogGeneratorOptions): AltTextDescriber {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  let client: Promise<import("openai").default> | undefined;
  const sdk = () =>
    (client ??= import("openai").then(
      (openai) => new openai.default({ apiKey: opts.apiKey, baseURL: opts.baseURL, timeout: timeoutMs, maxRetries: 0 }),
    ));
  return {
    async describe({ bytes, mime }) {
      const openai = await sdk();
      let text: string | null | undefined;
      try {
        const completion = await openai.chat.completions.create({
          model: opts.model ?? DEFAULT_AI_MODEL,
          max_tokens: 120,
          messages: [
            { role: "system", content: SYSTEM },
            {
              role: "user",
              content: [
                { type: "text", text: "Write the alt text for this image." },
                { type: "image_url", image_url: { url: `data:${mime};base64,${bytes.toString("base64")}` } },
              ],
            },
          ],
        });
        text = completion.choices[0]?.message?.content;
      } catch (err) {
        const status = (err as { status?: number }).status;
        throw new UpstreamError(
          status ? `The AI model answered with an error (${status})` : "The AI model could not be reached or timed out",
        );
      }
      const alt = (text ?? "")
        .replace(/\s+/g, " ")
        .trim()
        .replace(/^["“']|["”']$/g, "");
      if (!alt) throw new UpstreamError("The AI model gave no alt text");
      return alt.slice(0, ALT_TEXT_MAX);
    },
  };
}
