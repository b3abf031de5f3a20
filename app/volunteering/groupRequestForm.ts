/**
 * A group leader's request for a day of service (issue 49 §1), read: the leader's name and email address, the
 * group (a company, a school), the day asked for and how many people come.
 */
import { isDay } from "~/kits/calendar/days";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { plainText, readEmail } from "~/kits/forms/reading";

export const MAX_GROUP = 200;

export type GroupTyped = { leader: string; email: string; organisation: string; date: string; people: string };
export type GroupField = keyof GroupTyped;
export type GroupError = "leader" | "email" | "organisation" | "date" | "people";
export type GroupRequest = { leader: string; email: string; organisation: string; date: string; people: number };

export function readGroupRequest(
  typed: GroupTyped,
  today: string,
): { ok: true; request: GroupRequest } | { ok: false; errors: Partial<Record<GroupField, GroupError>> } {
  const errors: Partial<Record<GroupField, GroupError>> = {};
  const leader = plainText(typed.leader, 200);
  if (!leader || hasHiddenCharacters(leader)) errors.leader = "leader";
  const email = readEmail(typed.email);
  if (!email) errors.email = "email";
  const organisation = plainText(typed.organisation, 200);
  if (!organisation || hasHiddenCharacters(organisation)) errors.organisation = "organisation";
  const date = typed.date.trim();
  if (!isDay(date) || date <= today) errors.date = "date";
  const people = /^\d{1,3}$/.test(typed.people.trim()) ? Number(typed.people.trim()) : 0;
  if (people < 2 || people > MAX_GROUP) errors.people = "people";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, request: { leader: leader!, email: email!, organisation: organisation!, date, people } };
}
