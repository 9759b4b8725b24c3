import { Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Label, Textarea } from "#app/components/ui/field.tsx";
import { copyToClipboard } from "./clipboard.ts";
import type { ValueView } from "./value-text.ts";

// How the conflict screen shows one side of a field (text, a list, nothing), and its "Copy my text".

/** Past this, a value scrolls in its own box (reachable with the keyboard). */
const LONG_TEXT = 600;
const LONG_LIST = 8;

export function ValueShown({ view, name }: { view: ValueView; name: string }) {
  const isLong =
    (view.kind === "text" && (view.text.length > LONG_TEXT || view.text.split("\n").length > 12)) ||
    (view.kind === "list" && view.items.length > LONG_LIST);
  const body =
    view.kind === "empty" ? (
      <p className="text-sm text-slate-600 italic">{view.text}</p>
    ) : view.kind === "text" ? (
      <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{view.text}</p>
    ) : (
      <ul className="list-disc pl-5 text-sm break-words text-slate-900">
        {view.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  if (!isLong) return body;
  return (
    <div
      role="region"
      aria-label={name}
      tabIndex={0}
      className="max-h-56 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 focus-visible:outline-3 focus-visible:outline-indigo-500"
    >
      {body}
    </div>
  );
}

/**
 * "Copy my text": to the clipboard, said in a status line; where the browser refuses, the text appears
 * selected in a read-only box to copy with the keyboard. Nothing of mine is lost whatever is chosen.
 */
export function CopyMine({
  content,
  label,
  showLabel,
}: {
  content: { text: string; html?: string };
  label: string;
  showLabel: boolean;
}) {
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");
  const area = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useEffect(() => {
    if (state !== "manual") return;
    area.current?.focus();
    area.current?.select();
  }, [state]);
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="outline"
          size="sm"
          onClick={async () => setState((await copyToClipboard(content)) ? "copied" : "manual")}
        >
          <Copy aria-hidden /> Copy my text
          <span className={showLabel ? undefined : "sr-only"}> ({label})</span>
        </Button>
        <span role="status" className="text-sm text-emerald-800">
          {state === "copied" ? "Copied" : ""}
        </span>
      </div>
      {state === "manual" ? (
        <div className="mt-2">
          <Label htmlFor={id}>Your {label}: press Ctrl+C (⌘C on a Mac) to copy it</Label>
          <Textarea id={id} ref={area} readOnly rows={4} value={content.text} className="min-h-0 text-sm" />
        </div>
      ) : null}
    </div>
  );
}
