// Original abstract illustrations shipped with the sample content (public/images/samples).
// Every sample card, case study and journal post refers only to these local files.

export const SAMPLE_IMAGES = [
  "/images/samples/aurora.svg",
  "/images/samples/grid-city.svg",
  "/images/samples/waves.svg",
  "/images/samples/orbit.svg",
  "/images/samples/mosaic.svg",
  "/images/samples/horizon.svg",
  "/images/samples/prism.svg",
  "/images/samples/dunes.svg",
  "/images/samples/circuit.svg",
  "/images/samples/bloom.svg",
  "/images/samples/logo-leadsmanager.svg",
  "/images/samples/logo-supplylink.svg",
] as const;

export type SampleImage = (typeof SAMPLE_IMAGES)[number];

/**
 * Their alt texts (issue 17 item 14): the illustrations are abstract patterns, so decorative
 * (""); the logos name their company. Anything else has none yet (null).
 */
export function sampleImageAlt(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url === "/images/samples/logo-leadsmanager.svg") return "LeadsManager logo";
  if (url === "/images/samples/logo-supplylink.svg") return "SupplyLink logo";
  return (SAMPLE_IMAGES as readonly string[]).includes(url) ? "" : null;
}
