import type { CardContent } from "~/content/schemas";

/**
 * A numbered flow or timeline ('Be Part of the Change', application steps, history). Steps are cards:
 * `titlePart1` is the step's lead (a verb or a year), `titlePart2` the rest of its title.
 */
export function StepList({ steps }: { steps: CardContent[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr">
      {steps.map((step, index) => (
        <li
          key={step.titlePart1 + step.titlePart2}
          className="flex flex-col rounded-lg bg-white p-5 text-slate-900 shadow"
        >
          <div className="flex items-center gap-3">
            <span
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <img src={step.image} alt={step.alt} width={96} height={60} loading="lazy" className="h-12 w-auto" />
          </div>
          <h3 className="mt-4 text-lg font-bold">
            {step.titlePart1} {step.titlePart2 ? <span className="text-brand">{step.titlePart2}</span> : null}
          </h3>
          <p className="mt-2 text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
