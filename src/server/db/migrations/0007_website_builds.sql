CREATE TYPE "public"."website_build_status" AS ENUM('submitted', 'in_progress', 'in_review', 'live');--> statement-breakpoint
CREATE TABLE "website_build_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"build_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"from_status" "website_build_status",
	"to_status" "website_build_status",
	"note" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" "website_build_status" DEFAULT 'submitted' NOT NULL,
	"business_name" varchar(120) NOT NULL,
	"business_kind" varchar(20) NOT NULL,
	"city" varchar(80) NOT NULL,
	"state" varchar(5) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"npn" varchar(10) DEFAULT '' NOT NULL,
	"licence_state" varchar(5),
	"licence_number" varchar(30) DEFAULT '' NOT NULL,
	"other_licences" text DEFAULT '' NOT NULL,
	"lines" text[] NOT NULL,
	"template" varchar(20) NOT NULL,
	"pages" text[] NOT NULL,
	"domain_choice" varchar(10) NOT NULL,
	"domain_name" varchar(253) DEFAULT '' NOT NULL,
	"contact_name" varchar(120) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_build_events" ADD CONSTRAINT "website_build_events_build_id_website_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."website_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_build_events" ADD CONSTRAINT "website_build_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_builds" ADD CONSTRAINT "website_builds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_build_events_build_created_idx" ON "website_build_events" USING btree ("build_id","created_at");--> statement-breakpoint
CREATE INDEX "website_builds_owner_created_idx" ON "website_builds" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "website_builds_status_created_idx" ON "website_builds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "website_builds_one_active_key" ON "website_builds" USING btree ("owner_id") WHERE "website_builds"."status" <> 'live';