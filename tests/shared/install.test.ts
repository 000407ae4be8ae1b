/**
 * A quiet install (issue 26, item 5): the locked tree satisfies every package's declared
 * dependencies and peers, so `npm install` has nothing to override and warns about nothing.
 * ra-input-rich-text pulled two versions of tiptap's core (nine "ERESOLVE overriding peer
 * dependency" warnings); package.json's overrides now pin every @tiptap package to one version.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('npm finds no invalid, missing or extraneous package in the installed tree', () => {
  const ls = spawnSync('npm', ['ls', '--all'], { cwd: join(import.meta.dirname, '..', '..'), encoding: 'utf8', timeout: 60_000 });
  expect(ls.stderr).not.toMatch(/invalid|missing|extraneous|ERESOLVE/);
  expect(ls.status, ls.stderr).toBe(0);
}, 60_000);
