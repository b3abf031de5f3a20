import type { DeviceCounts, PickupAnswers, PreferredDate } from "~/donations/answers";

/** The devices a donation declares: none of each kind but those given. */
export const devicesOf = (given: Partial<DeviceCounts>): DeviceCounts => ({
  laptops: 0,
  desktops: 0,
  monitors: 0,
  phonesTablets: 0,
  printers: 0,
  other: 0,
  ...given,
});

/** A pickup at the Hoboken address the donation tests use (in New Jersey), with the donor's notes and days. */
export const hobokenPickup = (notes: string | null, dates: PreferredDate[]): PickupAnswers => ({
  method: "pickup",
  street: "1 River St",
  city: "Hoboken",
  state: "NJ",
  zip: "07030",
  region: "NJ",
  notes,
  dates,
});
