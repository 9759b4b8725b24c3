import { useEffect, useRef, useState } from "react";

/**
 * A read-only address shown once (a preview link, an invitation): focused and so selected when it
 * appears (a screen reader reads it, Ctrl+C copies it), and a Copy whose result is said in place
 * ("yes" / "failed"), not by a toast above the dialog (issue 26). `shown` changes with each new value.
 */
export function useCopiedField(value: string, shown: unknown) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [shown]);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return { input, copied, copy };
}
