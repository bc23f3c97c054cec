/**
 * The current time; injected so tests can stand on a given day. The Bangkok calendar day of an
 * instant (draw dates are Thai days) is `@lotto/contracts`' `bangkokDay`, the one the PWA uses too.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
