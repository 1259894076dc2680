import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { allBuckets, DEFAULT_PHOTOS_BUCKET } from "~/content/buckets";
import { createStorage, startEmbeddedS3 } from "~/lib/platform/storage.server";

/** A real S3 endpoint (s3rver on loopback) in a temporary directory, with the site's buckets (the photos one private). */
export async function startTestStorage() {
  const dir = mkdtempSync(path.join(tmpdir(), "s3-test-"));
  const server = await startEmbeddedS3(dir);
  const storage = createStorage({ endpoint: server.endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
  await storage.ensureBuckets([...allBuckets, DEFAULT_PHOTOS_BUCKET]);
  return {
    storage,
    endpoint: server.endpoint,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
