import type { ReactNode } from "react";
import { useStoryWords } from "./storyWords";

/** One shared story: the person's words, who said them (a first name, or nobody named), and what it is about. */
export function StoryQuote(props: { story: string; firstName: string | null; about?: ReactNode }) {
  const words = useStoryWords();
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4 text-slate-900">
      <blockquote className="whitespace-pre-line break-words">{props.story}</blockquote>
      <figcaption className="mt-2 text-sm text-slate-700">
        — {props.firstName ?? words.anonymous}
        {props.about ? <>, {props.about}</> : null}
      </figcaption>
    </figure>
  );
}
