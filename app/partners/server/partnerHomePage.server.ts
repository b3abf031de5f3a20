/**
 * A caseworker's home page: their applicants and drafts, or the sign-in form.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatDate, formatMoment } from "~/i18n";
import { data, redirect } from "@remix-run/node";
import { type SignInResult } from "~/kits/signIn/RealmSignInPages";
import { localeFromPath } from "~/i18n/locale";
import type { Locale } from "~/i18n/locale";
import { db } from "~/db/serverStore.server";
import { countsByStep, partnerApplicantList } from "~/partners/server/partnerPortal.server";
import { renewalCycle } from "~/partners/server/partnerRenewals.server";
import {
  currentCaseworker,
  partnerPathFor,
  partnerPaths,
  partnerResponseHeaders,
} from "~/partners/server/partnerSession.server";
import { requestPartnerSignIn } from "~/partners/server/partnerSignIn.server";
import { unsentClientDrafts } from "~/partners/server/clientDrafts.server";
import { env } from "~/platform/env.server";
import { formProtection } from "~/kits/forms/formGuard.server";
import { readSignInPost } from "~/kits/signIn/signInForm.server";
import { crmDate } from "~/applications/staff/deviceAssignment.server";
import { currentAnnouncements } from "~/partners/server/announcements.server";

/** The portal's names of an application's steps: the route hands them in, for the partners wing does not reach the portal. */
export type StepNames = (locale: Locale) => readonly { label: string }[];

export async function partnerHomeLoader({ request }: LoaderFunctionArgs, stepNames: StepNames) {
  const caseworker = await currentCaseworker(request);
  if (caseworker && !caseworker.actingFor)
    throw redirect(partnerPathFor(request, partnerPaths.choose), { headers: partnerResponseHeaders });
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  const protection = { csrfToken, honeypotProps };
  const headers = csrfCookie ? { "Set-Cookie": csrfCookie } : undefined;
  if (!caseworker?.actingFor) {
    const signedOut = new URL(request.url).searchParams.get("signed-out") === "1";
    return data({ protection, signedIn: null, signedOut }, { headers });
  }
  const locale = localeFromPath(new URL(request.url).pathname);
  const steps = stepNames(locale);
  const list = await partnerApplicantList(db(), caseworker.actingFor.id);
  const { counts, unknown } = countsByStep(list);
  const when = (at: number | null) => (at === null ? null : formatMoment(locale, at, env().orgTimeZone));
  return data(
    {
      protection,
      signedOut: false,
      signedIn: {
        email: caseworker.email,
        partner: caseworker.actingFor.name,
        canSwitch: caseworker.partners.length > 1,
        cycle: renewalCycle(Date.now(), env().orgTimeZone),
        // The applications this caseworker started with clients and has not sent: theirs alone (decision 093).
        drafts: await unsentClientDrafts({ email: caseworker.email, partnerId: caseworker.actingFor.id }, locale),
        counts: steps.map((step, index) => ({ label: step.label, count: counts[index] ?? 0 })),
        unknown,
        // Staff's announcements to every partner, shown until their last day (issue 50).
        announcements: (await currentAnnouncements(db(), crmDate(Date.now(), env().orgTimeZone))).map((entry) => ({
          ...entry,
          until: formatDate(locale, entry.endsOn),
        })),
        applicants: list.map((row) => ({
          id: row.id,
          name: row.name,
          number: row.number,
          status: row.step === -1 ? null : (steps[row.step]?.label ?? null),
          applied: when(row.appliedAt),
          letterIn: row.letterIn,
          readyToCollect: row.readyToCollect,
        })),
      },
    },
    { headers },
  );
}

export async function partnerHomeAction({ request, context }: ActionFunctionArgs) {
  const post = await readSignInPost(request, context);
  if ("answer" in post) return data<SignInResult>(post.answer, { status: post.status });
  await requestPartnerSignIn(post.email, post.clientAddress, localeFromPath(new URL(request.url).pathname));
  return data<SignInResult>({ sent: true });
}
