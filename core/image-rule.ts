// docs/product.md#entities image rule for a portfolio card's imageUrl and logoUrl: a value starting with / or
// http is an address; otherwise it is looked up in a local image map, by the value or by the
// card's name; otherwise, for imageUrl, a gradient derived from the card's colour is used.

/** Local image names (lower case) → site paths. */
export type ImageMap = Readonly<Record<string, string>>;

export type CardBackground = { kind: "image"; src: string } | { kind: "gradient"; color: string };

const key = (value: string) => value.trim().toLowerCase();

function isAddress(value: string): boolean {
  // A protocol-relative "//host" is not one of our addresses (the API refuses it too).
  return (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\//i.test(value);
}

/** The address of an image reference, or null when neither the value nor the name resolves. */
export function resolveImageRef(
  value: string | null | undefined,
  name: string | null | undefined,
  map: ImageMap,
): string | null {
  const ref = value?.trim();
  if (ref && isAddress(ref)) return ref;
  const byValue = ref ? map[key(ref)] : undefined;
  if (byValue) return byValue;
  const byName = name?.trim() ? map[key(name)] : undefined;
  return byName ?? null;
}

/** The card's background: its image when it resolves, else the gradient of its colour. */
export function cardBackground(
  card: { imageUrl?: string | null; name: string; color: string },
  map: ImageMap,
): CardBackground {
  const src = resolveImageRef(card.imageUrl, card.name, map);
  return src ? { kind: "image", src } : { kind: "gradient", color: card.color };
}

/** The card's logo address, or null (then the first letter of the name is shown). */
export function cardLogo(card: { logoUrl?: string | null; name: string }, map: ImageMap): string | null {
  return resolveImageRef(card.logoUrl, card.name, map);
}

/** The letter shown in place of a missing logo. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? "?";
}
