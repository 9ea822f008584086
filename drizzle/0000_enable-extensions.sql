-- pg_trgm gives trigram similarity for typo-tolerant search (ICD lookup).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
