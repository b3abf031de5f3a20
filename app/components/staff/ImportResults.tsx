/** What an import did, one row per file: the importer's own counts. */
type FileResult = { file: string; kind: string; read: number; created: number; updated: number; deleted: number; statusEmails: number };

export function ImportResults({ complete, results, seconds }: { complete: boolean; results: FileResult[]; seconds: number }) {
  return (
    <section aria-labelledby="import-result" className="mt-6">
      <h2 id="import-result" role="status" className="text-xl font-bold text-green-900">
        Imported {results.length} {results.length === 1 ? "file" : "files"} in {seconds.toFixed(1)} s{complete ? " (complete exports)" : ""}.
      </h2>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Result per file table">
        <table className="min-w-full border-collapse text-left">
          <caption className="sr-only">Result per file</caption>
          <thead>
            <tr className="border-b border-slate-400">
              <th scope="col" className="py-2 pr-4">File</th>
              <th scope="col" className="py-2 pr-4">Kind</th>
              <th scope="col" className="py-2 pr-4 text-right">Rows read</th>
              <th scope="col" className="py-2 pr-4 text-right">Created</th>
              <th scope="col" className="py-2 pr-4 text-right">Updated</th>
              <th scope="col" className="py-2 pr-4 text-right">Removed</th>
              <th scope="col" className="py-2 pr-4 text-right">Status emails queued</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.kind} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-medium">{result.file}</th>
                <td className="py-2 pr-4">{result.kind}</td>
                <td className="py-2 pr-4 text-right">{result.read}</td>
                <td className="py-2 pr-4 text-right">{result.created}</td>
                <td className="py-2 pr-4 text-right">{result.updated}</td>
                <td className="py-2 pr-4 text-right">{result.deleted}</td>
                <td className="py-2 pr-4 text-right">{result.statusEmails}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
