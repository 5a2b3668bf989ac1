-- A profile's language may be "no choice" (NULL): the web then keeps the visitor's detected or stored language.
-- Existing rows keep their value: the sign-up form and the default both wrote 'es' and the two cannot be told apart.
ALTER TABLE "profiles" ALTER COLUMN "preferred_language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "preferred_language" DROP NOT NULL;
