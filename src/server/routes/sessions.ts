/**
 * /api/v1/auth/me/sessions: the signed-in user's own sessions (auth/session-list.ts), listed with
 * where each was signed in from, ended one by one or all but the current one (docs/api.md).
 */
import type { FastifyInstance } from 'fastify';
import type { SessionList } from '../auth/session-list';
import { principalOf } from '../plugins/auth';
import { dataOf, EMPTY_DATA, objectOf, routeSchema, text } from '../schemas/common';

const SESSION = {
  title: 'Session',
  ...objectOf(
    {
      id: { type: 'integer' },
      device: text('The browser and system, as "Chrome on Windows"'),
      browser: { type: ['string', 'null'], description: "The browser's family (or the calling program's name)" },
      system: { type: ['string', 'null'], description: 'The operating system' },
      address: { type: ['string', 'null'], description: 'The address it was signed in from' },
      created_at: { type: 'integer', description: 'When it was signed in (unix seconds)' },
      last_seen_at: { type: 'integer', description: 'The last refresh of its tokens, unix seconds (the app refreshes them every ACCESS_TOKEN_TTL while open)' },
      current: { type: 'boolean', description: 'The session this call was made with' },
    },
    ['id', 'device', 'browser', 'system', 'address', 'created_at', 'last_seen_at', 'current'],
  ),
};

export function registerSessionRoutes(app: FastifyInstance, list: SessionList): void {
  const signedIn = { signedIn: true };

  const listed = routeSchema({ tag: 'auth', operationId: 'listMySessions', summary: "The signed-in user's open sessions, the current one first", answer: dataOf({ type: 'array', items: SESSION }) });
  app.get('/api/v1/auth/me/sessions', { config: signedIn, schema: listed }, async (request) => {
    const { user, sessionId } = principalOf(request);
    return { data: await list.list(user.id, sessionId) };
  });

  const ended = routeSchema({
    tag: 'auth',
    operationId: 'endMySession',
    summary: 'End one of your own sessions: its tokens stop working at once, on every server',
    description: "404 for an id that is not one of the user's open sessions. Ending the current one signs out.",
    params: objectOf({ id: { type: 'string', pattern: '^[0-9]{1,15}$', description: 'The session id (GET /auth/me/sessions)' } }, ['id']),
    answer: EMPTY_DATA,
  });
  app.delete('/api/v1/auth/me/sessions/:id', { config: signedIn, schema: ended }, async (request) => {
    await list.end(principalOf(request).user.id, Number((request.params as { id: string }).id));
    return { data: {} };
  });

  const others = routeSchema({
    tag: 'auth',
    operationId: 'endMyOtherSessions',
    summary: 'End every session of yours but the current one',
    answer: dataOf(objectOf({ ended: { type: 'integer', description: 'How many sessions ended' } }, ['ended'])),
  });
  app.post('/api/v1/auth/me/sessions/end-others', { config: signedIn, schema: others }, async (request) => {
    const { user, sessionId } = principalOf(request);
    return { data: { ended: await list.endOthers(user.id, sessionId) } };
  });
}
