/**
 * `npm run i18n:missing`: lists, per language, the keys to translate (missing, with the English
 * text), the orphaned keys to delete, and translations whose placeholders or plural forms differ
 * from English, each under the file to edit. Run it after `npm run gen` when a YAML adds or
 * renames a resource, field or option. Exits 1 while anything is listed.
 */
import english from '../src/app/i18n/en';
import german from '../src/app/i18n/de';
import french from '../src/app/i18n/fr';
import portuguese from '../src/app/i18n/pt';
import { compareMessages, formatReports, problemCount } from '../src/app/i18n/completeness';

const reports = [
  compareMessages('de', english, german),
  compareMessages('fr', english, french),
  compareMessages('pt', english, portuguese),
];
const listing = formatReports(reports);
if (listing) {
  console.log(listing);
  console.log(`\n${reports.map((r) => `${r.locale}: ${problemCount(r)}`).join(', ')} to fix`);
  process.exitCode = 1;
} else {
  console.log(`de, fr, pt: complete (${reports.length} languages, every key of English)`);
}
