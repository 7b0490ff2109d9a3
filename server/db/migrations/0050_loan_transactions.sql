CREATE TABLE "lening_transacties" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"leningdeel" integer,
	"boekdatum" date NOT NULL,
	"valutadatum" date NOT NULL,
	"bedrag" numeric(12, 2) NOT NULL,
	"kosten" numeric(12, 2),
	"rente" numeric(12, 2),
	"aflossing" numeric(12, 2),
	"omschrijving" text NOT NULL,
	"kenmerk" text,
	"terugdraaiing_van" integer,
	"teruggedraaid_op" timestamp with time zone,
	"reden" text,
	"geboekt_door" integer,
	"geboekt_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lening_transacties_type_check" CHECK ("lening_transacties"."transaction_type" in ('LOAN_BOARDING', 'INTEREST_CHARGE', 'PAYMENT_ALLOCATION', 'PAYMENT_ALLOCATION_REVERSAL', 'EXTRA_REPAYMENT', 'ARREARS_COSTS')),
	CONSTRAINT "lening_transacties_bedrag_check" CHECK ("lening_transacties"."bedrag" > 0)
);
--> statement-breakpoint
ALTER TABLE "lening_transacties" ADD CONSTRAINT "lening_transacties_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lening_transacties" ADD CONSTRAINT "lening_transacties_terugdraaiing_van_lening_transacties_id_fk" FOREIGN KEY ("terugdraaiing_van") REFERENCES "public"."lening_transacties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lening_transacties" ADD CONSTRAINT "lening_transacties_geboekt_door_gebruikers_id_fk" FOREIGN KEY ("geboekt_door") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lening_transacties_dossier_id_boekdatum_id_index" ON "lening_transacties" USING btree ("dossier_id","boekdatum","id");--> statement-breakpoint
CREATE INDEX "lening_transacties_terugdraaiing_van_index" ON "lening_transacties" USING btree ("terugdraaiing_van");