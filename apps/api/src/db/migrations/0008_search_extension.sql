-- Trigram indexes let staff search orders and accounts by any part of an order number or email quickly.
-- pg_trgm ships with PostgreSQL and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
