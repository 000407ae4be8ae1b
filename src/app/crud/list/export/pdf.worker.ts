/**
 * Writes a list's PDF off the main thread (jspdf + jspdf-autotable load only here, and the
 * Unicode font only for a table that needs it).
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { buildPdf, needsUnicodeFont } from './pdf';
import { serveExports } from './worker';

/** The font file as the binary string jsPDF's virtual file system takes. */
async function loadUnicodeFont(): Promise<string> {
  const answer = await fetch(new URL('./fonts/pdf-unicode-sans.ttf', import.meta.url));
  if (!answer.ok) throw new Error(`The PDF font could not be loaded (${answer.status})`);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return binary;
}

serveExports(async (table, progress) => buildPdf({ jsPDF, autoTable }, table, progress, needsUnicodeFont(table) ? await loadUnicodeFont() : undefined));
