import { Editor } from "@tiptap/core";
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Label, RequiredMark, Textarea } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { cleanPastedHtml } from "./clean-paste.ts";
import { editorExtensions } from "./extensions.ts";
import type { HtmlContentFieldProps } from "./html-content-field.tsx";
import { ImageDialog } from "./image-dialog.tsx";
import { LinkDialog } from "./link-dialog.tsx";
import { unsupportedElements } from "./schema-fit.ts";
import { EditorToolbar, type ToolbarDialog } from "./toolbar.tsx";
import { VideoDialog } from "./video-dialog.tsx";
import { countWords, htmlText, wordCountLabel } from "./word-count.ts";

// The visual editor of an HTML field (Tiptap on ProseMirror, loaded only when a dashboard dialog
// opens: html-content-field.tsx). The form's value stays an HTML string: the editor reads it,
// and writes it back only when a person edits, so opening a post never marks it as changed.
// "HTML source" shows the same string in a textarea (docs/decisions/033-visual-editor.md).

type Mode = "visual" | "source";

// The content dialogs' Save/Cancel bar is sticky over the bottom ~80 px of their scrolling area:
// the caret scrolled into view (typing at the end, an inserted image) is kept above it.
const CARET_CLEARANCE = { top: 5, right: 5, bottom: 96, left: 5 };
// The full-page editor has its bar and the toolbar stuck at the top instead (--editor-sticky-top tall).
const PAGE_CLEARANCE = { top: 150, right: 5, bottom: 48, left: 5 };

const AREA_CLASS = cn(
  "prose-content min-h-64 rounded-b-xl border border-slate-300 bg-white px-4 py-3 !text-base focus:border-indigo-500 focus:outline-3 focus:outline-indigo-500/40",
  // Players and images are selected as a whole: a click on a player selects it instead of playing it.
  "[&>:first-child]:mt-0 [&_iframe]:pointer-events-none [&_.ProseMirror-selectednode]:outline-3 [&_.ProseMirror-selectednode]:outline-indigo-500",
);

