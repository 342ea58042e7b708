CREATE TABLE "quote_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_enquiries_type_known" CHECK ("quote_enquiries"."type" in ('accept','enquiry'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"label" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"quote_status" text DEFAULT 'draft' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"destination" text,
	"hotel_name" text,
	"departure_date" date,
	"final_price_total" integer,
	"hero_image" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"social_post_text" text,
	"facebook_post_status" text DEFAULT 'none' NOT NULL,
	"facebook_post_id" text,
	"facebook_post_url" text,
	"facebook_posted_at" timestamp with time zone,
	"facebook_headline" text,
	"facebook_story_content" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "quotes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "quotes_kind_known" CHECK ("quotes"."kind" in ('standard','itinerary')),
	CONSTRAINT "quotes_status_known" CHECK ("quotes"."quote_status" in ('draft','sent','viewed','accepted','declined','expired','booked')),
	CONSTRAINT "quotes_facebook_status_known" CHECK ("quotes"."facebook_post_status" in ('none','pending','approved','posted','rejected','failed')),
	CONSTRAINT "quotes_view_count_positive" CHECK ("quotes"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quote_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'open' NOT NULL,
	"due_date" date,
	"source" text DEFAULT 'manual' NOT NULL,
	"contact" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tasks_status_known" CHECK ("tasks"."status" in ('open','done')),
	CONSTRAINT "tasks_source_known" CHECK ("tasks"."source" in ('quote_accept','quote_enquiry','manual'))
);
--> statement-breakpoint
ALTER TABLE "quote_enquiries" ADD CONSTRAINT "quote_enquiries_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_enquiries_quote_idx" ON "quote_enquiries" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_agent_updated_idx" ON "quotes" USING btree ("agent_id","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_agent_created_idx" ON "quotes" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_updated_idx" ON "quotes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "quotes_facebook_status_idx" ON "quotes" USING btree ("facebook_post_status");--> statement-breakpoint
CREATE INDEX "tasks_user_status_idx" ON "tasks" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "tasks_quote_idx" ON "tasks" USING btree ("quote_id");