/** The classes wing's settings: the share of a class's meetings that completes it. */
import { z } from "zod";
import { setting, settingGroup } from "~/platform/settings/declare.server";

export const classSettings = settingGroup(
  "Classes",
  {
    CLASS_COMPLETION_SHARE: setting(
      z.coerce.number().gt(0, "must be above 0").max(1, "must be at most 1").default(0.8),
      "the share of a digital skills class's meetings (above 0, at most 1) a student must attend to complete it; staff see who completes on the class's page at `/staff/classes`, and a student is emailed (or, with only a mobile number, texted) their certificate of completion when a meeting's attendance takes them to it (decision 094)",
    ),
  },
  (value) => ({ completionShare: value.CLASS_COMPLETION_SHARE }),
);
