/**
 * A page of an application a caseworker fills in with a client (decision 093): the portal's bar, which step of how
 * many, and the application's own fields (the screener's, each step's, the answers to check), with the caseworker's
 * recommender step and the box saying the client agreed. What was typed comes back with each field's sentence.
 */
import { Form } from "@remix-run/react";
import type { Typed, WrittenRecommendation } from "~/applications/answers";
import { CheckAnswers } from "~/applications/components/CheckAnswers";
import { ScreenerFields } from "~/applications/components/ScreenerFields";
import { StepFields } from "~/applications/components/StepFields";
import type { SentTo } from "~/applications/sentTo";
import type { StepView } from "~/applications/stepView";
import { useApplicationWords } from "~/applications/words";
import { TextLink } from "~/components/LocaleLink";
import { CheckboxField, ErrorSummary, FormProblem, TextAreaField, TextField } from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { clientPath, clientSteps, NEW_CLIENT_PATH, previousPath, type ClientStep } from "~/partners/clientApplication";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";
import { PartnerBar } from "./PartnerBar";
import { Button } from "~/components/Button";

export type ClientPage =
  | { step: "screener"; typed: Typed }
  | { step: "recommender"; typed: Typed; partner: string }
  | { step: "about" | "devices" | "check"; view: StepView; recommendation: WrittenRecommendation | null }
  | { step: "sent"; number: string | null; sentTo: SentTo | null };

export type ClientResult = { errors: Record<string, string>; typed: Typed; problem: string | null } | undefined;

type Props = {
  frame: { email: string; partner: string; canSwitch: boolean };
  protection: FormProtectionProps;
  draftId: string | null;
  fromCheck: boolean;
  page: ClientPage;
  result: ClientResult;
};

export function ClientApplicationSteps({ frame, protection, draftId, fromCheck, page, result }: Props) {
  const words = usePartnerPortalWords();
  const applying = useApplicationWords();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">
      <PartnerBar email={frame.email} actingFor={frame.partner} canSwitch={frame.canSwitch} protection={protection} />
      <p className="font-semibold text-brand-dark">{words.client.title}</p>
      {page.step === "sent" ? (
        <Sent number={page.number} sentTo={page.sentTo} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {applying.pages.stepOf(clientSteps.indexOf(page.step) + 1, clientSteps.length)}
          </p>
          <h1 className="mt-2 text-3xl font-bold">{applying.steps[page.step]}</h1>
          <StepForm page={page} draftId={draftId} fromCheck={fromCheck} protection={protection} result={result} />
          <p className="mt-6">
            <TextLink to={previousPath(draftId, page.step)}>{applying.pages.back}</TextLink>
          </p>
        </>
      )}
    </div>
  );
}

function StepForm({
  page,
  draftId,
  fromCheck,
  protection,
  result,
}: Omit<Props, "frame" | "page"> & { page: Exclude<ClientPage, { step: "sent" }> }) {
  const words = usePartnerPortalWords().client;
  const applying = useApplicationWords();
  const errors = result?.errors ?? {};
  const typed = result?.typed ?? ("typed" in page ? page.typed : page.view.typed);
  const changePath = (step: ClientStep) => `${clientPath(draftId ?? "", step)}?from=check`;
  return (
    <>
      <FormProblem problem={result?.problem} />
      <ErrorSummary
        title={applying.pages.errorSummary}
        errors={Object.entries(errors).map(([field, text]) => ({ field, text }))}
      />
      {page.step === "check" && page.view.step === "check" ? (
        <>
          <CheckAnswers view={page.view} changePath={changePath} />
          {page.recommendation ? <WrittenAnswers recommendation={page.recommendation} /> : null}
        </>
      ) : null}
      <Form method="post" noValidate>
        <FormProtectionInputs {...protection} />
        {fromCheck || typed.from === "check" ? <input type="hidden" name="from" value="check" /> : null}
        {page.step === "screener" ? (
          <ScreenerFields typed={typed} errors={errors} />
        ) : page.step === "recommender" ? (
          <RecommenderFields partner={page.partner} typed={typed} errors={errors} />
        ) : page.step === "check" ? (
          <CheckboxField
            name="clientAgreed"
            error={errors.clientAgreed}
            firstError={Object.keys(errors)[0] === "clientAgreed"}
            checked={typed.clientAgreed === "yes"}
            label={
              <>
                {words.agreedBefore}
                <TextLink to="/privacypolicy">{words.privacyPolicy}</TextLink>
                {words.agreedAfter}
              </>
            }
          />
        ) : (
          <StepFields view={{ ...page.view, typed } as StepView} errors={errors} />
        )}
        <Button name="intent" value={page.step === "check" ? "send" : "next"} size="wide" className="mt-6">
          {page.step === "check" ? words.send : applying.pages.continue}
        </Button>
      </Form>
    </>
  );
}

