/**
 * The bounds of every numeric field, by its YAML type, in one place (issue 34, item 6): the
 * server's JSON schemas (src/server/schemas/resources.ts) and its sentences (src/server/validate.ts)
 * both read them, and the priced-document trait checks the totals it computes against them.
 *
 * Money is kept in integer cents in a bigint column and added up in JavaScript numbers, which are
 * exact integers up to Number.MAX_SAFE_INTEGER (about 9.007 × 10^15 cents). So every amount a
 * person types and every amount the server computes (a line's amount, a document's subtotal, GST,
 * total and SGD total) is at most MAX_MONEY: 10^11 cents, which leaves room to add 90,000 of them
 * (a year of invoices in a receivables total, a dashboard's open quotations) and stay exact.
 * A priced line's quantity is at most MAX_QTY (its YAML `max`), so that quantity × unit price of
 * an accepted line is a product of ordinary size; what still comes out past MAX_MONEY is refused
 * in a sentence (src/server/traits/priced_document.ts), never stored as null or past exact cents.
 * A `number` without a YAML `max` or `min` is within ±MAX_NUMBER, finite on both databases
 * (1e308 became Infinity in a sum, null on SQLite, an error on PostgreSQL); an `integer` within
 * PostgreSQL's 32-bit integer column.
 */
import type { FieldDef } from './resource-spec';

/** The largest amount of money a field holds or a total comes to: 999,999,999.99. */
export const MAX_MONEY = 999_999_999.99;
export const MAX_MONEY_CENTS = 99_999_999_999;
/** The largest quantity of a priced line (schema/traits/priced_line.yaml `max`). */
export const MAX_QTY = 1_000_000;
/** The largest magnitude of a `number` field that says no bound of its own. */
export const MAX_NUMBER = 1_000_000_000;
/** integer and reference columns are 32-bit on PostgreSQL. */
export const MAX_INT = 2_147_483_647;
export const MIN_INT = -MAX_INT - 1;

/**
 * Whether `n` can be a record's id: a whole number from 1 to MAX_INT. An id past it names no
 * record (a path answers 404, a query or a body says so), and PostgreSQL never sees it: compared
 * with an integer column it is an error there (500), not a row that is not found.
 */
export const isRecordId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= MAX_INT;

export interface NumericBounds {
  min: number;
  max: number;
}

/** The range a numeric field accepts: its YAML min/max within its type's own bounds; undefined for other types. */
export function numericBounds(f: Pick<FieldDef, 'type' | 'min' | 'max'>): NumericBounds | undefined {
  const within = (least: number, most: number): NumericBounds => ({
    min: f.min !== undefined ? Math.max(f.min, least) : least,
    max: f.max !== undefined ? Math.min(f.max, most) : most,
  });
  switch (f.type) {
    case 'money':
      return within(0, MAX_MONEY);
    case 'number':
      return within(-MAX_NUMBER, MAX_NUMBER);
    case 'integer':
      return within(MIN_INT, MAX_INT);
    default:
      return undefined;
  }
}

/** A bound as a sentence writes it: 1,000,000; 999,999,999.99; -2,147,483,648. */
export const formatBound = (n: number): string => n.toLocaleString('en', { maximumFractionDigits: 4 });

/** A number as a sentence writes a money bound: always two decimals (999,999,999.99; 0.01). */
export const formatMoneyBound = (n: number): string => n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
