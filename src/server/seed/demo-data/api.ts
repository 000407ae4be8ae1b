/**
 * The demo data goes in through the API, as an administrator's requests would (app.inject): the
 * same validation, numbering, line totals and audit entries as any user's write.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Settings } from '../../config';
import type { Database } from '../../db/connect';
import { Sessions } from '../../auth/sessions';
import { ADMIN_ROLE } from '../../auth/roles';

export type Rec = Record<string, any>;

export class DemoApi {
  /** Records created, per collection (child lines not counted). */
  readonly created: Record<string, number> = {};

  private constructor(
    private readonly app: FastifyInstance,
    private readonly token: string,
  ) {}

  /** A session of the first active administrator (the one the first start created). */
  static async signIn(app: FastifyInstance, database: Database, settings: Settings): Promise<DemoApi> {
    const admin = await database.db.selectFrom('users').selectAll().where('role', '=', ADMIN_ROLE).where('status', '=', 'O').orderBy('id').executeTakeFirst();
    if (!admin) throw new Error(`There is no active user with role ${ADMIN_ROLE} to load the demo data as.`);
    const { token } = await new Sessions(database.db, settings).startSession(admin);
    return new DemoApi(app, token);
  }

  private async call(method: InjectOptions['method'], url: string, body?: unknown): Promise<Rec> {
    const res = await this.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${this.token}`, 'x-requested-with': 'XMLHttpRequest' },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}\n${body ? JSON.stringify(body) : ''}`);
    return res.json();
  }

  async create(collection: string, body: Rec): Promise<Rec> {
    const { data } = await this.call('POST', `/api/v1/${collection}`, body);
    this.created[collection] = (this.created[collection] ?? 0) + 1;
    return data;
  }

  async update(collection: string, id: number, body: Rec): Promise<Rec> {
    return (await this.call('PATCH', `/api/v1/${collection}/${id}`, body)).data;
  }

  /** Every record of a collection, whatever its status. */
  async all(collection: string, query = ''): Promise<Rec[]> {
    return (await this.call('GET', `/api/v1/${collection}?status=all&sort=id&page[size]=10000${query}`)).data;
  }

  /** The records of `collection` whose `key` values `bodies` name, by key; those missing are created. */
  async ensureAll(collection: string, key: string, bodies: Rec[]): Promise<Map<string, Rec>> {
    const byKey = new Map((await this.all(collection)).map((r) => [String(r[key]), r]));
    for (const body of bodies) if (!byKey.has(String(body[key]))) byKey.set(String(body[key]), await this.create(collection, body));
    return byKey;
  }

  /** A domain call (api-contract.md "Domain calls"); `counts` names the collection a new record lands in. */
  async domain(method: InjectOptions['method'], path: string, body?: unknown, counts?: string): Promise<Rec> {
    const { data } = await this.call(method, `/api/v1/${path}`, body);
    if (counts) this.created[counts] = (this.created[counts] ?? 0) + 1;
    return data;
  }

  async setStatus(collection: string, ids: number[], status: string): Promise<void> {
    await this.call('PATCH', `/api/v1/${collection}/status`, { ids, status });
  }

  async signOut(): Promise<void> {
    await this.call('GET', '/api/v1/auth/logout/');
  }
}
