/**
 * The signed-in donor's choice of whether each company their donations name appears on the public leaderboard
 * (`/portal/leaderboard`, issue 48 §3, decision 126): off until they choose, changed back whenever they like. A
 * visitor who is not signed in is sent to sign in; a person who is not a donor, back to the tracker.
 */
import { data, redirect } from "@remix-run/node";
import { formatMoment } from "~/i18n";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { env } from "~/platform/env.server";
import { db } from "~/db/serverStore.server";
import { Refused } from "~/db/refusal.server";
import { pageProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { emailKey } from "~/kits/records/championLookup";
import { personalHeaders, requireChampion } from "~/kits/signIn/portalSession.server";
import { leaderboardWordsIn } from "~/donations/leaderboardWords";
import { chooseListings, companiesNamed } from "~/donations/server/companyListings.server";
import { donorScopeForChampion } from "./trackerView.server";

/** More companies than one donor's donations name; a form naming more is not this page's. */
const MAX_COMPANIES = 50;

async function signedInDonor(request: Request) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const championId = await requireChampion(request);
  const scope = await donorScopeForChampion(championId);
  if (!scope?.donor.Email) throw redirect(pathInLocale(locale, "/portal"), { headers: personalHeaders() });
  return {
    championId,
    locale,
    key: emailKey(scope.donor.Email),
    donorRecordIds: scope.records.map((record) => record.id),
  };
}

/** The companies with the donor's choice for each, the day it was made in the page's language. */
async function companiesOf(donor: Awaited<ReturnType<typeof signedInDonor>>) {
  const companies = await companiesNamed(db(), donor.key, donor.donorRecordIds);
  return companies.map((company) => ({
    key: company.key,
    company: company.company,
    listed: company.listed,
    chosenOn: company.chosenAt === null ? null : formatMoment(donor.locale, company.chosenAt, env().orgTimeZone),
  }));
}

export async function companyListingPageData(request: Request) {
  const donor = await signedInDonor(request);
  const { protection, headers } = await pageProtection(request);
  return data({ protection, companies: await companiesOf(donor) }, { headers });
}

export async function companyListingAction(request: Request) {
  const donor = await signedInDonor(request);
  const words = leaderboardWordsIn(donor.locale).portal;
  /** The page again: the sentence of what went wrong, or of what each company chosen now stands at. */
  const answer = async (status: number, problem: string | null, chosen: readonly { key: string }[] = []) => {
    const { protection, headers } = await pageProtection(request);
    const companies = await companiesOf(donor);
    const saved = chosen.flatMap(({ key }) =>
      companies.filter((one) => one.key === key).map((one) => words.saved(one.company, one.listed)),
    );
    return data({ problem, saved, protection, companies }, { status, headers });
  };
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return answer(guarded.status, guarded.spam ? words.form : guarded.message || words.form);
  // Each company's fieldset: its key (`company-N`) and the choice (`listed-N`: yes or no); one left unanswered is
  // left as it was.
  const choices: { key: string; listed: boolean }[] = [];
  for (let index = 0; index < MAX_COMPANIES; index++) {
    const key = singleText(guarded.form, `company-${index}`);
    if (key === null) break;
    const listed = singleText(guarded.form, `listed-${index}`);
    if (listed === null) continue;
    if (listed !== "yes" && listed !== "no") return answer(400, words.chooseOne);
    choices.push({ key, listed: listed === "yes" });
  }
  if (choices.length === 0) return answer(400, words.chooseOne);
  try {
    await chooseListings(db(), {
      emailKey: donor.key,
      donorRecordIds: donor.donorRecordIds,
      by: donor.championId,
      choices,
    });
  } catch (error) {
    if (error instanceof Refused) return answer(404, words.notNamed);
    throw error;
  }
  return answer(200, null, choices);
}
