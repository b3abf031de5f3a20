import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RecommendationForm } from "~/applications/components/RecommendationForm";
import { TextLink } from "~/components/LocaleLink";
import { PartnerBar, PartnerNotice } from "~/partners/components/PartnerBar";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";
import type { RouteHandle } from "~/page/routeHandle";
import { partnerRecommendPage, partnerRecommendPost } from "~/partners/server/partnerRecommend.server";

// A caseworker writes the recommendation for their partner's applicant: the recommender's form, the same effect.
export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.recommend.title);
export const headers = partnerHeaders;

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  partnerRecommendPage(request, params.contactId ?? "");

export const action = ({ request, params }: ActionFunctionArgs) =>
  partnerRecommendPost(request, params.contactId ?? "");

export default function PartnerRecommend() {
  const { email, partner, canSwitch, protection, applicant, open } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = usePartnerPortalWords();
  const back = `/partners/applicants/${encodeURIComponent(applicant.id)}`;
  const finished = result?.kind === "done" || result?.kind === "closed" ? result : null;
  const failed = result?.kind === "errors" ? result : null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">
      <PartnerBar email={email} actingFor={partner} canSwitch={canSwitch} protection={protection} />
      <p>
        <TextLink to={back}>{applicant.name}</TextLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{words.recommend.title}</h1>
      {finished ? (
        <PartnerNotice tone={finished.kind === "done" ? "ok" : "problem"}>{finished.text}</PartnerNotice>
      ) : !open ? (
        <PartnerNotice tone="problem">{words.recommend.alreadyIn}</PartnerNotice>
      ) : (
        <>
          <p className="mt-2">{words.recommend.intro(applicant.name)}</p>
          <RecommendationForm
            protection={protection}
            errors={failed?.errors ?? {}}
            typed={failed?.typed ?? {}}
            problem={failed?.problem ?? null}
          />
        </>
      )}
    </div>
  );
}
