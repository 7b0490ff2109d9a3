-- Starting values of the Beheer lists (docs/beheer.md); Beheer maintains them from here on.
-- Change request statuses: ids 1–6 are the spec's (parts 001/002), 7 and 8 carry its remaining labels.
INSERT INTO "change_request_statussen" ("status_id", "label", "eindstatus", "omschrijving") VALUES
  (1, 'Nieuw', false, 'Het verzoek is ingediend.'),
  (2, 'In behandeling', false, 'Wacht op verwerking in het dossier.'),
  (3, 'Goedgekeurd', true, 'De wijziging is goedgekeurd en doorgevoerd.'),
  (4, 'Afgekeurd', true, 'De wijziging is afgewezen.'),
  (5, 'Documenten aanleveren', false, 'Het gevraagde document is aangeleverd; de wijziging wacht op beoordeling.'),
  (6, 'Wijziging niet doorgevoerd', true, 'De wijziging kon niet worden doorgevoerd.'),
  (7, 'Ter beoordeling', false, 'Het verzoek ligt bij de acceptant.'),
  (8, 'Wijziging geannuleerd', true, 'De aanvrager heeft het verzoek ingetrokken.');
--> statement-breakpoint
-- Document status letters of spec 001: O hourglass, G check, R close, Y paper.
INSERT INTO "document_statussen" ("code", "omschrijving", "icoon", "volgorde") VALUES
  ('O', 'Opgevraagd, in afwachting', 'HOURGLASS', 10),
  ('G', 'Goedgekeurd', 'CHECK', 20),
  ('R', 'Afgekeurd', 'CLOSE', 30),
  ('Y', 'Origineel op papier nodig', 'PAPER', 40);
--> statement-breakpoint
INSERT INTO "taak_statussen" ("code", "omschrijving", "volgorde", "afgerond") VALUES
  ('OPEN', 'Open', 10, false),
  ('IN_BEHANDELING', 'In behandeling', 20, false),
  ('WACHT_OP_ADVISEUR', 'Wacht op adviseur', 30, false),
  ('WACHT_OP_KLANT', 'Wacht op klant', 40, false),
  ('AFGEROND', 'Afgerond', 90, true),
  ('VERVALLEN', 'Vervallen', 99, true);
--> statement-breakpoint
-- The codes are the dossier's belangrijke_datums.soort values (contract/dossier.ts).
INSERT INTO "belangrijke_datum_soorten" ("code", "naam", "dagen_vooraf", "omschrijving") VALUES
  ('FINANCIERINGSVOORBEHOUD', 'Financieringsvoorbehoud', 5, 'Einde van de ontbindende voorwaarde in de koopovereenkomst.'),
  ('TAXATIE', 'Taxatiedatum', 2, 'Het taxatierapport moet binnen zijn.'),
  ('PASSEERDATUM', 'Passeerdatum', 10, 'De akte passeert bij de notaris; de hypotheekstukken moeten er op tijd zijn.'),
  ('SLEUTELOVERDRACHT', 'Sleuteloverdracht', 3, NULL);
--> statement-breakpoint
INSERT INTO "taken_zonder_documenten" ("naam", "termijn_werkdagen", "omschrijving") VALUES
  ('Adviseur bellen', 1, 'Telefonisch contact met de adviseur over het dossier.'),
  ('Toelichting op inkomen vragen', 3, NULL),
  ('Controle BKR-toetsing', 1, NULL);
--> statement-breakpoint
INSERT INTO "overrule_statussen" ("naam", "partij", "volgorde", "afgesloten") VALUES
  ('Ingediend', 'GELDVERSTREKKER', 10, false),
  ('In beoordeling', 'GELDVERSTREKKER', 20, false),
  ('Akkoord', 'GELDVERSTREKKER', 30, true),
  ('Niet akkoord', 'GELDVERSTREKKER', 40, true),
  ('Ontvangen', 'SERVICE_PROVIDER', 10, false),
  ('Doorgezet naar geldverstrekker', 'SERVICE_PROVIDER', 20, false),
  ('Verwerkt', 'SERVICE_PROVIDER', 30, true);
--> statement-breakpoint
INSERT INTO "cds_perioden" ("naam", "werkdagen", "signaal_werkdagen", "omschrijving") VALUES
  ('Standaard', 5, 3, 'Controle van de stukken na acceptatie.'),
  ('Spoed', 2, 1, 'Passeerdatum binnen twee weken.');
--> statement-breakpoint
INSERT INTO "system_events" ("naam", "bron", "omschrijving", "notificeren") VALUES
  ('AANVRAAG_ONTVANGEN', 'HDN', 'Een HDN-aanvraag is binnengekomen.', true),
  ('OFFERTE_VERSTUURD', 'HDN', 'De offerte is naar de adviseur verstuurd.', false),
  ('DOCUMENT_ONTVANGEN', 'HYARCHIS', 'Een document is geclassificeerd ontvangen.', true),
  ('LENING_GEPASSEERD', 'WINDWARD', 'De lening is gepasseerd en in beheer genomen.', false),
  ('BTL_AANVRAAG_ONTVANGEN', 'BTL', 'Een buy-to-let-aanvraag is binnengekomen.', true);
--> statement-breakpoint
INSERT INTO "service_providers" ("naam", "code", "email") VALUES
  ('Windward', 'WINDWARD', 'support@windward.example.nl'),
  ('Hyarchis', 'HYARCHIS', 'support@hyarchis.example.nl');
--> statement-breakpoint
INSERT INTO "data_retenties" ("soort", "bewaartermijn_maanden", "grondslag", "anonimiseren") VALUES
  ('DOSSIER_AFGEWEZEN', 12, 'AVG art. 5 lid 1e (niet langer dan nodig)', false),
  ('DOSSIER_GEPASSEERD', 84, 'Fiscale bewaarplicht (AWR art. 52): 7 jaar', false),
  ('DOCUMENT_IDENTITEIT', 60, 'Wwft art. 33: 5 jaar na einde zakelijke relatie', false),
  ('DOCUMENT_OVERIG', 84, 'Fiscale bewaarplicht (AWR art. 52)', false),
  ('BERICHT', 84, 'Wft: dossiervorming advies en bemiddeling', false),
  ('LOG', 24, 'Beveiliging en verantwoording (AVG art. 32)', false),
  ('GEBRUIKER', 24, 'AVG art. 5 lid 1e', true);
--> statement-breakpoint
INSERT INTO "doorlooptijden" ("stap", "norm_werkdagen", "signaal_werkdagen") VALUES
  ('Aanvraag tot offerte', 5, 3),
  ('Offerte tot getekende retour', 10, 8),
  ('Stukken compleet tot acceptatie', 3, 2),
  ('Acceptatie tot passeren', 10, 7);
--> statement-breakpoint
-- Record 1 is the one the Beheer menu opens (/beheer/jaaropgaaf/1).
INSERT INTO "jaaropgaven" ("belastingjaar", "verzenddatum", "afzender_naam", "antwoord_email", "toelichting") VALUES
  (2025, '2026-02-27', 'Hypotheek Backoffice', 'jaaropgaaf@backoffice.example.nl', 'Gebruik deze opgaaf voor uw aangifte inkomstenbelasting 2025 (box 1, eigen woning).');
