import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.ts";
import { PresentationEvents, type ResyncEvent } from "../src/events/presentation-events.ts";
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from "./support/private-postgres.ts";
import { until } from "./support/until.ts";

type Seen = { kind: string; presentationId?: string };

/** Connections of this server that are listening for presentation events now. */
async function listeners(database: Database & { kind: "postgres" }): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    "select count(*)::int as n from pg_stat_activity where query ilike 'listen %'",
  );
  return rows[0]?.n ?? 0;
}

// A server of its own: it is restarted under the listener, which the shared test server must never be.
// Without server binaries the test is skipped, except under CI=true, where that is a failure.
describe.skipIf(!postgresBinDir() && process.env.CI !== "true")(
  "presentation events across a PostgreSQL restart",
  () => {
    let server: PrivatePostgres;
    let database: Database & { kind: "postgres" };

    beforeAll(async () => {
      server = await startPrivatePostgres();
      database = (await openDatabase({ url: server.url })) as Database & { kind: "postgres" };
    });
    afterAll(async () => {
      await database?.close();
      await server?.close();
    });

    it("listens again after the restart, tells subscribers to resync, and delivers later events", async () => {
      const events = new PresentationEvents(database, pino({ level: "silent" }));
      const seen: Seen[] = [];
      try {
        await events.subscribe("u1", (event) => seen.push(event as Seen | ResyncEvent));
        await events.publish({ userId: "u1", presentationId: "p1", kind: "progress" });
        await until(
          async () => seen.some((e) => e.presentationId === "p1"),
          "the event before the restart",
          10_000,
        );

        // Idle pool clients are cut too: the pool drops them without taking the process down.
        await Promise.all([database.pool.query("select 1"), database.pool.query("select 1")]);
        await server.restart(1_000);
        expect(await database.pool.query("select 1 as one").then((r) => r.rows[0].one)).toBe(1);

        await until(
          async () => seen.some((e) => e.kind === "resync"),
          "a resync after the reconnect",
          20_000,
        );
        await events.publish({ userId: "u1", presentationId: "p2", kind: "stage" });
        await until(
          async () => seen.some((e) => e.presentationId === "p2"),
          "the event after the restart",
          10_000,
        );
        expect(seen).toEqual([
          { userId: "u1", presentationId: "p1", kind: "progress" },
          { userId: "u1", kind: "resync" },
          { userId: "u1", presentationId: "p2", kind: "stage" },
        ]);
        expect(await listeners(database)).toBe(1);
      } finally {
        await events.close();
      }
      expect(await listeners(database)).toBe(0);
    }, 60_000);

    it("close() while the server is down ends the reconnect loop: nothing listens once it is back", async () => {
      const events = new PresentationEvents(database, pino({ level: "silent" }));
      let ended = false;
      await events.subscribe(
        "u2",
        () => {},
        () => {
          ended = true;
        },
      );
      await server.stop();
      // A few attempts fail while the server is away.
      await new Promise((r) => setTimeout(r, 1_500));
      await events.close();
      expect(ended).toBe(true);
      await server.start();
      await new Promise((r) => setTimeout(r, 6_000));
      expect(await listeners(database)).toBe(0);
    }, 60_000);
  },
);
