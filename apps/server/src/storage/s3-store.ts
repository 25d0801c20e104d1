import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import {
  assertSafeKey,
  BlobNotFoundError,
  type BlobStore,
  type PutOptions,
  type SignedUrlOptions,
} from "./blob-store.ts";

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The AWS SDK, loaded by the first S3 store: the embedded default keeps files in a folder. */
async function loadSdk() {
  const [client, presigner] = await Promise.all([
    import("@aws-sdk/client-s3"),
    import("@aws-sdk/s3-request-presigner"),
  ]);
  return { ...client, getSignedUrl: presigner.getSignedUrl };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** Any S3-compatible object store; downloads are presigned GET URLs. */
export class S3BlobStore implements BlobStore {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  /** A store on the given bucket; loads the AWS SDK (~0.4 s) the first time. */
  static async open(opts: S3Options): Promise<S3BlobStore> {
    return new S3BlobStore(opts, await loadSdk());
  }

  private constructor(
    opts: S3Options,
    private readonly sdk: Sdk,
  ) {
    this.bucket = opts.bucket;
    this.client = new sdk.S3Client({
      endpoint: opts.endpoint,
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      // A checksum only where S3 requires one: with it, a streamed upload goes out as "aws-chunked" with a
      // trailer, which S3-compatible stores do not all understand (s3rver stores the chunk framing).
      requestChecksumCalculation: "WHEN_REQUIRED",
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    });
  }

  /** Creates the bucket when it does not exist yet. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch {
      await this.client.send(new this.sdk.CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  async put(key: string, body: Buffer | Readable, opts?: PutOptions): Promise<{ size: number }> {
    assertSafeKey(key);
    // A stream of known length (an upload on disk) goes out as it is read; any other stream is collected
    // first, as S3 needs the length before the body.
    const sized = !Buffer.isBuffer(body) && opts?.size !== undefined;
    const data = Buffer.isBuffer(body) || sized ? body : await collect(body);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ...(sized ? { ContentLength: opts?.size } : {}),
        ContentType: opts?.contentType ?? "application/octet-stream",
      }),
    );
    return { size: Buffer.isBuffer(data) ? data.length : (opts?.size ?? 0) };
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.Body as Readable;
    } catch (error) {
      if (this.isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (this.isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedUrl(key: string, opts: SignedUrlOptions): Promise<string> {
    assertSafeKey(key);
    const command = new this.sdk.GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: opts.downloadName
        ? `attachment; filename*=UTF-8''${encodeURIComponent(opts.downloadName)}`
        : undefined,
    });
    return this.sdk.getSignedUrl(this.client, command, { expiresIn: opts.expiresInSeconds });
  }

  async check(): Promise<void> {
    await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
  }

  private isMissing(error: unknown): boolean {
    if (error instanceof this.sdk.NoSuchKey || error instanceof this.sdk.NotFound) return true;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return status === 404;
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
