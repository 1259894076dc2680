import type { Video } from "~/content/team";

/**
 * A video from storage, or — when the object is missing (no url) — its poster with the caption
 * (docs/product.md, decision 9). Videos never preload; the founder's story autoplays muted.
 */
export function VideoOrPoster({
  video,
  url,
  autoPlay = false,
  eager = false,
}: {
  video: Video;
  url?: string;
  autoPlay?: boolean;
  eager?: boolean;
}) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-navy-900" data-testid="video" data-has-video={Boolean(url)}>
      {url ? (
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
      ) : (
        <img
          src={video.poster}
          alt=""
          width={600}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      )}
      <figcaption className="bg-navy-900 px-4 py-2 text-sm text-white">{video.caption}</figcaption>
    </figure>
  );
}
