/**
 * The courses of `/dsclasses`, each a key the store keeps with a session; their public names in both languages live
 * in the page's words (the marketing page's content), the console's English names here.
 */
export const courses = ["pc-building", "digital-skills", "third-course"] as const;
export type Course = (typeof courses)[number];

export const isCourse = (value: unknown): value is Course => courses.includes(value as Course);

/** The staff console's English name of each course. */
export const courseNames: Readonly<Record<Course, string>> = {
  "pc-building": "PC Building Classes",
  "digital-skills": "Digital Skills/Literacy Classes",
  "third-course": "The third course (details to be supplied)",
};

/** A course whose students confirm they are 13 to 18 years old when they sign up. */
export const courseForTeens = (course: Course) => course === "pc-building";

/** The languages a class is taught in. */
export const classLanguages = ["en", "es"] as const;
export type ClassLanguage = (typeof classLanguages)[number];
