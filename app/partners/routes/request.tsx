import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { useLocalePath } from "~/i18n";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { PartnerNotice } from "~/partners/components/PartnerBar";
import { FactRow as Row } from "~/partners/components/FactRow";
import { RequestFrame } from "~/partners/components/RequestFrame";
import { TextField } from "~/kits/forms/FormFields";
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

export default function DeviceRequestPage() {
  const { request, covered, devices, sent, ...frame } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as SignResult | undefined;
  const words = useRequestWords();
  const w = words.detail;
  const localePath = useLocalePath();
  const problem = result && "problem" in result ? result : null;
  return (
    <RequestFrame frame={frame} back={{ to: "/partners/requests", label: words.list.title }} width="max-w-3xl">
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
            <FormProtectionInputs {...frame.protection} />
            <TextField
              name="signedName"
              label={w.sign.name}
              value={problem?.typedName ?? ""}
              error={problem?.problem}
              firstError={Boolean(problem)}
              autoComplete="name"
              maxLength={100}
            />
            <Button size="medium" className="mt-4">
              {w.sign.submit}
            </Button>
          </Form>
        </section>
      ) : null}
    </RequestFrame>
  );
}
