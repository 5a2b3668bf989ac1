-- The owner's daily e-mail of due tasks (issue 17, ADR 048): off by default, sent at the digest hour.
ALTER TABLE "owner_notification_settings" ADD COLUMN "task_digest" boolean DEFAULT false NOT NULL;
