import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { insertBlock } from "./continue-after-block.ts";
import { DialogInput, EditorDialog } from "./editor-dialog.tsx";
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
      <DialogInput
        id="editor-video-link"
        label="Video link"
        value={link}
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        error={errors.link}
        onChange={setLink}
      />
      <DialogInput id="editor-video-title" label="Video title" value={title} error={errors.title} onChange={setTitle} />
    </EditorDialog>
  );
}
