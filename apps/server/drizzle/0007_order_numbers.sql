CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_number_unique" UNIQUE("order_number");--> statement-breakpoint
-- Payments made before order numbers existed get theirs now, in the order they were made, with the year
-- they were paid in (their paid event, else their last change).
UPDATE "payments" AS p
SET "order_number" = numbered."order_number"
FROM (
  SELECT "id", 'FW-' || to_char("paid" AT TIME ZONE 'Europe/Berlin', 'YYYY') || '-' || lpad(v::text, greatest(6, length(v::text)), '0') AS "order_number"
  FROM (
    SELECT "id", "paid", nextval('order_number_seq') AS v
    FROM (
      SELECT pay."id", coalesce(ev."received_at", pay."updated_at") AS "paid"
      FROM "payments" AS pay
      LEFT JOIN "payment_events" AS ev ON ev."event_id" = 'paid_' || pay."id"
      WHERE pay."status" IN ('paid', 'refunded', 'duplicate')
      ORDER BY "paid", pay."id"
    ) AS ordered
  ) AS counted
) AS numbered
WHERE p."id" = numbered."id";
