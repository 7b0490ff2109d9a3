/**
 * Gross monthly payments of a loan (docs/rates.md "Monthly payments"): the monthly rate is the
 * yearly percentage divided by twelve, as Dutch lenders quote a nominal rate; every amount is in
 * whole cents, each month's interest rounded to the cent on the balance of that month, and the
 * last month pays what is left. The rate is taken to hold for the whole term: after the fixed-rate
 * period a new rate applies, which nobody knows today.
 */
export interface Loan {
  /** In euros. */
  hoofdsom: number;
  /** Yearly, in per cent: 3.85. */
  rentePercentage: number;
  looptijdMaanden: number;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (cents: number) => cents / 100;

/** The fixed monthly payment of an annuity loan: P·r / (1 − (1 + r)^−n), to the cent. */
export function annuityPayment({ hoofdsom, rentePercentage, looptijdMaanden: n }: Loan): number {
  const r = rentePercentage / 100 / 12;
  return euros(Math.round((cents(hoofdsom) * r) / (1 - (1 + r) ** -n)));
}

/** Annuity: the same gross payment every month, and the interest paid over the whole term. */
export function annuity(loan: Loan) {
  const r = loan.rentePercentage / 100 / 12;
  const payment = cents(annuityPayment(loan));
  let balance = cents(loan.hoofdsom);
  let interest = 0;
  for (let month = 1; month <= loan.looptijdMaanden && balance > 0; month++) {
    const due = Math.round(balance * r);
    interest += due;
    balance -= month === loan.looptijdMaanden ? balance : Math.min(balance, payment - due);
  }
  return { brutoMaandlast: euros(payment), totaleRente: euros(interest) };
}

/** Linear: the same repayment every month (P / n), interest on the falling balance; first and last month's payment. */
export function linear(loan: Loan) {
  const r = loan.rentePercentage / 100 / 12;
  const n = loan.looptijdMaanden;
  const repayment = Math.round(cents(loan.hoofdsom) / n);
  let balance = cents(loan.hoofdsom);
  let interest = 0;
  let first = 0;
  let last = 0;
  for (let month = 1; month <= n; month++) {
    const due = Math.round(balance * r);
    const principal = month === n ? balance : Math.min(balance, repayment);
    interest += due;
    if (month === 1) first = principal + due;
    if (month === n) last = principal + due;
    balance -= principal;
  }
  return { brutoMaandlastEersteMaand: euros(first), brutoMaandlastLaatsteMaand: euros(last), totaleRente: euros(interest) };
}

/**
 * Interest-only (aflossingsvrij): interest on the whole loan every month, nothing repaid, so the
 * whole loan is still owed at the end of the term.
 */
export function interestOnly(loan: Loan) {
  const payment = Math.round(cents(loan.hoofdsom) * (loan.rentePercentage / 100 / 12));
  return { brutoMaandlast: euros(payment), totaleRente: euros(payment * loan.looptijdMaanden), restschuld: loan.hoofdsom };
}
