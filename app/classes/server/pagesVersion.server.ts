/**
 * The version of what the public classes pages (`/dsclasses`, `/dsclasses/<id>`, both languages) show, kept by the
 * places kit in `class_pages_version` (decision 098): "none" until the first change after migration 23.
 */
import { pagesVersion } from "~/kits/places/pagesVersion.server";

const version = pagesVersion("class_pages_version");

/** Called inside the transaction that changes a seat, a waitlist place, an offer or a session the pages show. */
export const bumpClassPagesVersion = version.bump;

export const classPagesVersion = version.read;
