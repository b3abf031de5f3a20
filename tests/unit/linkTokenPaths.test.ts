import { describe, expect, it } from "vitest";
import { withoutLinkToken, withoutLinkTokensIn } from "~/platform/linkTokenPaths.server";

const token = "Abc_def-0123456789abcdefghijklmnopqrstuvwxy";

describe("a link's token is kept out of the log whatever form its address takes", () => {
  it("recognises an address after decoding and case folding, wherever it starts", () => {
    for (const [path, plain] of [
      [`/recommend/${token}`, "/recommend/[token]"],
      [`/RECOMMEND/${token}`, "/recommend/[token]"],
      [`/%72ecommend/${token}`, "/recommend/[token]"],
      [`/%2572ecommend/${token}`, "/recommend/[token]"],
      [`//recommend/${token}`, "/recommend/[token]"],
      [`/recommend//${token}`, "/recommend/[token]"],
      [`/recommend%2F${token}`, "/recommend/[token]"],
      [`/x/../recommend/${token}`, "/x/recommend/[token]"],
      [`/%2e%2e/recommend/${token}`, "/recommend/[token]"],
      [`/follow-up/${token}/..%2F`, "/follow-up/[token]"],
      [`\\recommend\\${token}`, "/recommend/[token]"],
      [`/recommend/${token}.data`, "/recommend/[token]"],
      [`/ES/Recommend/${token}/more`, "/es/recommend/[token]"],
      [`/Application/%52esume/${token}`, "/application/resume/[token]"],
      [`/es/follow-up/${token}`, "/es/follow-up/[token]"],
      [`/recommend/%${token}`, "/recommend/[token]"],
      // The emailed drop-off pass: its key comes after the reference, which is kept.
      [`/donate/pass/K7MQ-4X2P/${token}`, "/donate/pass/k7mq-4x2p/[token]"],
      [`/es/Donate/pass/K7MQ-4X2P/${token}/pass.pdf`, "/es/donate/pass/k7mq-4x2p/[token]"],
    ]) {
      expect(withoutLinkToken(path!), path).toBe(plain);
    }
  });

  it("leaves every other address as it was", () => {
    for (const path of ["/", "/recommend", "/es/recommend/", "/application/devices", "/donate/pass/D-1234", "/%"]) {
      expect(withoutLinkToken(path)).toBe(path);
    }
  });

  it("replaces an address quoted in a text: a router's refusal, a whole URL", () => {
    const refusal = withoutLinkTokensIn(`You made a OPTIONS request to "/RECOMMEND/${token}" but did not provide`);
    expect(refusal).toBe('You made a OPTIONS request to "/recommend/[token]" but did not provide');
    const url = withoutLinkTokensIn(`GET http://127.0.0.1:3000//recommend/${token}?_data=routes%2Frecommend.%24token`);
    expect(url).not.toContain(token);
    expect(withoutLinkTokensIn("at render (/app/build/index.js:12:3)")).toBe("at render (/app/build/index.js:12:3)");
  });
});
