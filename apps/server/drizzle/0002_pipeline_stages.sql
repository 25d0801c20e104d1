CREATE TABLE "presentation_stage_outputs" (
	"presentation_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"output" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presentation_stage_outputs_presentation_id_stage_pk" PRIMARY KEY("presentation_id","stage")
);
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "deliverables" jsonb;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "analysis_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentation_stage_outputs" ADD CONSTRAINT "presentation_stage_outputs_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;