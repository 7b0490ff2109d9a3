let loaded: Promise<typeof import('argon2')> | undefined;
/** The native argon2 module, loaded at the first sign-in or password change rather than at the start. */
const argon2 = () => (loaded ??= import('argon2'));

/** argon2id with the library's defaults (64 MiB, 3 passes): slow enough for guessing, fine for sign-in. */
export const hashPassword = async (password: string) => {
  const { hash, argon2id } = await argon2();
  return hash(password, { type: argon2id });
};

let unknownUserHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string) {
  // Verifying against this when the user does not exist keeps the answer time the same. It is
  // made at the first sign-in of any user, not at the start, so even that one tells nothing.
  const unknown = (unknownUserHash ??= hashPassword(`unknown-${Math.random()}`));
  try {
    return await (await argon2()).verify(hash ?? (await unknown), password);
  } catch {
    return false;
  }
}
