import { lazy, Suspense } from "react";
import type { UploadPurpose } from "#core/uploads.ts";
import { LibraryPickerButton } from "../media/library-picker.tsx";
import type { ChooseImage } from "./image-dialog.tsx";

// The HTML content of a post, a case study or a card's full description, written in the visual
// editor. Tiptap and ProseMirror (~100 KB gzip) load with the first dialog that shows this field,
// never on public pages (docs/decisions/033-visual-editor.md); until then the field says it is loading.

export interface HtmlContentFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  value: string;
  onChange: (html: string) => void;
  /** The size limit of images uploaded into the content. */
  uploadPurpose?: UploadPurpose;
  /** Height of the source view. */
  rows?: number;
  /**
   * "page": the full-page editor's canvas: a tall writing area under a one-line toolbar that stays in
   * view below the page's own sticky bar while the text scrolls.
   */
  variant?: "field" | "page";
  /** "Choose from library" in the image dialog: handed in from here (see below). */
  chooseImage?: ChooseImage;
}

// The picker is handed to the lazily loaded editor rather than imported by it: a module that both
// this chunk and the editor's import is shared, and the build puts shared app/lib modules and icons
// in the chunk every public page loads (vite.config.ts, "site").
const chooseImage: ChooseImage = (onChoose) => (
  <LibraryPickerButton className="self-start @sm:self-auto" onChoose={onChoose} />
);

const loadEditor = () => import("./rich-text-editor.tsx");
const RichTextEditor = lazy(loadEditor);

export function HtmlContentField(props: HtmlContentFieldProps) {
  return (
    <Suspense fallback={<EditorLoading label={props.label} />}>
      <RichTextEditor chooseImage={chooseImage} {...props} />
    </Suspense>
  );
}

function EditorLoading({ label }: { label: string }) {
  return (
    <div className="sm:col-span-2">
      <p className="mb-1.5 text-sm font-semibold text-slate-800">{label}</p>
      <div
        role="status"
        className="flex min-h-64 items-center justify-center rounded-xl border border-slate-300 bg-slate-50 text-sm text-slate-600"
      >
        Loading the editor…
      </div>
    </div>
  );
}
