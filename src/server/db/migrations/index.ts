/**
 * The hand-written migration steps, in order (db/migrate.ts says when they run). Add a step as
 * `NNNN-what-it-does.ts` beside this file, exporting `up(db, dialect)`, and list it here;
 * tests/server/migrations.test.ts checks this list against the files.
 */
import type { Migration } from '../migrate';
import jobTypeReference from './0001-job-type-reference';
import raisedRequestsReopened from './0002-raised-requests-reopened';
import invoicesSettled from './0003-invoices-settled';
import sgdAmounts from './0004-sgd-amounts';

export const MIGRATIONS: Migration[] = [jobTypeReference, raisedRequestsReopened, invoicesSettled, sgdAmounts];
