import { sitePage, type SitePath } from "~/config/routes";
import { PageHero } from "./PageHero";

/** The frame of a page whose full content is still to come: its title and summary from the route list. */
export function SparsePage({ path }: { path: SitePath }) {
  const page = sitePage(path);
  return (
    <PageHero title={page.title}>
      <p>{page.description}</p>
    </PageHero>
  );
}
