import { Sparkles } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FocalPoint, MediaItemJson } from "#core/media-item.ts";
import { formatTags, parseTags } from "#core/form-parsers.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Field, fieldAria, Input, Textarea } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { redirectIfUnauthorized, reportFailure, serverMessage } from "../shared/feedback.ts";
import { apiFormErrors, sameValues, useForm } from "../shared/use-form.ts";
import { useMediaChanges, useMediaItem, type MediaPatch } from "./media-api.ts";
import { MediaActions } from "./media-actions.tsx";
import { dimensionsOf, formatBytes, nameOf } from "./media-files.ts";
import { MediaThumb } from "./media-grid.tsx";
import { FocalPointPicker } from "./focal-point-picker.tsx";
import { MediaUsages } from "./media-usages.tsx";

// The details panel of one library item (issue 30 item 7): the preview with its focal point, the facts
// (pixels, size, type), the library's own fields (title, alt text, tags; saved together through PUT),
// "Suggest alt text", where it is shown, and the actions (media-actions.tsx).

interface Values extends Record<string, unknown> {
  title: string;
  alt: string;
  tags: string;
  focalPoint: FocalPoint | null;
}

const valuesOf = (item: MediaItemJson): Values => ({
  title: item.title,
  alt: item.alt ?? "",
  tags: formatTags(item.tags),
  focalPoint: item.focalPoint,
});

/** Only what changed, as the API takes it (an empty alt text is "none yet"). */
function patchOf(values: Values, baseline: Values): MediaPatch {
  const patch: MediaPatch = {};
  if (values.title !== baseline.title) patch.title = values.title.trim();
  if (values.alt !== baseline.alt) patch.alt = values.alt.trim() || null;
  if (!sameValues(parseTags(values.tags), parseTags(baseline.tags))) patch.tags = parseTags(values.tags);
  if (!sameValues(values.focalPoint, baseline.focalPoint)) patch.focalPoint = values.focalPoint;
  return patch;
}

