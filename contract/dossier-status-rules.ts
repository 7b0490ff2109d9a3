/**
 * Which status action a dossier allows in which state (docs/dossier-status.md). Each rule answers
 * the Dutch reason for a refusal (sent with 409), or null when the action is allowed. Shared: the
 * server refuses by it, the detail screen offers only the actions it allows.
 */
export interface StatusFacts {
  id: number;
  gearchiveerd: boolean;
  status: string;
  fase: string;
  stap: string;
  btl: boolean;
  leningType: string;
}

export type StatusAction =
  | 'priority'
  | 'reject'
  | 'rejectUpdate'
  | 'close'
  | 'reopen'
  | 'afronden'
  | 'unarchive'
  | 'forward'
  | 'sendToServicing'
  | 'substatus'
  | 'kantoor';

const archived = (d: StatusFacts) => (d.gearchiveerd ? `Dossier ${d.id} is gearchiveerd; haal het eerst uit het archief.` : null);
const open = (d: StatusFacts, what: string) =>
  archived(d) ?? (d.status === 'LOPEND' ? null : `Dossier ${d.id} is niet meer lopend; ${what} kan alleen bij een lopend dossier.`);

export const STATUS_RULES: Record<StatusAction, (d: StatusFacts) => string | null> = {
  priority: (d) => open(d, 'de prioriteit wijzigen'),
  reject: (d) =>
    open(d, 'afwijzen') ?? (d.fase === 'PASSEREN' ? `Dossier ${d.id} is al in de fase Passeren; afwijzen kan niet meer, beëindig het dossier.` : null),
  rejectUpdate: (d) => archived(d) ?? (d.status === 'AFGEWEZEN' ? null : `Dossier ${d.id} is niet afgewezen; de toelichting op de afwijzing kan niet worden gewijzigd.`),
  close: (d) =>
    archived(d) ??
    (d.status === 'LOPEND' || d.status === 'AFGEWEZEN' ? null : `Dossier ${d.id} is al ${d.status === 'BEEINDIGD' ? 'beëindigd' : 'afgerond'}.`),
  reopen: (d) =>
    archived(d) ??
    (d.status === 'BEEINDIGD' || d.status === 'AFGEWEZEN' ? null : `Dossier ${d.id} is niet beëindigd of afgewezen en kan niet worden heropend.`),
  afronden: (d) =>
    open(d, 'afronden') ??
    (d.fase === 'PASSEREN' && d.stap === 'GEPASSEERD' ? null : `Dossier ${d.id} kan pas worden afgerond als de hypotheek is gepasseerd.`),
  unarchive: (d) => (d.gearchiveerd ? null : `Dossier ${d.id} staat niet in het archief.`),
  forward: (d) =>
    open(d, 'doorsturen naar een geldverstrekker') ??
    (d.fase === 'AANVRAAG' ? null : `Dossier ${d.id} heeft al een aanbod; doorsturen kan alleen in de fase Aanvraag.`),
  sendToServicing: (d) =>
    archived(d) ??
    (!d.btl
      ? `Dossier ${d.id} is geen BTL-dossier; alleen BTL-leningen gaan naar beheer.`
      : d.leningType !== 'ORIGINATION'
        ? `Dossier ${d.id} is al in beheer.`
        : d.status === 'AFGEROND' || (d.status === 'LOPEND' && d.stap === 'GEPASSEERD')
          ? null
          : `Dossier ${d.id} gaat pas naar beheer als de lening is gepasseerd.`),
  substatus: (d) => open(d, 'de substatus wijzigen'),
  kantoor: (d) => open(d, 'het kantoor of de adviseur wijzigen'),
};
