// "Copy my text" on the conflict screen: the clipboard when the browser lets the page write to it, HTML beside
// plain text where it can (so pasting into the visual editor keeps the formatting). False when it could not;
// the screen then shows the text selected in a read-only box, for the person to copy with the keyboard.

export async function copyToClipboard(content: { text: string; html?: string }): Promise<boolean> {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (!clipboard) return false;
  try {
    if (content.html && typeof ClipboardItem !== "undefined" && typeof clipboard.write === "function") {
      await clipboard.write([
        new ClipboardItem({
          "text/plain": new Blob([content.text], { type: "text/plain" }),
          "text/html": new Blob([content.html], { type: "text/html" }),
        }),
      ]);
      return true;
    }
    await clipboard.writeText(content.text);
    return true;
  } catch {
    // Some browsers refuse rich content, or any write without permission: try plain text once more.
    if (!content.html) return false;
    try {
      await clipboard.writeText(content.text);
      return true;
    } catch {
      return false;
    }
  }
}
