/**
 * Every answer of the application before it is sent, each group with a link back to its step: the applicant's own
 * pages, or (`changePath`) the pages a partner's caseworker fills in with the client.
 */
import { displayPhone } from "~/sms/phoneNumber";
import { stepPath, type ApplicationStep } from "~/applications/answers";
import { useApplicationWords } from "~/applications/words";
import type { StepView } from "~/applications/stepView";
import { TextLink } from "~/components/LocaleLink";

type Row = { label: string; value: string };

const applicantPath = (step: ApplicationStep | "screener") =>
  step === "screener" ? "/application" : `${stepPath(step)}?from=check`;

export function CheckAnswers({
  view,
  changePath = applicantPath,
}: {
  view: Extract<StepView, { step: "check" }>;
  changePath?: (step: ApplicationStep | "screener") => string;
}) {
  const words = useApplicationWords();
  const { screener, about, devices, recommender } = view.answers;
  const none = words.check.none;
  const groups: { step: ApplicationStep | "screener"; rows: Row[] }[] = [
    {
      step: "screener",
      rows: [
        { label: words.check.zip, value: screener.zip },
        { label: words.check.householdSize, value: String(screener.householdSize) },
        { label: words.check.basis, value: words.check.bases[screener.basis] },
      ],
    },
    {
      step: "about",
      rows: [
        { label: words.about.fullName, value: about.fullName },
        { label: words.about.phone, value: about.phone ? displayPhone(about.phone) : none },
        { label: words.about.email, value: about.email ?? none },
        { label: words.about.contactBy, value: words.about.contactByChoices[about.contactBy ?? "email"] },
        { label: words.about.language, value: words.about.languages[about.language] },
      ],
    },
    {
      step: "devices",
      rows: (["laptop", "desktop", "tablet"] as const).map((kind) => ({
        label: words.devices[kind],
        value: String(devices[kind]),
      })),
    },
    {
      step: "recommender",
      rows: [
        { label: words.recommender.organization, value: recommender.organization },
        { label: words.recommender.firstName, value: recommender.firstName },
        { label: words.recommender.lastName, value: recommender.lastName },
        { label: words.recommender.email, value: recommender.email },
      ],
    },
  ];
  return (
    <>
      <p className="mt-3">{words.check.intro}</p>
      {groups.map((group) => (
        <section key={group.step} className="mt-5 border-t border-slate-200 pt-3">
          <h2 className="text-lg font-bold">{words.steps[group.step]}</h2>
          <dl className="mt-1">
            {group.rows.map((row) => (
              <div key={row.label} className="mt-1">
                <dt className="text-sm text-slate-700">{row.label}</dt>
                <dd className="break-words font-medium">{row.value}</dd>
              </div>
            ))}
          </dl>
          <TextLink to={changePath(group.step)}>
            {words.check.change}
            <span className="sr-only">: {words.steps[group.step]}</span>
          </TextLink>
        </section>
      ))}
    </>
  );
}
