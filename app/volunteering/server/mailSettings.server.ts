/** What a volunteer shift's messages need: the site's public address and the organisation's time zone. */
import { env } from "~/platform/env.server";

export const volunteerMailSettings = () => ({ publicUrl: env().publicUrl, timeZone: env().orgTimeZone });
