/**
 * A donation's timeline (decisions 081, 082): its states in order, which move may follow which, and what staff
 * counted on arrival against what the donor declared. Shared by the staff console, the donor's portal and the
 * server that makes the moves, so every page offers exactly the moves the server accepts.
 */
import { deviceKinds, type DeviceCounts, type DeviceKind, type Method } from "./answers";
import { donationWordsIn } from "./words";
import type { Locale } from "~/i18n/locale";

export const donationStates = [
  "Requested",
  "Pickup scheduled",
  "Picked up",
  "Dropped off",
  "Received",
  "Processed",
  "Certificates ready",
  "Cancelled",
] as const;
export type DonationState = (typeof donationStates)[number];
export type Move = Exclude<DonationState, "Requested">;

/** The states a move may start from, and the only method it fits (a pickup is never dropped off, and so on). */
const rules: Record<Move, { from: readonly DonationState[]; method?: Method }> = {
  "Pickup scheduled": { from: ["Requested"], method: "pickup" },
  "Picked up": { from: ["Requested", "Pickup scheduled"], method: "pickup" },
  "Dropped off": { from: ["Requested"], method: "drop-off" },
  Received: { from: ["Picked up", "Dropped off"] },
  Processed: { from: ["Received"] },
  "Certificates ready": { from: ["Processed"] },
  Cancelled: { from: ["Requested", "Pickup scheduled"], method: "pickup" },
};

export function canMove(donation: { state: DonationState; method: Method }, to: Move): boolean {
  const rule = rules[to];
  return rule.from.includes(donation.state) && (!rule.method || rule.method === donation.method);
}

/** The states a donation of this method passes through, in order (a cancelled one stops where it was). */
export const pathOf = (method: Method): readonly DonationState[] =>
  method === "pickup"
    ? ["Requested", "Pickup scheduled", "Picked up", "Received", "Processed", "Certificates ready"]
    : ["Requested", "Dropped off", "Received", "Processed", "Certificates ready"];

/** Each device type whose received count differs from the declared one, with the difference (negative: fewer). */
export function countDifferences(declared: DeviceCounts, received: DeviceCounts): { kind: DeviceKind; by: number }[] {
  return deviceKinds
    .map((kind) => ({ kind, by: received[kind] - declared[kind] }))
    .filter((difference) => difference.by !== 0);
}

/** The difference in words: "2 laptops fewer than declared; 1 monitor more than declared." or that there is none. */
export function differenceSentence(declared: DeviceCounts, received: DeviceCounts, locale: Locale): string {
  const words = donationWordsIn(locale);
  const differences = countDifferences(declared, received);
  if (differences.length === 0) return words.difference.same;
  return words.difference.list(
    differences.map(({ kind, by }) => {
      const count = Math.abs(by);
      const name = words.countNames[kind][count === 1 ? 0 : 1];
      return by < 0 ? words.difference.fewer(count, name) : words.difference.more(count, name);
    }),
  );
}
