import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { changeWords as words } from "~/staff/changeWords";
import { useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { crmChangesLoader } from "~/crm/changesPage.server";
import { Button } from "~/components/Button";
import { FieldLabel, fieldState } from "~/kits/forms/FormFields";

export const meta = staffMeta(staffPages.changes.title);

export const loader = (args: LoaderFunctionArgs) => crmChangesLoader(args);

export default function StaffChanges() {
  const { latest, typed, problem } = useLoaderData<typeof loader>();
  const time = useStaffTime();
  return (
    <>
      <h1 className="text-3xl font-bold">{staffPages.changes.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{words.intro}</p>
      <p className="mt-4 font-semibold">{latest ? words.latest(latest.cursor, time(latest.at)) : words.none}</p>
      <p className="mt-4">
        <a href={staffPages.changesCsv.path} className="text-lg font-semibold text-brand-dark underline">
          {words.everything}
        </a>
      </p>
      {/* A plain GET to the download: the file is the answer, so there is nothing for the page to hold. */}
      <Form method="get" action={staffPages.changesCsv.path} reloadDocument className="mt-6 max-w-xl">
        <FieldLabel name="after" label={words.afterLabel} hint={words.afterHint} error={problem ?? undefined} />
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <input
            id="after"
            name="after"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={typed}
            {...fieldState("after", words.afterHint, problem ?? undefined)}
            className="w-40 rounded-lg border border-slate-500 px-3 py-2"
          />
          <Button size="medium">{words.download}</Button>
        </div>
      </Form>
      <h2 className="mt-8 text-xl font-bold">{words.columnsHeading}</h2>
      <dl className="mt-2 max-w-3xl space-y-1">
        {words.columns.map(([column, what]) => (
          <div key={column} className="flex flex-wrap gap-x-2">
            <dt className="font-mono font-semibold">{column}</dt>
            <dd className="text-slate-700">{what}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 max-w-3xl text-slate-700">{words.once}</p>
    </>
  );
}
