import type { DonorStory } from "~/kits/stories/stories.server";
import { StoryQuote } from "~/kits/stories/StoryQuote";
import { useStoryWords } from "~/kits/stories/storyWords";
import { PortalSection } from "./Fields";

/** A donation's stories (issue 50 §2): what the people who received its devices agreed to share; none, nothing. */
export function DonationStories({ stories }: { stories: readonly DonorStory[] }) {
  const words = useStoryWords();
  if (stories.length === 0) return null;
  return (
    <PortalSection id="donation-stories" heading={words.donationHeading}>
      <p className="mt-2">{words.donationIntro}</p>
      <ul className="mt-4 space-y-3">
        {stories.map((story) => (
          <li key={`${story.contactId}-${story.deviceId}`}>
            <StoryQuote
              story={story.story}
              firstName={story.firstName}
              about={story.model ? words.device(story.model, story.deviceId) : words.deviceWithoutModel(story.deviceId)}
            />
          </li>
        ))}
      </ul>
    </PortalSection>
  );
}
