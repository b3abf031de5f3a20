/**
 * The staff console's gift pages (issue 47 §5): the list (the gifts paid in a month, the monthly gifts), a gift's
 * page with its payments, receipts, tribute and employer and its refund post, and the accounts' CSV of a month.
 * Staff only (`requireStaff`); a gift id that is not one is a 404.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { dayIn } from "~/gifts/days";
import { paymentsOfGift, receiptsOfGift } from "~/gifts/server/giftLedger.server";
import { receiptPath } from "~/gifts/server/giftLinks.server";
import { giftById } from "~/gifts/server/giftStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { env } from "~/platform/env.server";
import { accountsCsv, accountsCsvFileName } from "./accountsCsv.server";
import { giftsPaidIn, monthlyGifts, paymentsIn } from "./giftStaffStore.server";
import { answerRefundPost } from "./refundPost.server";
import { giftStaffWords } from "./words";

const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month asked for (`?month=YYYY-MM`), this month in ORG_TIME_ZONE when none, or the sentence refusing it. */
function monthOf(request: Request, timeZone: string): { month: string; problem: string | null } {
  const typed = new URL(request.url).searchParams.get("month")?.trim() ?? "";
  const thisMonth = dayIn(timeZone, Date.now()).slice(0, 7);
  if (typed === "" || isMonth(typed)) return { month: typed || thisMonth, problem: null };
  return { month: thisMonth, problem: giftStaffWords.badMonth(typed.slice(0, 20)) };
}

export async function giftListLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const timeZone = env().orgTimeZone;
  const { month, problem } = monthOf(request, timeZone);
  const store = db();
  const found = {
    month,
    problem,
    timeZone,
    paid: await giftsPaidIn(store, month, timeZone),
    monthly: await monthlyGifts(store),
  };
  return data(found, { status: problem ? 400 : 200 });
}

export async function giftPageLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const store = db();
  const gift = await giftById(store, params.giftId ?? "");
  if (!gift) throw new Response("Not Found", { status: 404 });
  return {
    gift,
    payments: await paymentsOfGift(store, gift.id),
    // Each receipt's PDF at the donor's own keyed address, which staff open as the donor would.
    receipts: (await receiptsOfGift(store, gift.id)).map((receipt) => ({
      ...receipt,
      href: receiptPath(receipt.number),
    })),
    timeZone: env().orgTimeZone,
  };
}

export async function giftPageAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const gift = await giftById(db(), params.giftId ?? "");
  if (!gift) throw new Response("Not Found", { status: 404 });
  const answer = await answerRefundPost(request, gift.id, staff);
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

export async function accountsCsvLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const timeZone = env().orgTimeZone;
  const { month, problem } = monthOf(request, timeZone);
  if (problem) return new Response(problem, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(accountsCsv(await paymentsIn(db(), month, timeZone), timeZone), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${accountsCsvFileName(month)}"`,
    },
  });
}
