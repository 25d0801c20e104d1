import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobNotFoundError, type BlobStore, LocalBlobStore, S3BlobStore } from "../src/storage/index.ts";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fw-storage-"));
let s3rver: S3rver;
let s3Port = 0;

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(tmp, "s3") });
  const address = await s3rver.run();
  s3Port = address.port;
});
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const stores: Array<[string, () => Promise<BlobStore>]> = [
  [
    "local",
    async () => new LocalBlobStore(path.join(tmp, "local"), "secret-for-tests", "http://localhost:3000"),
  ],
  [
    "s3 (s3rver on loopback)",
    async () => {
      const store = await S3BlobStore.open({
        endpoint: `http://127.0.0.1:${s3Port}`,
        region: "us-east-1",
        bucket: "folienwerk-test",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      });
      await store.ensureBucket();
      return store;
    },
  ],
];

describe.each(stores)("BlobStore %s", (_name, make) => {
  let store: BlobStore;
  beforeAll(async () => {
    store = await make();
  });

  it("puts, reads, checks and deletes buffers and streams", async () => {
    await store.check();
    const key = "pdfs/1700000000_arbeit ä.pdf";
    expect(await store.put(key, Buffer.from("%PDF-1.7 hello"))).toEqual({ size: 14 });
    expect(await store.exists(key)).toBe(true);
    expect((await readAll(await store.get(key))).toString()).toBe("%PDF-1.7 hello");
    await store.put("out/stream.bin", Readable.from([Buffer.from("ab"), Buffer.from("cd")]));
    expect((await readAll(await store.get("out/stream.bin"))).toString()).toBe("abcd");
    // A stream of known length (an upload on disk) is sent as it is read.
    const file = path.join(tmp, "upload.pdf");
    fs.writeFileSync(file, Buffer.alloc(300_000, 7));
    expect(await store.put("pdfs/x/upload.pdf", fs.createReadStream(file), { size: 300_000 })).toEqual({
      size: 300_000,
    });
    expect((await readAll(await store.get("pdfs/x/upload.pdf"))).equals(Buffer.alloc(300_000, 7))).toBe(true);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it("audit: concurrent writes of one key never share a temp file (no ENOENT on rename)", async () => {
    const key = "pdfs/same-key/Bachelorarbeit.pdf";
    const bodies = Array.from({ length: 20 }, (_, i) => Buffer.from(`%PDF-1.7 upload ${i}`));
    const results = await Promise.allSettled(bodies.map((body) => store.put(key, body)));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const stored = (await readAll(await store.get(key))).toString();
    expect(bodies.map(String)).toContain(stored);
  });

  it("refuses keys that leave the store", async () => {
    await expect(store.put("../escape", Buffer.from("x"))).rejects.toThrow(/Unsafe/);
    await expect(store.get("/etc/passwd")).rejects.toThrow(/Unsafe/);
  });

  it("makes expiring signed URLs", async () => {
    await store.put("deliverables/a.pptx", Buffer.from("pptx"));
    const url = await store.signedUrl("deliverables/a.pptx", {
      expiresInSeconds: 60,
      downloadName: "praesentation.pptx",
    });
    expect(url).toMatch(/^http/);
    if (store instanceof S3BlobStore) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("pptx");
      expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("60");
    }
  });
});

describe("LocalBlobStore signatures", () => {
  const store = new LocalBlobStore(path.join(tmp, "sig"), "secret-a", "http://localhost:3000");
  it("verifies its own URLs and rejects tampered, foreign or expired ones", async () => {
    const url = new URL(await store.signedUrl("x/y.pdf", { expiresInSeconds: 60 }));
    const exp = url.searchParams.get("exp") ?? undefined;
    const sig = url.searchParams.get("sig") ?? undefined;
    expect(store.verify("x/y.pdf", exp, sig)).toBe(true);
    expect(store.verify("x/z.pdf", exp, sig)).toBe(false);
    expect(store.verify("x/y.pdf", String(Number(exp) + 1), sig)).toBe(false);
    const other = new LocalBlobStore(path.join(tmp, "sig"), "secret-b", "http://localhost:3000");
    expect(other.verify("x/y.pdf", exp, sig)).toBe(false);
    const expired = new URL(await store.signedUrl("x/y.pdf", { expiresInSeconds: -1 }));
    expect(
      store.verify(
        "x/y.pdf",
        expired.searchParams.get("exp") ?? undefined,
        expired.searchParams.get("sig") ?? undefined,
      ),
    ).toBe(false);
  });
});
