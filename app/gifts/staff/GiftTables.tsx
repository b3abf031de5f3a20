import { Link } from "@remix-run/react";
import { dollars } from "~/gifts/amounts";
import { dayIn } from "~/gifts/days";
import { numericColumn, rowsById, StaffTable } from "~/kits/console/StaffTable";
import type { ListedGift } from "./giftStaffStore.server";
import { giftStaffWords as words } from "./words";

export const staffGiftPath = (id: string) => `/staff/gifts/${id}`;

/** A monthly gift's state as staff read it ("Paused until 2027-03-01"); a one-time gift's is "Once". */
export function stateOf(gift: Pick<ListedGift, "frequency" | "monthlyState">, pausedUntil?: string | null): string {
  if (gift.frequency === "once" || !gift.monthlyState) return words.once;
  if (gift.monthlyState === "paused" && pausedUntil) return words.pausedUntil(pausedUntil);
  return words.states[gift.monthlyState];
}

/** Gifts, one row each: the day first paid, the donor (a link to the gift), the amount, refunds, state, tribute. */
export function GiftsTable({ label, gifts, timeZone }: { label: string; gifts: ListedGift[]; timeZone: string }) {
  const c = words.columns;
  return (
    <StaffTable
      label={label}
      caption={label}
      className="mt-4"
      columns={[c.paid, c.donor, c.kind, numericColumn(c.amount), numericColumn(c.refunded), c.state, c.tribute]}
      rows={rowsById(gifts, (gift) => [
        dayIn(timeZone, gift.paidAt),
        <Link key="donor" to={staffGiftPath(gift.id)} className="font-semibold text-brand-dark underline">
          {gift.name}
        </Link>,
        gift.frequency === "monthly" ? words.everyMonth : words.once,
        dollars(gift.amountCents + gift.feeCents),
        gift.refundedCents > 0 ? dollars(gift.refundedCents) : "",
        stateOf(gift),
        gift.tribute ? words.yes : words.no,
      ])}
    />
  );
}
