import type { ReadyDevice } from "~/applications/staff/deviceAssignment.server";
import type { InventoryItem } from "~/kits/records/recordSource.server";
import { describeDevices, type DeviceAsked } from "~/applications/staff/devicesAsked";
import { allows } from "~/applications/staff/rules";
import { deviceName } from "~/applications/staff/words";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { Button } from "~/components/Button";

type Props = {
  status: string;
  name: string;
  assigned: Pick<InventoryItem, "id" | "Model" | "Computer_Type" | "Status" | "Date_Donated">[];
  /** For an approved applicant: what they still want, and the devices ready to give of those kinds. */
  ready: { wanted: DeviceAsked[]; devices: ReadyDevice[]; count: number } | null;
};

/**
 * The devices of an applicant: those assigned to them (each can be taken back until the delivery), then, for an
 * approved applicant, those ready to give of the kinds they asked for, and the delivery once one is assigned.
 */
export function DeviceAssignment({ status, name, assigned, ready }: Props) {
  const approved = allows("assign", status);
  if (!approved && assigned.length === 0) return null;
  return (
    <section aria-labelledby="devices" className="mt-10">
      <h2 id="devices" className="text-xl font-bold">
        Devices
      </h2>
      {assigned.length === 0 ? (
        <p className="mt-3">No device is assigned to {name} yet.</p>
      ) : (
        <StaffTable
          label="Assigned devices"
          caption={`Devices assigned to ${name}`}
          columns={["Device", "Kind", "Inventory status", approved ? "Take back" : "Donated on"]}
          rowHeader
          small
          className="mt-3"
          rows={rowsById(assigned, (item) => [
            deviceName(item),
            item.Computer_Type ?? "Not given",
            item.Status ?? "Not given",
            approved ? (
              <StaffActionForm key="unassign" action="unassign" seen={status}>
                <Button name="item" value={item.id} kind="secondary" size="small">
                  Unassign<span className="sr-only"> {deviceName(item)}</span>
                </Button>
              </StaffActionForm>
            ) : (
              (item.Date_Donated ?? "Not given")
            ),
          ])}
        />
      )}
      {approved && assigned.length > 0 ? (
        <StaffActionForm action="deliver" seen={status} className="mt-4">
          <p className="max-w-3xl text-slate-700">
            Once {name} has the devices above: their status becomes Delivered (they are emailed), and the devices are
            dated as donated today.
          </p>
          <Button size="medium" className="mt-3">
            Mark delivered
          </Button>
        </StaffActionForm>
      ) : null}
      {approved && ready ? <ReadyDevices ready={ready} status={status} name={name} /> : null}
    </section>
  );
}

function ReadyDevices({ ready, status, name }: { ready: NonNullable<Props["ready"]>; status: string; name: string }) {
  if (ready.wanted.length === 0) return <p className="mt-6">Every device {name} asked for is assigned.</p>;
  return (
    <>
      <h3 className="mt-8 text-lg font-bold">Ready to give</h3>
      <p className="mt-1 max-w-3xl text-slate-700">
        Still to give: {describeDevices(ready.wanted)}. Devices of these kinds that are refurbished, not given to anyone
        and not recycled:{" "}
        {ready.count > ready.devices.length
          ? `the first ${ready.devices.length} of ${ready.count}, oldest in the inventory first.`
          : `${ready.count}.`}
      </p>
      {ready.devices.length === 0 ? (
        <p className="mt-3">No device of these kinds is ready to give.</p>
      ) : (
        <StaffTable
          label="Devices ready to give"
          caption={`Devices ready to give ${name}`}
          columns={["Device", "Kind", "Where", "Added", "Assign"]}
          rowHeader
          small
          className="mt-3"
          rows={rowsById(ready.devices, (device) => [
            deviceName(device),
            device.Computer_Type ?? "Not given",
            device.Location ?? "Not given",
            device.Date_Added ?? "Not given",
            <StaffActionForm key="assign" action="assign" seen={status}>
              <Button name="item" value={device.id} kind="secondary" size="small">
                Assign<span className="sr-only"> {deviceName(device)}</span>
              </Button>
            </StaffActionForm>,
          ])}
        />
      )}
    </>
  );
}
