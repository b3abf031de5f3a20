/** What /impact's loader reads for its stories section: the stories staff chose (the page stays public). */
import { db } from "~/db/serverStore.server";
import { impactStories, type SharedStory } from "./stories.server";

export async function impactStoriesData(): Promise<{ stories: SharedStory[] }> {
  return { stories: await impactStories(db()) };
}
