/**
 * The application wing's settings: when the recommender is reminded, when the follow-up goes, and the warranty a
 * delivered computer has (issue 50 §2).
 */
import { z } from "zod";
import { setting, settingGroup } from "~/platform/settings/declare.server";
import { duration, durations } from "~/platform/settings/rules.server";

export const applicationSettings = settingGroup(
  "Applications",
  {
    RECOMMENDATION_REMINDERS: setting(
      durations.default("3d,7d"),
      "after these delays from the first request, a recommender who has not answered gets the same link again (at most these; none once the letter arrives, the link is replaced or it expires); each a number and a unit (`s`, `m`, `h`, `d`), longer than the one before, at most 5; `none` sends none",
    ),
    FOLLOW_UP_AFTER: setting(
      duration.default("14d"),
      "how long after delivery (staff's 'Mark delivered') the applicant gets one email with the follow-up questions; a number and a unit: `s`, `m`, `h` or `d`",
    ),
    WARRANTY_MONTHS: setting(
      z.coerce.number().int().min(1).max(60).default(12),
      "the warranty of a delivered computer, in months from the delivery (1\u201360): the delivery's email states it, and the help page says until when a person may ask for help with it, remote help first, then a replacement or a return; after it they may still ask, and staff see that the warranty has ended",
    ),
  },
  (value) => ({
    recommendationRemindersMs: value.RECOMMENDATION_REMINDERS,
    followUpAfterMs: value.FOLLOW_UP_AFTER,
    warrantyMonths: value.WARRANTY_MONTHS,
  }),
);
