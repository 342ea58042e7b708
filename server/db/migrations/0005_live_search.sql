CREATE TABLE "basket_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"supplier" text NOT NULL,
	"price_pence" integer NOT NULL,
	"data" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"package_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_type_known" CHECK ("basket_items"."type" in ('accommodation','car_rental')),
	CONSTRAINT "basket_items_price_positive" CHECK ("basket_items"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"last_retry_key" text,
	"lead_passenger" jsonb NOT NULL,
	"status" text DEFAULT 'booking' NOT NULL,
	"reference" text NOT NULL,
	"total_pence" integer NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_packages_reference_unique" UNIQUE("reference"),
	CONSTRAINT "booking_packages_status_known" CHECK ("booking_packages"."status" in ('booking','confirmed','partially_failed'))
);
--> statement-breakpoint
CREATE TABLE "live_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"supplier" text NOT NULL,
	"supplier_reference" text,
	"booking_reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"lead_name" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"data" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "live_bookings_booking_reference_unique" UNIQUE("booking_reference"),
	CONSTRAINT "live_bookings_type_known" CHECK ("live_bookings"."type" in ('accommodation','car_rental')),
	CONSTRAINT "live_bookings_status_known" CHECK ("live_bookings"."status" in ('pending','booking','confirmed','failed','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_supplier_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"supplier_reference" text NOT NULL,
	"client_reference" text NOT NULL,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"amount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sandbox_supplier_bookings_supplier_reference_unique" UNIQUE("supplier_reference"),
	CONSTRAINT "sandbox_supplier_bookings_kind_known" CHECK ("sandbox_supplier_bookings"."kind" in ('hotel','car')),
	CONSTRAINT "sandbox_supplier_bookings_status_known" CHECK ("sandbox_supplier_bookings"."status" in ('confirmed','failed','cancelled'))
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_package_id_booking_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booking_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_packages" ADD CONSTRAINT "booking_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_package_id_booking_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booking_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_items_user_idx" ON "basket_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "basket_items_package_idx" ON "basket_items" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_packages_user_key_uq" ON "booking_packages" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_packages_user_idx" ON "booking_packages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_bookings_user_key_uq" ON "live_bookings" USING btree ("user_id","idempotency_key") WHERE "live_bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "live_bookings_package_idx" ON "live_bookings" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "live_bookings_user_created_idx" ON "live_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "live_bookings_created_idx" ON "live_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_supplier_bookings_client_idx" ON "sandbox_supplier_bookings" USING btree ("client_reference");