export default function RichTextEditor({
  id,
  label,
  required,
  hint,
  error,
  value,
  onChange,
  uploadPurpose = "default",
  rows = 12,
  variant = "field",
  chooseImage,
}: HtmlContentFieldProps) {
  const isPage = variant === "page";
  const labelId = `${id}-label`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const [mode, setMode] = useState<Mode>(() => (unsupportedElements(value).length > 0 ? "source" : "visual"));
  // Read only where it matters (the source view), not on every key press in the visual editor.
  const lost = useMemo(() => (mode === "source" ? unsupportedElements(value) : []), [mode, value]);
  const [confirmSwitch, setConfirmSwitch] = useState(false);
  const [dialog, setDialog] = useState<ToolbarDialog | null>(null);
  const refocus = useRef(false);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const mount = useRef<HTMLDivElement>(null);
  // What the editor last wrote (or was given): a different value comes from outside (a restored
  // version, an AI draft) and replaces the editor's document.
  const known = useRef(value);
  const attributes = useMemo(() => {
    const attrs: Record<string, string> = {
      id,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      class: cn(AREA_CLASS, isPage && "min-h-[60vh] px-5 py-5 sm:px-8 sm:py-6 !text-lg"),
    };
    if (required) attrs["aria-required"] = "true";
    if (error) attrs["aria-invalid"] = "true";
    if (describedBy) attrs["aria-describedby"] = describedBy;
    return attrs;
  }, [id, labelId, required, error, describedBy, isPage]);
  const latest = useRef({ value, onChange, attributes });
  useLayoutEffect(() => {
    latest.current = { value, onChange, attributes };
  });

  useEffect(() => {
    if (mode !== "visual" || !mount.current) return;
    known.current = latest.current.value;
    const instance = new Editor({
      element: mount.current,
      extensions: editorExtensions({ onLink: () => setDialog("link") }),
      content: latest.current.value,
      editorProps: {
        transformPastedHTML: cleanPastedHtml,
        attributes: latest.current.attributes,
        scrollThreshold: isPage ? PAGE_CLEARANCE : CARET_CLEARANCE,
        scrollMargin: isPage ? PAGE_CLEARANCE : CARET_CLEARANCE,
      },
      onUpdate: ({ editor: changed }) => {
        // The empty paragraph kept at the end (so one can type below an image) is not content.
        const html = changed.isEmpty ? "" : changed.getHTML().replace(/(?:<p><\/p>)+$/, "");
        known.current = html;
        latest.current.onChange(html);
      },
      onTransaction: refresh,
    });
    setEditor(instance);
    return () => {
      instance.destroy();
      setEditor(null);
    };
  }, [mode, isPage]);

  // A layout effect: it runs in the same task as the render, before the next key press can change
  // the document (an effect running a frame later would compare against a value already outdated).
  useLayoutEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // A closed toolbar dialog gives the focus back to the editor in a layout effect: in the same task
  // as the dialog leaves the page, so keys typed right after "Insert" land in the editor, at the
  // caret its command left (issue 26; Radix's own return of the focus comes a frame and a timeout
  // later, and the keys in between were lost). view.focus() writes that caret to the page at once.
  useLayoutEffect(() => {
    if (dialog || !refocus.current) return;
    refocus.current = false;
    if (editor && !editor.isDestroyed) editor.view.focus();
  });
  function closeDialog() {
    refocus.current = true;
    setDialog(null);
  }

  // The editable area is labelled and described like the form's other fields, from its creation on.
  useEffect(() => {
    if (editor) editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, attributes]);

  function toggleSource() {
    if (mode === "visual") return setMode("source");
    if (lost.length > 0) return setConfirmSwitch(true);
    setMode("visual");
  }

  const words = countWords(htmlText(value));
  return (
    <div className="sm:col-span-2">
      <Label id={labelId} htmlFor={mode === "source" ? id : undefined} onClick={() => editor?.commands.focus()}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <div className={cn(isPage && "sticky top-[var(--editor-sticky-top,0px)] z-10")}>
        <EditorToolbar
          editor={editor}
          label={`${label} formatting`}
          isSource={mode === "source"}
          onToggleSource={toggleSource}
          openDialog={setDialog}
          oneLine={isPage}
        />
      </div>
      {mode === "visual" ? (
        <div ref={mount} data-editor-mode="visual" />
      ) : (
        <>
          {lost.length > 0 ? (
            <LostElementsNote
              lost={lost}
              confirming={confirmSwitch}
              onSwitch={() => {
                setConfirmSwitch(false);
                setMode("visual");
              }}
            />
          ) : null}
          <Textarea
            id={id}
            data-editor-mode="source"
            rows={isPage ? 24 : rows}
            className="min-h-0 rounded-t-none font-mono text-sm"
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </>
      )}
      <div className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-slate-500">
        {hint && !error ? <p id={`${id}-hint`}>{hint}</p> : <span />}
        <p data-testid="word-count">{wordCountLabel(words)}</p>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {editor && dialog === "link" ? <LinkDialog editor={editor} onClose={closeDialog} /> : null}
      {editor && dialog === "image" ? (
        <ImageDialog editor={editor} purpose={uploadPurpose} chooseImage={chooseImage} onClose={closeDialog} />
      ) : null}
      {editor && dialog === "video" ? <VideoDialog editor={editor} onClose={closeDialog} /> : null}
    </div>
  );
}

/** Shown in the source view while the HTML holds elements the visual editor would remove. */
function LostElementsNote({
  lost,
  confirming,
  onSwitch,
}: {
  lost: string[];
  confirming: boolean;
  onSwitch: () => void;
}) {
  const names = lost.map((tag) => `<${tag}>`).join(", ");
  return (
    <div
      role={confirming ? "alert" : "note"}
      className="border border-b-0 border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {confirming ? (
        <>
          <p>The visual editor would remove {names} from this content as soon as you edit it. Switch anyway?</p>
          <Button variant="outline" className="mt-2" onClick={onSwitch}>
            Switch to the visual editor
          </Button>
        </>
      ) : (
        <p>This content uses HTML the visual editor does not keep ({names}), so it opens as HTML source.</p>
      )}
    </div>
  );
}
