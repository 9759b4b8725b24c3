import type { Editor } from "@tiptap/core";
import {
  Bold,
  Clapperboard,
  Code,
  CodeXml,
  Ellipsis,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { cn } from "#app/lib/cn.ts";
import { insertBlock } from "./continue-after-block.ts";

// The editor's toolbar: one tab stop, arrow keys between its buttons (WAI-ARIA toolbar pattern),
// toggles with aria-pressed, shortcuts in their names' tooltips. Only what the sanitizer keeps.

export type ToolbarDialog = "link" | "image" | "video";

interface Tool {
  label: string;
  icon: LucideIcon;
  keys?: string;
  /** A toggle: its pressed state. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
  /** Starts a new group (a divider before it). */
  group?: boolean;
}

/**
 * On one line (the full-page editor), the tools that do not fit go into the "More formatting" menu, the
 * least used first: this is the order in which they stay on the bar.
 */
const KEPT_LONGEST = [
  "Bold",
  "Italic",
  "Link",
  "Heading 2",
  "Bulleted list",
  "Insert image",
  "Numbered list",
  "Quote",
  "Heading 3",
  "Undo",
  "Redo",
  "Embed video",
  "Divider",
  "Inline code",
  "Heading 4",
  "Code block",
];
/** A tool button with its gap and a share of the group dividers; the More and HTML buttons. */
const TOOL_WIDTH = 47;
const MORE_WIDTH = 48;
const SOURCE_WIDTH = 96;

/** The tools shown on a bar `width` pixels wide; the others go into the menu. */
export function toolsOnBar(labels: readonly string[], width: number): Set<string> {
  const room = Math.floor((width - SOURCE_WIDTH) / TOOL_WIDTH);
  if (room >= labels.length) return new Set(labels);
  const kept = Math.max(0, Math.floor((width - SOURCE_WIDTH - MORE_WIDTH) / TOOL_WIDTH));
  const ranked = [...labels].sort((a, b) => rank(a) - rank(b));
  return new Set(ranked.slice(0, kept));
}
const rank = (label: string) => {
  const at = KEPT_LONGEST.indexOf(label);
  return at < 0 ? KEPT_LONGEST.length : at;
};

function tools(editor: Editor | null, openDialog: (dialog: ToolbarDialog) => void): Tool[] {
  if (!editor) return [];
  const chain = () => editor.chain().focus();
  const heading = (level: 2 | 3 | 4, icon: LucideIcon): Tool => ({
    label: `Heading ${level}`,
    icon,
    keys: `Ctrl+Alt+${level}`,
    pressed: editor.isActive("heading", { level }),
    run: () => chain().toggleHeading({ level }).run(),
  });
  return [
    { ...heading(2, Heading2), group: true },
    heading(3, Heading3),
    heading(4, Heading4),
    {
      label: "Bold",
      icon: Bold,
      keys: "Ctrl+B",
      pressed: editor.isActive("bold"),
      run: () => chain().toggleBold().run(),
      group: true,
    },
    {
      label: "Italic",
      icon: Italic,
      keys: "Ctrl+I",
      pressed: editor.isActive("italic"),
      run: () => chain().toggleItalic().run(),
    },
    {
      label: "Inline code",
      icon: Code,
      keys: "Ctrl+E",
      pressed: editor.isActive("code"),
      run: () => chain().toggleCode().run(),
    },
    { label: "Link", icon: Link, keys: "Ctrl+K", pressed: editor.isActive("link"), run: () => openDialog("link") },
    {
      label: "Bulleted list",
      icon: List,
      keys: "Ctrl+Shift+8",
      pressed: editor.isActive("bulletList"),
      run: () => chain().toggleBulletList().run(),
      group: true,
    },
    {
      label: "Numbered list",
      icon: ListOrdered,
      keys: "Ctrl+Shift+7",
      pressed: editor.isActive("orderedList"),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: "Quote",
      icon: Quote,
      keys: "Ctrl+Shift+B",
      pressed: editor.isActive("blockquote"),
      run: () => chain().toggleBlockquote().run(),
    },
    {
      label: "Code block",
      icon: SquareCode,
      keys: "Ctrl+Alt+C",
      pressed: editor.isActive("codeBlock"),
      run: () => chain().toggleCodeBlock().run(),
    },
    { label: "Insert image", icon: ImagePlus, run: () => openDialog("image"), group: true },
    { label: "Embed video", icon: Clapperboard, run: () => openDialog("video") },
    {
      label: "Divider",
      icon: Minus,
      // Like an image: the caret goes after it, before the text that followed or on a new line.
      run: () => {
        insertBlock(editor, { type: "horizontalRule" });
        editor.view.focus();
      },
    },
    {
      label: "Undo",
      icon: Undo2,
      keys: "Ctrl+Z",
      disabled: !editor.can().undo(),
      run: () => chain().undo().run(),
      group: true,
    },
    {
      label: "Redo",
      icon: Redo2,
      keys: "Ctrl+Shift+Z",
      disabled: !editor.can().redo(),
      run: () => chain().redo().run(),
    },
  ];
}

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

const MORE = "More formatting";

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

/** The tools that did not fit on the bar, in a menu (arrow keys, Escape, typeahead: Radix's menu). */
function MoreTools({ tools, isTabStop, onOpen }: { tools: Tool[]; isTabStop: boolean; onOpen: () => void }) {
  // The chosen tool runs once the menu has closed: its command then puts the focus back into the editor
  // (run while the menu is open, the menu's closing took the focus away again).
  const chosen = useRef<Tool | null>(null);
  return (
    <DropdownMenu.Root onOpenChange={(open) => (open ? onOpen() : undefined)}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          data-tool={MORE}
          tabIndex={isTabStop ? 0 : -1}
          title={MORE}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-white hover:text-slate-950 focus-visible:outline-3 focus-visible:outline-indigo-500 data-[state=open]:bg-white"
        >
          <Ellipsis className="size-4.5" aria-hidden />
          <span className="sr-only">{MORE}</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          // The command puts the focus back into the editor: the menu must not take it to its button.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            const tool = chosen.current;
            chosen.current = null;
            tool?.run();
          }}
          className="z-[60] min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          {tools.map((tool) => {
            const Icon = tool.icon;
            const content = (
              <>
                <Icon className="size-4 text-slate-600" aria-hidden />
                <span className="flex-1">{tool.label}</span>
                {tool.keys ? <span className="text-xs text-slate-500">{tool.keys}</span> : null}
              </>
            );
            const itemClass =
              "flex min-h-10 cursor-default items-center gap-3 rounded-lg px-3 text-sm text-slate-800 outline-none data-[disabled]:opacity-40 data-[highlighted]:bg-indigo-50 data-[state=checked]:font-semibold";
            return tool.pressed === undefined ? (
              <DropdownMenu.Item
                key={tool.label}
                disabled={tool.disabled}
                onSelect={() => (chosen.current = tool)}
                className={itemClass}
              >
                {content}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.CheckboxItem
                key={tool.label}
                checked={tool.pressed}
                onSelect={() => (chosen.current = tool)}
                className={itemClass}
              >
                {content}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
