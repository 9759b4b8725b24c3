import type { Editor } from "@tiptap/core";
import { CodeXml } from "lucide-react";
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { cn } from "#app/lib/cn.ts";
import { MORE, MoreTools } from "./more-tools.tsx";
import { tools, toolsOnBar, type Tool, type ToolbarDialog } from "./toolbar-tools.ts";

export type { ToolbarDialog } from "./toolbar-tools.ts";

// The editor's toolbar: one tab stop, arrow keys between its buttons (WAI-ARIA toolbar pattern),
// toggles with aria-pressed, shortcuts in their names' tooltips. In the full-page editor it keeps to one
// line, the tools that do not fit in its "More formatting" menu.

export function EditorToolbar({
  editor,
  label,
  isSource,
  onToggleSource,
  openDialog,
  oneLine = false,
}: {
  editor: Editor | null;
  label: string;
  isSource: boolean;
  onToggleSource: () => void;
  openDialog: (dialog: ToolbarDialog) => void;
  /** Keep to one line, the tools that do not fit in a "More formatting" menu (the full-page editor). */
  oneLine?: boolean;
}) {
  const formatting = isSource ? [] : tools(editor, openDialog);
  const bar = useRef<HTMLDivElement>(null);
  const width = useWidth(bar, oneLine);
  const onBar =
    oneLine && width > 0
      ? toolsOnBar(
          formatting.map((t) => t.label),
          width,
        )
      : null;
  const shown = onBar ? formatting.filter((t) => onBar.has(t.label)) : formatting;
  const hidden = onBar ? formatting.filter((t) => !onBar.has(t.label)) : [];
  const source: Tool = { label: "HTML source", icon: CodeXml, pressed: isSource, run: onToggleSource, group: true };
  // The bar's buttons in order, for the arrow keys: the tools shown, the menu's button, the source switch.
  const stops = [...shown.map((t) => t.label), ...(hidden.length ? [MORE] : []), source.label];
  const disabled = new Set(formatting.filter((t) => t.disabled).map((t) => t.label));
  const enabled = stops.filter((name) => !disabled.has(name));
  const [stop, setStop] = useState<string>("");
  const tabStop = enabled.includes(stop) ? stop : (enabled[0] ?? source.label);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target instanceof HTMLElement && event.target.closest("[role=menu]")) return;
    const at = enabled.indexOf(tabStop);
    const next =
      event.key === "ArrowRight"
        ? enabled[(at + 1) % enabled.length]
        : event.key === "ArrowLeft"
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : event.key === "Home"
            ? enabled[0]
            : event.key === "End"
              ? enabled.at(-1)
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setStop(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`button[data-tool="${next}"]`)?.focus();
  }

  const button = (tool: Tool, i: number) => (
    <ToolButton
      key={tool.label}
      tool={tool}
      divider={!!tool.group && i > 0}
      isTabStop={tool.label === tabStop}
      onRun={() => {
        setStop(tool.label);
        tool.run();
      }}
    />
  );
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={label}
      onKeyDown={move}
      className={cn(
        "flex items-center gap-1 rounded-t-xl border border-b-0 border-slate-300 bg-slate-50 p-1.5",
        oneLine ? "flex-nowrap overflow-hidden" : "flex-wrap",
      )}
    >
      {shown.map(button)}
      {hidden.length ? <MoreTools tools={hidden} isTabStop={tabStop === MORE} onOpen={() => setStop(MORE)} /> : null}
      {button(source, shown.length + 1)}
    </div>
  );
}

function ToolButton({
  tool,
  divider,
  isTabStop,
  onRun,
}: {
  tool: Tool;
  divider: boolean;
  isTabStop: boolean;
  onRun: () => void;
}) {
  const Icon = tool.icon;
  const isSource = tool.label === "HTML source";
  return (
    <div className={cn("flex shrink-0", divider && "border-l border-slate-200 pl-1", isSource && "ml-auto")}>
      <button
        type="button"
        data-tool={tool.label}
        tabIndex={isTabStop ? 0 : -1}
        aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
        aria-keyshortcuts={tool.keys?.replace("Ctrl", "Control")}
        title={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}
        disabled={tool.disabled}
        // Keeps the editor's selection: the command runs on what was selected.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onRun}
        className={cn(
          "inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-white hover:text-slate-950 focus-visible:outline-3 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-40",
          tool.pressed && "bg-indigo-100 text-indigo-900 hover:bg-indigo-100",
          isSource && "w-auto gap-1.5 px-2.5 text-sm font-semibold",
        )}
      >
        <Icon className="size-4.5" aria-hidden />
        {isSource ? (
          <span>
            HTML<span className="sr-only"> source</span>
          </span>
        ) : (
          <span className="sr-only">{tool.label}</span>
        )}
      </button>
    </div>
  );
}

/** The element's width, kept current while `active` (0 before it is measured). */
function useWidth(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
  return width;
}
