import { useLoaderData } from "@remix-run/react";
import { LegalDocumentPage } from "~/components/LegalDocumentPage";
import { privacyPolicy } from "~/content/privacyPolicy";
import { legalFacts } from "~/server/site/legalFacts.server";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/privacypolicy");

export function loader() {
  return { facts: legalFacts() };
}

export default function PrivacyPolicyPage() {
  const { facts } = useLoaderData<typeof loader>();
  return <LegalDocumentPage document={privacyPolicy(facts)} />;
}
