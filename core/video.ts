// docs/product.md#public-screens journal video gallery: a thumbnail from the given one, else derived from the link;
// the modal plays an embedded player with autoplay for YouTube and Vimeo links. Those two players are
// the only frames a page holds (docs/decisions/041): article bodies (the sanitizer), the gallery (its
// schema) and the page CSP all read VIDEO_EMBED_HOSTS below.

export type VideoSource =
  | { kind: "youtube"; id: string; url: string }
  | { kind: "vimeo"; id: string; hash?: string; url: string }
  | { kind: "other"; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);

/** The hosts of the players a page may frame, always over https. */
export const VIDEO_EMBED_HOSTS = ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

/** An iframe address a page may load: https on one of VIDEO_EMBED_HOSTS. */
export function isVideoEmbedSource(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === "https:" && VIDEO_EMBED_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

function parseHttpUrl(raw: string): URL | null {
  const trimmed = raw.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL, host: string): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === "youtu.be") candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoId(url: URL, host: string): { id: string; hash?: string } | null {
  const s = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === "player.vimeo.com") {
    if (s[0] === "video") id = s[1];
    hash = url.searchParams.get("h") ?? undefined;
  } else if (host === "vimeo.com") {
    if (s[0] === "channels") id = s[2];
    else if (s[0] === "groups" && s[2] === "videos") id = s[3];
    else {
      id = s[0];
      hash = s[1];
    }
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  return hash && VIMEO_HASH.test(hash) ? { id, hash } : { id };
}

/** Recognises a video link; null when it is malformed or not http(s). */
export function parseVideoUrl(raw: string): VideoSource | null {
  const url = parseHttpUrl(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const yt = youtubeId(url, host);
  if (yt) return { kind: "youtube", id: yt, url: url.href };
  const vimeo = vimeoId(url, host);
  if (vimeo) return { kind: "vimeo", ...vimeo, url: url.href };
  return { kind: "other", url: url.href };
}

/** A link the gallery takes: a YouTube or Vimeo video, whose player is on VIDEO_EMBED_HOSTS. */
export function isPlayableVideoLink(raw: string): boolean {
  const kind = parseVideoUrl(raw)?.kind;
  return kind === "youtube" || kind === "vimeo";
}

/**
 * The address the modal's iframe loads (autoplay on, docs/product.md#constants), or null when it
 * must not load: any other link (stored before the gallery took only these) is not framed.
 */
export function videoEmbedUrl(raw: string): string | null {
  const source = parseVideoUrl(raw);
  if (source?.kind === "youtube") return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1`;
  if (source?.kind === "vimeo") {
    return `https://player.vimeo.com/video/${source.id}?${source.hash ? `h=${source.hash}&` : ""}autoplay=1`;
  }
  return null;
}

/** The given thumbnail, else YouTube's static one; null means "use the branded placeholder"
 *  (Vimeo has no static thumbnail address without calling its API). */
export function videoThumbnail(video: { url: string; thumbnail?: string | null }): string | null {
  const given = video.thumbnail?.trim();
  if (given) return given;
  const source = parseVideoUrl(video.url);
  return source?.kind === "youtube" ? `https://img.youtube.com/vi/${source.id}/hqdefault.jpg` : null;
}

/** docs/product.md#entities: a video's title defaults to 'Video N' (1-based). */
export function videoTitle(video: { title?: string | null }, index: number): string {
  return video.title?.trim() || `Video ${index + 1}`;
}

/** The link the external-open button uses: the original address, only when it is http(s). */
export function videoExternalUrl(raw: string): string | null {
  return parseHttpUrl(raw)?.href ?? null;
}

export function videoProviderLabel(raw: string): string | null {
  const kind = parseVideoUrl(raw)?.kind;
  return kind === "youtube" ? "YouTube" : kind === "vimeo" ? "Vimeo" : null;
}
