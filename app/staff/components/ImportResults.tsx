import { useMessages } from "~/i18n";
import type { FileImportResult } from "~/kits/records/crmImport.server";
import { numericColumn, StaffTable } from "~/kits/console/StaffTable";

/** What an import did, one row per file: the importer's own result, the columns it changed included. */
export function ImportResults({
  complete,
  results,
  seconds,
}: {
  complete: boolean;
  results: FileImportResult[];
  seconds: number;
}) {
  const words = useMessages().staffImport;
  return (
    <section aria-labelledby="import-result" className="mt-6">
      <h2 id="import-result" role="status" className="text-xl font-bold text-green-900">
        Imported {results.length} {results.length === 1 ? "file" : "files"} in {seconds.toFixed(1)} s
        {complete ? " (complete exports)" : ""}.
      </h2>
      <StaffTable
        label="Result per file"
        caption="Result per file"
        className="mt-3"
        columns={[
          "File",
          "Kind",
          ...["Rows read", "Created", "Updated", "Removed", "Status emails queued"].map(numericColumn),
          words.columnsChanged,
        ]}
        rowHeader
        rows={results.map((result) => ({
          key: result.kind,
          cells: [
            result.file,
            result.kind,
            result.read,
            result.created,
            result.updated,
            result.deleted,
            result.statusEmails,
            <>
              {result.columnsChanged.length ? result.columnsChanged.join(", ") : words.noColumnChanged}
              {result.columnsIgnored.length ? (
                <span className="block text-sm text-slate-700">
                  {words.columnsIgnored(result.columnsIgnored.join(", "))}
                </span>
              ) : null}
            </>,
          ],
        }))}
      />
    </section>
  );
}
