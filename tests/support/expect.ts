/** Assertions shared by the API suites: the contract's error body, list bodies, token claims. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode, ErrorEntry } from '../../src/shared/wire';

/**
 * The answer is `status` with the contract's errors body: JSON content type, a non-empty
 * `errors` list whose every entry has a title, the status as a string and `code`.
 */
export function expectError(res: LightMyRequestResponse, status: number, code: ErrorCode): ErrorEntry[] {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['errors']);
  expect(Array.isArray(body.errors)).toBe(true);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const entry of body.errors as ErrorEntry[]) {
    expect(typeof entry.title).toBe('string');
    expect(entry.title!.length).toBeGreaterThan(0);
    expect(entry.status).toBe(String(status));
    expect(entry.code).toBe(code);
  }
  return body.errors;
}

/** A 422 whose entries name exactly `fields` (one entry per failing field). */
export function expectFieldErrors(res: LightMyRequestResponse, fields: string[]): ErrorEntry[] {
  const entries = expectError(res, 422, 'VALIDATION_FAILED');
  expect(entries.map((e) => e.meta?.field).sort()).toEqual([...fields].sort());
  return entries;
}

/** The claims inside an access token (no signature check). */
export function claimsOf(token: string): { sub: number; sid: number; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
