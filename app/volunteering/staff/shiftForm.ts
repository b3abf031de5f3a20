/**
 * The staff form that makes a shift, read: each field checked with a sentence for the field it is about, what was
 * typed handed back. A shift is in person at a typed place, or remote; a group's day of service names the group,
 * and its shift is then reached only by the link staff give the leader.
 */
import { isDay, isTime } from "~/kits/calendar/days";
import { characterProblem } from "~/kits/forms/typedCharacters";
import { isRole, roles, type Role } from "~/volunteering/roles";
import type { NewShift } from "~/volunteering/server/shifts.server";

export const MAX_PLACES = 200;

export type ShiftFields = {
  role: string;
  title: string;
  place: string;
  remote: boolean;
  date: string;
  starts: string;
  ends: string;
  capacity: string;
  minimumAge: string;
  groupName: string;
};

export type ShiftFormAnswer =
  { ok: true; shift: NewShift } | { ok: false; field: keyof ShiftFields; message: string; typed: ShiftFields };

export function shiftFieldsOf(form: FormData): ShiftFields {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, 200) : "";
  };
  return {
    role: text("role"),
    title: text("title"),
    place: text("place"),
    remote: form.get("remote") === "yes",
    date: text("date"),
    starts: text("starts"),
    ends: text("ends"),
    capacity: text("capacity"),
    minimumAge: text("minimumAge"),
    groupName: text("groupName"),
  };
}

const wholeNumber = (value: string, min: number, max: number) =>
  /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;

export function readShiftForm(typed: ShiftFields, today: string): ShiftFormAnswer {
  const refuse = (field: keyof ShiftFields, message: string): ShiftFormAnswer => ({ ok: false, field, message, typed });
  for (const field of ["title", "place", "groupName"] as const)
    if (characterProblem(typed[field], { quoted: true }))
      return refuse(field, "This field held a control character or a mark that turns the text around: type it again.");
  if (!isRole(typed.role)) return refuse("role", "Choose the role.");
  if (typed.title === "") return refuse("title", "Give the shift a title, such as “Saturday refurbishing in Hoboken”.");
  if (!typed.remote && typed.place === "") return refuse("place", "Type where the shift happens, or tick “Remote”.");
  if (!isDay(typed.date) || typed.date < today) return refuse("date", "Type the shift's day, today or later.");
  if (!isTime(typed.starts)) return refuse("starts", "Type the time the shift starts, such as 10:00.");
  if (!isTime(typed.ends) || typed.ends <= typed.starts)
    return refuse("ends", "Type the time the shift ends, after it starts.");
  const capacity = wholeNumber(typed.capacity, 1, MAX_PLACES);
  if (capacity === null) return refuse("capacity", `Type how many places, a whole number from 1 to ${MAX_PLACES}.`);
  const minimumAge = wholeNumber(typed.minimumAge, 1, 99);
  if (minimumAge === null) return refuse("minimumAge", "Type the minimum age, such as 16.");
  return {
    ok: true,
    shift: {
      role: typed.role as Role,
      title: typed.title,
      place: typed.remote ? null : typed.place,
      date: typed.date,
      starts: typed.starts,
      ends: typed.ends,
      capacity,
      minimumAge,
      groupName: typed.groupName === "" ? null : typed.groupName,
    },
  };
}

export const emptyShiftFields: ShiftFields = {
  role: roles[0],
  title: "",
  place: "",
  remote: false,
  date: "",
  starts: "10:00",
  ends: "13:00",
  capacity: "10",
  minimumAge: "16",
  groupName: "",
};

export const roleNames: Record<Role, string> = {
  refurbishing: "Refurbishing",
  "drop-off": "Drop-off events",
  "class-helper": "Classes' helper",
  office: "Office",
};
