import type { Video } from "~/content/team";
import { cachedByKey } from "../platform/cache.server";
import { log } from "../platform/log.server";
import { singleton } from "../platform/singleton.server";
import { getStorage } from "../platform/storage.server";

/**
 * Which objects a bucket holds, kept a minute: /contact and /about list a bucket on every request, and
 * a loop of requests with random query strings (past any CDN) would otherwise list it each time.
 */
const LISTING_CACHE = { ttlMs: 60_000, errorTtlMs: 10_000 };

const listing = () =>
  singleton("media-listings", () =>
    cachedByKey(async (bucket) => new Set((await getStorage().list(bucket)).map((file) => file.name)), {
      name: "bucket listing",
      ...LISTING_CACHE,
    }),
  );

/**
 * The URL of each video that exists in storage, by key; missing ones are left out so the page shows the
 * poster and caption instead (docs/product.md, decision 9). A storage failure never breaks the page.
 */
export async function availableVideos(videos: Video[]): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  try {
    const storage = getStorage();
    const buckets = [...new Set(videos.map((v) => v.bucket))];
    for (const bucket of buckets) {
      const present = await listing()(bucket);
      for (const video of videos) {
        if (video.bucket === bucket && present.has(video.key)) urls[video.key] = storage.publicUrl(bucket, video.key);
      }
    }
  } catch (error) {
    log.warn("videos unavailable, showing posters", { error: String(error) });
  }
  return urls;
}
