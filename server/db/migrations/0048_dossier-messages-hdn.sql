-- Hand-written: the demo seed wrote an invented "HDN" row for every dossier (kinds SB and OF, which
-- HDN does not have). A dossier's HDN messages are read from hdn_berichten (docs/hdn.md), so these
-- rows go, and the table keeps letters and messages to the adviser only. No code path but the seed
-- wrote the kind HDN here.
DELETE FROM "dossier_berichten" WHERE "soort" = 'HDN';--> statement-breakpoint
ALTER TABLE "dossier_berichten" DROP CONSTRAINT "dossier_berichten_soort";--> statement-breakpoint
ALTER TABLE "dossier_berichten" ADD CONSTRAINT "dossier_berichten_soort" CHECK ("dossier_berichten"."soort" in ('BRIEF', 'ADVISEUR'));
