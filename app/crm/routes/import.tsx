import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { ImportResults } from "~/staff/components/ImportResults";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
import { useMessages } from "~/i18n";
import { exportKinds } from "~/staff/server/exportKinds.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { staffImport } from "~/crm/staffImport.server";
import { CHOSEN_PREFIX, EXPORTS_FIELD } from "~/staff/server/staffUpload.server";
import { useStaffFormProtection } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { Button } from "~/components/Button";

export const meta = staffMeta(staffPages.import.title);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return { kinds: exportKinds, exportsField: EXPORTS_FIELD, chosenPrefix: CHOSEN_PREFIX };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const answer = await staffImport(request, staff);
  return data(answer, { status: "status" in answer ? answer.status : 200 });
}

const checkbox = "mt-1 h-5 w-5";

export default function StaffImport() {
  const { kinds, exportsField, chosenPrefix } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const protection = useStaffFormProtection();
  const words = useMessages().staffImport;
  const askConfirmation = answer?.kind === "confirm";
  return (
    <>
      <h1 className="text-3xl font-bold">Import CRM exports</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        In the CRM, export each list you want to bring in (Champions, Contacts, Computer donors, Computer inventory) as
        a CSV file and upload one or more of them here, at most 100 MB each. They are imported together: if any row is
        wrong, nothing changes and the line is named. Applicants whose status changed are emailed.{" "}
        {words.onlyItsColumns}
      </p>
      {answer?.kind === "imported" ? (
        <ImportResults complete={answer.complete} results={answer.results} seconds={answer.seconds} />
      ) : null}
      {answer?.kind === "refused" ? <StaffNotice tone="problem">{answer.message}</StaffNotice> : null}
      {askConfirmation ? (
        <StaffNotice tone="problem">
          {answer.message} To go ahead, choose the files again, tick “Yes, remove them” below and import.
        </StaffNotice>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-8 max-w-3xl space-y-6">
        <FormProtectionInputs {...protection} />
        <div>
          <label htmlFor="exports" className="block font-semibold">
            CRM export files
          </label>
          <p id="exports-hint" className="text-sm text-slate-700">
            Named as the CRM names them: {kinds.map((kind) => kind.file).join(", ")}.
          </p>
          <input
            id="exports"
            name={exportsField}
            type="file"
            multiple
            accept=".csv,text/csv"
            aria-describedby="exports-hint"
            className="mt-2 block w-full"
          />
        </div>
        <fieldset className="min-w-0 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 font-semibold">Or choose a file for each kind (any file name)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {kinds.map((kind) => (
              <div key={kind.kind}>
                <label htmlFor={`kind-${kind.kind}`} className="block">
                  {kind.kind} file
                </label>
                <input
                  id={`kind-${kind.kind}`}
                  name={`${chosenPrefix}${kind.kind}`}
                  type="file"
                  accept=".csv,text/csv"
                  className="mt-1 block w-full"
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="flex gap-3">
          <input
            id="complete"
            name="complete"
            type="checkbox"
            defaultChecked={askConfirmation}
            className={checkbox}
            aria-describedby="complete-hint"
          />
          <div>
            <label htmlFor="complete" className="font-semibold">
              These are complete exports
            </label>
            <p id="complete-hint" className="text-sm text-slate-700">
              Records of an uploaded kind that its file no longer holds are removed. If that would remove more than half
              of a kind's records, you are asked to confirm first.
            </p>
          </div>
        </div>
        {askConfirmation ? (
          <div className="flex gap-3">
            <input id="confirmLargeRemoval" name="confirmLargeRemoval" type="checkbox" required className={checkbox} />
            <label htmlFor="confirmLargeRemoval" className="font-semibold">
              Yes, remove them: these exports are complete
            </label>
          </div>
        ) : null}
        <Button>Import</Button>
      </Form>
    </>
  );
}
