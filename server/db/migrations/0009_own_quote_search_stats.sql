-- An agent's own quote search compares `column || ''` (server/lib/list.ts searchColumns
-- with useIndexes: false) so that it keeps off the trigram indexes of migration 0008.
-- Statistics on those expressions (PostgreSQL 14+) tell the planner how common a word
-- is there as the column statistics do for the columns, so a common word's page still
-- stops at its first matches instead of reading and sorting all of the agent's quotes.
CREATE STATISTICS IF NOT EXISTS "quotes_title_search_stats" ON ("title" || '') FROM "quotes";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "quotes_destination_search_stats" ON ("destination" || '') FROM "quotes";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "quotes_hotel_name_search_stats" ON ("hotel_name" || '') FROM "quotes";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "quotes_label_search_stats" ON ("label" || '') FROM "quotes";
