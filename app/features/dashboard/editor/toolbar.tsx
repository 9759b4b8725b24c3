import type { Editor } from "@tiptap/core";
import {
  Bold,
  Clapperboard,
  Code,
  CodeXml,
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
import { useState, type KeyboardEvent } from "react";
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
}: {
  editor: Editor | null;
  label: string;
  isSource: boolean;
  onToggleSource: () => void;
  openDialog: (dialog: ToolbarDialog) => void;
}) {
  const all: Tool[] = [
    ...(isSource ? [] : tools(editor, openDialog)),
    { label: "HTML source", icon: CodeXml, pressed: isSource, run: onToggleSource, group: true },
  ];
  const [stop, setStop] = useState(0);
  const enabled = all.map((tool, i) => (tool.disabled ? -1 : i)).filter((i) => i >= 0);
  const tabStop = enabled.includes(stop) ? stop : (enabled[0] ?? 0);

  function move(event: KeyboardEvent<HTMLDivElement>) {
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
    event.currentTarget.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={move}
      className="flex flex-wrap items-center gap-1 rounded-t-xl border border-b-0 border-slate-300 bg-slate-50 p-1.5"
    >
      {all.map((tool, i) => {
        const Icon = tool.icon;
        return (
          <div key={tool.label} className={cn("flex", tool.group && i > 0 && "border-l border-slate-200 pl-1")}>
            <button
              type="button"
              tabIndex={i === tabStop ? 0 : -1}
              aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
              aria-keyshortcuts={tool.keys?.replace("Ctrl", "Control")}
              title={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}
              disabled={tool.disabled}
              // Keeps the editor's selection: the command runs on what was selected.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setStop(i);
                tool.run();
              }}
              className={cn(
                "inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-white hover:text-slate-950 focus-visible:outline-3 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-40",
                tool.pressed && "bg-indigo-100 text-indigo-900 hover:bg-indigo-100",
                tool.label === "HTML source" && "w-auto gap-1.5 px-2.5 text-sm font-semibold",
              )}
            >
              <Icon className="size-4.5" aria-hidden />
              {tool.label === "HTML source" ? (
                <span>
                  HTML<span className="sr-only"> source</span>
                </span>
              ) : (
                <span className="sr-only">{tool.label}</span>
              )}
            </button>
          </div>
        );
      })}
    </div>
  );
}
