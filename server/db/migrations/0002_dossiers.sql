CREATE TABLE "organisaties" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisaties_naam_unique" UNIQUE("naam")
);
--> statement-breakpoint
CREATE TABLE "vrije_dagen" (
	"id" serial PRIMARY KEY NOT NULL,
	"datum" date NOT NULL,
	"omschrijving" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vrije_dagen_datum_unique" UNIQUE("datum")
);
--> statement-breakpoint
CREATE TABLE "belangrijke_datums" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"soort" text NOT NULL,
	"datum" date NOT NULL,
	"omschrijving" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "belangrijke_datums_dossierId_soort_unique" UNIQUE("dossier_id","soort")
);
--> statement-breakpoint
CREATE TABLE "dossier_behandelaars" (
	"dossier_id" integer NOT NULL,
	"rol" text NOT NULL,
	"gebruiker_id" integer NOT NULL,
	CONSTRAINT "dossier_behandelaars_dossier_id_rol_pk" PRIMARY KEY("dossier_id","rol"),
	CONSTRAINT "dossier_behandelaars_rol_check" CHECK ("dossier_behandelaars"."rol" in ('ACCEPTANT', 'CDS_BEHANDELAAR', 'BTL_ACCEPTANT'))
);
--> statement-breakpoint
CREATE TABLE "dossier_labels" (
	"dossier_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "dossier_labels_dossier_id_label_id_pk" PRIMARY KEY("dossier_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "dossier_opmerkingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"gebruiker_id" integer,
	"tekst" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_wijzigingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"gebruiker_id" integer,
	"gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"veld" text NOT NULL,
	"oude_waarde" text,
	"nieuwe_waarde" text
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisatie_id" integer,
	"kantoor_id" integer,
	"adviseur_id" integer,
	"geldverstrekker_id" integer NOT NULL,
	"offerte_nr" text,
	"kenmerk" text,
	"fase" text NOT NULL,
	"stap" text NOT NULL,
	"stap_sinds" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'LOPEND' NOT NULL,
	"sub_status" text,
	"prioriteit" text DEFAULT 'LAAG' NOT NULL,
	"lening_type" text DEFAULT 'ORIGINATION' NOT NULL,
	"cds" boolean DEFAULT false NOT NULL,
	"btl" boolean DEFAULT false NOT NULL,
	"aanleveren_via_hdnjn" smallint DEFAULT 1 NOT NULL,
	"gearchiveerd" boolean DEFAULT false NOT NULL,
	"ontvangen_op" timestamp with time zone DEFAULT now() NOT NULL,
	"geldig_tot" date,
	"naam_hypotheek_gever" text DEFAULT '' NOT NULL,
	"sorteer_naam" text DEFAULT '' NOT NULL,
	"zoek_naam" text DEFAULT '' NOT NULL,
	"workload_status" text DEFAULT 'UITZETTEN' NOT NULL,
	"workload_gebruiker_id" integer,
	"workload_gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dossiers_fase_check" CHECK ("dossiers"."fase" in ('AANVRAAG', 'RENTEAANBOD', 'HYPOTHEEKAANBOD', 'PASSEREN')),
	CONSTRAINT "dossiers_status_check" CHECK ("dossiers"."status" in ('LOPEND', 'AFGEWEZEN', 'BEEINDIGD', 'AFGEROND')),
	CONSTRAINT "dossiers_prioriteit_check" CHECK ("dossiers"."prioriteit" in ('HOOG', 'LAAG')),
	CONSTRAINT "dossiers_lening_type_check" CHECK ("dossiers"."lening_type" in ('ORIGINATION', 'SERVICING', 'SPECIAL_SERVICING')),
	CONSTRAINT "dossiers_workload_status_check" CHECK ("dossiers"."workload_status" in ('UITZETTEN', 'UITGEZET', 'BEHANDELING', 'AFGEROND')),
	CONSTRAINT "dossiers_hdn_check" CHECK ("dossiers"."aanleveren_via_hdnjn" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "hypotheekgevers" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"geslacht" text NOT NULL,
	"voor_letters" text NOT NULL,
	"voor_namen" text,
	"tussen_voegsels" text,
	"achter_naam" text NOT NULL,
	"geboorte_datum" date NOT NULL,
	"bsn" char(9),
	"straat_naam" text,
	"huis_nummer" integer,
	"huis_nummer_toevoeging" text,
	"postcode" text,
	"plaats_naam" text,
	"land" text DEFAULT 'NL' NOT NULL,
	"email" text,
	"telefoon_nummer" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hypotheekgevers_geslacht_check" CHECK ("hypotheekgevers"."geslacht" in ('M mannelijk', 'V vrouwelijk'))
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"kleur" text DEFAULT '#757575' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_naam_unique" UNIQUE("naam")
);
--> statement-breakpoint
CREATE TABLE "offerte_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"volgnummer" integer NOT NULL,
	"kenmerk" text NOT NULL,
	"uitgebracht_op" date,
	"geldig_tot" date,
	"hoofdsom" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerte_data_dossierId_volgnummer_unique" UNIQUE("dossier_id","volgnummer")
);
--> statement-breakpoint
CREATE TABLE "bezittingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"soort" text NOT NULL,
	"omschrijving" text,
	"waarde" numeric(12, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bezittingen_soort_check" CHECK ("bezittingen"."soort" in ('SPAARGELD', 'BELEGGINGEN', 'OVERWAARDE', 'SCHENKING', 'OVERIG'))
);
--> statement-breakpoint
CREATE TABLE "btl_contractanten" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"type" text NOT NULL,
	"first_name" text,
	"family_name_prefix" text,
	"family_name" text,
	"name" text,
	"kvk_nummer" text,
	"contact_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "btl_contractanten_type_check" CHECK ("btl_contractanten"."type" in ('PERSON', 'REPRESENTATIVE', 'COMPANY'))
);
--> statement-breakpoint
CREATE TABLE "hypotheken" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"hoofdsom" numeric(12, 2) NOT NULL,
	"nhg" boolean DEFAULT false NOT NULL,
	"eigen_middelen" numeric(12, 2),
	"ingangs_datum" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hypotheken_dossierId_unique" UNIQUE("dossier_id")
);
--> statement-breakpoint
CREATE TABLE "inkomens" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"hypotheekgever_id" integer NOT NULL,
	"soort" text NOT NULL,
	"omschrijving" text,
	"dienstverband" text,
	"bruto_jaarbedrag" numeric(12, 2) NOT NULL,
	"ingangs_datum" date,
	"eind_datum" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inkomens_soort_check" CHECK ("inkomens"."soort" in ('LOONDIENST', 'ONDERNEMING', 'UITKERING', 'PENSIOEN', 'ARBEIDSMARKTSCAN', 'VERMOGEN', 'OVERIG'))
);
--> statement-breakpoint
CREATE TABLE "leningdelen" (
	"id" serial PRIMARY KEY NOT NULL,
	"hypotheek_id" integer NOT NULL,
	"volgnummer" integer NOT NULL,
	"aflosvorm" text NOT NULL,
	"bedrag" numeric(12, 2) NOT NULL,
	"rente_percentage" numeric(6, 3) NOT NULL,
	"rentevaste_periode_maanden" integer NOT NULL,
	"looptijd_maanden" integer DEFAULT 360 NOT NULL,
	"fiscaal_regime" text DEFAULT 'BOX1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leningdelen_hypotheekId_volgnummer_unique" UNIQUE("hypotheek_id","volgnummer"),
	CONSTRAINT "leningdelen_aflosvorm_check" CHECK ("leningdelen"."aflosvorm" in ('Annuiteit', 'Aflossingsvrij', 'Lineair'))
);
--> statement-breakpoint
CREATE TABLE "notarissen" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"kantoor_naam" text NOT NULL,
	"notaris_naam" text,
	"straat_naam" text,
	"huis_nummer" integer,
	"postcode" text,
	"plaats_naam" text,
	"email" text,
	"telefoon_nummer" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objecten" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"soort_object" text NOT NULL,
	"straat_naam" text NOT NULL,
	"huis_nummer" integer NOT NULL,
	"huis_nummer_toevoeging" text,
	"postcode" text NOT NULL,
	"plaats_naam" text NOT NULL,
	"koopsom" numeric(12, 2),
	"marktwaarde" numeric(12, 2),
	"woz_waarde" numeric(12, 2),
	"bouwjaar" integer,
	"energie_label" text,
	"verhuurd" boolean DEFAULT false NOT NULL,
	"huur_per_maand" numeric(12, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tussenpersonen" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"naam" text NOT NULL,
	"afm_nummer" text,
	"tussenpersoon_nummer" text,
	"contact_persoon" text,
	"email" text,
	"telefoon_nummer" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verplichtingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"soort" text NOT NULL,
	"kredietgever" text,
	"bedrag" numeric(12, 2) NOT NULL,
	"maandlast" numeric(12, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verplichtingen_soort_check" CHECK ("verplichtingen"."soort" in ('DOORLOPEND_KREDIET', 'PERSOONLIJKE_LENING', 'STUDIESCHULD', 'ALIMENTATIE', 'PRIVATE_LEASE', 'OVERIG'))
);
--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "regio" text DEFAULT 'MIDDEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "kantoor_type" text DEFAULT 'NIET_VOLMACHT' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisaties" ADD CONSTRAINT "organisaties_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "belangrijke_datums" ADD CONSTRAINT "belangrijke_datums_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_behandelaars" ADD CONSTRAINT "dossier_behandelaars_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_behandelaars" ADD CONSTRAINT "dossier_behandelaars_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_labels" ADD CONSTRAINT "dossier_labels_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_labels" ADD CONSTRAINT "dossier_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_opmerkingen" ADD CONSTRAINT "dossier_opmerkingen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_opmerkingen" ADD CONSTRAINT "dossier_opmerkingen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_wijzigingen" ADD CONSTRAINT "dossier_wijzigingen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_wijzigingen" ADD CONSTRAINT "dossier_wijzigingen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_organisatie_id_organisaties_id_fk" FOREIGN KEY ("organisatie_id") REFERENCES "public"."organisaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_kantoor_id_kantoren_id_fk" FOREIGN KEY ("kantoor_id") REFERENCES "public"."kantoren"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_adviseur_id_gebruikers_id_fk" FOREIGN KEY ("adviseur_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_workload_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("workload_gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hypotheekgevers" ADD CONSTRAINT "hypotheekgevers_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte_data" ADD CONSTRAINT "offerte_data_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bezittingen" ADD CONSTRAINT "bezittingen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "btl_contractanten" ADD CONSTRAINT "btl_contractanten_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hypotheken" ADD CONSTRAINT "hypotheken_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inkomens" ADD CONSTRAINT "inkomens_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inkomens" ADD CONSTRAINT "inkomens_hypotheekgever_id_hypotheekgevers_id_fk" FOREIGN KEY ("hypotheekgever_id") REFERENCES "public"."hypotheekgevers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leningdelen" ADD CONSTRAINT "leningdelen_hypotheek_id_hypotheken_id_fk" FOREIGN KEY ("hypotheek_id") REFERENCES "public"."hypotheken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notarissen" ADD CONSTRAINT "notarissen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objecten" ADD CONSTRAINT "objecten_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tussenpersonen" ADD CONSTRAINT "tussenpersonen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verplichtingen" ADD CONSTRAINT "verplichtingen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dossier_behandelaars_gebruiker_id_rol_index" ON "dossier_behandelaars" USING btree ("gebruiker_id","rol");--> statement-breakpoint
CREATE INDEX "dossier_labels_label_id_index" ON "dossier_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "dossier_opmerkingen_dossier_id_index" ON "dossier_opmerkingen" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "dossier_wijzigingen_dossier_id_gewijzigd_op_index" ON "dossier_wijzigingen" USING btree ("dossier_id","gewijzigd_op");--> statement-breakpoint
CREATE INDEX "dossiers_fase_stap_index" ON "dossiers" USING btree ("fase","stap");--> statement-breakpoint
CREATE INDEX "dossiers_sorteer_naam_id_index" ON "dossiers" USING btree ("sorteer_naam","id");--> statement-breakpoint
CREATE INDEX "dossiers_ontvangen_op_index" ON "dossiers" USING btree ("ontvangen_op");--> statement-breakpoint
CREATE INDEX "dossiers_kantoor_id_index" ON "dossiers" USING btree ("kantoor_id");--> statement-breakpoint
CREATE INDEX "dossiers_geldverstrekker_id_index" ON "dossiers" USING btree ("geldverstrekker_id");--> statement-breakpoint
CREATE INDEX "dossiers_adviseur_id_index" ON "dossiers" USING btree ("adviseur_id");--> statement-breakpoint
CREATE INDEX "dossiers_organisatie_id_index" ON "dossiers" USING btree ("organisatie_id");--> statement-breakpoint
CREATE INDEX "dossiers_workload_gebruiker_id_workload_status_index" ON "dossiers" USING btree ("workload_gebruiker_id","workload_status");--> statement-breakpoint
CREATE INDEX "dossiers_workload_status_workload_gewijzigd_op_index" ON "dossiers" USING btree ("workload_status","workload_gewijzigd_op");--> statement-breakpoint
CREATE INDEX "dossiers_open_work_idx" ON "dossiers" USING btree ("fase","stap_sinds","cds") WHERE "dossiers"."workload_status" in ('UITGEZET', 'BEHANDELING') and "dossiers"."status" = 'LOPEND' and not "dossiers"."gearchiveerd";--> statement-breakpoint
CREATE INDEX "dossiers_finished_idx" ON "dossiers" USING btree ("workload_gewijzigd_op","cds","fase") WHERE "dossiers"."workload_status" = 'AFGEROND' and not "dossiers"."gearchiveerd";--> statement-breakpoint
CREATE INDEX "dossiers_zoek_naam_trgm" ON "dossiers" USING gin ("zoek_naam" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_offerte_nr_trgm" ON "dossiers" USING gin ("offerte_nr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_kenmerk_trgm" ON "dossiers" USING gin ("kenmerk" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hypotheekgevers_dossier_id_index" ON "hypotheekgevers" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "hypotheekgevers_postcode_index" ON "hypotheekgevers" USING btree ("postcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hypotheekgevers_geboorte_datum_index" ON "hypotheekgevers" USING btree ("geboorte_datum");--> statement-breakpoint
CREATE INDEX "hypotheekgevers_bsn_index" ON "hypotheekgevers" USING btree ("bsn");--> statement-breakpoint
CREATE INDEX "hypotheekgevers_plaats_naam_trgm" ON "hypotheekgevers" USING gin ("plaats_naam" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bezittingen_dossier_id_index" ON "bezittingen" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "btl_contractanten_dossier_id_index" ON "btl_contractanten" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "inkomens_dossier_id_index" ON "inkomens" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "inkomens_hypotheekgever_id_index" ON "inkomens" USING btree ("hypotheekgever_id");--> statement-breakpoint
CREATE INDEX "notarissen_dossier_id_index" ON "notarissen" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "objecten_dossier_id_index" ON "objecten" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "tussenpersonen_dossier_id_index" ON "tussenpersonen" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "verplichtingen_dossier_id_index" ON "verplichtingen" USING btree ("dossier_id");