CREATE TABLE "bancaire_dekkingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"hypotheek_id" integer NOT NULL,
	"leningdeel_id" integer,
	"soort" text NOT NULL,
	"contract_nummer" text NOT NULL,
	"waarde" numeric(12, 2) NOT NULL,
	"inleg_per_maand" numeric(12, 2) NOT NULL,
	"ingangs_datum" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bancaire_dekkingen_soort_check" CHECK ("bancaire_dekkingen"."soort" in ('BANKSPAARREKENING', 'BELEGGINGSRECHT'))
);
--> statement-breakpoint
CREATE TABLE "fondsverdelingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"leningdeel_id" integer NOT NULL,
	"fonds_naam" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fondsverdelingen_percentage_check" CHECK ("fondsverdelingen"."percentage" > 0 and "fondsverdelingen"."percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "hypotheek_opties" (
	"id" serial PRIMARY KEY NOT NULL,
	"hypotheek_id" integer NOT NULL,
	"meeneembaar" boolean NOT NULL,
	"verhoging_mogelijk" boolean NOT NULL,
	"inschrijvings_bedrag" numeric(12, 2),
	"renteaanpassing" text NOT NULL,
	"boetevrij_aflossen_percentage" numeric(5, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hypotheek_opties_hypotheekId_unique" UNIQUE("hypotheek_id"),
	CONSTRAINT "hypotheek_opties_renteaanpassing_check" CHECK ("hypotheek_opties"."renteaanpassing" in ('GEEN', 'RENTEMIDDELING', 'TUSSENTIJDS_VERLENGEN', 'DALRENTE'))
);
--> statement-breakpoint
CREATE TABLE "kortingsregelingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"leningdeel_id" integer NOT NULL,
	"soort" text NOT NULL,
	"percentage" numeric(5, 3) NOT NULL,
	"voorwaarde" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kortingsregelingen_soort_check" CHECK ("kortingsregelingen"."soort" in ('BETAALREKENING', 'DUURZAAMHEID', 'LAGE_LTV'))
);
--> statement-breakpoint
CREATE TABLE "maatwerk" (
	"id" serial PRIMARY KEY NOT NULL,
	"hypotheek_id" integer NOT NULL,
	"reden" text NOT NULL,
	"toelichting" text NOT NULL,
	"beoordeeld_door" integer,
	"beoordeeld_op" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maatwerk_reden_check" CHECK ("maatwerk"."reden" in ('AOW_BINNEN_LOOPTIJD', 'OVERSLUITER_LAGERE_LASTEN', 'TOEKOMSTIG_INKOMEN', 'DUBBELE_WOONLASTEN', 'OVERIG'))
);
--> statement-breakpoint
CREATE TABLE "premie_afspraken" (
	"id" serial PRIMARY KEY NOT NULL,
	"leningdeel_id" integer NOT NULL,
	"soort" text NOT NULL,
	"bedrag_per_maand" numeric(12, 2) NOT NULL,
	"ingangs_datum" date NOT NULL,
	"looptijd_maanden" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premie_afspraken_soort_check" CHECK ("premie_afspraken"."soort" in ('SPAARINLEG', 'BELEGGINGSINLEG'))
);
--> statement-breakpoint
ALTER TABLE "leningdelen" DROP CONSTRAINT "leningdelen_aflosvorm_check";--> statement-breakpoint
ALTER TABLE "bancaire_dekkingen" ADD CONSTRAINT "bancaire_dekkingen_hypotheek_id_hypotheken_id_fk" FOREIGN KEY ("hypotheek_id") REFERENCES "public"."hypotheken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bancaire_dekkingen" ADD CONSTRAINT "bancaire_dekkingen_leningdeel_id_leningdelen_id_fk" FOREIGN KEY ("leningdeel_id") REFERENCES "public"."leningdelen"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fondsverdelingen" ADD CONSTRAINT "fondsverdelingen_leningdeel_id_leningdelen_id_fk" FOREIGN KEY ("leningdeel_id") REFERENCES "public"."leningdelen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hypotheek_opties" ADD CONSTRAINT "hypotheek_opties_hypotheek_id_hypotheken_id_fk" FOREIGN KEY ("hypotheek_id") REFERENCES "public"."hypotheken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kortingsregelingen" ADD CONSTRAINT "kortingsregelingen_leningdeel_id_leningdelen_id_fk" FOREIGN KEY ("leningdeel_id") REFERENCES "public"."leningdelen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maatwerk" ADD CONSTRAINT "maatwerk_hypotheek_id_hypotheken_id_fk" FOREIGN KEY ("hypotheek_id") REFERENCES "public"."hypotheken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maatwerk" ADD CONSTRAINT "maatwerk_beoordeeld_door_gebruikers_id_fk" FOREIGN KEY ("beoordeeld_door") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premie_afspraken" ADD CONSTRAINT "premie_afspraken_leningdeel_id_leningdelen_id_fk" FOREIGN KEY ("leningdeel_id") REFERENCES "public"."leningdelen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bancaire_dekkingen_hypotheek_id_index" ON "bancaire_dekkingen" USING btree ("hypotheek_id");--> statement-breakpoint
CREATE INDEX "fondsverdelingen_leningdeel_id_index" ON "fondsverdelingen" USING btree ("leningdeel_id");--> statement-breakpoint
CREATE INDEX "kortingsregelingen_leningdeel_id_index" ON "kortingsregelingen" USING btree ("leningdeel_id");--> statement-breakpoint
CREATE INDEX "maatwerk_hypotheek_id_index" ON "maatwerk" USING btree ("hypotheek_id");--> statement-breakpoint
CREATE INDEX "premie_afspraken_leningdeel_id_index" ON "premie_afspraken" USING btree ("leningdeel_id");--> statement-breakpoint
ALTER TABLE "leningdelen" ADD CONSTRAINT "leningdelen_aflosvorm_check" CHECK ("leningdelen"."aflosvorm" in ('Annuiteit', 'Aflossingsvrij', 'Lineair', 'Bankspaar', 'Beleggen'));