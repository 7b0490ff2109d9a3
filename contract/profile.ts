import { z } from 'zod';
import { optionalRule, version } from './field-rules';
import type { FileKind } from './files';

export { PROFIEL_LABELS } from './profile-labels';

/**
 * What a user changes on their own profile (docs/profile.md): the phone numbers colleagues and
 * offices call them on. Name, e-mail, type, roles and teams stay with Beheer › Gebruikers.
 */
export const profielSchema = z.object({
  telefoonnummer: optionalRule('phone', 20),
  mobielnummer: optionalRule('phone', 20),
  version: version(),
});


/** The own picture: a photo for an avatar, so jpeg or png and at most 2,000,000 bytes ("2mb"). */
export const PROFILE_PICTURE: { kinds: readonly FileKind[]; maxBytes: number } = { kinds: ['jpeg', 'png'], maxBytes: 2_000_000 };

/** The signed-in user's own data as GET /profile answers it. */
export interface Profiel {
  id: number;
  username: string;
  email: string;
  voorLetters: string;
  tussenVoegsels: string | null;
  achterNaam: string;
  typeCode: string;
  kantoor: { id: number; bedrijfsNaam: string; plaatsNaam: string } | null;
  geldverstrekker: { id: number; naam: string } | null;
  roles: string[];
  teams: string[];
  organisaties: string[];
  permissions: string[];
  telefoonnummer: string | null;
  mobielnummer: string | null;
  /** The picture's file id, or null; a new id means a new picture (the user panel reloads it). */
  fotoId: number | null;
  version: number;
}
