import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/uploadrecommendation");

export default function UploadRecommendationPage() {
  return <SparsePage path="/uploadrecommendation" />;
}
