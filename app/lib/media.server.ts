import type { Video } from "~/content/team";
import { log } from "./log.server";
import { getStorage } from "./storage.server";

/**
 * The URL of each video that exists in storage, by key; missing ones are left out so the page shows the
 * poster and caption instead (DESIGN.md decision 9). A storage failure never breaks the page.
 */
export async function availableVideos(videos: Video[]): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  try {
    const storage = getStorage();
    const buckets = [...new Set(videos.map((v) => v.bucket))];
    for (const bucket of buckets) {
      const present = new Set((await storage.list(bucket)).map((file) => file.name));
      for (const video of videos) {
        if (video.bucket === bucket && present.has(video.key)) urls[video.key] = storage.publicUrl(bucket, video.key);
      }
    }
  } catch (error) {
    log.warn("videos unavailable, showing posters", { error: String(error) });
  }
  return urls;
}
