import { ImagePlus, Trash2, Video as VideoIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { Video } from "#core/schemas/blog-post.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label } from "#app/components/ui/field.tsx";
import { IconButton } from "../shared/icon-button.tsx";
import { addVideo } from "./post-form.ts";
import { ImageUpload } from "#app/components/upload/image-upload.tsx";
import { ALT_TEXT_MAX, galleryAlt, type ImageAlt } from "#core/image-alt.ts";
import { LibraryPickerButton } from "../media/library-picker.tsx";
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
  const append = (url: string, alt: ImageAlt = null) => onChange([...images, url], [...aligned(), alt]);
  const add = () => {
    const url = draft.trim();
    if (url) append(url);
    setDraft("");
  };
  return (
    <GalleryFieldset
      legend="Image gallery"
      listLabel="Gallery images"
      error={error}
      rows={images.map((url, i) => (
        <li
          key={`${url}-${i}`}
          className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50 py-2 pr-1 pl-3 text-sm"
        >
          <div className="flex items-center gap-3">
            <span className="w-6 shrink-0 text-xs font-semibold text-slate-600">{i + 1}</span>
            <span className="min-w-0 flex-1 truncate text-slate-800" title={url}>
              {url}
            </span>
            <RemoveButton
              label={`Remove image ${i + 1}`}
              onClick={() =>
                onChange(
                  images.filter((_, j) => j !== i),
                  aligned().filter((_, j) => j !== i),
                )
              }
            />
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
    >
      <div className="flex gap-2">
        <AddInput
          id="post-gallery-new"
          label="Image URL to add"
          value={draft}
          placeholder="https://… image URL"
          onChange={setDraft}
          onAdd={add}
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
        onUploaded={(url) => append(url)}
      >
        <LibraryPickerButton
          what="gallery"
          className="self-start @sm:self-auto"
          // A new row: its alt text is the library's, as the person has not written one yet.
          onChoose={(item) => append(item.url, item.alt?.slice(0, ALT_TEXT_MAX) ?? null)}
        />
      </ImageUpload>
    </GalleryFieldset>
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
  return (
    <GalleryFieldset
      legend="Video gallery"
      listLabel="Gallery videos"
      error={error}
      rows={videos.map((video, i) => (
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
          <RemoveButton
            label={`Remove ${video.title || `video ${i + 1}`}`}
            onClick={() => onChange(videos.filter((_, j) => j !== i))}
          />
        </li>
      ))}
    >
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem_auto]">
        <AddInput
          id="post-video-url"
          label="Video URL to add"
          value={url}
          placeholder="https://youtube.com/watch?v=…"
          onChange={setUrl}
          onAdd={add}
        />
        <AddInput
          id="post-video-title"
          label="Video title (optional)"
          value={title}
          placeholder={`Title (Video ${videos.length + 1})`}
          onChange={setTitle}
          onAdd={add}
        />
        <Button variant="outline" onClick={add}>
          <VideoIcon aria-hidden /> Add video
        </Button>
      </div>
    </GalleryFieldset>
  );
}

/** A gallery: what it holds (no list while empty), then the controls that add to it, then its error. */
function GalleryFieldset({
  legend,
  listLabel,
  rows,
  error,
  children,
}: {
  legend: string;
  listLabel: string;
  rows: ReactNode[];
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      {rows.length ? (
        <ul className="mb-2 grid gap-2" aria-label={listLabel}>
          {rows}
        </ul>
      ) : null}
      {children}
      {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}

/** A field of the row that adds to a gallery: its label is for screen readers, and Enter adds (not saves). */
function AddInput({
  id,
  label,
  value,
  placeholder,
  onChange,
  onAdd,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  onAdd: () => void;
}) {
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            onAdd();
          }
        }}
      />
    </>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} tooltip="Remove" tone="danger" onClick={onClick}>
      <Trash2 aria-hidden />
    </IconButton>
  );
}
