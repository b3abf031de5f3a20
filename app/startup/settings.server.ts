/**
 * Every group of settings, the site's and each wing's: checked together as the server starts (a bad value stops it
 * with a sentence naming the variable), and the one list docs/settings.md and `.env.example` are written from.
 */
import { applicationSettings } from "~/applications/settings.server";
import { classSettings } from "~/classes/settings.server";
import { giftSettings } from "~/gifts/settings.server";
import { partnerSettings } from "~/partners/settings.server";
import { siteSettings } from "~/platform/env.server";
import { valuesOf, type SettingGroup, type Source } from "~/platform/settings/declare.server";
import { portalSettings } from "~/portal/settings.server";
import { shieldSettings } from "~/shield/settings.server";
import { textSettings } from "~/sms/settings.server";
import { outreachSettings } from "~/outreach/settings.server";

export const settingGroups: readonly SettingGroup[] = [
  siteSettings,
  textSettings,
  applicationSettings,
  partnerSettings,
  portalSettings,
  shieldSettings,
  classSettings,
  outreachSettings,
  giftSettings,
];

/** Reads every group from `source`: each value by its rule first, then what settings need of each other. */
export function checkSettings(source: Source): void {
  for (const group of settingGroups) valuesOf(group.declarations, source);
  for (const group of settingGroups) group.parse(source);
}

/** Reads every group from the environment, as the server starts: a bad value stops the process with its sentence. */
export function loadSettings(): void {
  try {
    checkSettings(process.env);
  } catch (error) {
    // A stack trace would bury the one line that matters; say it and stop.
    console.error((error as Error).message);
    process.exit(1);
  }
}
