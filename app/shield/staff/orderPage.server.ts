/**
 * The staff page of one Shield order (`/staff/shield/orders/<id>`): what it shows, and the shipping post.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { singleText } from "~/kits/forms/formGuard.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { env } from "~/platform/env.server";
import { trackingLink } from "~/shield/subscriptionView";
import { askedToCancel, orderById, shipOrder, type ShipAnswer } from "~/shield/staff/fulfilment.server";
import { readShieldStaffPost } from "~/shield/staff/staffPost.server";
import { fulfilmentWords as words, subscriptionStatusLabels } from "~/shield/staff/words";

const notFound = () => new Response("Not Found", { status: 404 });

export async function shieldOrderLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const order = await orderById(db(), params.id ?? "");
  if (!order) throw notFound();
  const cancelling = await askedToCancel(db(), [order.id], env().orgTimeZone);
  return {
    order,
    trackingHref: order.Tracking_Number ? trackingLink(order.Tracking_Number) : null,
    status: order.Status ? subscriptionStatusLabels[order.Status] : words.statusNotRecorded,
    askedToCancel: cancelling.get(order.id) ?? null,
  };
}

export async function shieldOrderAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const id = params.id ?? "";
  if (!(await orderById(db(), id))) throw notFound();
  const guarded = await readShieldStaffPost(request, staff);
  if (!guarded.ok)
    return data<ShipAnswer>({ ok: false, status: 400, message: guarded.message }, { status: guarded.status });
  const form = guarded.form;
  const answer = await shipOrder(
    db(),
    { id, seen: singleText(form, "seen") ?? "" },
    {
      iccids: singleText(form, "iccids") ?? "",
      tracking: singleText(form, "tracking") ?? "",
      serial: singleText(form, "serial") ?? "",
    },
    staff,
    { timeZone: env().orgTimeZone },
  );
  return data(answer, { status: answer.ok ? 200 : answer.status });
}
