/**
 * How a portal route knows its caller (issue 40): `portalRoute(access)` is the route's options
 * fragment: public to the staff authentication (plugins/auth.ts: no staff principal, never a staff
 * token), with the portal session looked up before the body is validated (401 before 422). Each
 * handler reads `callerOf(request)` and answers only its company's records; a record of another
 * company is 404, as one that does not exist. A document link's session reaches one document only.
 */
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { forbidden, notFound } from '../errors';
import type { DocumentKind, PortalAccess, PortalCaller } from './access';
import { portalWord } from './words';

declare module 'fastify' {
  interface FastifyRequest {
    portal: PortalCaller | null;
  }
}

export function decoratePortal(app: FastifyInstance): void {
  app.decorateRequest('portal', null);
}

export function portalRoute(access: PortalAccess): { config: { public: true; ownCredentials: true }; preValidation: preValidationHookHandler } {
  return {
    config: { public: true, ownCredentials: true },
    preValidation: (request, _reply, done) => {
      access.authenticate(request.headers.authorization, request.headers['accept-language']).then(
        (caller) => {
          request.portal = caller;
          done();
        },
        (e) => done(e),
      );
    },
  };
}

export function callerOf(request: FastifyRequest): PortalCaller {
  if (!request.portal) throw new Error('portal route was not authenticated');
  return request.portal;
}

/** The 404 of a record that is not the caller's (or not at all): the same sentence either way. */
export const notTheirs = (caller: PortalCaller, what: string) => notFound(portalWord(caller.language, 'notFound', { what }));

/** A document link's session reaches its one document: any other is not there for it (404). */
export function reach(caller: PortalCaller, kind: DocumentKind, id: number, what: string): void {
  if (caller.scope && (caller.scope.kind !== kind || caller.scope.id !== id)) throw notTheirs(caller, what);
}

/** A route over the whole portal (statement, sites, requests): not for a document link's session (403). */
export function wholePortal(caller: PortalCaller): void {
  if (caller.scope) throw forbidden(portalWord(caller.language, 'documentOnly'));
}

/** Which of a list a document link's session sees: only its document, when of this kind. */
export function scopedIds(caller: PortalCaller, kind: DocumentKind): number[] | null {
  if (!caller.scope) return null;
  return caller.scope.kind === kind ? [caller.scope.id] : [];
}

/** A path's id as a record id; anything else is no record (404). */
export function idOf(request: FastifyRequest, caller: PortalCaller, what: string): number {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id < 1) throw notTheirs(caller, what);
  return id;
}
