import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { staffPages } from "~/config/routes";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { CsvLink, QueueHeading } from "~/shield/staff/QueueHeading";
import { fulfilmentWords as words } from "~/shield/staff/words";
import { Button } from "~/components/Button";

import { activationLoader, activationAction } from "~/shield/staff/activationPage.server";
export const meta = staffMeta(staffPages.shieldActivation.title);

export const loader = (args: LoaderFunctionArgs) => activationLoader(args);

export const action = (args: ActionFunctionArgs) => activationAction(args);

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
