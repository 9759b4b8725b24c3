import type { Editor } from "@tiptap/core";
import { useState, type ReactNode } from "react";
import type { MediaItemJson } from "#core/media-item.ts";
import { ALT_TEXT_MAX } from "#core/image-alt.ts";
import type { UploadPurpose } from "#core/uploads.ts";
import { Label, RequiredMark } from "#app/components/ui/field.tsx";
import { ImageUpload } from "#app/components/upload/image-upload.tsx";
import { useAltFromLibrary } from "../media/library-picker-alt.ts";
import { insertBlock } from "./continue-after-block.ts";
import { DialogInput, EditorDialog, FieldError } from "./editor-dialog.tsx";

// An image in the article body: uploaded through the site's upload flow (a signed upload, the
// stored /objects/… path) or chosen from the media library (its alt text comes along, decision
// 062), with alt text, which is required here: an image in running text tells part of the story,
// so it needs words for people who cannot see it (docs/decisions/033-visual-editor.md).

/** Renders a "Choose from library" control that hands the chosen item to `onChoose`. */
export type ChooseImage = (onChoose: (item: Pick<MediaItemJson, "url" | "alt">) => void) => ReactNode;

export function ImageDialog({
  editor,
  purpose,
  chooseImage,
  onClose,
}: {
  editor: Editor;
  purpose: UploadPurpose;
  chooseImage?: ChooseImage;
  onClose: () => void;
}) {
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const chosen = (path: string) => {
    setSrc(path);
    setErrors((e) => ({ ...e, src: undefined }));
  };
  // Required here, so "decorative" ("") is no alt text: only a described library item fills it.
  const fillAlt = useAltFromLibrary(alt || null, (next) => setAlt(next ?? ""));

  function insert() {
    const next = {
      src: src ? undefined : "Upload an image file or choose one from the library first.",
      alt: alt.trim() ? undefined : "Describe the image for people who cannot see it.",
    };
    setErrors(next);
    if (next.src || next.alt) return;
    insertBlock(editor, { type: "image", attrs: { src, alt: alt.trim() } });
    onClose();
  }

  return (
    <EditorDialog
      title="Insert image"
      description="Upload an image or choose one from the library, then describe it. It is placed where the cursor is."
      submitLabel="Insert image"
      onSubmit={insert}
      onClose={onClose}
    >
      <div>
        <Label htmlFor="editor-image-upload">Image file</Label>
        <ImageUpload id="editor-image-upload" purpose={purpose} onUploaded={chosen}>
          {chooseImage?.((item) => {
            chosen(item.url);
            fillAlt(item.alt || null);
          })}
        </ImageUpload>
        <FieldError id="editor-image-error" message={errors.src} />
        {src ? (
          <img src={src} alt="" className="mt-3 max-h-40 rounded-xl border border-slate-200 object-contain" />
        ) : null}
      </div>
      <DialogInput
        id="editor-image-alt"
        label={
          <>
            Alt text
            <RequiredMark />
          </>
        }
        value={alt}
        maxLength={ALT_TEXT_MAX}
        aria-required
        placeholder="What the image shows, in a sentence"
        error={errors.alt}
        onChange={setAlt}
      />
    </EditorDialog>
  );
}
