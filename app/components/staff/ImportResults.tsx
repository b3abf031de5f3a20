import { numericColumn, StaffTable } from "./StaffTable";

/** What an import did, one row per file: the importer's own counts. */
type FileResult = { file: string; kind: string; read: number; created: number; updated: number; deleted: number; statusEmails: number };

export function ImportResults({ complete, results, seconds }: { complete: boolean; results: FileResult[]; seconds: number }) {
  return (
    <section aria-labelledby="import-result" className="mt-6">
      <h2 id="import-result" role="status" className="text-xl font-bold text-green-900">
        Imported {results.length} {results.length === 1 ? "file" : "files"} in {seconds.toFixed(1)} s{complete ? " (complete exports)" : ""}.
      </h2>
      <StaffTable
        label="Result per file"
        caption="Result per file"
        className="mt-3"
        columns={["File", "Kind", ...["Rows read", "Created", "Updated", "Removed", "Status emails queued"].map(numericColumn)]}
        rowHeader
        rows={results.map((result) => ({
          key: result.kind,
          cells: [result.file, result.kind, result.read, result.created, result.updated, result.deleted, result.statusEmails],
        }))}
      />
    </section>
  );
}
