/**
 * What a contact message is about (issue 49 §2): the form's choices, in this order. A link chooses one with
 * `?topic=` (the volunteer page's "Plan a day of service", the donate page's "Host a Computer Drive"), read by the
 * page without JavaScript; anything else chooses none.
 */
export const contactTopics = [
  "donating",
  "applying",
  "partnering",
  "computer-drive",
  "day-of-service",
  "press",
  "other",
] as const;

export type ContactTopic = (typeof contactTopics)[number];

export const isContactTopic = (value: unknown): value is ContactTopic =>
  typeof value === "string" && (contactTopics as readonly string[]).includes(value);

/** The topic a link chose (`?topic=computer-drive`), or "" when it chose none the form knows. */
export const topicChosenBy = (search: string): ContactTopic | "" => {
  const topic = new URLSearchParams(search).get("topic");
  return isContactTopic(topic) ? topic : "";
};
