import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { org } from "~/config/org";
import { recommendationFormUrl } from "~/config/recommendation";
import * as letterEs from "~/content/es/recommendationLetter";
import * as letterEn from "~/content/recommendationLetter";
import { useLocalized } from "~/i18n";
import { pageMetaFor, usePageText } from "~/page/seo";
import { TitledSection } from "~/components/TitledSection";

export const meta = pageMetaFor("/uploadrecommendation");

/** A name the link carries, shown to the recommender: trimmed, and an overlong one is not shown at all. */
const carriedName = z.string().trim().max(120).catch("");

/**
 * The recommender's emailed link carries the applicant's details; the form receives exactly the seven fields, and the
 * page names the applicant (and the non-profit) so the recommender knows whom the letter is for.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const read = (name: string) => carriedName.parse(params.get(name) ?? "");
  const applicant = [read("Name_First"), read("Name_Last")].filter(Boolean).join(" ");
  return { formUrl: recommendationFormUrl(params), applicant, partner: read("partner") };
}

export default function UploadRecommendationPage() {
  const { formUrl, applicant, partner } = useLoaderData<typeof loader>();
  const { recommendationLetter: words } = useLocalized({ en: letterEn, es: letterEs });
  const forWhom = !applicant
    ? words.forUnnamedApplicant
    : partner
      ? words.forApplicantAt(applicant, partner)
      : words.forApplicant(applicant);
  return (
    <FormPage title={usePageText("/uploadrecommendation").title} embed={embeds.uploadRecommendationForm} src={formUrl}>
      <div className="mb-8 max-w-3xl space-y-6">
        <p className="text-lg" data-testid="letter-for">
          {forWhom}
        </p>
        <TitledSection id="what-heading" heading={words.whatHeading}>
          <p className="mt-2">{words.whatIntro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {words.what.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection id="who-heading" heading={words.whoHeading}>
          <p className="mt-2">{words.who}</p>
        </TitledSection>
        <TitledSection id="ask-heading" heading={words.askHeading}>
          <p className="mt-2">
            {words.ask}{" "}
            <a href={`mailto:${org.email}`} className="font-semibold text-brand-dark underline">
              {org.email}
            </a>
          </p>
        </TitledSection>
        <h2 className="text-xl font-bold">{words.formHeading}</h2>
      </div>
    </FormPage>
  );
}
