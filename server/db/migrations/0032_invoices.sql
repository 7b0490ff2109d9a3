CREATE TABLE "facturen" (
	"id" serial PRIMARY KEY NOT NULL,
	"nummer" text NOT NULL,
	"kantoor_id" integer NOT NULL,
	"periode" date NOT NULL,
	"factuur_datum" date NOT NULL,
	"regels" jsonb NOT NULL,
	"bedrag_excl_btw" numeric(12, 2) NOT NULL,
	"btw_bedrag" numeric(12, 2) NOT NULL,
	"bedrag_incl_btw" numeric(12, 2) NOT NULL,
	"bestand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facturen_nummer_unique" UNIQUE("nummer"),
	CONSTRAINT "facturen_kantoorId_periode_unique" UNIQUE("kantoor_id","periode")
);
--> statement-breakpoint
ALTER TABLE "facturen" ADD CONSTRAINT "facturen_kantoor_id_kantoren_id_fk" FOREIGN KEY ("kantoor_id") REFERENCES "public"."kantoren"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturen" ADD CONSTRAINT "facturen_bestand_id_bestanden_id_fk" FOREIGN KEY ("bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;