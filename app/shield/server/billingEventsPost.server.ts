/**
 * `POST /api/billing/events`: the billing provider's webhook answered with the store and the current webhook
 * settings, so the route module only hands on the request and the client's address.
 */
import { db } from "~/db/serverStore.server";
import { shieldSettings } from "~/shield/settings.server";
import { answerBillingEvent } from "./billingEvents.server";

export const billingEventsAnswer = (request: Request, clientAddress: string) =>
  answerBillingEvent(db(), request, shieldSettings.current().billingWebhooks, clientAddress);
