import { describe, expect, it } from "vitest";
import { ngoStructuredData } from "~/page/seo";

describe("the NGO structured data", () => {
  it("is a schema.org NGO with the site's address", () => {
    const data = ngoStructuredData("https://example.org");
    expect(data["@type"]).toBe("NGO");
    expect(data["@context"]).toBe("https://schema.org");
    expect(data.url).toBe("https://example.org/");
    expect(JSON.parse(JSON.stringify(data)).areaServed).toHaveLength(3);
  });

  it("names no language, which schema.org's NGO has no property for, in either language", () => {
    for (const locale of ["en", "es"] as const)
      expect(ngoStructuredData("https://example.org", locale)).not.toHaveProperty("inLanguage");
  });
});
