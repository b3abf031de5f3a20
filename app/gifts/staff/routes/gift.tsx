import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { GiftFacts, Payments, Receipts } from "~/gifts/staff/GiftPieces";
import { giftPageAction, giftPageLoader } from "~/gifts/staff/giftStaffPages.server";
import { giftStaffWords as words } from "~/gifts/staff/words";
import { StaffBackLink } from "~/kits/console/StaffBackLink";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffMeta } from "~/kits/console/staffMeta";

export const meta = staffMeta("Gift");

export const loader = (args: LoaderFunctionArgs) => giftPageLoader(args);

export const action = (args: ActionFunctionArgs) => giftPageAction(args);

export default function StaffGift() {
  const { gift, payments, receipts, timeZone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <StaffBackLink to={staffPages.gifts.path}>{words.gift.back}</StaffBackLink>
      <h1 className="mt-2 text-3xl font-bold">{words.gift.heading(gift.name)}</h1>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      <GiftFacts gift={gift} timeZone={timeZone} />
      <Payments payments={payments} timeZone={timeZone} typed={answer && !answer.ok ? answer : null} />
      <Receipts receipts={receipts} timeZone={timeZone} />
    </>
  );
}
