/** What an emailed class link opens, in the classes' words: the places kit's link page. */
import { useClassWords } from "~/classes/words";
import { PlaceLinkAnswer, type PlaceLinkView } from "~/kits/places/PlaceAnswers";

export type ClassLinkView = PlaceLinkView;

export function ClassLinkPage({ page }: { page: ClassLinkView }) {
  const all = useClassWords();
  const words =
    page.kind === "cancel"
      ? { ...all.cancel, done: all.cancel.cancelled }
      : { ...all.offer, done: all.offer.confirmed };
  return (
    <PlaceLinkAnswer
      page={page}
      words={{ ...words, stale: all.form.errors.stale, limited: all.form.errors.limited }}
      testId="class-link-answer"
      back={{ to: "/dsclasses#sessions", label: all.session.back }}
    />
  );
}
