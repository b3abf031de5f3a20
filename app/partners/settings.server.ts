/**
 * The partner wing's settings: the yearly renewal's deadline, whether partners are invited to it, and the yearly
 * share of devices staff see beside a partner's request.
 */
import { z } from "zod";
import { setting, settingGroup } from "~/platform/settings/declare.server";
import { monthDay, onOff } from "~/platform/settings/rules.server";

export const partnerSettings = settingGroup(
  "Partners",
  {
    PARTNER_RENEWAL_DEADLINE: setting(
      monthDay.default("02-15"),
      "the day each year (MM-DD, in `ORG_TIME_ZONE`) by which partners confirm their details for the year's cycle at `/partners/renew`: they are invited on January 1st (or at the first check after it, until this day); after it, `/staff/partners` lists the active partners that have not confirmed; a day that does not exist every year (02-30, 02-29) stops the server at start-up",
    ),
    PARTNER_RENEWAL_INVITATIONS: setting(
      onOff.default("on"),
      "`off` stops the January 1st emails that invite partners to confirm their details (for an organisation that renews its partners another way, and for the browser tests' servers, which would otherwise invite their fixture partners in January and February); the renewal page and the staff list of partners not confirmed stay",
    ),
    PARTNER_YEARLY_SHARE: setting(
      z.coerce.number().int().min(0).max(100_000).default(0),
      "how many devices a partner is meant to receive in a calendar year through its device requests (issue 50): advisory, shown to staff beside each request with how many were set aside for the partner this year; `0` shows no share",
    ),
  },
  (value) => ({
    /** The day each year by which partners confirm their details. */
    renewalDeadline: value.PARTNER_RENEWAL_DEADLINE,
    renewalInvitations: value.PARTNER_RENEWAL_INVITATIONS === "on",
    /** Devices a partner is meant to receive a year (advisory); 0 for none set. */
    yearlyShare: value.PARTNER_YEARLY_SHARE,
  }),
);
