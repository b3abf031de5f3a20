/**
 * What a volunteer's link opens, in the shifts' words: the places kit's link page. From the portal (`inPortal`), a
 * place not theirs says so and leads back to the portal.
 */
import { PlaceLinkAnswer, type PlaceLinkView } from "~/kits/places/PlaceAnswers";
import { useVolunteerWords } from "~/volunteering/words";

export function PlaceLinkPage({ page, inPortal = false }: { page: PlaceLinkView; inPortal?: boolean }) {
  const all = useVolunteerWords();
  const words = { ...(page.kind === "cancel" ? all.cancel : all.offer), ...all.form.errors };
  return (
    <PlaceLinkAnswer
      page={page}
      words={inPortal ? { ...words, gone: all.portal.gone } : words}
      testId="place-link-answer"
      back={inPortal ? { to: "/portal", label: all.portal.back } : { to: "/volunteer#shifts", label: all.done.back }}
    />
  );
}
