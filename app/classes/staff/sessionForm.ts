/**
 * The staff form that makes a class session, read: each field checked with a sentence for the field it is about,
 * what was typed handed back. The place is typed (a partner's address or an office), or the class is online.
 */
import { classLanguages, courses, isCourse, type ClassLanguage, type Course } from "~/classes/courses";
import { isDay, isTime, MAX_WEEKS, seriesMeetings, weekdays } from "~/classes/meetings";
import type { NewSession } from "~/classes/server/sessions.server";
import { characterProblem, withoutRefusedCharacters } from "~/kits/forms/typedCharacters";

export const MAX_CAPACITY = 200;
const MAX_TEXT = 200;

export type SessionFields = {
  course: string;
  title: string;
  language: string;
  place: string;
  online: boolean;
  partnerId: string;
  capacity: string;
  first: string;
  weeks: string;
  days: string[];
  starts: string;
  ends: string;
};

export type SessionFormAnswer =
  { ok: true; session: NewSession } | { ok: false; field: keyof SessionFields; message: string; typed: SessionFields };

/** What a form posted, as text (at most a sane length each), for reading and handing back. */
export function sessionFieldsOf(form: FormData): SessionFields {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, MAX_TEXT) : "";
  };
  return {
    course: text("course"),
    title: text("title"),
    language: text("language"),
    place: text("place"),
    online: form.get("online") === "yes",
    partnerId: text("partnerId"),
    capacity: text("capacity"),
    first: text("first"),
    weeks: text("weeks"),
    days: form
      .getAll("days")
      .filter((day): day is string => typeof day === "string")
      .slice(0, 7),
    starts: text("starts"),
    ends: text("ends"),
  };
}

const wholeNumber = (value: string, min: number, max: number) =>
  /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;

/** `partners` are the ids a host may be (the active partners). */
export function readSessionForm(typed: SessionFields, partners: ReadonlySet<string>): SessionFormAnswer {
  const refuse = (field: keyof SessionFields, message: string): SessionFormAnswer => ({
    ok: false,
    field,
    message,
    typed,
  });
  for (const field of ["title", "place"] as const) {
    if (characterProblem(typed[field], { quoted: true }))
      return {
        ok: false,
        field,
        message: `The ${field} held a control character or a mark that turns the text around, which cannot be kept. They were taken out: check it and save again.`,
        typed: { ...typed, [field]: withoutRefusedCharacters(typed[field], { quoted: true }) },
      };
  }
  if (!isCourse(typed.course)) return refuse("course", "Choose the course.");
  if (typed.title === "") return refuse("title", "Give the session a title, such as “Tuesday evenings in Newark”.");
  if (!classLanguages.includes(typed.language as ClassLanguage))
    return refuse("language", "Choose the language the class is taught in.");
  if (typed.partnerId !== "" && !partners.has(typed.partnerId))
    return refuse("partnerId", "Choose an active partner as host, or none.");
  if (!typed.online && typed.place === "")
    return refuse("place", "Type where the class meets (a partner's address or an office), or tick “Online”.");
  const capacity = wholeNumber(typed.capacity, 1, MAX_CAPACITY);
  if (capacity === null) return refuse("capacity", `Type how many seats, a whole number from 1 to ${MAX_CAPACITY}.`);
  if (!isDay(typed.first)) return refuse("first", "Type the day of the first meeting.");
  const weeks = wholeNumber(typed.weeks, 1, MAX_WEEKS);
  if (weeks === null) return refuse("weeks", `Type how many weeks, from 1 (one meeting) to ${MAX_WEEKS}.`);
  const days = typed.days.map(Number);
  if (days.some((day) => !weekdays.includes(day as (typeof weekdays)[number])))
    return refuse("days", "Choose the days of the week from the list.");
  if (!isTime(typed.starts)) return refuse("starts", "Type the time the meetings start, such as 18:00.");
  if (!isTime(typed.ends) || typed.ends <= typed.starts)
    return refuse("ends", "Type the time the meetings end, after they start.");
  return {
    ok: true,
    session: {
      course: typed.course as Course,
      title: typed.title,
      language: typed.language as ClassLanguage,
      place: typed.online ? null : typed.place,
      partnerId: typed.partnerId === "" ? null : typed.partnerId,
      capacity,
      meetings: seriesMeetings({ first: typed.first, weeks, days, starts: typed.starts, ends: typed.ends }),
    },
  };
}

export const emptySessionFields: SessionFields = {
  course: courses[1],
  title: "",
  language: "en",
  place: "",
  online: false,
  partnerId: "",
  capacity: "12",
  first: "",
  weeks: "1",
  days: [],
  starts: "18:00",
  ends: "20:00",
};
