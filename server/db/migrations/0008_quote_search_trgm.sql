CREATE INDEX "quotes_title_trgm_idx" ON "quotes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_destination_trgm_idx" ON "quotes" USING gin ("destination" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_hotel_name_trgm_idx" ON "quotes" USING gin ("hotel_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_label_trgm_idx" ON "quotes" USING gin ("label" gin_trgm_ops);