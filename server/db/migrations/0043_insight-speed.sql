DROP INDEX "dossier_stap_periodes_begin_idx";--> statement-breakpoint
CREATE INDEX "dossier_documenten_afgekeurd_idx" ON "dossier_documenten" USING btree ("dossier_id") WHERE "dossier_documenten"."status" = 'R';--> statement-breakpoint
CREATE INDEX "dossier_stap_periodes_begin_idx" ON "dossier_stap_periodes" USING btree ("fase","stap","begin_op","dossier_id");