-- Range exclusion constraints (no double booking) need btree_gist; PGlite loads it as a contrib extension.
CREATE EXTENSION IF NOT EXISTS btree_gist;
