import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StaffFilters } from "~/kits/console/StaffFilters";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffPager } from "~/kits/console/StaffPager";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { staffPages } from "~/config/routes";
import { staffMeta } from "~/kits/console/staffMeta";
import { type ShieldDevice } from "~/kits/records/shieldLists";
import { LABELS_AT_ONCE } from "~/shield/staff/shippingLabels.server";
import { deviceLabels, fulfilmentWords as words } from "~/shield/staff/words";
import { shieldQueueLoader } from "~/shield/staff/queuePage.server";
import { Button } from "~/components/Button";

export const meta = staffMeta(staffPages.shield.title);

const linkClass = "font-semibold text-brand-dark underline";

export const loader = (args: LoaderFunctionArgs) => shieldQueueLoader(args);

const pathFor = (device: string | null, page = 1) => {
  const query = new URLSearchParams();
  if (device) query.set("device", device);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${staffPages.shield.path}?${text}` : staffPages.shield.path;
};

const labelsPath = "/staff/shield/labels.pdf";
const allLabelsPath = (device: string | null) =>
  `${labelsPath}?${new URLSearchParams(device ? { all: "1", device } : { all: "1" })}`;

export default function StaffShieldQueue() {
  const { filters, total, chosen, page, pageCount, orders, problem, labels } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold">{words.queueTitle}</h1>
      <p className="mt-2">{words.queueIntro}</p>
      <p className="mt-2 flex flex-wrap gap-4">
        <Link to={staffPages.shieldActivation.path} className={linkClass}>
          {staffPages.shieldActivation.title}
        </Link>
        <Link to={staffPages.shieldShipments.path} className={linkClass}>
          {staffPages.shieldShipments.title}
        </Link>
        <Link to={staffPages.shieldCancellations.path} className={linkClass}>
          {staffPages.shieldCancellations.title}
        </Link>
      </p>
      <StaffFilters name="Devices" filters={filters} total={total} chosen={chosen} href={(value) => pathFor(value)} />
      {problem ? <StaffNotice tone="problem">{problem}</StaffNotice> : null}
      {orders.length === 0 && !problem ? <p className="mt-6">{words.none}</p> : null}
      {orders.length > 0 && labels ? (
        <form method="get" action={labelsPath} className="mt-6">
          <h2 className="text-xl font-semibold">{words.labelsHeading}</h2>
          <p className="mt-2">{words.labelsIntro}</p>
          {labels.leftOut > 0 ? <p className="mt-2">{words.labelsLeftOut(labels.leftOut)}</p> : null}
          {labels.all > 0 ? (
            <p className="mt-2">
              <a href={allLabelsPath(chosen)} className={linkClass}>
                {labels.capped ? words.labelsAllCapped(LABELS_AT_ONCE) : words.labelsAll(labels.all)}
              </a>
            </p>
          ) : null}
          <StaffTable
            className="mt-4"
            label="Orders"
            caption="Orders awaiting shipping, oldest first"
            columns={["Order", "Subscriber", words.statusColumn, "Device", "SIM cards", "Ship to", words.labelColumn]}
            rowHeader
            rows={rowsById(orders, (order) => [
              <Link key="id" to={`/staff/shield/${encodeURIComponent(order.id)}`} className={linkClass}>
                {order.number ?? order.id}
              </Link>,
              order.name,
              order.askedToCancel ? (
                <span key="status">
                  {order.status}. <strong>{words.askedToCancel(order.askedToCancel)}</strong>
                </span>
              ) : (
                order.status
              ),
              order.device ? deviceLabels[order.device as ShieldDevice] : "Not given",
              order.sims ?? "Not given",
              order.address,
              order.labelProblem ? (
                words.labelProblems[order.labelProblem]
              ) : (
                <input
                  key="label"
                  type="checkbox"
                  name="order"
                  value={order.id}
                  aria-label={words.selectForLabels(order.number ?? order.id)}
                />
              ),
            ])}
          />
          <Button className="mt-4">{words.labels}</Button>
        </form>
      ) : null}
      <StaffPager page={page} pageCount={pageCount} href={(to) => pathFor(chosen, to)} />
    </>
  );
}
