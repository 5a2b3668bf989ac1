-- TOTP second factors (issue 21, ADR 034), with GoTrue's meanings: a factor is 'unverified' until its first code
-- is verified; a challenge lives five minutes and is spent by one verification. last_used_step remembers the
-- 30-second step of the last accepted code, so a code is accepted once. A session records the factor that
-- raised it to aal2 and when (the JWT's amr "totp" entry); removing that factor lowers the session again.
CREATE TABLE "auth_mfa_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "auth_users"("id") ON DELETE CASCADE,
	"friendly_name" text DEFAULT '' NOT NULL,
	"factor_type" text DEFAULT 'totp' NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"secret" text NOT NULL,
	"last_used_step" bigint,
	"last_challenged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_mfa_factors_status" CHECK ("status" in ('unverified', 'verified')),
	CONSTRAINT "auth_mfa_factors_type" CHECK ("factor_type" = 'totp')
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auth_mfa_factors_user_idx" ON "auth_mfa_factors" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "auth_mfa_factors_user_name_key" ON "auth_mfa_factors" USING btree ("user_id", "friendly_name") WHERE trim("friendly_name") <> '';
--> statement-breakpoint
CREATE TABLE "auth_mfa_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factor_id" uuid NOT NULL REFERENCES "auth_mfa_factors"("id") ON DELETE CASCADE,
	"ip" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auth_mfa_challenges_factor_idx" ON "auth_mfa_challenges" USING btree ("factor_id");
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "factor_id" uuid REFERENCES "auth_mfa_factors"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "mfa_verified_at" timestamp with time zone;
