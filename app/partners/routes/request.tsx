import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { TextLink } from "~/components/LocaleLink";
import { Button } from "~/components/Button";
import { useLocalePath } from "~/i18n";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { PartnerBar, PartnerNotice } from "~/partners/components/PartnerBar";
import { partnerHeaders } from "~/partners/partnerPage";
import { requestMeta, useRequestWords } from "~/partners/requestWords";
import type { RouteHandle } from "~/page/routeHandle";
import { requestPageAction, requestPageLoader, type SignResult } from "~/partners/server/deviceRequestPages.server";

// One of the partner's device requests: its state, its collection and devices, and the signature at the collection.
export const handle: RouteHandle = { personal: true };
export const meta = requestMeta((words) => words.list.title);
export const headers = partnerHeaders;

export const loader = (args: LoaderFunctionArgs) => requestPageLoader(args);

export const action = (args: ActionFunctionArgs) => requestPageAction(args);

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-2 sm:grid-cols-[14rem_1fr]">
      <dt className="font-semibold">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export default function DeviceRequestPage() {
  const { email, partner, canSwitch, protection, request, covered, devices, sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as SignResult | undefined;
  const words = useRequestWords();
  const w = words.detail;
  const localePath = useLocalePath();
  const problem = result && "problem" in result ? result : null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">
      <PartnerBar email={email} actingFor={partner} canSwitch={canSwitch} protection={protection} />
      <p>
        <TextLink to="/partners/requests">{words.list.title}</TextLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold [overflow-wrap:anywhere]">{w.title(request.programmeName)}</h1>
      {sent ? <PartnerNotice tone="ok">{w.sent}</PartnerNotice> : null}
      {result && "done" in result ? <PartnerNotice tone="ok">{result.done}</PartnerNotice> : null}
      {result && "formProblem" in result ? <PartnerNotice tone="problem">{result.formProblem}</PartnerNotice> : null}
      <dl className="mt-6">
        <Row term={words.list.state}>{request.state}</Row>
        <Row term={words.list.programme}>{request.programme}</Row>
        <Row term={w.asked}>{request.devices}</Row>
        <Row term={w.servedLabel}>{request.served}</Row>
        <Row term={w.countyLabel}>{request.county}</Row>
        <Row term={words.list.neededBy}>{request.neededBy}</Row>
        <Row term={w.askedBy}>{request.askedBy}</Row>
        <Row term={w.covers}>{covered.length ? covered.map((entry) => entry.name).join(", ") : w.coversNone}</Row>
        {request.collection ? <Row term={w.collection}>{request.collection}</Row> : null}
      </dl>
      {request.signed ? <p className="mt-4 font-semibold">{request.signed}</p> : null}
      {devices.length > 0 ? (
        <section aria-labelledby="devices" className="mt-8">
          <h2 id="devices" className="text-xl font-bold">
            {w.set}
          </h2>
          <ul className="mt-2 list-disc pl-6" data-testid="request-devices">
            {devices.map((device) => (
              <li key={device.id} className="[overflow-wrap:anywhere]">
                {w.device(device.model, device.id)}
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <a
              href={localePath(`/partners/requests/${encodeURIComponent(request.id)}/handover.pdf`)}
              className="font-semibold text-brand-dark underline"
            >
              {w.sheet}
            </a>
          </p>
        </section>
      ) : null}
      {request.canSign ? (
        <section aria-labelledby="sign" className="mt-8">
          <h2 id="sign" className="text-xl font-bold">
            {w.sign.heading}
          </h2>
          <p className="mt-2">{w.sign.intro}</p>
          <Form method="post" noValidate className="mt-4 max-w-md">
            <FormProtectionInputs {...protection} />
            <label htmlFor="signedName" className="block font-semibold">
              {w.sign.name}
            </label>
            {problem ? (
              <p id="signedName-error" className="mt-1 font-medium text-red-700">
                {problem.problem}
              </p>
            ) : null}
            <input
              id="signedName"
              name="signedName"
              type="text"
              autoComplete="name"
              maxLength={100}
              defaultValue={problem?.typedName ?? ""}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "signedName-error" : undefined}
              className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2"
            />
            <Button size="medium" className="mt-4">
              {w.sign.submit}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
