import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '../../../contract/account-security';

let common: Set<string> | undefined;

/** The common passwords long enough to pass the length rule; loaded on first use (~49,000 entries). */
async function commonPasswords() {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()).filter((p) => p.length >= MIN_PASSWORD_LENGTH));
  }
  return common;
}

/** The Dutch objection to a new password, or null: at least 12 characters, not common, not the user name. */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  const lower = password.toLowerCase();
  if (username && lower.includes(username.toLowerCase())) return PASSWORD_MESSAGES.username;
  if ((await commonPasswords()).has(lower)) return PASSWORD_MESSAGES.common;
  return null;
}
