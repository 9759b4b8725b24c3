import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link2, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest, getJson } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "../shared/feedback.ts";
import { SelectField } from "../shared/select-field.tsx";
import { NewPreviewLink } from "./new-preview-link.tsx";
import {
  DEFAULT_PREVIEW_EXPIRY_DAYS,
  PREVIEWS_URL,
  localDate,
  localDateTime,
  previewExpiryOptions,
  previewListUrl,
  revokeUrl,
  type CreatedPreviewLink,
  type PreviewLinkJson,
  type PreviewType,
} from "./preview-links.ts";

// Inside the Preview links dialog: make a link (its address shown once), then the item's live links, each
// with who made it, when, when it expires, and Revoke. There is no <form> here on purpose: the dialog may
// open from an edit dialog's form, and a submit would bubble to it through the portal.

export function PreviewLinksPanel({ type, id }: { type: PreviewType; id: string }) {
  const queryClient = useQueryClient();
  const listUrl = previewListUrl(type, id);
  // Links expire by themselves: read the list afresh each time the dialog opens.
  const links = useQuery<PreviewLinkJson[]>({ queryKey: [listUrl], queryFn: () => getJson(listUrl), staleTime: 0 });
  const [expiry, setExpiry] = useState(String(DEFAULT_PREVIEW_EXPIRY_DAYS));
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  // A revoked link's row (and the button that had focus) goes: focus its list's heading instead of the page.
  const liveHeading = useRef<HTMLHeadingElement>(null);

  const create = useMutation({
    mutationFn: () => apiRequest<CreatedPreviewLink>("POST", PREVIEWS_URL, { type, id, expiresInDays: Number(expiry) }),
    onSuccess: async (link) => {
      setCreated(link);
      await queryClient.invalidateQueries({ queryKey: [listUrl] });
    },
    onError: (error) => reportFailure(error, "Could not create the preview link"),
  });
  const revoke = useMutation({
    mutationFn: (link: PreviewLinkJson) => apiRequest("DELETE", revokeUrl(link.id)),
    onSuccess: async (_, link) => {
      if (created?.id === link.id) setCreated(null);
      toast({ title: "Preview link revoked", description: "It no longer opens the page." });
      await queryClient.invalidateQueries({ queryKey: [listUrl] });
      liveHeading.current?.focus();
    },
    onError: (error) => reportFailure(error, "Could not revoke the preview link"),
  });

  return (
    <div className="mt-6 grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          id={`preview-expiry-${id}`}
          label="Expires after"
          value={expiry}
          onChange={setExpiry}
          options={previewExpiryOptions}
          className="sm:flex-1"
        />
        <Button variant="brand" disabled={create.isPending} onClick={() => create.mutate()}>
          <Plus aria-hidden /> {create.isPending ? "Creating..." : "Create link"}
        </Button>
      </div>
      {created ? <NewPreviewLink link={created} /> : null}
      <section aria-labelledby={`preview-live-${id}`}>
        <h3
          ref={liveHeading}
          id={`preview-live-${id}`}
          tabIndex={-1}
          className="text-base font-bold text-slate-900 focus:outline-none"
        >
          Live links
        </h3>
        {links.isPending ? (
          <p role="status" className="mt-2 text-sm text-slate-600">
            Loading preview links...
          </p>
        ) : links.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            Could not load the preview links. Close and open this dialog to try again.
          </p>
        ) : links.data.length === 0 ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
            <Link2 className="size-4" aria-hidden /> No live preview links.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-2xl border border-slate-200" aria-label="Live links">
            {links.data.map((link) => (
              <li
                key={link.id}
                data-testid="preview-link"
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="min-w-0 text-sm break-words text-slate-700">
                  Created by <span className="font-semibold break-all text-slate-900">{link.createdBy}</span> on{" "}
                  <time dateTime={link.createdAt}>{localDate(link.createdAt)}</time> · expires{" "}
                  <time dateTime={link.expiresAt}>{localDateTime(link.expiresAt)}</time>
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start sm:self-auto"
                  aria-label={`Revoke the link expiring ${localDateTime(link.expiresAt)}`}
                  disabled={revoke.isPending && revoke.variables?.id === link.id}
                  onClick={() => revoke.mutate(link)}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
