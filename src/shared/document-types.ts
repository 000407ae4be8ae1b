/**
 * A document type's accepted extensions (its `extension` field: '.pdf', or 'jpg, png'; empty
 * for any), read the same way by the documents panel's file picker and by the server's check.
 */

/** The accepted extensions, lower case with their dot ('.jpg'); empty: any file. */
export function acceptedExtensions(extension: unknown): string[] {
  return String(extension ?? '')
    .split(/[,\s;]+/)
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .map((e) => (e.startsWith('.') ? e : `.${e}`));
}

/** Whether a file name ends with one of the accepted extensions (any name when there are none). */
export function hasAcceptedExtension(fileName: string, accepted: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return accepted.length === 0 || accepted.some((ext) => name.endsWith(ext) && name.length > ext.length);
}
