import autocannon from "autocannon";
import { BENCH_EMAIL, cookieJar, formFields } from "./csv.mjs";
import { medianOf } from "./lighthouse.mjs";

// ---------------------------------------------------------------------------------------------------------------
// Load: autocannon, as tests/e2e/load.spec.ts runs it, from this process against the server's.

export async function load(pageUrl, headers = {}, connections = 20) {
  const result = await autocannon({ url: pageUrl, connections, duration: 10, headers });
  return {
    load: {
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in: every answer waits out the same floor (250 ms), so a known address cannot be told from an unknown one by
// the time it takes. Alternating posts, each from a fresh sign-in page; the known address's fourth email within
// 15 minutes is refused by the per-address limit, which answers the same.

export async function timedSignIn(url, email) {
  const jar = cookieJar();
  const page = await fetch(`${url}/auth`, { headers: { connection: "close" } });
  jar.take(page);
  const form = formFields(await page.text());
  form.set("email", email);
  const started = performance.now();
  const answer = await fetch(`${url}/auth`, {
    method: "POST",
    body: form,
    headers: { connection: "close", cookie: jar.header() },
    redirect: "manual",
  });
  await answer.arrayBuffer();
  return performance.now() - started;
}

export async function signInTimes(url) {
  const known = [];
  const unknown = [];
  for (let i = 0; i < 5; i++) {
    known.push(await timedSignIn(url, BENCH_EMAIL));
    unknown.push(await timedSignIn(url, `nobody-${i}@bench.test`));
  }
  return { known: medianOf(known), unknown: medianOf(unknown) };
}
