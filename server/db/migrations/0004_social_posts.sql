CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"headline" text NOT NULL,
	"text" text NOT NULL,
	"story_content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"adapter" text,
	"external_id" text,
	"external_url" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_posts_status_known" CHECK ("social_posts"."status" in ('pending','approved','posted','rejected','failed')),
	CONSTRAINT "social_posts_adapter_known" CHECK ("social_posts"."adapter" is null or "social_posts"."adapter" in ('sandbox','facebook'))
);
--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_posts_one_pending_per_quote" ON "social_posts" USING btree ("quote_id") WHERE "social_posts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "social_posts_status_created_idx" ON "social_posts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "social_posts_posted_idx" ON "social_posts" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "social_posts_quote_idx" ON "social_posts" USING btree ("quote_id");