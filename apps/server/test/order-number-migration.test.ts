import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateDatabase, openDatabase } from "../src/db/client.ts";
import { paymentEvents, payments } from "../src/db/schema/index.ts";
import { nextOrderNumber, paidEventId } from "../src/payments/repository.ts";
import { createPostgresDatabase, DB_KINDS, migrateThrough } from "./support/databases.ts";
import { createUser } from "./support/factories.ts";

/**
 * Migration 0007 gives every payment made before order numbers existed its number, in the order they
 * were paid and with the year they were paid in (German time); open and expired checkouts get none, and
 * the next payment continues the sequence.
 */
describe.each(DB_KINDS)("migration 0007: order numbers for earlier payments, on %s", (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const ids = {
    newYearsEve: randomUUID(),
    refunded: randomUUID(),
    paid: randomUUID(),
    open: randomUUID(),
    expired: randomUUID(),
  };

  beforeAll(async () => {
    const pgdb = kind === "postgres" ? await createPostgresDatabase() : null;
    database = await openDatabase(pgdb ? { url: pgdb.url } : {});
    dispose = async () => {
      await database.close();
      await pgdb?.drop();
    };
    await migrateThrough(database, "0006_one_file_record");
    const db = database.db;
    const owner = await createUser(db);
    const payment = async (id: string, status: string, createdAt: string, paidAt?: string) => {
      // Written in SQL: the schema of today has columns that later migrations add.
      const p = { id: randomUUID() };
      await db.execute(sql`
        insert into presentations (id, user_id, pdf_filename, work_type)
        values (${p.id}, ${owner.id}, 'arbeit.pdf', 'Bachelorarbeit')`);
      await db.execute(sql`
        insert into payments (id, presentation_id, user_id, provider, provider_session_id, amount_cents, status,
          created_at, updated_at)
        values (${id}, ${p.id}, ${owner.id}, 'test', ${`test_cs_${id}`}, 1900, ${status}, ${createdAt},
          ${paidAt ?? createdAt})`);
      if (paidAt)
        await db.insert(paymentEvents).values({
          eventId: paidEventId(id),
          type: "payment.paid",
          paymentId: id,
          receivedAt: new Date(paidAt),
        });
    };
    // 23:30 UTC on New Year's Eve is already the new year in Germany.
    await payment(ids.newYearsEve, "paid", "2025-12-31T23:20:00Z", "2025-12-31T23:30:00Z");
    await payment(ids.refunded, "refunded", "2025-06-01T10:00:00Z", "2025-06-01T10:05:00Z");
    // Paid before the paid event was recorded: its last change is the paid moment.
    await payment(ids.paid, "paid", "2026-02-01T10:00:00Z");
    await payment(ids.open, "open", "2026-03-01T10:00:00Z");
    await payment(ids.expired, "expired", "2026-03-02T10:00:00Z");
    await migrateDatabase(database);
  }, 60_000);
  afterAll(async () => dispose?.());

  it("numbers the paid and refunded payments in the order they were paid, and no checkout that was not paid", async () => {
    const rows = await database.db
      .select({ id: payments.id, orderNumber: payments.orderNumber })
      .from(payments)
      .orderBy(asc(payments.createdAt));
    const numberOf = new Map(rows.map((r) => [r.id, r.orderNumber]));
    expect(numberOf.get(ids.refunded)).toBe("FW-2025-000001");
    expect(numberOf.get(ids.newYearsEve)).toBe("FW-2026-000002");
    expect(numberOf.get(ids.paid)).toBe("FW-2026-000003");
    expect(numberOf.get(ids.open)).toBeNull();
    expect(numberOf.get(ids.expired)).toBeNull();
  });

  it("continues the sequence with the next paid payment", async () => {
    const [moved] = await database.db
      .update(payments)
      .set({ status: "paid", orderNumber: nextOrderNumber })
      .where(eq(payments.id, ids.open))
      .returning({ orderNumber: payments.orderNumber });
    expect(moved?.orderNumber).toMatch(/^FW-\d{4}-000004$/);
  });
});
