import path from "node:path";
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { allBuckets, DEFAULT_PHOTOS_BUCKET } from "~/content/buckets";
import { getConfig } from "./config.server";

interface StorageOptions {
  endpoint: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the buckets (a CDN or MinIO); without it files are served by /media. */
  publicUrl?: string;
}

interface StoredFile {
  name: string;
  id: string;
  size: number;
  lastModified?: Date;
}

export interface StoredObject {
  body: ReadableStream;
  contentType?: string;
  contentLength?: number;
  etag?: string;
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** The one storage module: every bucket read or write goes through these functions. */
export function createStorage(options: StorageOptions) {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });

  return {
    client,

    /** Creates the buckets that do not exist yet, each private (no ACL, no policy: only signed requests read them). */
    async ensureBuckets(buckets: string[] = allBuckets) {
      for (const Bucket of buckets) {
        try {
          await client.send(new HeadBucketCommand({ Bucket }));
        } catch {
          await client.send(new CreateBucketCommand({ Bucket, ACL: "private" }));
        }
      }
    },

    async list(bucket: string): Promise<StoredFile[]> {
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          files.push({ name: item.Key, id: item.ETag ?? item.Key, size: item.Size ?? 0, lastModified: item.LastModified });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },

    async put(bucket: string, key: string, body: Uint8Array | string, contentType: string) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    /** Null when the object does not exist. */
    async get(bucket: string, key: string): Promise<StoredObject | null> {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream(),
          contentType: res.ContentType,
          contentLength: res.ContentLength,
          etag: res.ETag,
        };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === "NoSuchKey" || name === "NotFound" || name === "NoSuchBucket") return null;
        throw error;
      }
    },

    async delete(bucket: string, key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    /** A link that reads one object for `expiresInSeconds` (S3 allows at most 7 days), signed with our credentials. */
    signedUrl(bucket: string, key: string, expiresInSeconds: number): Promise<string> {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds });
    },

    publicUrl(bucket: string, key: string): string {
      const base = options.publicUrl?.replace(/\/$/, "");
      return base ? `${base}/${bucket}/${encodeKey(key)}` : `/media/${bucket}/${encodeKey(key)}`;
    },

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: allBuckets[0] }));
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;

/** What start-up says, and exits with, when S3_ENDPOINT is unset and s3rver is not installed. */
export const EMBEDDED_S3_MISSING =
  "S3_ENDPOINT is required in production; the embedded s3rver is for development and tests only and is not installed here";

/**
 * The s3rver class, or null where the package is not installed: it is a development dependency (its
 * multipart parser, dicer, has an unfixed denial-of-service flaw), absent from `npm ci --omit=dev`.
 */
export async function loadS3rver() {
  try {
    return (await import("s3rver")).default;
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_MODULE_NOT_FOUND") return null;
    throw error;
  }
}

interface KoaContext {
  path: string;
  query: Record<string, unknown>;
  get(header: string): string;
  status: number;
  type: string;
  body: unknown;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const ANONYMOUS_REFUSED = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`;

/**
 * Embedded default: s3rver in this process, on a loopback port, files under `directory`. s3rver checks a
 * signature when one is given but answers unsigned requests for any bucket; the private buckets (the lead
 * photos) are made to refuse those, as S3 does for a bucket without a public policy.
 */
export async function startEmbeddedS3(directory: string, port = 0, privateBuckets: string[] = [DEFAULT_PHOTOS_BUCKET]) {
  const S3rver = await loadS3rver();
  if (!S3rver) throw new Error(EMBEDDED_S3_MISSING);
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [...allBuckets, ...privateBuckets].map((name) => ({ name, configs: [] })),
  });
  // Ahead of s3rver's own middleware (it is a Koa app, which composes its list when the server starts).
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(async (ctx, next) => {
    const bucket = decodeURIComponent(ctx.path.split("/")[1] ?? "");
    const signed = ctx.get("authorization") !== "" || "X-Amz-Algorithm" in ctx.query || "Signature" in ctx.query;
    if (!signed && privateBuckets.includes(bucket)) {
      ctx.status = 403;
      ctx.type = "application/xml";
      ctx.body = ANONYMOUS_REFUSED;
      return;
    }
    await next();
  });
  const address = (await server.run()) as { port: number };
  return { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

const state = globalThis as unknown as { __storage?: Storage; __embeddedS3?: { close(): Promise<void> } };

/** Called once at start-up: connects to S3_ENDPOINT, or starts s3rver, and makes sure every bucket exists. */
export async function initStorage(): Promise<Storage> {
  if (state.__storage) return state.__storage;
  const config = getConfig();
  let endpoint = config.S3_ENDPOINT;
  if (!endpoint) {
    const embedded = await startEmbeddedS3(path.join(config.DATA_DIR, "s3"), 0, [config.PHOTOS_BUCKET]);
    state.__embeddedS3 = embedded;
    endpoint = embedded.endpoint;
  }
  const storage = createStorage({
    endpoint,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  });
  await storage.ensureBuckets([...allBuckets, config.PHOTOS_BUCKET]);
  state.__storage = storage;
  return storage;
}

export function getStorage(): Storage {
  if (!state.__storage) throw new Error("Storage is not initialised: initStorage() runs at start-up");
  return state.__storage;
}

export async function closeStorage() {
  await state.__embeddedS3?.close();
  state.__embeddedS3 = undefined;
  state.__storage = undefined;
}
