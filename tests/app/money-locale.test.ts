/**
 * Singapore dollars in every locale (issue 35 item 6): the home page's figures read
 * "153.223,96 $" in German, which a German reader takes for US dollars. They name SGD.
 */
import { describe, expect, it } from 'vitest';
import { sgdFormat } from '../../src/app/crud/list/format';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('SGD amounts by locale', () => {
  it.each([
    ['en', 'SGD 153,223.96'],
    ['de', '153.223,96 SGD'],
    ['fr', '153 223,96 SGD'],
    ['pt', 'SGD 153.223,96'],
  ])('%s writes %s, never a bare $', (locale, expected) => {
    const text = nbsp(sgdFormat(locale).format(153223.96));
    expect(text).toBe(expected);
    expect(text).not.toMatch(/(^|[^S])\$/);
  });
});
