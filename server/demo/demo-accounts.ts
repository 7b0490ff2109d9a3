import type { UserCode } from '../../contract/permissions';

export const DEMO_PASSWORD = 'demo';

/** Dossiers the demo start generates: enough for every phase, step, office and lender, and quick to fill. */
export const DEMO_DOSSIERS = 500;

/** The demo accounts printed at start; each holds the role named after its kind. */
export const DEMO_ACCOUNTS: { username: string; typeCode: UserCode; role: string; omschrijving: string }[] = [
  { username: 'medewerker', typeCode: 'M', role: 'Medewerker', omschrijving: 'medewerker backoffice, ruime rechten' },
  { username: 'adviseur', typeCode: 'A', role: 'Adviseur', omschrijving: 'adviseur van één kantoor' },
  { username: 'verstrekker', typeCode: 'H', role: 'Hypotheekverstrekker', omschrijving: 'hypotheekverstrekker, één geldverstrekker' },
  { username: 'employee', typeCode: 'E', role: 'Employee', omschrijving: 'employee, basisrechten' },
  { username: 'beheerder', typeCode: 'M', role: 'Beheerder', omschrijving: 'medewerker met alle beheerrechten' },
];
