/**
 * The staff page of shipped SIM cards awaiting activation: what it shows, and the post that marks them active.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { awaitingActivation, markActive } from "~/shield/staff/fulfilment.server";
import { readShieldStaffPost } from "~/shield/staff/staffPost.server";
import { fulfilmentWords as words } from "~/shield/staff/words";
import { orderRow } from "~/shield/staff/orderNumber";

export async function activationLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const orders = await awaitingActivation(db());
  return {
    orders: orders.map((order) => ({
      ...orderRow(order),
      iccids: order.ICCIDs,
      shippedAt: order.Shipped_At,
    })),
  };
}

type Answer = { ok: boolean; message: string };

export async function activationAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readShieldStaffPost(request, staff);
  if (!guarded.ok) return data<Answer>({ ok: false, message: guarded.message }, { status: guarded.status });
  const ids = guarded.form
    .getAll("id")
    .filter((value): value is string => typeof value === "string" && value.length <= 200)
    .slice(0, 500);
  if (ids.length === 0) return data<Answer>({ ok: false, message: words.nothingChosen }, { status: 400 });
  const marked = await markActive(db(), ids, staff);
  return data<Answer>({ ok: true, message: words.markedActive(marked) });
}
