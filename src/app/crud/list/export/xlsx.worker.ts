/** Writes a list's XLSX off the main thread (xlsx loads only here). */
import { utils, write } from 'xlsx';
import { buildXlsx } from './xlsx';
import { serveExports } from './worker';

serveExports((table) => buildXlsx({ utils, write }, table));
