import { ImagePlus, Trash2, Video as VideoIcon } from "lucide-react";
import { useState } from "react";
import type { Video } from "#core/schemas/blog-post.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label } from "#app/components/ui/field.tsx";
import { IconButton } from "../shared/icon-button.tsx";
import { addVideo } from "./post-form.ts";
import { ImageUpload } from "#app/components/upload/image-upload.tsx";
import { galleryAlt, type ImageAlt } from "#core/image-alt.ts";
import { AltField } from "../shared/alt-field.tsx";

// The post form's image gallery (a list of image URLs) and video gallery (URL + title,
// 'Video N' by default; blank input ignored — docs/product.md#entities, #content-rules).

export function ImageGalleryInput({
  images,
  alts,
  onChange,
  error,
}: {
  images: string[];
  /** One per image, by position (core/image-alt.ts). */
  alts: ImageAlt[];
  onChange: (images: string[], alts: ImageAlt[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState("");
  const altOf = (i: number) => galleryAlt(alts, i);
  const aligned = () => images.map((_, i) => altOf(i));
  const append = (url: string) => onChange([...images, url], [...aligned(), null]);
  const add = () => {
    const url = draft.trim();
    if (url) append(url);
    setDraft("");
  };
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">Image gallery</legend>
      {images.length ? (
        <ul className="mb-2 grid gap-2" aria-label="Gallery images">
          {images.map((url, i) => (
            <li
              key={`${url}-${i}`}
              className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50 py-2 pr-1 pl-3 text-sm"
            >
              <div className="flex items-center gap-3">
                <span className="w-6 shrink-0 text-xs font-semibold text-slate-600">{i + 1}</span>
                <span className="min-w-0 flex-1 truncate text-slate-800" title={url}>
                  {url}
                </span>
                <IconButton
                  label={`Remove image ${i + 1}`}
                  tooltip="Remove"
                  tone="danger"
                  onClick={() =>
                    onChange(
                      images.filter((_, j) => j !== i),
                      aligned().filter((_, j) => j !== i),
                    )
                  }
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </div>
              <AltField
                id={`post-gallery-alt-${i}`}
                label={`Alt text of image ${i + 1}`}
                className="pr-2"
                value={altOf(i)}
                onChange={(alt) =>
                  onChange(
                    images,
                    aligned().map((a, j) => (j === i ? alt : a)),
                  )
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Label htmlFor="post-gallery-new" className="sr-only">
          Image URL to add
        </Label>
        <Input
          id="post-gallery-new"
          value={draft}
          placeholder="https://… image URL"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} className="shrink-0">
          <ImagePlus aria-hidden /> Add image
        </Button>
      </div>
      <ImageUpload
        id="post-gallery-upload"
        purpose="gallery"
        inputLabel="Gallery image file"
        className="mt-2"
        onUploaded={append}
      />
      {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}

export function VideoGalleryInput({
  videos,
  onChange,
  error,
}: {
  videos: Video[];
  onChange: (videos: Video[]) => void;
  error?: string;
}) {
  const [url, setUrl] = useState("");
  const [title, setTitle] = useState("");
  const add = () => {
    onChange(addVideo(videos, url, title));
    setUrl("");
    setTitle("");
  };
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  };
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">Video gallery</legend>
      {videos.length ? (
        <ul className="mb-2 grid gap-2" aria-label="Gallery videos">
          {videos.map((video, i) => (
            <li
              key={`${video.url}-${i}`}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm"
            >
              <VideoIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">{video.title || `Video ${i + 1}`}</span>
                <span className="block truncate text-xs text-slate-600" title={video.url}>
                  {video.url}
                </span>
              </span>
              <IconButton
                label={`Remove ${video.title || `video ${i + 1}`}`}
                tooltip="Remove"
                tone="danger"
                onClick={() => onChange(videos.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem_auto]">
        <Label htmlFor="post-video-url" className="sr-only">
          Video URL to add
        </Label>
        <Input
          id="post-video-url"
          value={url}
          placeholder="https://youtube.com/watch?v=…"
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={onEnter}
        />
        <Label htmlFor="post-video-title" className="sr-only">
          Video title (optional)
        </Label>
        <Input
          id="post-video-title"
          value={title}
          placeholder={`Title (Video ${videos.length + 1})`}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={onEnter}
        />
        <Button variant="outline" onClick={add}>
          <VideoIcon aria-hidden /> Add video
        </Button>
      </div>
      {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
