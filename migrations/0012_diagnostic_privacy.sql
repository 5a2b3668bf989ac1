-- Issue 14, point 3: a diagnostic result is private until its taker shares it (ADR 023).
-- Until now a result was public unless revoked, and no share was ever recorded as an explicit act (the old
-- "Share" button only copied the link), so no existing result counts as shared: all become private, and
-- the revoked ones stay revoked. The taker shares again from the results page or the dashboard.
ALTER TABLE "diagnostic_results" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
-- Point 4: the results e-mail carries a private link to the full results; only its token's hash is kept.
-- Older results have none (their e-mail linked the public page); they are reached from the dashboard.
ALTER TABLE "diagnostic_results" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
-- New results' e-mails no longer carry a revoke link (the private link stops sharing); older ones keep theirs.
ALTER TABLE "diagnostic_results" ALTER COLUMN "revoke_token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnostic_results" ADD CONSTRAINT "diagnostic_results_share_state" CHECK ("diagnostic_results"."shared_at" is null or "diagnostic_results"."share_revoked_at" is null);--> statement-breakpoint
CREATE UNIQUE INDEX "diagnostic_results_link_token_idx" ON "diagnostic_results" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "diagnostic_results_email_lower_idx" ON "diagnostic_results" USING btree (lower("email"), "created_at");
