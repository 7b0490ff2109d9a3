CREATE TABLE "belangrijke_datum_soorten" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"naam" text NOT NULL,
	"dagen_vooraf" integer NOT NULL,
	"omschrijving" text,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "belangrijke_datum_soorten_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cds_perioden" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"werkdagen" integer NOT NULL,
	"signaal_werkdagen" integer NOT NULL,
	"omschrijving" text,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cds_perioden_naam_unique" UNIQUE("naam")
);
--> statement-breakpoint
CREATE TABLE "change_request_statussen" (
	"id" serial PRIMARY KEY NOT NULL,
	"status_id" integer NOT NULL,
	"label" text NOT NULL,
	"eindstatus" boolean DEFAULT false NOT NULL,
	"omschrijving" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_request_statussen_statusId_unique" UNIQUE("status_id")
);
--> statement-breakpoint
CREATE TABLE "codes_lening_mij" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"omschrijving" text NOT NULL,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracten" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_nummer" text NOT NULL,
	"geldverstrekker_id" integer NOT NULL,
	"omschrijving" text NOT NULL,
	"ingangsdatum" date NOT NULL,
	"einddatum" date,
	"toelichting" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracten_contractNummer_unique" UNIQUE("contract_nummer")
);
--> statement-breakpoint
CREATE TABLE "data_retenties" (
	"id" serial PRIMARY KEY NOT NULL,
	"soort" text NOT NULL,
	"bewaartermijn_maanden" integer NOT NULL,
	"grondslag" text NOT NULL,
	"anonimiseren" boolean DEFAULT false NOT NULL,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dc_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"categorie" text NOT NULL,
	"externe_code" text NOT NULL,
	"interne_code" text NOT NULL,
	"omschrijving" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diensten" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"tarief" numeric(12, 2) NOT NULL,
	"btw_plichtig" boolean DEFAULT true NOT NULL,
	"omschrijving" text,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_statussen" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"omschrijving" text NOT NULL,
	"icoon" text NOT NULL,
	"volgorde" integer NOT NULL,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_statussen_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "doorlooptijden" (
	"id" serial PRIMARY KEY NOT NULL,
	"stap" text NOT NULL,
	"norm_werkdagen" integer NOT NULL,
	"signaal_werkdagen" integer NOT NULL,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factuur_regels" (
	"id" serial PRIMARY KEY NOT NULL,
	"omschrijving" text NOT NULL,
	"geldverstrekker_id" integer,
	"bedrag" numeric(12, 2) NOT NULL,
	"btw" text NOT NULL,
	"grootboekrekening" text NOT NULL,
	"ingangsdatum" date NOT NULL,
	"einddatum" date,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jaaropgaven" (
	"id" serial PRIMARY KEY NOT NULL,
	"belastingjaar" integer NOT NULL,
	"verzenddatum" date NOT NULL,
	"afzender_naam" text NOT NULL,
	"antwoord_email" text NOT NULL,
	"toelichting" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jaaropgaven_belastingjaar_unique" UNIQUE("belastingjaar")
);
--> statement-breakpoint
CREATE TABLE "nieuwe_aanstellingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"geldverstrekker_id" integer,
	"max_maanden_tot_ingang" integer NOT NULL,
	"intentieverklaring_vereist" boolean DEFAULT true NOT NULL,
	"proeftijd_toegestaan" boolean DEFAULT false NOT NULL,
	"voorwaarden" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overrule_statussen" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"partij" text NOT NULL,
	"volgorde" integer NOT NULL,
	"afgesloten" boolean DEFAULT false NOT NULL,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"code" text NOT NULL,
	"email" text NOT NULL,
	"telefoon" text,
	"kvk_nummer" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_providers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "system_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"bron" text NOT NULL,
	"omschrijving" text,
	"notificeren" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_events_naam_unique" UNIQUE("naam")
);
--> statement-breakpoint
CREATE TABLE "taak_statussen" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"omschrijving" text NOT NULL,
	"volgorde" integer NOT NULL,
	"afgerond" boolean DEFAULT false NOT NULL,
	"toelichting" text,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taak_statussen_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "taken_zonder_documenten" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"termijn_werkdagen" integer NOT NULL,
	"omschrijving" text,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taken_zonder_documenten_naam_unique" UNIQUE("naam")
);
--> statement-breakpoint
CREATE TABLE "widget_notificaties" (
	"id" serial PRIMARY KEY NOT NULL,
	"titel" text NOT NULL,
	"bericht" text NOT NULL,
	"ernst" text NOT NULL,
	"zichtbaar_vanaf" date NOT NULL,
	"zichtbaar_tot" date,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "belangrijke_datum_soorten" ADD CONSTRAINT "belangrijke_datum_soorten_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cds_perioden" ADD CONSTRAINT "cds_perioden_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes_lening_mij" ADD CONSTRAINT "codes_lening_mij_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracten" ADD CONSTRAINT "contracten_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_retenties" ADD CONSTRAINT "data_retenties_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diensten" ADD CONSTRAINT "diensten_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_statussen" ADD CONSTRAINT "document_statussen_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doorlooptijden" ADD CONSTRAINT "doorlooptijden_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factuur_regels" ADD CONSTRAINT "factuur_regels_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nieuwe_aanstellingen" ADD CONSTRAINT "nieuwe_aanstellingen_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_statussen" ADD CONSTRAINT "overrule_statussen_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taak_statussen" ADD CONSTRAINT "taak_statussen_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_zonder_documenten" ADD CONSTRAINT "taken_zonder_documenten_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codes_lening_mij_geldverstrekker_id_index" ON "codes_lening_mij" USING btree ("geldverstrekker_id");