CREATE TYPE "public"."quote_status" AS ENUM('new', 'contacted', 'quoted', 'closed');--> statement-breakpoint
CREATE TABLE "quote_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(12) NOT NULL,
	"line" varchar(20) NOT NULL,
	"service" varchar(60),
	"answers" jsonb NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"contact_time" varchar(20) NOT NULL,
	"consent" boolean NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_version" varchar(20) NOT NULL,
	"status" "quote_status" DEFAULT 'new' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_leads_reference_key" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "quote_leads" ADD CONSTRAINT "quote_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_leads_status_created_idx" ON "quote_leads" USING btree ("status","created_at");