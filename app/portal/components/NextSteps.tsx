import { TextLink } from "~/components/LocaleLink";
import type { NextStepsView } from "~/portal/portalGuidanceView";
import { Panel } from "./Fields";

/** What a person can do now, each item with its link when there is one (a plain link: works without JavaScript). */
export function NextSteps({ view }: { view: NextStepsView }) {
  return (
    <Panel title={view.heading}>
      <ul className="ml-6 list-disc space-y-3">
        {view.items.map((step) => (
          <li key={step.text}>
            {step.text}
            {step.link ? (
              <>
                {" "}
                <TextLink to={step.link.to}>{step.link.text}</TextLink>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
