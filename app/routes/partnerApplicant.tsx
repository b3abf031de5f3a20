import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link, TextLink } from "~/components/LocaleLink";
import { PartnerBar, PartnerNotice } from "~/partners/components/PartnerBar";
import { FactRow as Row } from "~/partners/components/FactRow";
import { FieldLabel, fieldState } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";
import type { RouteHandle } from "~/page/routeHandle";
import { Button } from "~/components/Button";

import { partnerApplicantPageLoader, partnerApplicantPageAction } from "~/partners/server/partnerApplicantPage.server";
import { portalWords } from "~/portal/words";
// One applicant of the partner the caseworker acts for; another partner's applicant is not found, like a made-up id.
export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.signIn.title);
export const headers = partnerHeaders;

export const loader = (args: LoaderFunctionArgs) =>
  partnerApplicantPageLoader(args, (locale) => portalWords(locale).statuses);

export const action = (args: ActionFunctionArgs) => partnerApplicantPageAction(args);

export default function PartnerApplicant() {
  const { email, partner, canSwitch, protection, applicant, handover } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = usePartnerPortalWords();
  const w = words.applicant;
  const asked = [
    [w.laptops, applicant.asked.laptops],
    [w.desktops, applicant.asked.desktops],
    [w.tablets, applicant.asked.tablets],
  ] as const;
  const askedText = asked
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${label}: ${count}`)
    .join(", ");
  const recommendation = [
    applicant.writtenByUs ? w.writtenByUs(applicant.writtenByUs) : applicant.letterIn ? w.letterIn : w.letterMissing,
    applicant.requested ? w.requested(applicant.requested) : "",
    applicant.received ? w.received(applicant.received) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">
      <PartnerBar email={email} actingFor={partner} canSwitch={canSwitch} protection={protection} />
      <p>
        <TextLink to="/partners">{w.back}</TextLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold [overflow-wrap:anywhere]">{applicant.name}</h1>
      <dl className="mt-6">
        <Row term={w.status}>{applicant.status ?? words.list.unknownStatus}</Row>
        <Row term={w.applied}>{applicant.applied ?? words.list.unknownDate}</Row>
      </dl>
      <h2 className="mt-8 text-xl font-bold">{w.contact}</h2>
      <dl className="mt-2">
        <Row term={w.email}>{applicant.email ?? w.notGiven}</Row>
        <Row term={w.phone}>{applicant.phone ?? w.notGiven}</Row>
      </dl>
      <h2 className="mt-8 text-xl font-bold">{w.asked}</h2>
      <p className="mt-2">{askedText || w.nothingAsked}</p>
      <h2 className="mt-8 text-xl font-bold">{w.recommendation}</h2>
      <dl className="mt-2">
        <Row term={w.recommender}>{applicant.recommender ?? w.notGiven}</Row>
        <Row term={w.recommendation}>{recommendation}</Row>
      </dl>
      {applicant.canRecommend ? (
        <p className="mt-4">
          <Link
            to={`/partners/applicants/${encodeURIComponent(applicant.id)}/recommend`}
            className="font-semibold text-brand-dark underline"
          >
            {w.writeRecommendation}
          </Link>
        </p>
      ) : null}
      {result && "done" in result ? <PartnerNotice tone="ok">{result.done}</PartnerNotice> : null}
      {result && "formProblem" in result ? <PartnerNotice tone="problem">{result.formProblem}</PartnerNotice> : null}
      {handover ? <Handover handover={handover} protection={protection} result={result} /> : null}
    </div>
  );
}

function Handover({
  handover,
  protection,
  result,
}: {
  handover: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["handover"]>;
  protection: ReturnType<typeof useLoaderData<typeof loader>>["protection"];
  result: ReturnType<typeof useActionData<typeof action>>;
}) {
  const words = usePartnerPortalWords().handover;
  const problem = result && "problem" in result ? result : null;
  return (
    <section aria-labelledby="handover" className="mt-8">
      <h2 id="handover" className="text-xl font-bold">
        {words.heading}
      </h2>
      <p className="mt-2">{words.intro(handover.devices.length)}</p>
      <ul className="mt-2 list-disc pl-6" data-testid="handover-devices">
        {handover.devices.map((device) => (
          <li key={device.id} className="[overflow-wrap:anywhere]">
            {words.device(device.model, device.id)}
          </li>
        ))}
      </ul>
      <Form method="post" noValidate className="mt-4">
        <FormProtectionInputs {...protection} />
        <input type="hidden" name="seen" value={handover.seen} />
        <FieldLabel name="day" label={words.day} hint={words.dayHint} error={problem?.problem} />
        <input
          id="day"
          name="day"
          type="date"
          required
          defaultValue={problem ? problem.day : handover.today}
          max={handover.today}
          min={handover.earliest ?? undefined}
          {...fieldState("day", words.dayHint, problem?.problem)}
          className="mt-1 rounded-lg border border-slate-500 px-3 py-2"
        />
        <Button className="mt-4 block">{words.submit}</Button>
      </Form>
    </section>
  );
}
