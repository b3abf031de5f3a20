import type { DrawnStep } from "~/portal/portalGuidanceView";
import { usePortalWords } from "~/portal/usePortalWords";

const columns: Record<number, string> = { 4: "sm:grid-cols-4", 5: "sm:grid-cols-5" };

/**
 * The progress bar: the steps up to the decision, then the decision as one step named for its outcome (see
 * `trackerSteps`, worked out by the loader). Done and current steps are filled, red when denied; each says its state in words, and the
 * current one is marked for assistive tech.
 */
export function ProgressSteps({ steps }: { steps: DrawnStep[] }) {
  const denied = steps.some((step) => step.denied);
  const words = usePortalWords();
  const reachedColour = denied ? "border-red-700 bg-red-700 text-white" : "border-brand bg-brand text-white";
  return (
    <ol
      aria-label={words.applicantPage.progress}
      className={`progress-steps grid gap-2 ${columns[steps.length] ?? ""} ${denied ? "is-denied" : ""}`}
    >
      {steps.map((step, index) => {
        const reached = step.state !== "upcoming";
        const current = step.state === "current";
        return (
          <li
            key={step.label}
            aria-current={current ? "step" : undefined}
            data-reached={reached ? "true" : "false"}
            data-state={step.state}
            className={`flex items-center gap-2 rounded-lg border-2 px-3 py-2 text-sm sm:flex-col sm:text-center ${
              reached ? reachedColour : "border-dashed border-slate-400 bg-white text-slate-700"
            } ${current ? "font-bold ring-4 ring-offset-2 " + (denied ? "ring-red-300" : "ring-sky-300") : ""}`}
          >
            <span aria-hidden="true" className="text-lg font-bold">
              {index + 1}
            </span>
            <span>
              {step.label}
              <span className="sr-only">: </span>
              <span className="block text-xs font-normal">{step.stateText}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
