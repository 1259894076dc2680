import type { ReactNode } from "react";
import type { Video } from "~/content/team";

/**
 * A video from storage with its poster and caption (docs/product.md, decision 9), or — when the object is missing
 * (no url) — `fallback` alone (a photo, a monogram): no poster that looks playable, no caption that promises a video
 * (docs/design.md, "Honest proof"). Videos never preload; the founder's story autoplays muted.
 */
export function VideoOrPoster({ video, url, fallback, autoPlay = false }: { video: Video; url?: string; fallback: ReactNode; autoPlay?: boolean }) {
  if (!url) return fallback;
  return (
    <figure className="overflow-hidden rounded-2xl bg-navy-900" data-testid="video">
      <video
        src={url}
        poster={video.poster}
        width={600}
        height={400}
        className="aspect-[3/2] h-auto w-full object-cover"
        controls
        playsInline
        muted={autoPlay}
        autoPlay={autoPlay}
        loop={autoPlay}
        preload="none"
      >
        <track kind="captions" />
      </video>
      <figcaption className="bg-navy-900 px-4 py-2 text-sm text-white">{video.caption}</figcaption>
    </figure>
  );
}
