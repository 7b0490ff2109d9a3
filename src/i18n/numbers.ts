/** Amounts and percentages as Dutch screens show them. */
const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const WHOLE_EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const RATE = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const POINTS = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 3, signDisplay: 'exceptZero' });

/** `€ 1.432,25` */
export const euro = (value: number) => EURO.format(value);
/** `€ 31.500`: amounts that are whole euros in practice (a loan, a guarantee, a sum insured). */
export const wholeEuro = (value: number) => (Number.isInteger(value) ? WHOLE_EURO.format(value) : EURO.format(value));
/** An interest rate as lenders quote it: `3,85%`, `3,875%`. */
export const ratePercent = (value: number) => `${RATE.format(value)}%`;
/** A change of a rate in percentage points: `+0,10`, `-0,15`. */
export const ratePoints = (value: number) => POINTS.format(value);
