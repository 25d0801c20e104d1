import type { Readable } from "node:stream";

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = "BlobNotFoundError";
  }
}

export interface SignedUrlOptions {
  /** Seconds until the URL stops working. */
  expiresInSeconds: number;
  /** Suggested download file name (Content-Disposition). */
  downloadName?: string;
}

export interface PutOptions {
  contentType?: string;
  /** The stream's length in bytes, when known (a file on disk): S3 then takes it without collecting it first. */
  size?: number;
}

/** Where uploaded papers and generated deliverables live. Keys are relative paths like `pdfs/<presentation id>/<random id>.pdf`. */
export interface BlobStore {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer | Readable, opts?: PutOptions): Promise<{ size: number }>;
  /** The object as a stream; throws BlobNotFoundError. */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A URL that serves the object until it expires; never a public, permanent URL. */
  signedUrl(key: string, opts: SignedUrlOptions): Promise<string>;
  /** Throws if the store cannot be reached (for /healthz). */
  check(): Promise<void>;
}

/** Keys must stay inside the store: no absolute paths, no "..", no empty segments. */
export function assertSafeKey(key: string): void {
  if (!key || key.startsWith("/") || key.split("/").some((s) => s === "" || s === "." || s === "..")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
