CREATE TABLE "binding_offer_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"tekst" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "binding_offer_texts_dossierId_unique" UNIQUE("dossier_id")
);
--> statement-breakpoint
CREATE TABLE "extracted_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"hypotheekgever_id" integer,
	"bron" text NOT NULL,
	"rol" text NOT NULL,
	"voor_letters" text,
	"voor_namen" text,
	"tussen_voegsels" text,
	"achter_naam" text,
	"bedrijfs_naam" text,
	"geboorte_datum" date,
	"bsn" text,
	"kvk_nummer" text,
	"straat_naam" text,
	"huis_nummer" integer,
	"postcode" text,
	"plaats_naam" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extracted_parties_bron_check" CHECK ("extracted_parties"."bron" in ('PASPOORT', 'ID_KAART', 'RIJBEWIJS', 'WERKGEVERSVERKLARING', 'KVK_UITTREKSEL', 'KOOPAKTE', 'OVERIG')),
	CONSTRAINT "extracted_parties_rol_check" CHECK ("extracted_parties"."rol" in ('AANVRAGER', 'WERKGEVER', 'VERKOPER', 'NOTARIS', 'OVERIG'))
);
--> statement-breakpoint
ALTER TABLE "binding_offer_texts" ADD CONSTRAINT "binding_offer_texts_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extracted_parties" ADD CONSTRAINT "extracted_parties_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extracted_parties" ADD CONSTRAINT "extracted_parties_hypotheekgever_id_hypotheekgevers_id_fk" FOREIGN KEY ("hypotheekgever_id") REFERENCES "public"."hypotheekgevers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extracted_parties_dossier_id_index" ON "extracted_parties" USING btree ("dossier_id");