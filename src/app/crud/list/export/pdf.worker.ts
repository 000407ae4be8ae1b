/** Writes a list's PDF off the main thread (jspdf + jspdf-autotable load only here). */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { buildPdf } from './pdf';
import { serveExports } from './worker';

serveExports((table, progress) => buildPdf({ jsPDF, autoTable }, table, progress));
