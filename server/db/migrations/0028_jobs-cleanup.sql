CREATE TABLE "achtergrondtaken" (
	"id" serial PRIMARY KEY NOT NULL,
	"soort" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'WACHTEND' NOT NULL,
	"pogingen" integer DEFAULT 0 NOT NULL,
	"max_pogingen" integer DEFAULT 5 NOT NULL,
	"wachttijd_ms" integer DEFAULT 30000 NOT NULL,
	"uitvoeren_vanaf" timestamp with time zone DEFAULT now() NOT NULL,
	"claim" uuid,
	"vergrendeld_tot" timestamp with time zone,
	"gedaan" integer DEFAULT 0 NOT NULL,
	"totaal" integer,
	"resultaat" jsonb,
	"fout" text,
	"sleutel" text,
	"aangemaakt_door" integer,
	"aangemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	"gestart_op" timestamp with time zone,
	"voltooid_op" timestamp with time zone,
	CONSTRAINT "achtergrondtaken_status_check" CHECK ("achtergrondtaken"."status" in ('WACHTEND', 'BEZIG', 'KLAAR', 'MISLUKT'))
);
--> statement-breakpoint
CREATE TABLE "dossier_opschoningen" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"status" text DEFAULT 'GEMARKEERD' NOT NULL,
	"reden" text NOT NULL,
	"anonimiseren" boolean DEFAULT false NOT NULL,
	"gemarkeerd_door" integer,
	"gemarkeerd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"goedgekeurd_door" integer,
	"goedgekeurd_op" timestamp with time zone,
	"gestart_door" integer,
	"gestart_op" timestamp with time zone,
	"ingetrokken_door" integer,
	"ingetrokken_op" timestamp with time zone,
	"job_id" integer,
	"uitgevoerd_op" timestamp with time zone,
	"verwijderd" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dossier_opschoningen_status_check" CHECK ("dossier_opschoningen"."status" in ('GEMARKEERD', 'GOEDGEKEURD', 'GEPLAND', 'UITGEVOERD', 'INGETROKKEN')),
	CONSTRAINT "dossier_opschoningen_reden_check" CHECK ("dossier_opschoningen"."reden" in ('HANDMATIG', 'DOSSIER_AFGEWEZEN', 'DOSSIER_GEPASSEERD'))
);
--> statement-breakpoint
ALTER TABLE "achtergrondtaken" ADD CONSTRAINT "achtergrondtaken_aangemaakt_door_gebruikers_id_fk" FOREIGN KEY ("aangemaakt_door") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_opschoningen" ADD CONSTRAINT "dossier_opschoningen_gemarkeerd_door_gebruikers_id_fk" FOREIGN KEY ("gemarkeerd_door") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_opschoningen" ADD CONSTRAINT "dossier_opschoningen_goedgekeurd_door_gebruikers_id_fk" FOREIGN KEY ("goedgekeurd_door") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_opschoningen" ADD CONSTRAINT "dossier_opschoningen_gestart_door_gebruikers_id_fk" FOREIGN KEY ("gestart_door") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_opschoningen" ADD CONSTRAINT "dossier_opschoningen_ingetrokken_door_gebruikers_id_fk" FOREIGN KEY ("ingetrokken_door") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_opschoningen" ADD CONSTRAINT "dossier_opschoningen_job_id_achtergrondtaken_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."achtergrondtaken"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achtergrondtaken_open_idx" ON "achtergrondtaken" USING btree ("status","uitvoeren_vanaf") WHERE "achtergrondtaken"."status" in ('WACHTEND', 'BEZIG');--> statement-breakpoint
CREATE UNIQUE INDEX "achtergrondtaken_sleutel_open" ON "achtergrondtaken" USING btree ("sleutel") WHERE "achtergrondtaken"."status" in ('WACHTEND', 'BEZIG');--> statement-breakpoint
CREATE UNIQUE INDEX "dossier_opschoningen_open" ON "dossier_opschoningen" USING btree ("dossier_id") WHERE "dossier_opschoningen"."status" in ('GEMARKEERD', 'GOEDGEKEURD', 'GEPLAND');--> statement-breakpoint
CREATE INDEX "dossier_opschoningen_status_goedgekeurd_op_index" ON "dossier_opschoningen" USING btree ("status","goedgekeurd_op");