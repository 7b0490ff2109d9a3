CREATE TABLE "dossier_documenten" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"soort" text NOT NULL,
	"hypotheekgever_id" integer,
	"status" text DEFAULT 'O' NOT NULL,
	"opgevraagd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"ontvangen_op" timestamp with time zone,
	"beoordeeld_door" integer,
	"beoordeeld_op" timestamp with time zone,
	"reden" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dossier_documenten_ontvangen_check" CHECK ("dossier_documenten"."ontvangen_op" is null or "dossier_documenten"."ontvangen_op" >= "dossier_documenten"."opgevraagd_op"),
	CONSTRAINT "dossier_documenten_beoordeeld_check" CHECK ("dossier_documenten"."beoordeeld_op" is null or ("dossier_documenten"."ontvangen_op" is not null and "dossier_documenten"."beoordeeld_op" >= "dossier_documenten"."ontvangen_op"))
);
--> statement-breakpoint
ALTER TABLE "dossier_documenten" ADD CONSTRAINT "dossier_documenten_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_documenten" ADD CONSTRAINT "dossier_documenten_hypotheekgever_id_hypotheekgevers_id_fk" FOREIGN KEY ("hypotheekgever_id") REFERENCES "public"."hypotheekgevers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_documenten" ADD CONSTRAINT "dossier_documenten_status_document_statussen_code_fk" FOREIGN KEY ("status") REFERENCES "public"."document_statussen"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "dossier_documenten" ADD CONSTRAINT "dossier_documenten_beoordeeld_door_gebruikers_id_fk" FOREIGN KEY ("beoordeeld_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dossier_documenten_dossier_id_status_index" ON "dossier_documenten" USING btree ("dossier_id","status");--> statement-breakpoint
CREATE INDEX "dossier_documenten_hypotheekgever_id_index" ON "dossier_documenten" USING btree ("hypotheekgever_id");