/**
 * `/staff/shield/labels.pdf`: the shipping labels of the chosen orders, or of every order awaiting shipping.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { staffPages } from "~/config/routes";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { shieldDevices } from "~/kits/records/shieldLists";
import { ordersForLabels } from "~/shield/staff/shippingLabels.server";
import { shippingLabelsPdf } from "~/shield/staff/shippingLabelsPdf.server";

export async function labelsPdfLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const device = shieldDevices.find((value) => value === params.get("device")) ?? null;
  const orders = await ordersForLabels(
    db(),
    params.get("all") === "1" ? { device } : { ids: params.getAll("order").map((id) => id.slice(0, 100)) },
  );
  const sheet = shippingLabelsPdf(orders);
  if (!sheet) {
    const back = new URLSearchParams({ labels: "none" });
    if (device) back.set("device", device);
    throw redirect(`${staffPages.shield.path}?${back}`);
  }
  // A copy typed as held by a plain ArrayBuffer, which is what Response takes.
  return new Response((await sheet.pdf).slice(), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="shield-shipping-labels.pdf"',
    },
  });
}
