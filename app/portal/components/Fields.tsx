import type { ReactNode } from "react";
import { TitledSection } from "~/components/TitledSection";
import { orNotAvailable } from "~/portal/applicantRecord";
import { usePortalWords } from "~/portal/usePortalWords";

/** A labelled list of a record's fields: an empty field reads 'N/A' in the page's language, as everywhere on the tracker. */
export function Fields({ rows }: { rows: { label: string; value: string | null }[] }) {
  const { notAvailable } = usePortalWords();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-slate-700">{row.label}</dt>
          <dd className="break-words text-slate-900">{orNotAvailable(row.value, notAvailable)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby={idFor(title)}>
      <h2 id={idFor(title)} className="mb-4 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An unframed section of a donor's pages under its own heading (a donation's pass, timeline and counts; the impact). */
export function PortalSection({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <TitledSection id={id} className="mt-8" headingClassName="text-xl font-bold text-slate-900" heading={heading}>
      {children}
    </TitledSection>
  );
}

/** An id from the title's letters, accents dropped ('Información del donante' → 'informacion-del-donante'). */
function idFor(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
}
