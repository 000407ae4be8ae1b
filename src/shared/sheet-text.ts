/**
 * A text as no spreadsheet takes it for a formula (CSV/formula injection, OWASP): one that starts
 * with = + - @ (or a tab or a carriage return) gets a leading apostrophe. Exports write texts
 * through it (the app's XLSX, the server's templates and error files); an import takes the
 * apostrophe off again (server/import/columns.ts), so a round trip keeps the text as it was.
 */
export function safeSheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The text an import stores for a cell an export wrote with safeSheetText. */
export function unsafeSheetText(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
