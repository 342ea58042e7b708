CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text,
	"message" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind_known" CHECK ("lead_events"."kind" in ('touch','note','status','owner','next_action','invitation','converted')),
	CONSTRAINT "lead_events_source_known" CHECK ("lead_events"."source" in ('wizard','contact','book-call','ai-tool','ai-planner','admin'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"source" text NOT NULL,
	"plan_interest" text,
	"wizard_step" text,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" uuid,
	"next_action_date" date,
	"converted_user_id" uuid,
	"converted_at" timestamp with time zone,
	"invite_token_hash" text,
	"invited_at" timestamp with time zone,
	"invite_expires_at" timestamp with time zone,
	"invite_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_email_unique" UNIQUE("email"),
	CONSTRAINT "leads_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "leads_email_lowercase" CHECK ("leads"."email" = lower("leads"."email")),
	CONSTRAINT "leads_source_known" CHECK ("leads"."source" in ('wizard','contact','book-call','ai-tool','ai-planner','admin')),
	CONSTRAINT "leads_status_known" CHECK ("leads"."status" in ('new','contacted','converted','lost')),
	CONSTRAINT "leads_wizard_step_known" CHECK ("leads"."wizard_step" in ('details','plan','agreement','payment','paid'))
);
--> statement-breakpoint
CREATE TABLE "user_deactivations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_converted_user_id_users_id_fk" FOREIGN KEY ("converted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_deactivations" ADD CONSTRAINT "user_deactivations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_deactivations" ADD CONSTRAINT "user_deactivations_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_list_idx" ON "leads" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id","next_action_date");--> statement-breakpoint
CREATE INDEX "leads_next_action_idx" ON "leads" USING btree ("next_action_date");--> statement-breakpoint
CREATE INDEX "leads_converted_user_idx" ON "leads" USING btree ("converted_user_id");