-- Trigram matching for the part-of-a-word dossier filters (ILIKE '%…%'). PGlite loads the
-- extension when the database is opened (server/db/client.ts); on PostgreSQL it is a trusted
-- extension that the database owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
