CREATE TABLE "supplier_update_reads" (
	"user_id" uuid NOT NULL,
	"update_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_update_reads_user_id_update_id_pk" PRIMARY KEY("user_id","update_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"supplier_id" uuid,
	"published_on" date NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"logo_url" text,
	"website" text,
	"booking_instructions_html" text DEFAULT '' NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abta_number" text,
	"atol_number" text,
	"commission_basis" text,
	"commission_rate_bp" integer,
	"commission_amount_pence" integer,
	"commission_paid_when" text,
	"balance_due_days" integer,
	"deposit_basis" text,
	"deposit_percent_bp" integer,
	"deposit_amount_pence" integer,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"agent_login_notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_type_known" CHECK ("suppliers"."type" in ('tour_operator','hotel','airline','cruise','car_hire','transfer','insurance','excursion','other')),
	CONSTRAINT "suppliers_commission_known" CHECK (("suppliers"."commission_basis" is null and "suppliers"."commission_rate_bp" is null and "suppliers"."commission_amount_pence" is null)
        or ("suppliers"."commission_basis" in ('percent_gross','percent_net') and "suppliers"."commission_rate_bp" between 0 and 10000 and "suppliers"."commission_amount_pence" is null)
        or ("suppliers"."commission_basis" = 'fixed' and "suppliers"."commission_amount_pence" >= 0 and "suppliers"."commission_rate_bp" is null)),
	CONSTRAINT "suppliers_commission_paid_known" CHECK ("suppliers"."commission_paid_when" in ('on_booking','on_balance','after_departure','after_return','monthly_statement')),
	CONSTRAINT "suppliers_balance_due_days_range" CHECK ("suppliers"."balance_due_days" between 0 and 365),
	CONSTRAINT "suppliers_deposit_known" CHECK (("suppliers"."deposit_basis" is null and "suppliers"."deposit_percent_bp" is null and "suppliers"."deposit_amount_pence" is null)
        or ("suppliers"."deposit_basis" = 'percent' and "suppliers"."deposit_percent_bp" between 0 and 10000 and "suppliers"."deposit_amount_pence" is null)
        or ("suppliers"."deposit_basis" in ('per_person','per_booking') and "suppliers"."deposit_amount_pence" >= 0 and "suppliers"."deposit_percent_bp" is null)),
	CONSTRAINT "suppliers_payment_methods_known" CHECK ("suppliers"."payment_methods" <@ array['debit_card','credit_card','bank_transfer','direct_debit','agent_portal','cheque']::text[]),
	CONSTRAINT "suppliers_archived_when_inactive" CHECK ("suppliers"."active" or "suppliers"."archived_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "supplier_update_reads" ADD CONSTRAINT "supplier_update_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_update_reads" ADD CONSTRAINT "supplier_update_reads_update_id_supplier_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."supplier_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_updates" ADD CONSTRAINT "supplier_updates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_updates" ADD CONSTRAINT "supplier_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_update_reads_update_idx" ON "supplier_update_reads" USING btree ("update_id");--> statement-breakpoint
CREATE INDEX "supplier_updates_feed_idx" ON "supplier_updates" USING btree ("pinned" DESC NULLS LAST,"published_on" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_updates_supplier_idx" ON "supplier_updates" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "suppliers_list_idx" ON "suppliers" USING btree ("active","name");--> statement-breakpoint
CREATE INDEX "suppliers_tags_idx" ON "suppliers" USING gin ("tags");