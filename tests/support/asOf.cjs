/**
 * Runs a Node process "as of" another moment: with `AS_OF` set (any date `Date.parse` reads, say
 * `2026-11-27T22:30:00-05:00`), `Date.now()`, `new Date()` and `Date()` start from that moment when the process
 * starts and go on ticking from there. Loaded with `NODE_OPTIONS="--require ./tests/support/asOf.cjs"` (see
 * scripts/test-as-of.mjs and docs/developing.md), it reaches the test runner, its workers and the built server it
 * spawns, so the suite can be run on a Friday evening or the day before a holiday without a switch in the app.
 * Timers and `performance.now()` are left alone: only the calendar moves. Without `AS_OF` it does nothing.
 */
"use strict";

const asOf = process.env.AS_OF;
if (asOf) {
  const target = Date.parse(asOf);
  if (Number.isNaN(target)) throw new Error(`AS_OF is not a date Date.parse reads: ${asOf}`);
  // One offset for every process of a run: the first process to load this passes its offset on to its children,
  // with the moment it is for, so a server spawned a minute later is at the same moment as the test that spawned it.
  const inherited = process.env.AS_OF_OFFSET_FOR === asOf ? Number(process.env.AS_OF_OFFSET_MS) : NaN;
  const offset = Number.isFinite(inherited) ? inherited : target - Date.now();
  process.env.AS_OF_OFFSET_MS = String(offset);
  process.env.AS_OF_OFFSET_FOR = asOf;

  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  /** Date with "now" moved; a date built from a value is the real Date's, and `instanceof` holds both ways. */
  function AsOfDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  Object.setPrototypeOf(AsOfDate, RealDate);
  Object.defineProperty(AsOfDate, "prototype", { value: RealDate.prototype });
  AsOfDate.now = now;
  globalThis.Date = AsOfDate;

  // Intl's format() with no argument reads the real clock inside V8: give it the moved one.
  const realFormat = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, "format").get;
  Object.defineProperty(Intl.DateTimeFormat.prototype, "format", {
    configurable: true,
    get() {
      const format = realFormat.call(this);
      return (date) => format(date === undefined ? now() : date);
    },
  });
}
