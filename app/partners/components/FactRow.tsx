/** One fact of a partner portal page's list (`<dl>`): its name, then its value, side by side from a tablet's width. */
export function FactRow({ term, children }: { term: string; children: string }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-2 sm:grid-cols-[14rem_1fr]">
      <dt className="font-semibold">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
