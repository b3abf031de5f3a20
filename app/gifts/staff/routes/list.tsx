import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { staffPages } from "~/config/routes";
import { GiftsTable } from "~/gifts/staff/GiftTables";
import { giftListLoader } from "~/gifts/staff/giftStaffPages.server";
import { giftStaffWords as words } from "~/gifts/staff/words";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffSection } from "~/kits/console/StaffSection";
import { staffMeta } from "~/kits/console/staffMeta";

export const meta = staffMeta(staffPages.gifts.title);

export const loader = (args: LoaderFunctionArgs) => giftListLoader(args);

export default function StaffGifts() {
  const { month, problem, timeZone, paid, monthly } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold">{words.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{words.intro}</p>
      {problem ? <StaffNotice tone="problem">{problem}</StaffNotice> : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="month" className="block font-semibold">
            {words.month}
          </label>
          <input
            id="month"
            name="month"
            type="month"
            defaultValue={month}
            className="mt-1 rounded border border-slate-500 px-2 py-1"
          />
        </div>
        <Button kind="secondary" size="small">
          {words.show}
        </Button>
      </Form>
      <p className="mt-4">
        <a
          href={`/staff/gifts/payments.csv?month=${month}`}
          className="font-semibold text-brand-dark underline"
          download
        >
          {words.csv(month)}
        </a>
      </p>
      <StaffSection id="paid" heading={words.paidIn(month, paid.length)} className="mt-8">
        {paid.length === 0 ? (
          <p className="mt-3">{words.noneIn(month)}</p>
        ) : (
          <GiftsTable label={words.paidIn(month, paid.length)} gifts={paid} timeZone={timeZone} />
        )}
      </StaffSection>
      <StaffSection id="monthly" heading={words.monthly(monthly.length)} className="mt-10">
        {monthly.length === 0 ? (
          <p className="mt-3">{words.noMonthly}</p>
        ) : (
          <GiftsTable label={words.monthly(monthly.length)} gifts={monthly} timeZone={timeZone} />
        )}
      </StaffSection>
    </>
  );
}
