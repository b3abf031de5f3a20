import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { subscriberLocale, subscriptionsOfEmail } from "~/shield/server/shieldAccess.server";
import { closeTestStores, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/** The Shield subscribers docs/portal.md lists under "Demo data": each row's address and its first words. */
function documentedSubscribers(): { email: string; says: string }[] {
  const docs = readFileSync(path.resolve("docs/portal.md"), "utf8");
  const table = docs.slice(docs.indexOf("| Shield subscriber | what you see |"));
  return [...table.matchAll(/^\| `([^`]+)` \| ([^|]+) \|$/gm)]
    .slice(0, 2)
    .map(([, email, says]) => ({ email: email!, says: says! }));
}

describe("the demo data's Shield subscribers", () => {
  it("are the ones the portal guide documents, each signs in to a subscription in the language it says", async () => {
    const { db } = await openTestStore("sqlite");
    await importCrmFolder(db, path.resolve("scripts/demo-data"));
    const documented = documentedSubscribers();
    expect(documented.map((row) => row.email)).toEqual(["ana@demo.example", "luis@demo.example"]);
    for (const { email, says } of documented) {
      const [subscription, ...more] = await subscriptionsOfEmail(db, email);
      expect(more, email).toEqual([]);
      expect(says).toContain(subscription!.Name!);
      expect(says).toContain(subscription!.Subscription_Number!);
      expect(says).toContain(subscriberLocale(subscription!) === "es" ? "in Spanish" : "in English");
      expect(says).toContain(subscription!.Shipping_Status === "Shipped" ? "shipped" : "awaiting shipping");
    }
  });
});
