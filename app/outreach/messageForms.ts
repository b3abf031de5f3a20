/**
 * The contact form and the board application, read (issue 49 §2): who writes (a name, an email address or a US
 * mobile number, at least one; the number kept in E.164), then the contact form's topic and message or the
 * board's two answers. Each field that cannot be used gets the key of its sentence (`content/en/words.ts`, errors).
 */
import { z } from "zod";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { hasControl, plainText } from "~/kits/forms/reading";
import { usMobileE164 } from "~/sms/phoneNumber";
import { isContactTopic, type ContactTopic } from "./topics";
import type { OutreachWords } from "./words";

export type ErrorKey = keyof OutreachWords["errors"];
export type Errors = Partial<Record<string, ErrorKey>>;
export type Typed = Record<string, string>;

/** The longest message or answer kept: a page of text. */
export const MAX_MESSAGE_CHARACTERS = 4000;

export type Writer = { name: string; email: string | null; phone: string | null };

const email = z.string().email().max(254);

function readWriter(typed: Typed, errors: Errors): Writer {
  const name = plainText(typed.name, 200) ?? "";
  if (name === "") errors.name = "name";
  else if (hasHiddenCharacters(name)) errors.name = "nameCharacters";
  const typedEmail = (typed.email ?? "").trim();
  const typedPhone = (typed.phone ?? "").trim();
  const phone = typedPhone === "" ? null : usMobileE164(typedPhone);
  if (typedEmail === "" && typedPhone === "") errors.email = "emailOrPhone";
  else if (typedEmail !== "" && !email.safeParse(typedEmail).success) errors.email = "email";
  if (typedPhone !== "" && !phone) errors.phone = "phone";
  return { name, email: typedEmail === "" ? null : typedEmail, phone };
}

/** Several lines of text, at most MAX_MESSAGE_CHARACTERS; null when empty, too long or holding control characters. */
function readLongText(value: string | undefined): string | null {
  const text = (value ?? "").replace(/\r\n?/g, "\n").trim();
  const withoutLines = text.replace(/[\n\t]/g, " ");
  return text && text.length <= MAX_MESSAGE_CHARACTERS && !hasControl(withoutLines) ? text : null;
}

type Reading<T> = { ok: true; value: T } | { ok: false; errors: Errors };

export type ContactMessage = Writer & { topic: ContactTopic; message: string };

export function readContactForm(typed: Typed): Reading<ContactMessage> {
  const errors: Errors = {};
  const topic = typed.topic;
  if (!isContactTopic(topic)) errors.topic = "topic";
  const writer = readWriter(typed, errors);
  const message = readLongText(typed.message);
  if (!message) errors.message = "message";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: { ...writer, topic: topic as ContactTopic, message: message! } };
}

export type BoardAnswers = Writer & { why: string; skills: string };

export function readBoardForm(typed: Typed): Reading<BoardAnswers> {
  const errors: Errors = {};
  const writer = readWriter(typed, errors);
  const why = readLongText(typed.why);
  if (!why) errors.why = "why";
  const skills = readLongText(typed.skills);
  if (!skills) errors.skills = "skills";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: { ...writer, why: why!, skills: skills! } };
}

/** The fields each form hands back as typed when it is refused, at most this long each. */
export const contactFields = { topic: 40, name: 200, email: 254, phone: 40, message: MAX_MESSAGE_CHARACTERS } as const;
export const boardFields = {
  name: 200,
  email: 254,
  phone: 40,
  why: MAX_MESSAGE_CHARACTERS,
  skills: MAX_MESSAGE_CHARACTERS,
} as const;
