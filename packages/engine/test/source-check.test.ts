/** The source check against a real HTTP server on loopback (never the internet). */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress, isPublicHost } from "../src/analysis/network-guard.ts";
import { checkSources } from "../src/analysis/source-check.ts";
import type { Reference } from "../src/document.ts";

let server: Server;
let base = "";
const seenMethods: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seenMethods.push(`${req.method} ${req.url}`);
    switch (req.url) {
      case "/ok":
        return res.writeHead(200).end("ok");
      case "/gone":
        return res.writeHead(404).end();
      case "/login":
        return res.writeHead(403).end();
      case "/r1":
        return res.writeHead(301, { location: "/r2" }).end();
      case "/r2":
        return res.writeHead(302, { location: `${base}/ok` }).end();
      case "/loop":
        return res.writeHead(302, { location: "/loop" }).end();
      case "/no-head":
        return req.method === "HEAD" ? res.writeHead(405).end() : res.writeHead(200).end("body");
      case "/error":
        return res.writeHead(500).end();
      case "/hang":
        return; // never answers
      case "/doi/10.1234/abc":
        return res.writeHead(200).end();
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const ref = (urls: string[], dois: string[] = []): Reference => ({
  raw: urls.join(" "),
  urls,
  dois,
  year: 2020,
});

describe("checkSources", () => {
  it("follows redirects, falls back to GET, counts restricted as working and reports broken links", async () => {
    const refs = [
      ref([`${base}/ok`, `${base}/r1`]),
      ref([`${base}/no-head`]),
      ref([`${base}/login`]),
      ref([`${base}/gone`, `${base}/error`]),
      ref([`${base}/loop`]),
      ref([`${base}/hang`]),
    ];
    const result = await checkSources(refs, {
      allowPrivateNetwork: true,
      timeoutMs: 500,
      maxRedirects: 3,
      concurrency: 3,
    });
    const byTarget = Object.fromEntries(result.items.map((i) => [i.target.replace(base, ""), i]));
    expect(byTarget["/ok"]?.status).toBe("ok");
    expect(byTarget["/r1"]?.status).toBe("ok");
    expect(byTarget["/no-head"]?.status).toBe("ok");
    expect(seenMethods).toContain("GET /no-head");
    expect(byTarget["/login"]?.status).toBe("restricted");
    expect(byTarget["/gone"]).toMatchObject({
      status: "broken",
      httpStatus: 404,
      detail: "Seite existiert nicht mehr",
    });
    expect(byTarget["/error"]?.status).toBe("broken");
    expect(byTarget["/loop"]?.detail).toBe("Zu viele Weiterleitungen");
    expect(byTarget["/hang"]).toMatchObject({ status: "broken", detail: "Zeitüberschreitung" });
    expect(result).toMatchObject({ mode: "checked", total: 8, ok: 3, restricted: 1, broken: 4 });
    expect(result.workingShare).toBe(0.5);
    expect(result.belowRefundThreshold).toBe(true);
  });

  it("checks DOIs through a resolver URL (injected fetch pointing at loopback)", async () => {
    const fetchViaLoopback: typeof fetch = (input, init) =>
      fetch(String(input).replace("https://doi.org", `${base}/doi`), init);
    const result = await checkSources([ref([], ["10.1234/abc"])], {
      allowPrivateNetwork: true,
      fetch: fetchViaLoopback,
    });
    expect(result.items[0]).toMatchObject({ kind: "doi", target: "10.1234/abc", status: "ok" });
    expect(result.belowRefundThreshold).toBe(false);
  });

  it("refuses loopback and private targets unless explicitly allowed", async () => {
    const before = seenMethods.length;
    const result = await checkSources([ref([`${base}/ok`, "http://10.0.0.7/admin", "http://localhost:1/"])]);
    expect(result.items.every((i) => i.status === "refused")).toBe(true);
    expect(result.refused).toBe(3);
    expect(result.workingShare).toBeNull();
    expect(seenMethods.length).toBe(before);
  });

  it("offline mode skips instead of failing", async () => {
    const result = await checkSources([ref([`${base}/gone`], ["10.1/x"])], { offline: true });
    expect(result).toMatchObject({
      mode: "skipped",
      skipped: 2,
      broken: 0,
      workingShare: null,
      belowRefundThreshold: null,
    });
  });

  it("knows private and public addresses", async () => {
    for (const ip of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "0.0.0.0",
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ["93.184.216.34", "2606:4700::1111"]) expect(isPrivateAddress(ip), ip).toBe(false);
    expect(await isPublicHost("example.org", async () => ["10.0.0.1"])).toBe(false); // DNS pointing inward
    expect(await isPublicHost("example.org", async () => ["93.184.216.34"])).toBe(true);
  });
});
