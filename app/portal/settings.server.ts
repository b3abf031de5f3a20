/** The portal wing's settings: how many whole-donation certificates are made at once. */
import { z } from "zod";
import { setting, settingGroup } from "~/platform/settings/declare.server";

export const portalSettings = settingGroup(
  "The portal",
  {
    // Each whole-donation certificate keeps a core busy for as long as it is read; the server's cores are few.
    DONATION_CERTIFICATES_AT_ONCE: setting(
      z.coerce.number().int().min(1).max(16).default(2),
      "how many whole-donation certificates the server makes at once (1\u201316); one more gets 503 with `Retry-After: 60` and a sentence to try again in a minute",
    ),
  },
  (value) => ({ donationCertificatesAtOnce: value.DONATION_CERTIFICATES_AT_ONCE }),
);
