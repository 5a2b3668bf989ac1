-- The owner's numbers (issue 16, ADR 027): the indexes the overview, the reports and the exports read by.
-- A report period is a range of instants, so each figure's own time column gets an index; the overview's
-- lists ask for one status within a time window, so those lead with the status. Written by hand to match
-- the index(...) lines in the modules' schema.ts files. The measurements behind each: ADR 027.
CREATE INDEX IF NOT EXISTS "payment_orders_paid_idx" ON "payment_orders" USING btree ("paid_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_orders_status_created_idx" ON "payment_orders" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_refunds_status_created_idx" ON "payment_refunds" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_created_idx" ON "leads" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_status_created_idx" ON "leads" USING btree ("status","created_at");
--> statement-breakpoint
-- "Became bookings": a diagnostic taker's appointments by e-mail in any case, booked after the result.
CREATE INDEX IF NOT EXISTS "appointments_email_lower_created_idx" ON "appointments" USING btree (lower("customer_email"),"created_at");
