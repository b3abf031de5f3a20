/**
 * Whether a name mixes the letters of several writing systems (Latin with Cyrillic or Greek, say), as Unicode's
 * security mechanisms (TR 39, "mixed-script detection") advise refusing in an identifier: "Hоboken" with a Cyrillic
 * "о" reads as "Hoboken" and is another name. Digits, spaces, punctuation and accents belong to every script, so an
 * accented Spanish name ("Centro Familiar Peña") is one script. Japanese and Korean write Han with their own scripts,
 * so those sets count as one.
 */
const scripts = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Georgian",
  "Cherokee",
  "Hebrew",
  "Arabic",
  "Syriac",
  "Thaana",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Khmer",
  "Ethiopic",
  "Mongolian",
  "Canadian_Aboriginal",
  "Han",
  "Hiragana",
  "Katakana",
  "Hangul",
  "Bopomofo",
].map((name) => ({ name, letter: new RegExp(`\\p{Script=${name}}`, "u") }));

/** The scripts that are written together: Japanese (Han, Hiragana, Katakana), Korean (Han, Hangul), Chinese (Han, Bopomofo). */
const writtenTogether = [
  ["Han", "Hiragana", "Katakana"],
  ["Han", "Hangul"],
  ["Han", "Bopomofo"],
];

export function mixesScripts(text: string): boolean {
  const found = new Set<string>();
  for (const letter of text.normalize("NFD").match(/\p{L}/gu) ?? []) {
    found.add(scripts.find((script) => script.letter.test(letter))?.name ?? "other");
  }
  if (found.size <= 1) return false;
  return !writtenTogether.some((set) => [...found].every((name) => set.includes(name)));
}
