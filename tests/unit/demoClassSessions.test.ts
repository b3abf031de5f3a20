/** The demo's class sessions (`npm run data:demo`): to come, whatever the day it runs, and made once. */
import { afterEach, describe, expect, it } from "vitest";
import { dayIn } from "~/classes/meetings";
import { upcomingSessions } from "~/classes/server/sessions.server";
import { closeTestStores, openTestStore } from "../support/testStores";
import { addDemoClassSessions } from "../../scripts/demoClassSessions";

afterEach(closeTestStores);

describe("the demo's class sessions", () => {
  it("start after the day the demo is loaded, open for sign-up, one hosted and one with a single seat; once", async () => {
    const { db } = await openTestStore("sqlite");
    for (const now of [Date.UTC(2026, 11, 1, 20), Date.UTC(2027, 5, 30, 3)]) {
      const today = dayIn("America/New_York", now);
      expect(await addDemoClassSessions(db, "America/New_York", now)).toBe(3);
      expect(await addDemoClassSessions(db, "America/New_York", now)).toBe(0);
      const sessions = await upcomingSessions(db, today, true);
      const made = sessions.filter((session) => session.meetings[0]!.date > today);
      expect(made.length).toBeGreaterThanOrEqual(3);
      expect(made.some((session) => session.partnerId === "P-1")).toBe(true);
      expect(made.some((session) => session.capacity === 1 && session.language === "es")).toBe(true);
    }
  });
});