/** The recommender step as the caseworker writes it: their name, and the recommender's three questions. */
function RecommenderFields({
  partner,
  typed,
  errors,
}: {
  partner: string;
  typed: Typed;
  errors: Record<string, string>;
}) {
  const words = usePartnerPortalWords().client;
  const recommend = useApplicationWords().recommend;
  const firstError = Object.keys(errors)[0];
  const field = (name: string) => ({ name, error: errors[name], firstError: firstError === name });
  return (
    <>
      <p className="mt-3">{words.recommendIntro(partner)}</p>
      <TextField {...field("firstName")} label={words.firstName} value={typed.firstName ?? ""} maxLength={60} />
      <TextField {...field("lastName")} label={words.lastName} value={typed.lastName ?? ""} maxLength={60} />
      <TextField {...field("howKnown")} label={recommend.howKnown} value={typed.howKnown ?? ""} maxLength={1000} />
      <TextField
        {...field("howLong")}
        label={recommend.howLong}
        hint={recommend.howLongHint}
        value={typed.howLong ?? ""}
        maxLength={200}
      />
      <TextAreaField {...field("howHelp")} label={recommend.howHelp} value={typed.howHelp ?? ""} />
    </>
  );
}

function WrittenAnswers({ recommendation }: { recommendation: WrittenRecommendation }) {
  const words = usePartnerPortalWords().client;
  const recommend = useApplicationWords().recommend;
  const rows = [
    { label: recommend.howKnown, value: recommendation.howKnown },
    { label: recommend.howLong, value: recommendation.howLong },
    { label: recommend.howHelp, value: recommendation.howHelp },
  ];
  return (
    <section className="mt-5 border-t border-slate-200 pt-3">
      <h2 className="text-lg font-bold">{words.recommendationHeading}</h2>
      <dl className="mt-1">
        {rows.map((row) => (
          <div key={row.label} className="mt-1">
            <dt className="text-sm text-slate-700">{row.label}</dt>
            <dd className="whitespace-pre-line break-words font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The number, what the client was sent and to what; or, when nothing was made, why. */
function Sent({ number, sentTo }: { number: string | null; sentTo: SentTo | null }) {
  const words = usePartnerPortalWords().client;
  return (
    <>
      <h1 className="mt-2 text-3xl font-bold">{number ? words.sentTitle : words.notMadeTitle}</h1>
      {number ? (
        <>
          <p role="status" className="mt-4 text-lg font-semibold">
            {words.number(number)}
          </p>
          {sentTo ? (
            <p className="mt-2">{"textTo" in sentTo ? words.texted(sentTo.textTo) : words.emailed(sentTo.email)}</p>
          ) : null}
          <p className="mt-2">{words.listed}</p>
        </>
      ) : (
        <p role="status" className="mt-4 text-lg font-semibold">
          {words.notMade}
        </p>
      )}
      <p className="mt-6">
        <TextLink to="/partners">{words.backToList}</TextLink>
      </p>
      <p className="mt-2">
        <TextLink to={NEW_CLIENT_PATH}>{words.start}</TextLink>
      </p>
    </>
  );
}
