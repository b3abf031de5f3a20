import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { staffPages } from "~/config/routes";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { CsvLink, QueueHeading } from "~/shield/staff/QueueHeading";
import { awaitingActivation, markActive } from "~/shield/staff/fulfilment.server";
import { readShieldStaffPost } from "~/shield/staff/staffPost.server";
import { fulfilmentWords as words } from "~/shield/staff/words";
import { orderRow } from "~/shield/staff/orderNumber";
import { Button } from "~/components/Button";

export const meta = staffMeta(staffPages.shieldActivation.title);

export async function loader({ request }: LoaderFunctionArgs) {
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

export async function action({ request }: ActionFunctionArgs) {
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

export default function StaffShieldActivation() {
  const { orders } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  return (
    <>
      <QueueHeading title={words.activationTitle} intro={words.activationIntro} />
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      {orders.length === 0 ? (
        <p className="mt-6">{words.noneToActivate}</p>
      ) : (
        <>
          <CsvLink href="/staff/shield/activation.csv">{words.activationCsv}</CsvLink>
          <Form method="post" className="mt-4">
            <FormProtectionInputs {...protection} />
            <StaffTable
              label="SIM cards to activate"
              caption="Shipped SIM cards not yet active with the carrier"
              columns={["Select", "Order", "Subscriber", "ICCIDs", "Shipped on"]}
              rows={rowsById(orders, (order) => [
                <input
                  key="select"
                  type="checkbox"
                  name="id"
                  value={order.id}
                  aria-label={words.selectForActive(order.number)}
                />,
                order.number,
                order.name,
                order.iccids.join(", "),
                order.shippedAt,
              ])}
            />
            <Button className="mt-4">{words.markActive}</Button>
          </Form>
        </>
      )}
    </>
  );
}
