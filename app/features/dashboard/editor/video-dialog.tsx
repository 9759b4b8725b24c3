import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { Input, Label } from "#app/components/ui/field.tsx";
import { insertBlock } from "./continue-after-block.ts";
import { EditorDialog, FieldError } from "./editor-dialog.tsx";
import { videoEmbedSource } from "./video-embed.ts";

// A YouTube or Vimeo player in the article body: the only iframes the sanitizer keeps.

export function VideoDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [link, setLink] = useState("");
  const [title, setTitle] = useState("");
  const [errors, setErrors] = useState<{ link?: string; title?: string }>({});

  function insert() {
    const src = videoEmbedSource(link);
    const next = {
      link: src ? undefined : "Paste a YouTube or Vimeo video link, such as https://www.youtube.com/watch?v=….",
      title: title.trim() ? undefined : "Give the video a title: screen readers announce the player by it.",
    };
    setErrors(next);
    if (!src || next.title) return;
    insertBlock(editor, { type: "videoEmbed", attrs: { src, title: title.trim() } });
    onClose();
  }

  return (
    <EditorDialog
      title="Embed video"
      description="YouTube and Vimeo videos play inside the article."
      submitLabel="Embed video"
      onSubmit={insert}
      onClose={onClose}
    >
      <div>
        <Label htmlFor="editor-video-link">Video link</Label>
        <Input
          id="editor-video-link"
          value={link}
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          aria-invalid={errors.link ? true : undefined}
          aria-describedby={errors.link ? "editor-video-link-error" : undefined}
          onChange={(e) => setLink(e.target.value)}
        />
        <FieldError id="editor-video-link-error" message={errors.link} />
      </div>
      <div>
        <Label htmlFor="editor-video-title">Video title</Label>
        <Input
          id="editor-video-title"
          value={title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? "editor-video-title-error" : undefined}
          onChange={(e) => setTitle(e.target.value)}
        />
        <FieldError id="editor-video-title-error" message={errors.title} />
      </div>
    </EditorDialog>
  );
}
