import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Facts } from "~/kits/console/Facts";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { QueueHeading } from "~/shield/staff/QueueHeading";
import { fulfilmentWords as words } from "~/shield/staff/words";
import { orderNumber } from "~/shield/staff/orderNumber";
import { shieldOrderLoader, shieldOrderAction } from "~/shield/staff/orderPage.server";
import { Button } from "~/components/Button";

export const meta = staffMeta("Shield order");

export const loader = (args: LoaderFunctionArgs) => shieldOrderLoader(args);

export const action = (args: ActionFunctionArgs) => shieldOrderAction(args);

export default function StaffShieldOrder() {
  const { order, trackingHref, status, askedToCancel } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  const typed = answer && !answer.ok ? answer.typed : undefined;
  const awaiting = order.Shipping_Status === "New Manual Order";
  const ordered = order.SIM_Quantity ? Number(order.SIM_Quantity) : null;
  return (
    <>
      <QueueHeading title={words.orderTitle(orderNumber(order))} />
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      {askedToCancel && awaiting ? (
        <StaffNotice tone="problem">{words.askedToCancelNotice(askedToCancel, status)}</StaffNotice>
      ) : null}
      <Facts
        className="mt-6"
        facts={[
          ["Subscriber", order.Name],
          ["Email", order.Email],
          ["Phone", order.Phone],
          ["Plan", order.Plan_Code],
          [words.statusLabel, askedToCancel ? `${status}. ${words.askedToCancel(askedToCancel)}` : status],
          ["Device", order.Device_Type],
          ["SIM cards ordered", order.SIM_Quantity],
          ["Ship to", order.Shipping_Address],
          ["Shipping", order.Shipping_Status],
          ["Shipped on", order.Shipped_At],
          [
            "Tracking",
            order.Tracking_Number && trackingHref ? (
              <a href={trackingHref} className="font-semibold text-brand-dark underline">
                {order.Tracking_Number}
              </a>
            ) : (
              order.Tracking_Number
            ),
          ],
          ["ICCIDs", order.ICCIDs.join(", ")],
          ["Serial number", order.Serial_Number],
          ["Active on the carrier", order.Active_On_Carrier],
        ]}
      />
      {awaiting ? (
        <Form method="post" className="mt-8 max-w-xl">
          <FormProtectionInputs {...protection} />
          <input type="hidden" name="seen" value={order.Shipping_Status ?? ""} />
          <label htmlFor="iccids" className="block font-semibold">
            {words.iccidsLabel}
          </label>
          <p id="iccids-hint" className="text-sm text-slate-700">
            {words.iccidsHint(ordered)}
          </p>
          <textarea
            id="iccids"
            name="iccids"
            rows={Math.max(2, ordered ?? 2)}
            defaultValue={typed?.iccids ?? ""}
            aria-describedby="iccids-hint"
            inputMode="numeric"
            className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2 font-mono"
          />
          <ShippingField name="tracking" label={words.trackingLabel} value={typed?.tracking ?? ""} />
          <ShippingField name="serial" label={words.serialLabel} hint={words.serialHint} value={typed?.serial ?? ""} />
          <Button className="mt-6">{words.ship}</Button>
        </Form>
      ) : null}
    </>
  );
}

/** A one-line field of the shipping form, in a fixed-width face: numbers a person copies from a box, digit by digit. */
function ShippingField({
  name,
  label,
  hint,
  value,
}: {
  name: "tracking" | "serial";
  label: string;
  hint?: string;
  value: string;
}) {
  return (
    <>
      <label htmlFor={name} className="mt-4 block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input
        id={name}
        name={name}
        defaultValue={value}
        autoComplete="off"
        aria-describedby={hint ? `${name}-hint` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2 font-mono"
      />
    </>
  );
}
