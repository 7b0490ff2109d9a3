ALTER TABLE "taak_delegaties" ADD COLUMN "actie" text DEFAULT 'OVERGEDRAGEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "taak_delegaties" ADD CONSTRAINT "taak_delegaties_actie_check" CHECK ("taak_delegaties"."actie" in ('AANGEMAAKT', 'OVERGEDRAGEN', 'GEDAAN', 'HEROPEND'));--> statement-breakpoint
-- Hand-written: rows made before the history knew its actions were all hand-overs; the first one of
-- each task is the one its creation wrote.
UPDATE "taak_delegaties" SET "actie" = 'AANGEMAAKT' WHERE "id" IN (SELECT DISTINCT ON ("taak_id") "id" FROM "taak_delegaties" ORDER BY "taak_id", "at", "id");
