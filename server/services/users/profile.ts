import { eq } from 'drizzle-orm';
import { updateVersioned } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { gebruikerProfielen } from '../../db/schema';
import { notFound } from '../../errors';
import { loadProfile } from '../auth/profile';
import type { SessionUser } from '../permissions/access';
import { deleteFiles, fileById, insertFile } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import type { CheckedFile } from '../storage/upload';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The profile row is made on the first change; until then the user has none (version 1, empty). */
const ensureRow = (tx: Tx, gebruikerId: number) => tx.insert(gebruikerProfielen).values({ gebruikerId }).onConflictDoNothing();

const own = (user: SessionUser) => eq(gebruikerProfielen.gebruikerId, user.id);

/** The user's own phone numbers, with the version the form was read at. */
export async function updateProfile(db: Db, user: SessionUser, version: number, fields: { telefoonnummer?: string | null; mobielnummer?: string | null }) {
  await db.transaction(async (tx) => {
    await ensureRow(tx, user.id);
    await updateVersioned(tx, gebruikerProfielen, own(user), version, fields);
  });
  return loadProfile(db, user.id, user.permissions);
}

/** The stored picture, if any. */
export async function pictureOf(db: Db, user: SessionUser) {
  const [profiel] = await db.select({ fotoId: gebruikerProfielen.fotoBestandId }).from(gebruikerProfielen).where(own(user));
  const file = profiel?.fotoId ? await fileById(db, profiel.fotoId) : undefined;
  if (!file) throw notFound();
  return file;
}

const currentPicture = async (tx: Tx, user: SessionUser) =>
  (await tx.select({ fotoId: gebruikerProfielen.fotoBestandId }).from(gebruikerProfielen).where(own(user)).for('update'))[0]?.fotoId ?? null;

/**
 * Upload or replace: the new file counts once the profile points at it; the old one goes after
 * the commit. Not a change of the form's fields: the version stays, so an open profile form still saves.
 */
export async function replacePicture(db: Db, storage: FileStorage, user: SessionUser, file: CheckedFile) {
  await storage.withCommit([file], () =>
    db.transaction(async (tx) => {
      await ensureRow(tx, user.id);
      const previous = await currentPicture(tx, user);
      const fotoBestandId = await insertFile(tx, file, user.id);
      await tx.update(gebruikerProfielen).set({ fotoBestandId, updatedAt: new Date() }).where(own(user));
      return { result: undefined, obsolete: await deleteFiles(tx, [previous]) };
    }),
  );
  return loadProfile(db, user.id, user.permissions);
}

export async function removePicture(db: Db, storage: FileStorage, user: SessionUser) {
  await storage.withCommit([], () =>
    db.transaction(async (tx) => {
      const previous = await currentPicture(tx, user);
      if (!previous) throw notFound();
      await tx.update(gebruikerProfielen).set({ fotoBestandId: null, updatedAt: new Date() }).where(own(user));
      return { result: undefined, obsolete: await deleteFiles(tx, [previous]) };
    }),
  );
}
