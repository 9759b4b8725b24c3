import type { Editor } from "@tiptap/core";
import {
  Bold,
  Clapperboard,
  Code,
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
import { insertBlock } from "./continue-after-block.ts";

// The editor toolbar's tools (only what the sanitizer keeps), and which of them a one-line bar of a given
// width shows (the full-page editor; the rest go into its "More formatting" menu: more-tools.tsx).

export type ToolbarDialog = "link" | "image" | "video";

export interface Tool {
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

export function tools(editor: Editor | null, openDialog: (dialog: ToolbarDialog) => void): Tool[] {
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
