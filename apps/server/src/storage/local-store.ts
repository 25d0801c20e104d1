import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, BlobNotFoundError, type BlobStore, type SignedUrlOptions } from "./blob-store.ts";

/** Files under a folder; signed URLs point at this server's /files route with an HMAC and expiry. */
export class LocalBlobStore implements BlobStore {
  readonly kind = "local" as const;

  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer | Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Unique per write: concurrent puts (also of the same key) never share or remove each other's temp file.
    const temp = `${target}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body);
      else await pipeline(body, fs.createWriteStream(temp));
      await fsp.rename(temp, target);
    } finally {
      await fsp.rm(temp, { force: true });
    }
    return { size: (await fsp.stat(target)).size };
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const handle = await fsp.open(file, "r");
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return fsp
      .stat(this.pathOf(key))
      .then((s) => s.isFile())
      .catch(() => false);
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async signedUrl(key: string, opts: SignedUrlOptions): Promise<string> {
    assertSafeKey(key);
    const expires = Math.floor(Date.now() / 1000) + opts.expiresInSeconds;
    const name = opts.downloadName ?? "";
    const params = new URLSearchParams({ exp: String(expires), sig: this.sign(key, expires, name) });
    if (name) params.set("name", name);
    return `${this.publicUrl}/files/${key.split("/").map(encodeURIComponent).join("/")}?${params}`;
  }

  /** Checks a /files request; returns false for a bad signature or an expired URL. */
  verify(key: string, exp: string | undefined, sig: string | undefined, name = ""): boolean {
    if (!exp || !sig || !/^\d+$/.test(exp)) return false;
    const expires = Number(exp);
    if (expires < Math.floor(Date.now() / 1000)) return false;
    const expected = Buffer.from(this.sign(key, expires, name));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, expires: number, name: string): string {
    return createHmac("sha256", this.secret).update(`${key}\n${expires}\n${name}`).digest("base64url");
  }

  async check(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
    await fsp.access(this.root, fs.constants.W_OK);
  }
}

export function bufferStream(data: Buffer): Readable {
  return Readable.from([data]);
}
