/**
 * Rules for text from the CRM that goes into an email. A name is one line of plain text: line breaks and control
 * characters (which could start a fake header or paragraph in the text part) become a space.
 */
export function singleLine(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}
