import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { TextLinkLines } from "~/components/LocaleLink";
import { ChoiceField, FormProblem } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { Notice } from "~/kits/forms/Notice";
import { useLeaderboardWords } from "~/donations/leaderboardWords";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import type { RouteHandle } from "~/page/routeHandle";
import { pageMetaFor } from "~/page/seo";
import { companyListingAction, companyListingPageData } from "~/portal/server/companyListingPage.server";

export const meta = pageMetaFor("/portal");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => companyListingPageData(request);

export const action = ({ request }: ActionFunctionArgs) => companyListingAction(request);

/** A device donor's choice, per company their donations name, of whether it is on the leaderboard (decision 126). */
export default function CompanyListingPage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const { protection, companies } = answered ?? loaded;
  const words = useLeaderboardWords().portal;
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl text-lg">
        <h1 className="text-3xl font-bold text-slate-900">{words.heading}</h1>
        <p className="mt-4">{words.intro}</p>
        {answered?.saved.map((sentence) => (
          <Notice key={sentence} tone="ok">
            {sentence}
          </Notice>
        ))}
        <FormProblem problem={answered?.problem} />
        {companies.length === 0 ? (
          <p className="mt-6">{words.none}</p>
        ) : (
          <Form method="post" className="mt-2">
            <FormProtectionInputs {...protection} />
            {companies.map((company, index) => (
              <div key={company.key} data-company={company.company}>
                <input type="hidden" name={`company-${index}`} value={company.key} />
                <ChoiceField
                  name={`listed-${index}`}
                  legend={words.question(company.company)}
                  hint={company.chosenOn ? words.chosenOn(company.chosenOn) : words.notChosen}
                  value={company.chosenOn ? (company.listed ? "yes" : "no") : ""}
                  choices={[
                    { value: "yes", label: words.yes },
                    { value: "no", label: words.no },
                  ]}
                />
              </div>
            ))}
            <Button size="wide" className="mt-6">
              {words.save}
            </Button>
          </Form>
        )}
        <TextLinkLines
          links={[
            { to: "/leaderboard", text: words.see },
            { to: "/portal", text: words.back },
          ]}
          first="mt-8"
        />
      </div>
    </section>
  );
}
