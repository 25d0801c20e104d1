/** Our PNG writer (png.ts): what a decoder reads back, and files another thread can take. */
import { MessageChannel } from "node:worker_threads";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { encodePng } from "../src/png.ts";

/** An image `width` × `height` whose every pixel has its own colour and transparency. */
function pattern(width: number, height: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++)
    rgba.set([i % 251, (i * 7) % 256, (i * 13) % 256, 255 - (i % 3)], i * 4);
  return rgba;
}

describe("encodePng", () => {
  it("writes a PNG a decoder reads back pixel for pixel", async () => {
    const rgba = pattern(37, 23);
    const png = await encodePng({ rgba, width: 37, height: 23 });
    const image = await loadImage(Buffer.from(png));
    expect([image.width, image.height]).toEqual([37, 23]);
    const ctx = createCanvas(37, 23).getContext("2d");
    ctx.drawImage(image, 0, 0);
    const back = ctx.getImageData(0, 0, 37, 23).data;
    // Opaque pixels come back exactly; the canvas premultiplies the others, so they may differ by rounding.
    for (let i = 0; i < rgba.length; i += 4) {
      const alpha = rgba[i + 3] as number;
      for (let c = 0; c < 4; c++) {
        const want = rgba[i + c] as number;
        expect(Math.abs((back[i + c] as number) - want)).toBeLessThanOrEqual(alpha === 255 ? 0 : 2);
      }
    }
  });

  it("gives even a tiny file its own memory, so two can be transferred in one message", async () => {
    const one = await encodePng({ rgba: pattern(2, 2), width: 2, height: 2 });
    const two = await encodePng({ rgba: pattern(3, 1), width: 3, height: 1 });
    expect(one.byteLength).toBeLessThan(200);
    expect(one.buffer.byteLength).toBe(one.byteLength);
    expect(two.buffer).not.toBe(one.buffer);
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<Uint8Array[]>((resolve) => port2.once("message", resolve));
    port1.postMessage([one, two], [one.buffer as ArrayBuffer, two.buffer as ArrayBuffer]);
    const [a, b] = await received;
    port1.close();
    expect(a?.byteLength).toBeGreaterThan(50);
    expect(b?.byteLength).toBeGreaterThan(50);
    // The thread's own small buffers still work after the transfer.
    expect(Buffer.from("noch da").toString()).toBe("noch da");
  });
});
