import { access } from '../../services/permissions/access';

/** Every mail call needs the mail menu's permission; which mailboxes a user reads is checked per call (docs/mail.md "Rights"). */
export const mailAccess = access.anyOf(['MENU_BERICHTEN_VIEW']);
export const deleteAccess = access.allOf(['MENU_BERICHTEN_VIEW', 'ALLOW_DELETE_MAIL']);

export const labels = {
  page: 'Pagina', size: 'Aantal', dossierId: 'Dossier', folder: 'Map', postvakId: 'Postvak', kantoorId: 'Kantoor', officeId: 'Kantoor',
  ongelezen: 'Ongelezen', opvolgen: 'Opvolgen', gebruikerId: 'Collega', teamId: 'Team', value: 'Waarde', ids: 'Selectie', timestamp: 'Deadline',
  recipients: 'Aan', cc: 'Cc', onderwerp: 'Onderwerp', html: 'Bericht', attachments: 'Bijlagen', antwoordOp: 'Antwoord op', x: 'Formaat', s3Key: 'Sleutel',
  doorgestuurdVan: 'Doorgestuurd bericht', doorgestuurdeBijlagen: 'Bijlagen', emails: 'Adressen',
};
