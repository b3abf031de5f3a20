/**
 * A sentence that ends with something a person typed (a name such as "Sam Jones Jr."): its full stop is added only
 * when the text does not already end with one (or with "!", "?" or "…"), so nobody reads "Jr.." (issue 45).
 */
export function endSentence(text: string): string {
  return /[.!?…]\s*$/.test(text) ? text : `${text}.`;
}
