import path from "node:path";
import type { Config } from "../config.ts";
import type { BlobStore } from "./blob-store.ts";
import { LocalBlobStore } from "./local-store.ts";
import { S3BlobStore } from "./s3-store.ts";

export * from "./blob-store.ts";
export { uploadKey } from "./keys.ts";
export { LocalBlobStore } from "./local-store.ts";
export { S3BlobStore } from "./s3-store.ts";

/** S3 when S3_BUCKET is configured, else a folder under DATA_DIR. */
export async function createBlobStore(config: Config, secret: string): Promise<BlobStore> {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    const store = await S3BlobStore.open({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
    await store.ensureBucket();
    return store;
  }
  return new LocalBlobStore(path.join(config.dataDir, "files"), secret, config.publicUrl);
}
