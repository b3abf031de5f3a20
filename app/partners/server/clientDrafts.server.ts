/**
 * The applications a caseworker fills in with a client (issue 38, decision 093): drafts of the application owned by
 * the caseworker under the partner they act for (`caseworkerIdentity`), named by their id in the portal's
 * addresses and opened only by that owner. A browser's application cookie never names one, so the caseworker's
 * own application (or anyone's on the same computer) and their clients' never mix. Another caseworker's, another
 * partner's, an unknown and an expired draft are one and the same 404.
 */
import { data } from "@remix-run/node";
import { firstOpenStep } from "~/applications/answers";
import { clientPath } from "~/partners/clientApplication";
import { applicationDrafts, loadDraft, type Draft } from "~/applications/server/drafts.server";
import { db } from "~/db/serverStore.server";
import { formatMoment } from "~/i18n";
import type { Locale } from "~/i18n/locale";
import { env } from "~/platform/env.server";
import { caseworkerActor, caseworkerIdentity } from "./caseworkerIdentity.server";
import { partnerResponseHeaders, requireCaseworker } from "./partnerSession.server";

/** The signed-in caseworker, the partner they act for, and who owns the drafts they start. */
export async function requireClientCaseworker(request: Request) {
  const caseworker = await requireCaseworker(request);
  const partnerId = caseworker.actingFor.id;
  return {
    ...caseworker,
    owner: caseworkerIdentity(partnerId, caseworker.email),
    actor: caseworkerActor(partnerId, caseworker.email),
    frame: { email: caseworker.email, partner: caseworker.actingFor.name, canSwitch: caseworker.partners.length > 1 },
  };
}

export type ClientCaseworker = Awaited<ReturnType<typeof requireClientCaseworker>>;

export const notFound = () => data(null, { status: 404, headers: partnerResponseHeaders });

/** This caseworker's draft under the partner they act for now, sent or not; anything else a 404 (thrown). */
export async function ownedDraft(caseworker: ClientCaseworker, draftId: string): Promise<Draft> {
  const draft = /^[\w-]{24}$/.test(draftId) ? await loadDraft(db(), draftId, Date.now(), caseworker.owner) : null;
  if (!draft) throw notFound();
  return draft;
}

/** The applications a caseworker started for a partner and has not sent, newest first, for their list. */
export async function unsentClientDrafts(caseworker: { email: string; partnerId: string }, locale: Locale) {
  const drafts = await applicationDrafts.openOf(db(), caseworkerIdentity(caseworker.partnerId, caseworker.email));
  return drafts.map((draft) => ({
    path: clientPath(draft.id, firstOpenStep(draft.answers) ?? "screener"),
    name: draft.answers.about?.fullName ?? null,
    changed: formatMoment(locale, draft.updatedAt, env().orgTimeZone),
  }));
}
