/**
 * What a page showing the impact figures (`/`, `/about`, `/impact`, each under `/es` too) reads (decision 118), the
 * classes' pattern (decision 098): the version first (one read by key) with the organisation's day, since a figure
 * is "as of" today, then the ETag from them, the address and the build; a 304 when the client holds it, before
 * anything else is read; otherwise the figures, read after the version.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { isStoreUnavailable } from "~/db/unavailable.server";
import { formatMoment } from "~/i18n";
import { notModifiedPage, revalidatedPage } from "~/platform/cachePolicy.server";
import { env } from "~/platform/env.server";
import { impactFigures, type Figure } from "./figures.server";
import { figuresVersion } from "./figuresVersion.server";

export type FiguresData = { figures: Figure[]; timeZone: string };

/**
 * A page's loader: a 304 (Remix renders nothing), or the figures with the page's ETag, and what else the page reads
 * (`more`), which must be something the figures' version moves with (the stories /impact shows).
 */
export async function figuresPageData<More extends object = object>(request: Request, more?: () => Promise<More>) {
  const { orgTimeZone } = env();
  try {
    return await countedPage(request, orgTimeZone, more);
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    // These are public pages, which answer while the database is out of reach: the rest of the page with a sentence
    // for the figures, kept by no one, so the next request counts again.
    const figures: FiguresData = { figures: [], timeZone: orgTimeZone };
    return data({ ...figures, ...({} as Partial<More>) }, { headers: { "Cache-Control": "no-store" } });
  }
}

async function countedPage<More extends object>(request: Request, orgTimeZone: string, more?: () => Promise<More>) {
  const store = db();
  const version = await figuresVersion(store);
  const page = revalidatedPage(request, `${version}/${formatMoment("en", Date.now(), orgTimeZone)}`);
  if (page.notModified) return notModifiedPage(page.headers);
  const figures: FiguresData = { figures: await impactFigures(store), timeZone: orgTimeZone };
  return data({ ...figures, ...(more ? await more() : ({} as More)) }, { headers: page.headers });
}
