import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): slow enough for guessing, fine for sign-in. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

// Verifying against this when the user does not exist keeps the answer time the same.
const unknownUserHash = hashPassword(`unknown-${Math.random()}`);

export async function verifyPassword(hash: string | null, password: string) {
  try {
    return await argon2.verify(hash ?? (await unknownUserHash), password);
  } catch {
    return false;
  }
}
