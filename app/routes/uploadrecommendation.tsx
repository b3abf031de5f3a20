import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { recommendationFormUrl } from "~/config/recommendation";
import { pageMetaFor, usePageText } from "~/seo";

export const meta = pageMetaFor("/uploadrecommendation");

/** The recommender's emailed link carries the applicant's details; the form receives exactly the seven fields. */
export function loader({ request }: LoaderFunctionArgs) {
  return { formUrl: recommendationFormUrl(new URL(request.url).searchParams) };
}

export default function UploadRecommendationPage() {
  const { formUrl } = useLoaderData<typeof loader>();
  return <FormPage title={usePageText("/uploadrecommendation").title} embed={embeds.uploadRecommendationForm} src={formUrl} />;
}
