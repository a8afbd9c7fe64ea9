CREATE TABLE "open_data_refresh" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trigger" text NOT NULL,
	"source" text NOT NULL,
	"result" text NOT NULL,
	"message" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"as_of" text,
	"rows_read" integer,
	"rows_kept" integer,
	"rows_rejected" jsonb,
	"loaded" boolean NOT NULL,
	"load_message" text
);
--> statement-breakpoint
CREATE INDEX "open_data_refresh_source_run_at_idx" ON "open_data_refresh" USING btree ("source","run_at" DESC);
