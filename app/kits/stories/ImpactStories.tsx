import { Section } from "~/components/Section";
import type { SharedStory } from "./stories.server";
import { StoryQuote } from "./StoryQuote";
import { useStoryWords } from "./storyWords";

/** /impact's stories (issue 50 §2): the ones staff chose among those people agreed to share; none, no section. */
export function ImpactStories({ stories }: { stories: readonly SharedStory[] }) {
  const words = useStoryWords();
  if (stories.length === 0) return null;
  return (
    <Section id="stories" title={words.impactHeading} intro={<p>{words.impactIntro}</p>} tone="tinted">
      <ul className="grid gap-4 md:grid-cols-2">
        {stories.map((story) => (
          <li key={story.contactId}>
            <StoryQuote story={story.story} firstName={story.firstName} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
