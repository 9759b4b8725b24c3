import { parseVideoUrl } from "#core/video.ts";

// Video players the article body may embed: their hosts (core/video.ts VIDEO_EMBED_HOSTS) are the
// only ones the sanitizer keeps iframes from.

/** The player address for a YouTube or Vimeo link (no autoplay inside an article), or null. */
export function videoEmbedSource(link: string): string | null {
  const source = parseVideoUrl(link);
  if (source?.kind === "youtube") return `https://www.youtube-nocookie.com/embed/${source.id}`;
  if (source?.kind === "vimeo")
    return `https://player.vimeo.com/video/${source.id}${source.hash ? `?h=${source.hash}` : ""}`;
  return null;
}
