CREATE TABLE "join_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"agency_name" text,
	"step" text DEFAULT 'plan' NOT NULL,
	"plan_id" text,
	"billing_interval" text,
	"invited_lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_applications_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "join_applications_email_lowercase" CHECK ("join_applications"."email" = lower("join_applications"."email")),
	CONSTRAINT "join_applications_step_known" CHECK ("join_applications"."step" in ('plan','agreement','payment')),
	CONSTRAINT "join_applications_plan_known" CHECK ("join_applications"."plan_id" is null or "join_applications"."plan_id" in ('quote','agent','pro')),
	CONSTRAINT "join_applications_interval_known" CHECK ("join_applications"."billing_interval" is null or "join_applications"."billing_interval" in ('month','year'))
);
--> statement-breakpoint
CREATE TABLE "agreement_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"user_id" uuid,
	"application_id" uuid,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"text_sha256" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_signatures_hash_hex" CHECK ("agreement_signatures"."text_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_versions_version_unique" UNIQUE("version"),
	CONSTRAINT "agreement_versions_version_positive" CHECK ("agreement_versions"."version" > 0),
	CONSTRAINT "agreement_versions_hash_hex" CHECK ("agreement_versions"."body_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "join_applications" ADD CONSTRAINT "join_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_application_id_join_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."join_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "join_applications_user_idx" ON "join_applications" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "join_applications_email_idx" ON "join_applications" USING btree ("email","updated_at");--> statement-breakpoint
CREATE INDEX "agreement_signatures_user_idx" ON "agreement_signatures" USING btree ("user_id","signed_at");--> statement-breakpoint
CREATE INDEX "agreement_signatures_application_idx" ON "agreement_signatures" USING btree ("application_id");