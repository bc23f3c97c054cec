/*
 * A clock for the API process of a browser test (`node --import` this file, `LOTTO_E2E_NOW` an
 * ISO instant): the process's `Date` starts at that instant and runs on from there at the real
 * pace, as libfaketime would. Time is the one thing outside our machines a draw-day page needs:
 * the API decides whether a draw is under way by its clock (`liveDrawAt`), so a test of the live
 * pages on any day of the year puts the API's clock, and the browser's (Playwright's `clock`), on
 * a draw day. Nothing else of the API changes.
 */
const at = Date.parse(process.env.LOTTO_E2E_NOW ?? '');
if (Number.isNaN(at))
  throw new Error(`LOTTO_E2E_NOW is not an instant: ${process.env.LOTTO_E2E_NOW}`);
const RealDate = Date;
const offset = at - RealDate.now();

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = ShiftedDate;
