ALTER TABLE "tasks" DROP CONSTRAINT "tasks_status_known";--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_source_known";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "passenger_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "priority" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_time" time;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "cause_key" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "auto_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_passenger_idx" ON "tasks" USING btree ("passenger_id");--> statement-breakpoint
CREATE INDEX "tasks_booking_idx" ON "tasks" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_cause_key_unique" UNIQUE("cause_key");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_priority_known" CHECK ("tasks"."priority" in ('low','normal','high'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_one_link" CHECK (num_nonnulls("tasks"."quote_id", "tasks"."booking_id", "tasks"."passenger_id") <= 1);--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_known" CHECK ("tasks"."status" in ('open','in_progress','done'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_source_known" CHECK ("tasks"."source" in ('quote_accept','quote_enquiry','manual','balance_due','passport_expiry'));