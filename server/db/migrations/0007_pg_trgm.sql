-- Trigram matching for the lists' substring search (ILIKE '%term%'), whose GIN
-- indexes come in the next migration. pg_trgm ships with PostgreSQL (the embedded
-- server and Debian's) and is trusted since PostgreSQL 13: the database's owner
-- may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
