/**
 * The public classes pages' validator (decision 098), read before the page is: the stored version of the seats and
 * sessions (one read by key) and the organisation's day, since a session leaves the pages after its last meeting
 * without any change in the store. A 304 answers the request when the client holds this version; otherwise the
 * page is rendered with the ETag, which cachePolicy marks `public, no-cache`.
 */
import { dayIn } from "~/classes/meetings";
import { db } from "~/db/serverStore.server";
import { revalidatedPage } from "~/platform/cachePolicy.server";
import { env } from "~/platform/env.server";
import { classPagesVersion } from "./pagesVersion.server";

export async function classPageValidator(request: Request) {
  const version = await classPagesVersion(db());
  return revalidatedPage(request, `${version}/${dayIn(env().orgTimeZone)}`);
}
