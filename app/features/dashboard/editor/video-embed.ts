import { parseVideoUrl } from "#core/video.ts";

// Video players the article body may embed: the hosts the sanitizer keeps iframes from
// (server/content/sanitize.server.ts VIDEO_HOSTS), over https.

export const VIDEO_EMBED_HOSTS = ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

export function isVideoEmbedSource(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === "https:" && VIDEO_EMBED_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** The player address for a YouTube or Vimeo link (no autoplay inside an article), or null. */
export function videoEmbedSource(link: string): string | null {
  const source = parseVideoUrl(link);
  if (source?.kind === "youtube") return `https://www.youtube-nocookie.com/embed/${source.id}`;
  if (source?.kind === "vimeo")
    return `https://player.vimeo.com/video/${source.id}${source.hash ? `?h=${source.hash}` : ""}`;
  return null;
}
