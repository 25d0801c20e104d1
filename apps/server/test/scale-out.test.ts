import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { type Database, migrateDatabase, openDatabase } from "../src/db/client.ts";
import { files, presentations } from "../src/db/schema/index.ts";
import { createPostgresDatabase, TEST_DATABASE_URL } from "./support/databases.ts";
import { signedInUser } from "./support/sessions.ts";
import { type SmtpInbox, startSmtpServer } from "./support/smtp.ts";
import { until as pollUntil } from "./support/until.ts";

const root = path.resolve(import.meta.dirname, "../../..");
// The whole deck of this 90-page thesis takes a few seconds: a window wide enough to kill a worker in.
const LONG_PAPER = "de_ba_informatik_co2-cloud-azure_dhbw_90p.pdf";
const PAPERS = [
  "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
  "de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf",
  "de_seminararbeit_informatik_julia-datenvisualisierung.docx",
];

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}
const procs: Proc[] = [];

function spawnRole(role: "web" | "worker", env: Record<string, string>): Proc {
  // `npm run start:web` / `start:worker`: the compiled server (built first when stale).
  const child = spawn(process.execPath, ["scripts/start.mjs", `--role=${role}`], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const proc = {
    child,
    output: () => out,
    exited: new Promise<number | null>((r) => child.on("exit", (c) => r(c))),
  };
  procs.push(proc);
  return proc;
}

/** support/until, with the processes' last output in the failure. */
function until<T>(
  fn: () => Promise<T | undefined | null | false>,
  what: string,
  ms = 120_000,
  every = 250,
): Promise<T> {
  return pollUntil(fn, what, ms, every).catch((error: Error) => {
    throw new Error(`${error.message}\n${procs.map((p) => p.output().slice(-2000)).join("\n---\n")}`);
  });
}

describe.skipIf(!TEST_DATABASE_URL)("scale-out: one web and separate workers on PostgreSQL + S3", () => {
  let s3: S3rver;
  let smtp: SmtpInbox;
  let database: Database;
  let drop: () => Promise<void>;
  let env: Record<string, string>;
  let baseUrl = "";
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fw-scale-"));

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(tmp, "s3") });
    const { port: s3Port } = await s3.run();
    smtp = await startSmtpServer();
    const pgdb = await createPostgresDatabase();
    drop = pgdb.drop;
    database = await openDatabase({ url: pgdb.url });
    await migrateDatabase(database);
    env = {
      DATABASE_URL: pgdb.url,
      DATA_DIR: path.join(tmp, "data"),
      AUTH_SECRET: "s".repeat(40),
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: "folienwerk-scale",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      SMTP_URL: smtp.url,
      SOURCE_CHECK: "false",
      // Twenty students behind one address at once, as on a campus network.
      UPLOADS_AT_ONCE_IP: "20",
      // The API alone: start.mjs then leaves apps/web alone (the web app is not what this test is about).
      WEB_DIST_DIR: path.join(tmp, "no-web-app"),
    };
    const web = spawnRole("web", { ...env, PORT: "0" });
    baseUrl = (
      await until(async () => web.output().match(/läuft: (http:\/\/\S+)/)?.[1], "web start")
    ).replace("localhost", "127.0.0.1");
  });

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill("SIGKILL");
    await Promise.all(procs.map((p) => p.exited));
    await database?.close();
    await drop?.();
    await smtp?.close();
    await s3?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function uploadAndPay(headers: Record<string, string>, paper: string): Promise<string> {
    const form = new FormData();
    form.set("work_type", "Bachelorarbeit");
    form.set("file", new Blob([fs.readFileSync(corpusPath(paper))]), paper);
    const res = await fetch(`${baseUrl}/api/presentations`, { method: "POST", headers, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const saved = await fetch(`${baseUrl}/api/presentations/${id}`, {
      method: "PATCH",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({
        research_type: "empirical",
        presentation_duration: 10,
        methodology: "Eigene Auswertung.",
      }),
    });
    expect(saved.status).toBe(200);
    await database.db.update(presentations).set({ isPaid: true }).where(eq(presentations.id, id));
    const start = await fetch(`${baseUrl}/core/process-full-pipeline`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ presentationId: id }),
    });
    expect(((await start.json()) as { status: string }).status).toBe("queued");
    return id;
  }

  const deliveryMails = (id: string) =>
    smtp.messages.filter(
      (m) => m.subject === "Deine Präsentation ist fertig" && m.text.includes(`/downloads/${id}`),
    );

  it("survives a SIGKILLed worker mid-pipeline: another worker completes it, with one e-mail", async () => {
    const student = await signedInUser(database.db, { email: "kill@example.test" });
    const first = spawnRole("worker", env);
    const id = await uploadAndPay(student.headers, LONG_PAPER);
    await until(
      async () => {
        const [row] = await database.db.select().from(presentations).where(eq(presentations.id, id));
        // Finishing before the kill would prove nothing: fail at once rather than wait out the timeout.
        if (row?.stage === "presentation_created")
          throw new Error("pipeline finished before it could be killed");
        return row?.pipelineStatus === "running";
      },
      "pipeline running on the first worker",
      120_000,
      25,
    );
    first.child.kill("SIGKILL");
    await first.exited;
    const killedAt = Date.now();
    spawnRole("worker", env);
    const row = await until(
      async () => {
        const [r] = await database.db.select().from(presentations).where(eq(presentations.id, id));
        return r?.stage === "presentation_created" ? r : null;
      },
      "completion after the kill",
      180_000,
    );
    expect(row.pipelineStatus).toBe("done");
    process.stderr.write(`recovered ${Math.round((Date.now() - killedAt) / 1000)} s after SIGKILL\n`);
    await until(async () => deliveryMails(id).length > 0, "delivery mail");
    await new Promise((r) => setTimeout(r, 2000));
    expect(deliveryMails(id)).toHaveLength(1);
  }, 300_000);

  it("processes several presentations exactly once across two workers", async () => {
    spawnRole("worker", env);
    const students = await Promise.all(
      PAPERS.map((_, i) => signedInUser(database.db, { email: `s${i}@example.test` })),
    );
    const ids = await Promise.all(PAPERS.map((paper, i) => uploadAndPay(students[i]?.headers ?? {}, paper)));
    await until(
      async () => {
        const rows = await database.db.select().from(presentations).where(inArray(presentations.id, ids));
        return rows.every((r) => r.stage === "presentation_created");
      },
      "all presentations delivered",
      240_000,
    );
    await new Promise((r) => setTimeout(r, 2000));
    for (const id of ids) {
      expect(deliveryMails(id)).toHaveLength(1);
      const jobs = (await database.db.execute(
        sql`select state from pgboss.job where name = 'full-pipeline' and singleton_key = ${id}`,
      )) as unknown as { rows: Array<{ state: string }> };
      expect(jobs.rows.map((r) => r.state)).toEqual(["completed"]);
    }
    const res = await fetch(`${baseUrl}/healthz`);
    expect(((await res.json()) as { storage: { kind: string } }).storage.kind).toBe("s3");
  }, 300_000);

  it("audit: 20 users uploading the same file name at once never share a stored file", async () => {
    const pdf = fs.readFileSync(corpusPath(PAPERS[0] as string));
    const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
    const users = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signedInUser(database.db, { email: `same${i}@example.test` })),
    );
    const bodies = users.map((_, i) => Buffer.concat([pdf, Buffer.from(`\n% upload of user ${i}\n`)]));
    const upload = async (i: number) => {
      const form = new FormData();
      form.set("work_type", "Bachelorarbeit");
      form.set("file", new Blob([new Uint8Array(bodies[i] as Buffer)]), "Bachelorarbeit.pdf");
      const res = await fetch(`${baseUrl}/api/presentations`, {
        method: "POST",
        headers: users[i]?.headers,
        body: form,
      });
      return { status: res.status, body: await res.text() };
    };
    const uploads = await Promise.all(users.map((_, i) => upload(i)));
    expect(uploads.filter((u) => u.status !== 201)).toEqual([]);
    const ids = uploads.map((u) => (JSON.parse(u.body) as { id: string }).id);
    // The cause, not only its symptom: a key from the time and the name collides whenever two uploads
    // finish in the same millisecond; a random key never does.
    const rows = await database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(and(inArray(files.presentationId, ids), eq(files.kind, "source")));
    const keys = rows.map((r) => r.key);
    expect(new Set(keys).size).toBe(20);
    expect(keys.filter((k) => k.includes("Bachelorarbeit"))).toEqual([]);
    /** What the owner gets through the file route (a redirect to the signed S3 URL), as a hash. */
    const downloaded = async (i: number) => {
      const res = await fetch(`${baseUrl}/api/presentations/${ids[i]}/files/source`, {
        headers: users[i]?.headers,
      });
      return res.status === 200 ? sha256(Buffer.from(await res.arrayBuffer())) : `status ${res.status}`;
    };
    const own = bodies.map(sha256);
    expect(await Promise.all(users.map((_, i) => downloaded(i)))).toEqual(own);

    const removed = await fetch(`${baseUrl}/api/presentations/${ids[0]}`, {
      method: "DELETE",
      headers: users[0]?.headers,
    });
    expect(removed.status).toBe(204);
    const rest = await Promise.all(users.slice(1).map((_, i) => downloaded(i + 1)));
    expect(rest).toEqual(own.slice(1));
  }, 300_000);
});
