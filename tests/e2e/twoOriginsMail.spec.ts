import { expect } from "@playwright/test";
import { type RunningServer } from "../support/server";
import { type SmtpCapture } from "../support/smtpCapture";
import { test } from "../support/test";
import { push, queueStatusEmail, twoOrigins } from "../support/twoOrigins";

/*
 * Two origins of the built server on one PostgreSQL database send the outbox's mail between them: each message
 * once, also when the origin sending it is killed mid-send. The tests share the database and run in order.
 */
test.describe.configure({ mode: "serial" });

/** An address whose first message the SMTP server takes in and never answers: its sender waits mid-send. */
const STALLED = "stalled@fixture.test";
let stalledOnce = false;

const world = twoOrigins("two-origins-mail", {
  hold: (recipients) => {
    if (!recipients.includes(STALLED) || stalledOnce) return false;
    stalledOnce = true;
    return true;
  },
});
const startOrigin = world.startOrigin;

let smtp: SmtpCapture;
let a: RunningServer;
let b: RunningServer;
test.beforeAll(() => {
  ({ smtp, a, b } = world);
});

test("with both senders running, every queued email is sent exactly once", async ({ request }) => {
  const addresses = Array.from({ length: 20 }, (_, index) => `once-${index}@fixture.test`);
  const contact = (index: number, Status: string) => ({
    id: `ONCE-${index}`,
    Full_Name: `Once ${index}`,
    Email: addresses[index],
    Status,
  });
  const created = await push(
    request,
    a,
    { module: "Contacts", records: addresses.map((_, index) => contact(index, "Applicants No Recommendation")) },
    "10.99.2.1",
  );
  expect(created.status()).toBe(200);
  // Half the status changes reach each origin at the same moment: each wakes its own sender.
  const changed = await Promise.all(
    [a, b].map((origin, half) =>
      push(
        request,
        origin,
        {
          module: "Contacts",
          records: addresses
            .map((_, index) => index)
            .filter((index) => index % 2 === half)
            .map((index) => contact(index, "Recommendation Received")),
        },
        `10.99.2.${2 + half}`,
      ),
    ),
  );
  for (const response of changed) expect(response.status()).toBe(200);
  for (const address of addresses) await smtp.waitFor(address, { timeoutMs: 30_000 });
  // Long enough for a second copy, had one been claimed twice (each sender polls every 5 s).
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  for (const address of addresses) expect(smtp.countTo(address), address).toBe(1);
});

test("a message held by an origin that is killed mid-send is sent once by another after its lease ends", async ({
  request,
}) => {
  test.setTimeout(150_000);
  const doomed = await startOrigin("doomed");
  // The status change wakes the doomed origin's sender at once; it claims the email and the SMTP server stalls it.
  await queueStatusEmail(request, doomed, { id: "STALL-1", Full_Name: "Stalled Mail", Email: STALLED }, "10.99.4.1");
  await expect.poll(() => stalledOnce, { timeout: 15_000 }).toBe(true);
  process.kill(doomed.pid, "SIGKILL");
  await doomed.stop();
  // Nobody sends it while the claim's lease (60 s) lasts; then one of the living origins does, once.
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  expect(smtp.countTo(STALLED)).toBe(0);
  await smtp.waitFor(STALLED, { timeoutMs: 75_000 });
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(smtp.countTo(STALLED)).toBe(1);
});
