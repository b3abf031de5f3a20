import { Button } from "~/components/Button";
import { dollars } from "~/gifts/amounts";
import { dayIn } from "~/gifts/days";
import type { Payment, Receipt } from "~/gifts/server/giftLedger.server";
import type { Gift } from "~/gifts/server/giftStore.server";
import { Facts } from "~/kits/console/Facts";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { StaffSection } from "~/kits/console/StaffSection";
import { numericColumn, StaffTable } from "~/kits/console/StaffTable";
import { staffTime } from "~/kits/console/staffTime";
import { stateOf } from "./GiftTables";
import { giftStaffWords } from "./words";

const words = giftStaffWords.gift;

/** A gift's facts: who, how much, once or monthly and its state, the tribute and its notice, the employer. */
export function GiftFacts({ gift, timeZone }: { gift: Gift; timeZone: string }) {
  const f = words.facts;
  const tribute = gift.tribute;
  const paused = gift.pausedUntil ? dayIn(timeZone, gift.pausedUntil) : null;
  return (
    <Facts
      className="mt-6"
      facts={[
        [f.id, gift.id],
        [f.email, gift.email],
        [f.phone, gift.phone],
        [f.amount, dollars(gift.amountCents)],
        [f.fee, gift.feeCents > 0 ? dollars(gift.feeCents) : giftStaffWords.no],
        [f.kind, gift.frequency === "monthly" ? giftStaffWords.everyMonth : giftStaffWords.once],
        [f.state, gift.state === "paid" ? stateOf(gift, paused) : gift.state],
        [f.language, gift.locale === "es" ? "Spanish" : "English"],
        [f.listed, gift.listedPublicly ? giftStaffWords.yes : giftStaffWords.no],
        [f.employer, gift.employer],
        [f.tribute, tribute ? words.tribute[tribute.kind](tribute.name) : null],
        [
          f.notice,
          tribute?.noticeEmail
            ? words.notice(
                tribute.noticeEmail,
                tribute.noticeOn ?? "",
                gift.tributeNoticeSentAt ? staffTime(gift.tributeNoticeSentAt, timeZone) : null,
              )
            : null,
        ],
      ]}
    />
  );
}

type Typed = { paymentId?: string; typed?: string } | null;

/** The refund form of a payment: the amount (all that is left, unless changed) and what the page saw refunded. */
function RefundForm({ payment, typed }: { payment: Payment; typed: Typed }) {
  const left = payment.amountCents - payment.refundedCents;
  if (left <= 0) return <>{words.refundedAll}</>;
  const id = `refund-${payment.id}`;
  const value = typed?.paymentId === payment.id ? typed.typed : (left / 100).toFixed(2);
  return (
    <StaffActionForm action="refund" seen={String(payment.refundedCents)} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="payment" value={payment.id} />
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {words.refundLabel}
        </label>
        <input
          id={id}
          name="amount"
          inputMode="decimal"
          defaultValue={value}
          aria-describedby={`${id}-hint`}
          className="mt-1 w-28 rounded border border-slate-500 px-2 py-1"
        />
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {words.refundHint(dollars(left))}
        </p>
      </div>
      <Button kind="danger" size="small">
        {words.refund}
      </Button>
    </StaffActionForm>
  );
}

export function Payments(props: { payments: Payment[]; timeZone: string; typed: Typed }) {
  const [paid, amount, card, refunded, refund] = words.paymentColumns;
  return (
    <StaffSection id="payments" heading={words.payments} className="mt-10">
      {props.payments.length === 0 ? (
        <p className="mt-3">{words.noPayments}</p>
      ) : (
        <StaffTable
          label={words.payments}
          caption={words.payments}
          className="mt-4"
          columns={[paid, numericColumn(amount), card, numericColumn(refunded), refund]}
          rows={props.payments.map((payment) => ({
            key: payment.id,
            cells: [
              staffTime(payment.paidAt, props.timeZone),
              dollars(payment.amountCents),
              payment.card ? `${payment.card.brand} ${payment.card.last4}` : "",
              payment.refundedCents > 0 ? dollars(payment.refundedCents) : "",
              <RefundForm key="refund" payment={payment} typed={props.typed} />,
            ],
          }))}
        />
      )}
    </StaffSection>
  );
}

export function Receipts({ receipts, timeZone }: { receipts: (Receipt & { href: string })[]; timeZone: string }) {
  const [number, issued, amount, standing] = words.receiptColumns;
  if (receipts.length === 0) return null;
  return (
    <StaffSection id="receipts" heading={words.receipts} className="mt-10">
      <StaffTable
        label={words.receipts}
        caption={words.receipts}
        className="mt-4"
        columns={[number, issued, numericColumn(amount), standing]}
        rows={receipts.map((receipt) => ({
          key: receipt.number,
          cells: [
            // The number opens the receipt's PDF, as the donor's emailed link does.
            <span key="number">
              <a href={receipt.href} className="font-semibold text-brand-dark underline">
                {receipt.number}
              </a>
              {receipt.corrects ? ` (${words.corrects(receipt.corrects)})` : null}
            </span>,
            staffTime(receipt.issuedAt, timeZone),
            dollars(receipt.amountCents),
            receipt.voidedAt ? words.voided(staffTime(receipt.voidedAt, timeZone)) : words.stands,
          ],
        }))}
      />
    </StaffSection>
  );
}
