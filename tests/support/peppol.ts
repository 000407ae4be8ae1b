/**
 * Validates a UBL 2.1 invoice or credit note against the official PINT-SG 1.4.1 rules (compiled
 * for SaxonJS, tests/fixtures/peppol/rules), as ../shared/peppol/validate.mjs does: each rule set
 * turns the document into an SVRL report, whose failed assertions are the findings; a finding
 * flagged "warning" does not fail the document, any other does (fatal).
 */
import { fileURLToPath } from 'node:url';
// @ts-expect-error saxon-js ships no type declarations
import SaxonJS from 'saxon-js';

const RULES = ['PINT-UBL-validation-preprocessed', 'PINT-jurisdiction-aligned-rules'].map((n) => fileURLToPath(new URL(`../fixtures/peppol/rules/${n}.sef.json`, import.meta.url)));
export const PEPPOL_EXAMPLES = fileURLToPath(new URL('../fixtures/peppol/examples/', import.meta.url));

export interface Finding {
  id: string;
  text: string;
}

export function validatePintSg(xml: string): { fatal: Finding[]; warnings: Finding[] } {
  const fatal: Finding[] = [];
  const warnings: Finding[] = [];
  for (const sef of RULES) {
    const svrl: string = SaxonJS.transform({ stylesheetFileName: sef, sourceText: xml, destination: 'serialized' }, 'sync').principalResult;
    for (const m of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
      const id = /\bid="([^"]*)"/.exec(m[1])?.[1] ?? '?';
      const flag = /\bflag="([^"]*)"/.exec(m[1])?.[1] ?? 'fatal';
      const text = (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2])?.[1] ?? '').replace(/\s+/g, ' ').trim();
      (flag === 'warning' ? warnings : fatal).push({ id, text });
    }
  }
  return { fatal, warnings };
}
