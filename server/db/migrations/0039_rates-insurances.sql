CREATE TABLE "hypotheekproducten" (
	"id" serial PRIMARY KEY NOT NULL,
	"geldverstrekker_id" integer NOT NULL,
	"naam" text NOT NULL,
	"omschrijving" text,
	"nhg" boolean DEFAULT true NOT NULL,
	"max_ltv" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hypotheekproducten_geldverstrekkerId_naam_unique" UNIQUE("geldverstrekker_id","naam")
);
--> statement-breakpoint
CREATE TABLE "rente_wijzigingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"tarief_id" integer NOT NULL,
	"oud_percentage" numeric(6, 3),
	"nieuw_percentage" numeric(6, 3),
	"ingangsdatum" date NOT NULL,
	"gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"gebruiker_id" integer
);
--> statement-breakpoint
CREATE TABLE "rentetarieven" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"rentevaste_periode" text NOT NULL,
	"risicoklasse" text NOT NULL,
	"rente_percentage" numeric(6, 3) NOT NULL,
	"ingangsdatum" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentetarieven_productId_rentevastePeriode_risicoklasse_unique" UNIQUE("product_id","rentevaste_periode","risicoklasse"),
	CONSTRAINT "rentetarieven_periode_check" CHECK ("rentetarieven"."rentevaste_periode" in ('0', '1', '2', '3', '5', '6', '7', '10', '12', '15', '20', '25', '30')),
	CONSTRAINT "rentetarieven_klasse_check" CHECK ("rentetarieven"."risicoklasse" in ('NHG', 'T60', 'T70', 'T80', 'T90', 'T100')),
	CONSTRAINT "rentetarieven_percentage_check" CHECK ("rentetarieven"."rente_percentage" > 0 and "rentetarieven"."rente_percentage" <= 20)
);
--> statement-breakpoint
CREATE TABLE "verzekeringen" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"soort" text NOT NULL,
	"hypotheekgever_id" integer,
	"maatschappij" text NOT NULL,
	"polisnummer" text,
	"verzekerd_bedrag" numeric(12, 2) NOT NULL,
	"premie_per_maand" numeric(12, 2) NOT NULL,
	"ingangs_datum" date,
	"eind_datum" date,
	"verpand" boolean DEFAULT false NOT NULL,
	"polis_ontvangen" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'AANGEVRAAGD' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verzekeringen_soort_check" CHECK ("verzekeringen"."soort" in ('ORV', 'WOONLASTEN', 'OPSTAL')),
	CONSTRAINT "verzekeringen_status_check" CHECK ("verzekeringen"."status" in ('AANGEVRAAGD', 'LOPEND', 'BEEINDIGD'))
);
--> statement-breakpoint
ALTER TABLE "hypotheekproducten" ADD CONSTRAINT "hypotheekproducten_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rente_wijzigingen" ADD CONSTRAINT "rente_wijzigingen_tarief_id_rentetarieven_id_fk" FOREIGN KEY ("tarief_id") REFERENCES "public"."rentetarieven"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rente_wijzigingen" ADD CONSTRAINT "rente_wijzigingen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentetarieven" ADD CONSTRAINT "rentetarieven_product_id_hypotheekproducten_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."hypotheekproducten"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verzekeringen" ADD CONSTRAINT "verzekeringen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verzekeringen" ADD CONSTRAINT "verzekeringen_hypotheekgever_id_hypotheekgevers_id_fk" FOREIGN KEY ("hypotheekgever_id") REFERENCES "public"."hypotheekgevers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rente_wijzigingen_ingangsdatum_id_index" ON "rente_wijzigingen" USING btree ("ingangsdatum","id");--> statement-breakpoint
CREATE INDEX "rente_wijzigingen_tarief_id_index" ON "rente_wijzigingen" USING btree ("tarief_id");--> statement-breakpoint
CREATE INDEX "verzekeringen_dossier_id_index" ON "verzekeringen" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "verzekeringen_eind_datum_index" ON "verzekeringen" USING btree ("eind_datum");