/** The texts outbox on the staff console's mail page: the last days' counts and the latest texts set aside. */
import { rowsById, StaffTable } from "~/kits/console/StaffTable";

type Review = {
  counts: { waiting: number; sent: number; setAside: number };
  failures: { id: number; kind: string; recipient: string; state: string; error: string | null }[];
};

const stateWords: Record<string, string> = {
  refused: "Refused by the provider",
  abandoned: "Set aside after failing",
  stopped: "Not sent: texts stopped",
};

export function TextOutbox({ review }: { review: Review }) {
  return (
    <section aria-labelledby="texts" className="mt-10">
      <h2 id="texts" className="text-xl font-bold">
        Texts, the last 7 days
      </h2>
      <dl className="mt-3 grid max-w-xl grid-cols-3 gap-2 sm:gap-4">
        {(
          [
            ["Texts waiting", review.counts.waiting],
            ["Texts sent", review.counts.sent],
            ["Texts set aside", review.counts.setAside],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="rounded-lg border border-slate-300 p-3 sm:p-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold">{count}</dd>
          </div>
        ))}
      </dl>
      <StaffTable
        empty={<p className="mt-3">No text has been set aside.</p>}
        label="Texts set aside"
        caption="The latest texts set aside, newest first (numbers by their last two digits)"
        columns={["Text", "To", "What", "Where it stands", "Why"]}
        rowHeader
        small
        className="mt-3"
        rows={rowsById(review.failures, (text) => [
          String(text.id),
          text.recipient,
          text.kind,
          stateWords[text.state] ?? text.state,
          text.error ?? "No error recorded",
        ])}
      />
    </section>
  );
}
