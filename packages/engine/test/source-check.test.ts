/** The source check against a real HTTP server on loopback (never the internet). */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress, isPublicHost, type Resolver } from "../src/analysis/network-guard.ts";
import { checkSources } from "../src/analysis/source-check.ts";
import { readSourceCheck } from "../src/analysis/stored-source-check.ts";
import type { Reference } from "../src/document.ts";

let server: Server;
let base = "";
const seenMethods: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seenMethods.push(`${req.method} ${req.url}`);
    if (req.url?.startsWith("/hang?")) return; // slow servers: never answer
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
    // A server error and a timeout say nothing about the thesis: unknown, not broken.
    expect(byTarget["/error"]).toMatchObject({ status: "unknown", httpStatus: 500 });
    expect(byTarget["/loop"]).toMatchObject({ status: "broken", detail: "Zu viele Weiterleitungen" });
    expect(byTarget["/hang"]).toMatchObject({ status: "unknown", detail: "Zeitüberschreitung" });
    expect(result).toMatchObject({ mode: "checked", total: 8, ok: 3, restricted: 1, broken: 2, unknown: 2 });
    expect(result.workingShare).toBeCloseTo(4 / 6);
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

  it("counts only what a reachable server says: 200 works, 404 is broken, a slow server is unknown", async () => {
    const result = await checkSources([ref([`${base}/ok`, `${base}/gone`, `${base}/hang`])], {
      allowPrivateNetwork: true,
      timeoutMs: 300,
    });
    expect(result).toMatchObject({ mode: "checked", ok: 1, broken: 1, unknown: 1, workingShare: 0.5 });
    expect(result.belowRefundThreshold).toBe(true);
    // Unknown links never push a thesis under the refund threshold: 4 working, 1 broken, 5 timeouts.
    const mostlySlow = await checkSources(
      [
        ref(["ok", "r1", "no-head", "login", "gone"].map((p) => `${base}/${p}`)),
        ref([1, 2, 3, 4, 5].map((n) => `${base}/hang?${n}`)),
      ],
      { allowPrivateNetwork: true, timeoutMs: 300, concurrency: 10 },
    );
    expect(mostlySlow).toMatchObject({ ok: 3, restricted: 1, broken: 1, unknown: 5, workingShare: 0.8 });
    expect(mostlySlow.belowRefundThreshold).toBe(false);
  });

  it("with the network switched off (closed port, unroutable address) the check is not possible and nothing is broken", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const refs = [
      ref([`http://127.0.0.1:${port}/a`, `http://127.0.0.1:${port}/b`], ["10.1000/xyz"]),
      ref(["http://192.0.2.1/unroutable"]), // TEST-NET-1: no route, or no answer before the timeout
    ];
    let probed = 0;
    const offline = async () => {
      probed++;
      return false; // the internet probe cannot run here: this is the machine without network
    };
    const result = await checkSources(refs, {
      allowPrivateNetwork: true,
      timeoutMs: 400,
      probe: offline,
      fetch: (input, init) =>
        fetch(String(input).replace("https://doi.org", `http://127.0.0.1:${port}`), init),
    });
    expect(probed).toBe(1);
    expect(result).toMatchObject({
      mode: "unavailable",
      broken: 0,
      unknown: 0,
      skipped: 4,
      workingShare: null,
      belowRefundThreshold: null,
    });
    expect(result.items.every((i) => i.detail === "Link-Prüfung derzeit nicht möglich")).toBe(true);
  });

  it("a failed name lookup for every link is no network, unless the probe reaches the internet", async () => {
    const noDns: Resolver = async (host) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    };
    const refs = [ref(["https://www.example-one.de/a", "https://example-two.org/b"])];
    const down = await checkSources(refs, { resolve: noDns, probe: async () => false });
    expect(down).toMatchObject({ mode: "unavailable", broken: 0, belowRefundThreshold: null });
    // The internet answers, so a domain that does not resolve is gone: broken.
    const up = await checkSources(refs, { resolve: noDns, probe: async () => true });
    expect(up).toMatchObject({ mode: "checked", broken: 2, belowRefundThreshold: true });
    expect(up.items[0]?.detail).toBe("Server nicht gefunden (DNS)");
    // A temporary lookup failure (DNS server unreachable) is unknown even when the internet answers.
    const flaky: Resolver = async () => {
      throw Object.assign(new Error("getaddrinfo EAI_AGAIN"), { code: "EAI_AGAIN" });
    };
    expect(await checkSources(refs, { resolve: flaky, probe: async () => true })).toMatchObject({
      mode: "checked",
      broken: 0,
      unknown: 2,
      belowRefundThreshold: null,
    });
  });

  it("reads an older stored check with today's rules: no answer at all is 'nicht möglich', 5xx unknown", () => {
    const item = (target: string, status: string, httpStatus: number | null, detail: string | null) => ({
      target,
      kind: "url",
      status,
      httpStatus,
      detail,
      referenceIndex: 0,
    });
    const offlineRun = {
      mode: "checked",
      total: 3,
      ok: 0,
      restricted: 0,
      broken: 3,
      items: [
        item("https://a.de", "broken", null, "Nicht erreichbar"),
        item("https://b.de", "broken", null, "Server nicht gefunden (DNS)"),
        item("https://c.de", "broken", null, "Zeitüberschreitung"),
      ],
    };
    expect(readSourceCheck(offlineRun)).toMatchObject({
      mode: "unavailable",
      broken: 0,
      belowRefundThreshold: null,
    });
    const mixed = {
      mode: "checked",
      items: [
        item("https://a.de", "ok", 200, null),
        item("https://b.de", "broken", 404, "Seite existiert nicht mehr"),
        item("https://c.de", "broken", 503, "Fehler des Servers (HTTP 503)"),
        item("https://d.de", "broken", null, "Zeitüberschreitung"),
      ],
    };
    expect(readSourceCheck(mixed)).toMatchObject({
      mode: "checked",
      ok: 1,
      broken: 1,
      unknown: 2,
      workingShare: 0.5,
    });
    expect(readSourceCheck({ nothing: true })).toBeNull();
    expect(readSourceCheck(null)).toBeNull();
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
