CREATE TABLE "job_durations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "withdrawal_waiver_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "thesis_title" text;--> statement-breakpoint
CREATE INDEX "job_durations_kind_finished_idx" ON "job_durations" USING btree ("kind","finished_at");