CREATE TABLE "kyc_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"hypotheekgever_id" integer NOT NULL,
	"stap" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"verschillen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vergeleken_op" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_steps_hypotheekgeverId_stap_unique" UNIQUE("hypotheekgever_id","stap"),
	CONSTRAINT "kyc_steps_stap_check" CHECK ("kyc_steps"."stap" in ('IDENTITEIT', 'BSN', 'ADRES')),
	CONSTRAINT "kyc_steps_status_check" CHECK ("kyc_steps"."status" in ('OPEN', 'AKKOORD', 'AFWIJKING', 'GEEN_GEGEVENS'))
);
--> statement-breakpoint
ALTER TABLE "kyc_steps" ADD CONSTRAINT "kyc_steps_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_steps" ADD CONSTRAINT "kyc_steps_hypotheekgever_id_hypotheekgevers_id_fk" FOREIGN KEY ("hypotheekgever_id") REFERENCES "public"."hypotheekgevers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_steps_dossier_id_index" ON "kyc_steps" USING btree ("dossier_id");