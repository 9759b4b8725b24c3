// The media library's item as the API answers it (DESIGN §3d): one shape for the server's answers,
// the dashboard and the tests. Dates travel as ISO strings in JSON.

export type MediaType = "image" | "video";
export type MediaUsageType = "blog-post" | "case-study" | "portfolio-card" | "venture";

export interface FocalPoint {
  /** 0 (left) to 1 (right). */
  x: number;
  /** 0 (top) to 1 (bottom). */
  y: number;
}

export interface MediaItemJson {
  id: string;
  url: string;
  type: MediaType;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  title: string;
  alt: string | null;
  tags: string[];
  focalPoint: FocalPoint | null;
  createdAt: string;
  usedBy: number;
}

export interface MediaUsage {
  type: MediaUsageType;
  id: string;
  title: string;
}

export type MediaItemWithUsagesJson = MediaItemJson & { usages: MediaUsage[] };

/** CSS `object-position` that keeps the focal point in a cropped box (centre when none is set). */
export function objectPosition(focal: FocalPoint | null | undefined): string | undefined {
  if (!focal) return undefined;
  const pct = (v: number) => `${Math.round(Math.min(1, Math.max(0, v)) * 1000) / 10}%`;
  return `${pct(focal.x)} ${pct(focal.y)}`;
}

/** CSS `object-position` by image address, for the images a page shows that have a focal point. */
export type ImagePositions = Record<string, string>;
