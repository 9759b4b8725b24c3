import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ExternalLink, X } from "lucide-react";
import { videoEmbedUrl, videoExternalUrl } from "#core/video.ts";
import type { Video } from "#core/schemas/blog-post.ts";
import { returnFocus } from "../../lib/return-focus.ts";

// docs/product.md#public-screens, #constants video modal: an embedded player with autoplay for YouTube and Vimeo
// links (core/video.ts), and a button that opens the original link. Any other link, stored before the gallery
// took only those two, is not framed (docs/decisions/041): the dialog says so and still links to it.

export default function VideoModal({
  video,
  title,
  open,
  onOpenChange,
  opener,
}: {
  video: Video;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The video button that opened the player: focus goes back to it on close. */
  opener: HTMLElement | null;
}) {
  const embed = videoEmbedUrl(video.url);
  const external = videoExternalUrl(video.url);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/95 backdrop-blur-md motion-safe:animate-[fade-in_150ms_ease-out]" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => returnFocus(event, opener)}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 focus:outline-none motion-safe:animate-[dialog-in_180ms_ease-out]"
          data-testid="video-modal"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <DialogPrimitive.Title className="min-w-0 truncate text-base font-semibold text-white sm:text-lg">
              {title}
            </DialogPrimitive.Title>
            <div className="flex shrink-0 items-center gap-2">
              {external ? (
                <a
                  href={external}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-white/20 hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Open original</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <DialogPrimitive.Close
                aria-label="Close"
                className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
          </div>
          <div className="aspect-video overflow-hidden rounded-2xl bg-black shadow-2xl">
            {embed ? (
              <iframe
                src={embed}
                title={title}
                className="size-full"
                allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                data-testid="video-player"
              />
            ) : (
              <p className="flex size-full items-center justify-center p-6 text-center text-white/80">
                This video cannot be played here.
              </p>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
