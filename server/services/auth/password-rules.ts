import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '../../../contract/account-security';

/**
 * zxcvbn's score of 3 and up: at least 10^8 guesses, "safely unguessable" against an online attack
 * and well beyond any common password with a year or a digit or two added ('wachtwoord12' scores 1).
 */
const MIN_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The strength estimator with the common passwords (English for the most part) and the Dutch
 * dictionaries (words, names, Wikipedia's frequent words); loaded on first use, ~2 s.
 */
const strength = () =>
  (estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-nl-be')]).then(
    ([{ ZxcvbnFactory }, common, dutch]) =>
      new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...dutch.dictionary }, graphs: common.adjacencyGraphs, translations: dutch.translations }),
  ));

/**
 * The Dutch objection to a new password, or null: at least 12 characters, not the user name, and
 * not easy to guess (zxcvbn-ts: common passwords, Dutch and English words, names, keyboard runs,
 * dates and the user name, each with the usual substitutions and additions).
 */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (username && password.toLowerCase().includes(username.toLowerCase())) return PASSWORD_MESSAGES.username;
  if ((await strength()).check(password, username ? [username] : []).score < MIN_SCORE) return PASSWORD_MESSAGES.common;
  return null;
}
