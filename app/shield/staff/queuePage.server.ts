/**
 * The staff queue of Shield orders awaiting shipping, narrowed by device and paged: what it shows.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { shieldDevices } from "~/kits/records/shieldLists";
import { askedToCancel, awaitingByDevice, awaitingOrders, QUEUE_PAGE_SIZE } from "~/shield/staff/fulfilment.server";
import { env } from "~/platform/env.server";
import { LABELS_AT_ONCE, ordersForLabels } from "~/shield/staff/shippingLabels.server";
import { labelProblems } from "~/shield/staff/shippingLabelsPdf.server";
import { deviceLabels, fulfilmentWords as words, subscriptionStatusLabels } from "~/shield/staff/words";

/** Of the orders "all" prints, how many get a label and how many are left out. */
function printable(orders: Parameters<typeof labelProblems>[0]) {
  const leftOut = labelProblems(orders).size;
  return { all: orders.length - leftOut, leftOut };
}

export async function shieldQueueLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const chosen = params.get("device");
  const device = chosen === null ? null : (shieldDevices.find((value) => value === chosen) ?? undefined);
  const counts = await awaitingByDevice(db());
  const filters = shieldDevices.map((value) => ({ value, label: deviceLabels[value], count: counts[value] }));
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (device === undefined)
    return data(
      { filters, total, chosen, page: 1, pageCount: 1, orders: [], problem: words.noDevice, labels: null },
      { status: 400 },
    );
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const found = await awaitingOrders(db(), device, page);
  const onPage = labelProblems(found.orders);
  const cancelling = await askedToCancel(
    db(),
    found.orders.map((order) => order.id),
    env().orgTimeZone,
  );
  // What "all" prints: the oldest orders of the queue as it is narrowed, and how many of them get no label.
  const forAll = await ordersForLabels(db(), { device });
  return {
    filters,
    total,
    chosen,
    page,
    pageCount: Math.max(1, Math.ceil(found.total / QUEUE_PAGE_SIZE)),
    orders: found.orders.map((order) => ({
      id: order.id,
      number: order.Subscription_Number,
      name: order.Name,
      device: order.Device_Type,
      sims: order.SIM_Quantity,
      address: order.Shipping_Address,
      status: order.Status ? subscriptionStatusLabels[order.Status] : words.statusNotRecorded,
      askedToCancel: cancelling.get(order.id) ?? null,
      labelProblem: onPage.get(order.id) ?? null,
    })),
    problem: params.get("labels") === "none" ? words.nothingForLabels : null,
    labels: { ...printable(forAll), capped: found.total > LABELS_AT_ONCE },
  };
}
