import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, SelectField, TextAreaField, TextField, boundFields, PhoneField } from "~/kits/forms/FormFields";
import { PartnerBar, PartnerNotice } from "~/partners/components/PartnerBar";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useLocale } from "~/i18n";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import { partnerWordsIn } from "~/partners/partnerApplicationWords";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";
import { partnerRegions } from "~/kits/records/partnerRegions";
import type { RouteHandle } from "~/page/routeHandle";
import { partnerRenewPage, partnerRenewPost } from "~/partners/server/partnerRenewPage.server";
import { Button } from "~/components/Button";

// The yearly renewal: the partner's details, prefilled, to confirm or correct for this year's cycle.
export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.renew.pageTitle);
export const headers = partnerHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => partnerRenewPage(request);
export const action = ({ request }: ActionFunctionArgs) => partnerRenewPost(request);

export default function PartnerRenew() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = usePartnerPortalWords().renew;
  const regionNames = partnerWordsIn(useLocale()).fields.regions;
  const failed = result && "errors" in result ? result : null;
  const errors: Record<string, string | undefined> = failed?.errors ?? {};
  const typed = failed?.typed ?? page.typed;
  const field = boundFields(typed, errors);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">
      <PartnerBar email={page.email} actingFor={page.partner} canSwitch={page.canSwitch} protection={page.protection} />
      <h1 className="text-3xl font-bold">{words.title(page.cycle)}</h1>
      <p className="mt-2">{words.intro}</p>
      {result && "done" in result ? <PartnerNotice tone="ok">{result.done}</PartnerNotice> : null}
      {page.confirmed && !result ? (
        <PartnerNotice tone="ok">{words.confirmed(page.cycle, page.confirmed)}</PartnerNotice>
      ) : null}
      {failed?.problem ? <PartnerNotice tone="problem">{failed.problem}</PartnerNotice> : null}
      <ErrorSummary
        title={words.errors.summary}
        errors={Object.entries(errors).flatMap(([name, text]) => (text ? [{ field: name, text }] : []))}
      />
      <Form method="post" noValidate className="mt-2">
        <FormProtectionInputs {...page.protection} />
        <TextField {...field("organization")} label={words.organization} />
        <SelectField {...field("region")} label={words.region}>
          {partnerRegions.map((region) => (
            <option key={region} value={region}>
              {regionNames[region]}
            </option>
          ))}
        </SelectField>
        <TextField {...field("address")} label={words.address} maxLength={240} />
        <PhoneField {...field("phone")} label={words.phone} />
        <TextField {...field("website")} label={words.website} maxLength={200} />
        <TextAreaField {...field("emails")} label={words.emails} hint={words.emailsHint} maxLength={4000} />
        <Button className="mt-6">{words.submit}</Button>
      </Form>
    </div>
  );
}
