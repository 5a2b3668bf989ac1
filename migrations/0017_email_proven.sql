-- Issue 22, point 2 (ADR 031): an account sees bookings, payments and results made with its address only
-- once the address is proven, i.e. a link or code sent to it was followed (or the owner vouched for it).
-- AUTH_AUTOCONFIRM confirms an address without proving it, so "confirmed" alone is no longer enough.
ALTER TABLE "auth_users" ADD COLUMN "email_proven_at" timestamp with time zone;--> statement-breakpoint
-- Existing rows are proven only where there is evidence: a confirmation was mailed before the address was
-- confirmed (from there only the mailed link or code, or an administrator, confirms it), or the owner made
-- the account an administrator with `npm run admin`. Autoconfirmed, imported and admin-API accounts carry
-- no such evidence: their owners prove the address once from the dashboard (ADR 031 says why).
UPDATE "auth_users" SET "email_proven_at" = "email_confirmed_at"
 WHERE "email_confirmed_at" IS NOT NULL
   AND ("confirmation_sent_at" IS NOT NULL OR "app_metadata" ->> 'admin_granted' = 'true');
