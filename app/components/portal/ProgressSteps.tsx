import { isDenied, progressSteps } from "~/portal/applicantStatus";

/** The six-step bar: reached steps filled, the current one marked for assistive tech and emphasised; red when denied. */
export function ProgressSteps({ status }: { status: string | null }) {
  const denied = isDenied(status);
  const reachedColour = denied ? "border-red-700 bg-red-700 text-white" : "border-brand bg-brand text-white";
  return (
    <ol aria-label="Application progress" className={`progress-steps grid gap-2 sm:grid-cols-6 ${denied ? "is-denied" : ""}`}>
      {progressSteps(status).map((step, index) => (
        <li
          key={step.label}
          aria-current={step.current ? "step" : undefined}
          data-reached={step.reached ? "true" : "false"}
          className={`flex items-center gap-2 rounded-lg border-2 px-3 py-2 text-sm sm:flex-col sm:text-center ${
            step.reached ? reachedColour : "border-slate-300 bg-white text-slate-700"
          } ${step.current ? "font-bold ring-4 ring-offset-2 " + (denied ? "ring-red-300" : "ring-sky-300") : ""}`}
        >
          <span aria-hidden="true" className="text-lg font-bold">
            {index + 1}
          </span>
          <span>{step.label}</span>
        </li>
      ))}
    </ol>
  );
}
