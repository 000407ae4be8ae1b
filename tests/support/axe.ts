/**
 * axe-core in a test page: the critical and serious violations of the page as it is now, one line
 * each (the browser suites expect none, light and dark).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; any?: Array<{ message?: string }> }>;
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are read as they end, not halfway through a transition (a button fading in from
  // disabled once measured 3.98:1 on its way to its own colour).
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations)) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.length} nodes: ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.any?.[0]?.message ?? ''}`).join(' | ')}`);
}
