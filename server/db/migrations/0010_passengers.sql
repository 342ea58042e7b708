CREATE TABLE "passenger_households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lead_passenger_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"household_id" uuid,
	"title" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"email" text,
	"phone" text,
	"address" text,
	"passport_number_enc" text,
	"passport_issuing_country" text,
	"nationality" text,
	"passport_issue_date" date,
	"passport_expiry_date" date,
	"known_traveller_number" text,
	"frequent_flyer_numbers" text,
	"dietary_notes" text,
	"medical_notes_enc" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"emergency_contact_relationship" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"notes" text,
	"keep_sensitive_data" boolean DEFAULT false NOT NULL,
	"sensitive_data_purged_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passengers_gender_known" CHECK ("passengers"."gender" is null or "passengers"."gender" in ('F','M','X'))
);
--> statement-breakpoint
CREATE TABLE "quote_passengers" (
	"quote_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_passengers_quote_id_passenger_id_pk" PRIMARY KEY("quote_id","passenger_id")
);
--> statement-breakpoint
ALTER TABLE "passenger_households" ADD CONSTRAINT "passenger_households_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_households" ADD CONSTRAINT "passenger_households_lead_passenger_id_passengers_id_fk" FOREIGN KEY ("lead_passenger_id") REFERENCES "public"."passengers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_household_id_passenger_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."passenger_households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_passengers" ADD CONSTRAINT "quote_passengers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_passengers" ADD CONSTRAINT "quote_passengers_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passenger_households_user_idx" ON "passenger_households" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "passengers_user_name_idx" ON "passengers" USING btree ("user_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "passengers_user_created_idx" ON "passengers" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "passengers_user_expiry_idx" ON "passengers" USING btree ("user_id","passport_expiry_date");--> statement-breakpoint
CREATE INDEX "passengers_name_idx" ON "passengers" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "passengers_created_idx" ON "passengers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "passengers_expiry_idx" ON "passengers" USING btree ("passport_expiry_date");--> statement-breakpoint
CREATE INDEX "passengers_household_idx" ON "passengers" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "passengers_search_trgm_idx" ON "passengers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_passengers_passenger_idx" ON "quote_passengers" USING btree ("passenger_id");