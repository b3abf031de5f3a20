/**
 * The donor page's panel while none of the donor's devices is in the inventory says what is true of their
 * donations (issue 35): received and being logged, still on their way, or (recorded in the CRM only) where to write.
 */
import { describe, expect, it } from "vitest";
import * as guidanceEn from "~/portal/content/en/guidance";
import * as guidanceEs from "~/portal/content/es/guidance";
import { donorEmptyView } from "~/portal/portalGuidanceView";

describe("the donor page without devices", () => {
  it("says a received donation is being logged, not that nothing was recorded", () => {
    expect(donorEmptyView("en", ["coming", "received"])).toEqual(guidanceEn.donorDevicesReceived);
    expect(donorEmptyView("es", ["received"])).toEqual(guidanceEs.donorDevicesReceived);
    expect(donorEmptyView("en", ["received"]).text).not.toContain("write to");
  });

  it("says devices on their way appear once logged", () => {
    expect(donorEmptyView("en", ["coming", "cancelled"])).toEqual(guidanceEn.donorDevicesComing);
    expect(donorEmptyView("es", ["coming"])).toEqual(guidanceEs.donorDevicesComing);
  });

  it("keeps the sentence that says where to write for donations recorded in the CRM only", () => {
    expect(donorEmptyView("en", ["recorded"])).toEqual(guidanceEn.donorWithoutDevices);
    expect(donorEmptyView("en")).toEqual(guidanceEn.donorWithoutDevices);
  });
});
