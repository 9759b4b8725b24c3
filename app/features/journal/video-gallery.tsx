import { Play } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { videoProviderLabel, videoThumbnail, videoTitle } from "#core/video.ts";
import type { Video } from "#core/schemas/blog-post.ts";

// docs/product.md#public-screens 'Featured Videos': a thumbnail per video (given, else derived from a YouTube link,
// else a branded placeholder); a click opens the player modal, loaded on first use.

const loadModal = () => import("./video-modal.tsx");
const VideoModal = lazy(loadModal);

export function VideoGallery({ videos }: { videos: Video[] }) {
  const [active, setActive] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (videos.length === 0) return null;
  const current = active === null ? undefined : videos[active];

  return (
    <section aria-labelledby="videos-heading" className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
      <h2 id="videos-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Featured Videos
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2" onPointerEnter={() => void loadModal()}>
        {videos.map((video, i) => {
          const title = videoTitle(video, i);
          const thumbnail = videoThumbnail(video);
          const provider = videoProviderLabel(video.url);
          return (
            <li key={`${video.url}-${i}`}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={(event) => {
                  setOpener(event.currentTarget);
                  setActive(i);
                  setOpen(true);
                }}
                onFocus={() => void loadModal()}
                className="group block w-full rounded-2xl text-left focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-indigo-500"
                data-testid="video-item"
              >
                <span className="relative block aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-sm">
                  {thumbnail ? (
                    <img
                      src={thumbnail}
                      alt=""
                      width={1280}
                      height={720}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.04]"
                      data-testid="video-thumbnail"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 bg-gradient-to-br from-indigo-600 via-violet-600 to-cyan-500"
                      data-testid="video-placeholder"
                    >
                      <span className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.25),transparent_55%)]" />
                      <span className="absolute bottom-4 left-4 text-sm font-bold tracking-widest text-white/80 uppercase">
                        Arcwell
                      </span>
                    </span>
                  )}
                  <span className="absolute inset-0 bg-slate-950/20 transition-colors group-hover:bg-slate-950/35" />
                  <span className="absolute top-1/2 left-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-xl transition-transform motion-safe:group-hover:scale-110">
                    <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
                  </span>
                </span>
                <span className="mt-3 block font-semibold text-slate-900 group-hover:text-indigo-700">
                  <span className="sr-only">Play video: </span>
                  {title}
                </span>
                {provider ? <span className="mt-0.5 block text-sm text-slate-600">{provider}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {current && active !== null ? (
        <Suspense fallback={null}>
          <VideoModal
            video={current}
            title={videoTitle(current, active)}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
