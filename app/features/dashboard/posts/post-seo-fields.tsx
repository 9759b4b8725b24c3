import { useSyncExternalStore } from "react";
import { useImagePosition } from "../media/library-picker-positions.ts";
import { SEO_DESCRIPTION_HINT, SEO_TITLE_HINT } from "#core/constants.ts";
import { slugify } from "#core/slug.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { postSeo, shareImagePath } from "#app/lib/post-seo.ts";
import { cn } from "#app/lib/cn.ts";
import { formFields } from "../shared/form-fields.tsx";
import { FormSection } from "../shared/form-section.tsx";
import type { FieldsForm } from "../shared/form-fields.tsx";
import type { PostFormValues } from "./post-form.ts";

// The post dialog's "Search and social" section (docs/product.md#post-seo): meta title, meta
// description and social image, each defaulting to the title, excerpt and featured image, with
// length hints and a live preview of the search result and of the share card. The preview runs
// the article page's own rule (app/lib/post-seo.ts), so it shows what the page's tags will hold.

const noSubscribe = () => () => {};
/** The site's address as the browser sees it (empty while rendering on the server). */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => "",
  );
}

/** "42 / 60 characters", with a note once past the hint. */
function lengthHint(length: number, hint: number, what: string): string {
  const counted = `${length} / ${hint} characters`;
  return length > hint ? `${counted}: search results may cut ${what} short.` : `${counted}.`;
}

export function PostSeoFields({ form }: { form: FieldsForm<PostFormValues> }) {
  const { values } = form;
  const { input, area, upload } = formFields("post", form);
  const origin = useOrigin();
  // The preview's card shows the server's crop around each image's focal point, as the page's tags name it.
  const [social, featured] = [values.socialImageUrl.trim(), values.featuredImageUrl.trim()];
  const positions = { [social]: useImagePosition(social), [featured]: useImagePosition(featured) };
  const imagePositions = Object.fromEntries(Object.entries(positions).filter((e): e is [string, string] => !!e[1]));
  const seo = postSeo({ ...values, imagePositions });
  const slug = values.slug.trim() || slugify(values.title) || "your-post";
  const address = `${origin}/journal/${slug}`;
  const image = shareImagePath(seo);
  const host = origin.replace(/^https?:\/\//, "");

  return (
    <FormSection
      title="Search and social"
      description="Optional. Left empty, search engines and social cards use the title, excerpt and featured image."
    >
      {input("metaTitle", "Meta title", {
        full: true,
        placeholder: pageTitle(values.title.trim() || "Post title"),
        hint: lengthHint(seo.title.length, SEO_TITLE_HINT, "the title"),
      })}
      {area("metaDescription", "Meta description", {
        rows: 2,
        placeholder: values.excerpt.trim() || "The excerpt is used when this is empty.",
        hint: lengthHint(seo.description.length, SEO_DESCRIPTION_HINT, "the description"),
      })}
      {input("socialImageUrl", "Social image URL", {
        full: true,
        placeholder: values.featuredImageUrl.trim() || "The featured image is used when this is empty.",
        hint: "Shown when the post is shared. 1200 × 630 pixels works everywhere; SVG images are not shown.",
      })}
      {upload("socialImageUrl", "social", "featured", "Social image file", { full: true })}

      <div className="grid gap-4 sm:col-span-2 lg:grid-cols-2" data-testid="post-seo-preview">
        <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
          <figcaption className="mb-2 text-xs font-semibold text-slate-600">Search result preview</figcaption>
          <p className="truncate text-sm text-slate-700" data-seo="url">
            {address}
          </p>
          <p
            className={cn("mt-1 text-lg leading-snug text-blue-800", "line-clamp-2 break-words")}
            data-seo="title"
            lang="en"
          >
            {seo.title}
          </p>
          <p className="mt-1 line-clamp-3 text-sm break-words text-slate-700" data-seo="description">
            {seo.description || "Add an excerpt or a meta description."}
          </p>
        </figure>
        <figure className="min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white">
          <figcaption className="px-4 pt-3 text-xs font-semibold text-slate-600">Social card preview</figcaption>
          <div className="mt-2 aspect-[1200/630] w-full bg-slate-100">
            <img
              src={image}
              alt=""
              data-seo="image"
              className="h-full w-full object-cover"
              loading="lazy"
              decoding="async"
            />
          </div>
          <div className="border-t border-slate-200 px-4 py-3">
            <p className="text-xs text-slate-600 uppercase">{host}</p>
            <p className="truncate font-semibold text-slate-900" data-seo="card-title">
              {seo.title}
            </p>
            <p className="line-clamp-2 text-sm text-slate-700" data-seo="card-description">
              {seo.description}
            </p>
          </div>
        </figure>
      </div>
    </FormSection>
  );
}
