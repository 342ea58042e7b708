DROP INDEX "tasks_user_status_idx";--> statement-breakpoint
CREATE INDEX "tasks_user_list_idx" ON "tasks" USING btree ("user_id","status","due_date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tasks_list_idx" ON "tasks" USING btree ("status","due_date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);