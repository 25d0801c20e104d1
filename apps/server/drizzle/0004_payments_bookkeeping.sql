ALTER TABLE "payments" DROP CONSTRAINT "payments_presentation_id_presentations_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "presentation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Of several open checkouts of one presentation (possible before this index) only the newest stays open;
-- should an older one still be paid, fulfilment refunds it as a second payment.
UPDATE "payments" SET "status" = 'expired' WHERE "status" = 'open' AND "id" NOT IN (SELECT DISTINCT ON ("presentation_id") "id" FROM "payments" WHERE "status" = 'open' ORDER BY "presentation_id", "created_at" DESC, "id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_presentation" ON "payments" USING btree ("presentation_id") WHERE "payments"."status" = 'open';