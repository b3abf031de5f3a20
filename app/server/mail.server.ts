import { db } from "./db.server";
import { env } from "./env.server";
import { createMailSender } from "./mailSender.server";
import { onShutdown } from "./serverHooks.server";

let sender: ReturnType<typeof createMailSender> | undefined;

/** The process's one mail sender, started on first use and stopped cleanly on SIGTERM. */
export function mailSender() {
  if (!sender) {
    const started = createMailSender(db(), env);
    onShutdown(() => started.stop());
    sender = started;
    started.wake();
  }
  return sender;
}
