import type { berichtTemplates } from '../db/schema';

type Template = Omit<typeof berichtTemplates.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const closing = p('Met vriendelijke groet,', '{{medewerker.naam}}<br>Backoffice Hypotheken');

/** The demo organisation's message templates: the letters and mails a Dutch mortgage back office sends most. */
export const BERICHT_TEMPLATES: Template[] = [
  {
    naam: 'Ontvangstbevestiging aanvraag',
    categorie: 'E',
    berichtsoort: 'AX',
    onderwerp: 'Ontvangst hypotheekaanvraag dossier {{dossier.nummer}}',
    inhoud:
      p('Beste {{adviseur.naam}},', 'Wij hebben de hypotheekaanvraag van {{aanvragers.namen}} voor het onderpand {{object.adres}}, {{object.postcodePlaats}} in goede orde ontvangen op {{dossier.ontvangenOp}}.', 'De aanvraag is geregistreerd onder dossiernummer <strong>{{dossier.nummer}}</strong>. Wij nemen de aanvraag binnen twee werkdagen in behandeling.') +
      closing,
  },
  {
    naam: 'Renteaanbod uitgebracht',
    categorie: 'E',
    berichtsoort: 'OX',
    onderwerp: 'Renteaanbod {{geldverstrekker.naam}} – {{dossier.offertenummer}}',
    inhoud:
      p('Beste {{adviseur.naam}},', '{{geldverstrekker.naam}} heeft een renteaanbod uitgebracht voor {{aanvragers.namen}} (offertenummer {{dossier.offertenummer}}). De hoofdsom bedraagt {{hypotheek.hoofdsom}}.', 'Het aanbod is geldig tot en met <strong>{{dossier.geldigTot}}</strong>. Stuur het getekende aanbod vóór die datum retour.') +
      closing,
  },
  {
    naam: 'Hypotheekaanbod uitgebracht',
    categorie: 'B',
    berichtsoort: 'OX',
    onderwerp: 'Uw hypotheekaanbod van {{geldverstrekker.naam}}',
    inhoud:
      p('{{aanvrager.naam}}<br>{{aanvrager.adres}}<br>{{aanvrager.postcodePlaats}}', '{{datum.vandaag}}', '{{aanvrager.aanhef}},', 'Hierbij ontvangt u het hypotheekaanbod van {{geldverstrekker.naam}} voor de woning aan de {{object.adres}} te {{object.postcodePlaats}}. De hoofdsom van de lening is {{hypotheek.hoofdsom}}.', 'Wilt u het aanbod ondertekend retourneren vóór {{dossier.geldigTot}}? Uw adviseur, {{adviseur.naam}} van {{kantoor.naam}}, helpt u graag bij vragen.') +
      closing,
  },
  {
    naam: 'Documenten opvragen',
    categorie: 'E',
    berichtsoort: 'DA',
    onderwerp: 'Aanvullende documenten nodig – dossier {{dossier.nummer}}',
    inhoud:
      p('Beste {{adviseur.naam}},', 'Voor de beoordeling van dossier {{dossier.nummer}} ({{aanvragers.namen}}) hebben wij nog de volgende documenten nodig:') +
      '<ul><li>Werkgeversverklaring, niet ouder dan drie maanden</li><li>Recente salarisstrook</li><li>Gevalideerd taxatierapport</li></ul>' +
      p('U kunt de documenten uploaden in het dossier.') +
      closing,
  },
  {
    naam: 'Passeerdatum bevestigd',
    categorie: 'E',
    berichtsoort: 'SX',
    onderwerp: 'Passeerdatum {{dossier.passeerdatum}} – {{aanvragers.namen}}',
    inhoud:
      p('Beste {{adviseur.naam}},', 'De hypotheekakte voor {{aanvragers.namen}} wordt op <strong>{{dossier.passeerdatum}}</strong> gepasseerd bij {{notaris.kantoor}}. De passeeropdracht is verstuurd.') + closing,
  },
  {
    naam: 'Buy-to-let: ontvangst aanvraag',
    categorie: 'E',
    berichtsoort: 'AX',
    btl: true,
    onderwerp: 'Ontvangst verhuurhypotheek dossier {{dossier.nummer}}',
    inhoud:
      p('Beste {{adviseur.naam}},', 'Wij hebben de aanvraag voor een verhuurhypotheek van {{contractanten.namen}} ontvangen. De portefeuille telt {{portefeuille.aantalObjecten}} object(en) met een totale huur van {{portefeuille.huurPerMaand}} per maand.') +
      closing,
  },
  {
    naam: 'Telefoonnotitie adviseur',
    categorie: 'U',
    berichtsoort: 'SX',
    onderwerp: 'Gebeld met {{adviseur.naam}} over dossier {{dossier.nummer}}',
    inhoud: p('Gebeld met {{adviseur.naam}} ({{kantoor.naam}}, {{kantoor.plaats}}) over de status van dossier {{dossier.nummer}}: fase {{dossier.fase}}, stap {{dossier.stap}}.'),
  },
];

/** A lender keeps templates of its own (docs/beheer.md); the demo lender has one. */
export const lenderTemplate = (geldverstrekkerId: number, naam: string): Template => ({
  naam: `${naam}: voorwaarden acceptatie`,
  categorie: 'E',
  berichtsoort: 'SX',
  onderwerp: 'Acceptatievoorwaarden {{geldverstrekker.naam}} – {{dossier.offertenummer}}',
  inhoud: p('Beste {{adviseur.naam}},', 'Het aanbod voor {{aanvragers.namen}} is geaccepteerd onder de gebruikelijke voorwaarden van {{geldverstrekker.naam}}.') + closing,
  geldverstrekkerId,
});
