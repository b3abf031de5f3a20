/**
 * The HTML part of every email: a whole document with its language and, as HTML requires (the W3C Nu HTML checker
 * refuses a `<head>` without one), a `<title>`, the email's subject. Text from records is escaped with `escapeHtml`.
 */
import type { Locale } from "~/i18n/locale";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `body` is HTML already escaped; `subject` is plain text. */
export function emailDocument(locale: Locale, subject: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif">
${body}
</body></html>`;
}