export function MediaDetails({
  id,
  listed,
  canDelete,
  onClose,
}: {
  /** The open file (from the address), or null. */
  id: string | null;
  /** The file as the loaded pages have it, shown until its own read (with usages) comes. */
  listed: MediaItemJson | undefined;
  canDelete: boolean;
  onClose: () => void;
}) {
  const read = useMediaItem(id);
  const item = read.data ?? listed;
  // An address naming no file (deleted since, mistyped) closes with a toast.
  const missing = !!id && read.isError && read.error instanceof ApiError && read.error.status === 404;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!missing || reported.current === id) return;
    reported.current = id;
    toast({ title: "That file no longer exists", variant: "destructive" });
    onClose();
  }, [missing, id, onClose]);
  return (
    <Dialog open={!!id && !missing} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DetailsContent key={item.id} item={item} read={read} canDelete={canDelete} onClose={onClose} />
      ) : id && !missing ? (
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Loading...</DialogTitle>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DetailsContent({
  item,
  read,
  canDelete,
  onClose,
}: {
  item: MediaItemJson;
  read: ReturnType<typeof useMediaItem>;
  canDelete: boolean;
  onClose: () => void;
}) {
  const changes = useMediaChanges();
  const form = useForm<Values>(() => valuesOf(item));
  const [saving, setSaving] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [suggestError, setSuggestError] = useState<string | null>(null);
  // A fresh read (after a save or a replacement) becomes the form's new starting point, unless the
  // person has unsaved changes.
  const fresh = read.data;
  const { reset, isDirty } = form;
  useEffect(() => {
    if (fresh && !isDirty) reset(valuesOf(fresh));
    // Only a new read counts, not each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const patch = patchOf(form.values, form.baseline);
    if (!Object.keys(patch).length) return;
    setSaving(true);
    try {
      const saved = await changes.update(item.id, patch);
      form.reset(valuesOf(saved));
      toast({ title: "Media updated", description: "Saved to the library." });
    } catch (error) {
      const errors = apiFormErrors(error);
      if (errors) form.setErrors(errors);
      else reportFailure(error, "Error updating file");
    } finally {
      setSaving(false);
    }
  }

  async function suggest() {
    setSuggestError(null);
    setSuggesting(true);
    try {
      const { alt } = await changes.describe(item.id);
      form.set("alt", alt);
    } catch (error) {
      // No model (503) or too many asks (429): the server's own words, beside the button.
      if (!redirectIfUnauthorized(error))
        setSuggestError(serverMessage(error, "The suggestion failed. Please try again.") ?? null);
    } finally {
      setSuggesting(false);
    }
  }

  const name = nameOf(item);
  const dimensions = dimensionsOf(item);
  const usages = read.data?.usages;
  return (
    <DialogContent wide aria-describedby="media-details-facts">
      <DialogTitle className="truncate">{name}</DialogTitle>
      <DialogDescription id="media-details-facts" className="text-sm">
        {[dimensions, formatBytes(item.bytes), item.mime].filter(Boolean).join(" · ")}
      </DialogDescription>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="min-w-0">
          {item.type === "image" ? (
            <FocalPointPicker
              item={item}
              value={form.values.focalPoint}
              onChange={(point) => form.set("focalPoint", point)}
            />
          ) : (
            <div className="aspect-video overflow-hidden rounded-2xl">
              <MediaThumb item={item} sizes="360px" />
            </div>
          )}
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Pixels</dt>
            <dd className="text-slate-900">{dimensions ?? "Unknown"}</dd>
            <dt className="text-slate-600">Size</dt>
            <dd className="text-slate-900">{formatBytes(item.bytes)}</dd>
            <dt className="text-slate-600">Type</dt>
            <dd className="text-slate-900">{item.mime}</dd>
            <dt className="text-slate-600">Address</dt>
            <dd className="truncate font-mono text-xs leading-5 text-slate-900">{item.url}</dd>
          </dl>
        </div>
        <form onSubmit={save} className="grid min-w-0 content-start gap-4" aria-label="File details">
          <Field id="media-title" label="Title" error={form.errors.title}>
            <Input
              {...fieldAria("media-title", form.errors.title)}
              maxLength={200}
              value={form.values.title}
              onChange={(e) => form.set("title", e.target.value)}
            />
          </Field>
          <Field
            id="media-alt"
            label="Alt text"
            error={form.errors.alt}
            hint="Filled in wherever this image is chosen; each use can still change it."
          >
            <Textarea
              {...fieldAria("media-alt", form.errors.alt, true)}
              rows={3}
              maxLength={1000}
              className="min-h-0"
              value={form.values.alt}
              onChange={(e) => form.set("alt", e.target.value)}
            />
          </Field>
          {item.type === "image" ? (
            <div className="-mt-2">
              <Button variant="outline" size="sm" disabled={suggesting} onClick={suggest}>
                <Sparkles aria-hidden /> {suggesting ? "Suggesting..." : "Suggest alt text"}
              </Button>
              {suggestError ? (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {suggestError}
                </p>
              ) : null}
            </div>
          ) : null}
          <Field id="media-tags" label="Tags" error={form.errors.tags} hint="Separate tags with commas.">
            <Input
              {...fieldAria("media-tags", form.errors.tags, true)}
              value={form.values.tags}
              onChange={(e) => form.set("tags", e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="brand" disabled={saving || !form.isDirty}>
              {saving ? "Saving..." : "Save changes"}
            </Button>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </form>
      </div>
      <section aria-labelledby="media-usages-heading" className="mt-6 border-t border-slate-200 pt-5">
        <h3 id="media-usages-heading" className="mb-2 text-sm font-bold text-slate-900">
          Used in {usages ? `(${usages.length})` : ""}
        </h3>
        {usages ? (
          <MediaUsages usages={usages} labelledBy="media-usages-heading" />
        ) : read.isError ? (
          <p className="text-sm text-red-700">Could not load where this file is used.</p>
        ) : (
          <p className="text-sm text-slate-600">Loading...</p>
        )}
      </section>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <MediaActions item={item} canDelete={canDelete} onDeleted={onClose} />
      </div>
    </DialogContent>
  );
}
