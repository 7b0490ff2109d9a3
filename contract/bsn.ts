/**
 * The elfproef of a Dutch citizen service number (BSN): nine digits d1..d9 with
 * 9·d1 + 8·d2 + … + 2·d8 − 1·d9 divisible by 11 (and not all zero).
 */
export function isValidBsn(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(value[i]) * (9 - i);
  sum -= Number(value[8]);
  return sum % 11 === 0;
}

/** The check digit that completes eight digits to a valid BSN, or null when none exists (it would be 10). */
export function bsnCheckDigit(firstEight: string): number | null {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(firstEight[i]) * (9 - i);
  const digit = sum % 11;
  return digit === 10 ? null : digit;
}
