CREATE TABLE "agent_pages" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"agent_brand" text NOT NULL,
	"display_name" text NOT NULL,
	"headline" text,
	"photo_url" text,
	"bio" text DEFAULT '' NOT NULL,
	"contact" jsonb NOT NULL,
	"featured_quote_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_pages_agent_brand_unique" UNIQUE("agent_brand"),
	CONSTRAINT "agent_pages_brand_format" CHECK ("agent_pages"."agent_brand" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "agent_pages" ADD CONSTRAINT "agent_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;