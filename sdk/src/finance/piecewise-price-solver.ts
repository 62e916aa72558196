/**
 * The highest whole-dollar price whose monthly payment fits a limit, for a payment that is linear in
 * the price between breakpoints and never falls as the price rises, though it may jump up at a
 * breakpoint (mortgage insurance starting, a higher fee step). A breakpoint belongs to the piece
 * below it, as "LTV at or below 90%" does. Used by the affordability calculator for the loan types
 * of issue 13 item 19; each piece is solved exactly, so there is no search and no floor or ceiling.
 *
 * `paymentAt` is the payment at a price; `cap` an optional highest price allowed at all (FHA's 3.5%
 * minimum down payment). Returns the price rounded down to whole dollars, checked with `paymentAt`.
 */
export function highestPriceWithin(
  allowed: number,
  breakpoints: readonly number[],
  paymentAt: (price: number) => number,
  cap = Number.POSITIVE_INFINITY,
): number {
  const inside = breakpoints.filter((point) => point > 0 && point < cap && Number.isFinite(point));
  const edges = [0, ...[...new Set(inside)].sort((a, b) => a - b), cap];
  let price = cap;
  for (let index = 0; index < edges.length - 1; index++) {
    const low = edges[index];
    const high = edges[index + 1];
    // Two points inside the open piece give its line; the piece's own payment never uses the edges.
    const width = Number.isFinite(high) ? high - low : Math.max(low, 100_000);
    const first = low + width / 4;
    const second = low + (Number.isFinite(high) ? (3 * width) / 4 : width);
    const firstPayment = paymentAt(first);
    const slope = (paymentAt(second) - firstPayment) / (second - first);
    const solution = first + (allowed - firstPayment) / slope;
    if (solution <= low) {
      // The jump at `low` overshoots: the top of the piece below is the answer.
      price = low;
      break;
    }
    if (solution <= high) {
      price = solution;
      break;
    }
  }
  // The nudge keeps float dust under an exact whole-dollar answer from losing a dollar; the check
  // then steps back over a dollar the dust (or a breakpoint landing on a whole dollar) got wrong.
  let whole = Math.floor(Math.min(price, cap) + 1e-6);
  for (let step = 0; step < 3 && whole > 0 && paymentAt(whole) > allowed + 1e-7; step++) whole--;
  return whole;
}
