/** s3rver as its own process (S3RVER_PORT, S3RVER_DIR): an external S3 endpoint for production-shape tests. */
import { startEmbeddedS3 } from "~/lib/platform/storage.server";
import { runAsFakeProcess } from "./fake-process";

const server = await startEmbeddedS3(process.env.S3RVER_DIR!, Number(process.env.S3RVER_PORT ?? 0));
console.log(`s3rver on ${server.endpoint}`);
runAsFakeProcess(server.close);
