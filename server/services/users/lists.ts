import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Permission } from '../../../contract/permissions';
import { gebruikerRollen, gebruikers, rolPermissies } from '../../db/schema';

/** The users as a list of a team, a role or a type: id and name, for selects (spec 001 §7). */
export const nameColumns = {
  id: gebruikers.id,
  voorLetters: gebruikers.voorLetters,
  tussenVoegsels: gebruikers.tussenVoegsels,
  achterNaam: gebruikers.achterNaam,
  typeCode: gebruikers.typeCode,
};

/** Users who hold a permission through one of their roles. */
export const holding = (permission: Permission) =>
  inArray(
    gebruikers.id,
    sql`(select ${gebruikerRollen.gebruikerId} from ${gebruikerRollen} join ${rolPermissies} on ${rolPermissies.rolId} = ${gebruikerRollen.rolId} where ${rolPermissies.permissie} = ${permission})`,
  );

/** What `nameColumns` gives, as a response schema. */
export const userNameSchema = z.object({ id: z.number(), voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string(), typeCode: z.string() });
