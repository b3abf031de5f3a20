import { EligibilityFigures } from "~/applications/components/EligibilityFigures";
import { FormPage } from "~/components/FormPage";
import { TextLink } from "~/components/LocaleLink";
import { embeds } from "~/config/embeds";
import { portalEntryLinkIn } from "~/config/navigation";
import * as eligibilityEn from "~/content/computerEligibility";
import * as eligibilityEs from "~/content/es/computerEligibility";
import * as navigationEn from "~/content/navigation";
import * as navigationEs from "~/content/es/navigation";
import { useLocalized } from "~/i18n";
import { pageMetaFor, usePageText } from "~/page/seo";

export const meta = pageMetaFor("/eligibility");

/** The programme's rules in words and figures first, then the income requirements form. */
export default function IncomeRequirementsPage() {
  const { computerEligibility: words } = useLocalized({ en: eligibilityEn, es: eligibilityEs });
  const portal = portalEntryLinkIn(useLocalized({ en: navigationEn, es: navigationEs }).navigationWords);
  return (
    <FormPage title={usePageText("/eligibility").title} embed={embeds.incomeRequirementsForm}>
      <section aria-labelledby="rules-heading" className="mb-8 max-w-3xl">
        <p className="text-lg">{words.intro}</p>
        <h2 id="rules-heading" className="mt-6 text-xl font-bold">
          {words.rulesHeading}
        </h2>
        <ol className="mt-3 list-decimal space-y-3 pl-6" data-testid="eligibility-rules">
          {words.rules.map((rule) => (
            <li key={rule.title}>
              <strong>{rule.title}.</strong> {rule.text}
            </li>
          ))}
        </ol>
        <div className="mt-6">
          <EligibilityFigures />
        </div>
        <p className="mt-6">
          {words.afterRules} <TextLink to={portal.to}>{portal.label}</TextLink>
        </p>
        <h2 className="mt-8 text-xl font-bold">{words.formHeading}</h2>
      </section>
    </FormPage>
  );
}
