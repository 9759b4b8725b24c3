import { useQuery } from "@tanstack/react-query";
import { objectPosition, type MediaItemJson } from "#core/media-item.ts";
import { getJson } from "#app/lib/api.ts";
import { isUploadedImage } from "#app/lib/responsive-image.ts";
import { MEDIA_KEY } from "./media-api.ts";

// The dashboard's tiles crop library images around their focal point too (decision 062). The
// admin lists carry no focal points, so each tile asks for its image's; the asks of one render
// are gathered into one `GET /api/media?url=…&url=…` (at most 100 addresses a request). Keys under
// MEDIA_KEY: a change in the library (refreshMedia) asks again.

const BATCH = 100;
let waiting: Map<string, ((position: string | null) => void)[]> | null = null;

async function flush() {
  const batch = waiting!;
  waiting = null;
  const urls = [...batch.keys()];
  for (let i = 0; i < urls.length; i += BATCH) {
    const part = urls.slice(i, i + BATCH);
    let positions = new Map<string, string | undefined>();
    try {
      const items = await getJson<MediaItemJson[]>(`/api/media?${new URLSearchParams(part.map((u) => ["url", u]))}`);
      positions = new Map(items.map((item) => [item.url, objectPosition(item.focalPoint)]));
    } catch {
      // A tile whose focal point cannot be read is centred, as before the library.
    }
    for (const url of part) for (const resolve of batch.get(url)!) resolve(positions.get(url) ?? null);
  }
}

function positionOf(url: string): Promise<string | null> {
  return new Promise((resolve) => {
    if (!waiting) {
      waiting = new Map();
      setTimeout(() => void flush(), 0);
    }
    waiting.set(url, [...(waiting.get(url) ?? []), resolve]);
  });
}

const isLibraryAddress = (url: string) => isUploadedImage(url) || url.startsWith("/images/samples/");

/** The CSS `object-position` of the library image at `url`, once known (undefined: centred). */
export function useImagePosition(url: string | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: [...MEDIA_KEY, "position", url],
    queryFn: () => positionOf(url!),
    enabled: !!url && isLibraryAddress(url),
  });
  return data ?? undefined;
}
