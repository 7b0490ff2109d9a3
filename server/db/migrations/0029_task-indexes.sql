DROP INDEX "taken_open_assignee_idx";--> statement-breakpoint
DROP INDEX "taken_open_team_idx";--> statement-breakpoint
DROP INDEX "taken_open_deadline_idx";--> statement-breakpoint
CREATE INDEX "taken_open_order_idx" ON "taken" USING btree ("deadline","id") WHERE not gedaan and not gearchiveerd;--> statement-breakpoint
CREATE INDEX "taken_open_counts_idx" ON "taken" USING btree ("geldverstrekker_id","toegewezen_aan_id","team_id","id") WHERE not gedaan and not gearchiveerd;--> statement-breakpoint
CREATE INDEX "taken_open_assignee_idx" ON "taken" USING btree ("toegewezen_aan_id","deadline","id") WHERE not gedaan and not gearchiveerd;--> statement-breakpoint
CREATE INDEX "taken_open_team_idx" ON "taken" USING btree ("team_id","deadline","id") WHERE not gedaan and not gearchiveerd;--> statement-breakpoint
CREATE INDEX "taken_open_deadline_idx" ON "taken" USING btree ("geldverstrekker_id","deadline","id") WHERE not gedaan and not gearchiveerd;