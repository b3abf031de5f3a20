/**
 * The version of what the public volunteer pages (`/volunteer`, both languages) show, kept by the places kit in
 * `volunteer_pages_version` (decision 098): a new value in the transaction of every change the list shows.
 */
import { pagesVersion } from "~/kits/places/pagesVersion.server";

const version = pagesVersion("volunteer_pages_version");

export const bumpVolunteerPagesVersion = version.bump;
export const volunteerPagesVersion = version.read;
