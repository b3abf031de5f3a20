/** What a volunteer's link opens, in the shifts' words: the places kit's link page. */
import { PlaceLinkAnswer, type PlaceLinkView } from "~/kits/places/PlaceAnswers";
import { useVolunteerWords } from "~/volunteering/words";

export function PlaceLinkPage({ page }: { page: PlaceLinkView }) {
  const all = useVolunteerWords();
  return (
    <PlaceLinkAnswer
      page={page}
      words={{ ...(page.kind === "cancel" ? all.cancel : all.offer), ...all.form.errors }}
      testId="place-link-answer"
      back={{ to: "/volunteer#shifts", label: all.done.back }}
    />
  );
}
