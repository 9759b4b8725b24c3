// Names of the stored gradient class pairs, for labels and screen readers.

/** "from-pink-500 to-rose-500" → "Pink to rose". */
export function colorName(value: string): string {
  const [from, to] = value.split(" ").map((part) => part.replace(/^(from|to)-/, "").replace(/-\d+$/, ""));
  const name = `${from ?? ""} to ${to ?? ""}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
