/** The application wing's settings: when the recommender is reminded and when the follow-up goes. */
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
  },
  (value) => ({ recommendationRemindersMs: value.RECOMMENDATION_REMINDERS, followUpAfterMs: value.FOLLOW_UP_AFTER }),
);
