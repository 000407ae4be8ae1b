/**
 * Records that hang on another record (notes, documents, timeline headers, comments and their
 * files) inherit that record's ability, and their author comes from the session (issue 11).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors } from '../support/expect';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] panels inherit the record they hang on`, () => {
    let server: TestServer;
    const token: Record<string, string> = {};
    const id: Record<string, number> = {};
    const as = (who: string) => ({
      get: (url: string) => server.call('GET', url, undefined, token[who]),
      post: (url: string, body: Rec) => server.call('POST', url, body, token[who]),
      patch: (url: string, body: Rec) => server.call('PATCH', url, body, token[who]),
      del: (url: string) => server.call('DELETE', url, undefined, token[who]),
    });
    const admin = () => as('admin');
    const created = async (res: Awaited<ReturnType<TestServer['call']>>) => {
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as Rec;
    };
    const filterExt = (text: string) => `filterExt=${encodeURIComponent(text)}`;
    /** Each panel collection with its row on the job (a technician reads it) and on the admin user (they do not). */
    const onJobAndOnUser = (): Array<[string, number, number]> => [
      ['notes', id.jobNote, id.userNote],
      ['documents', id.jobDoc, id.userDoc],
      ['timeline_headers', id.jobHeader, id.userHeader],
      ['timelines', id.jobComment, id.userComment],
    ];

    beforeAll(async () => {
      server = await startTestServer(dialect);
      token.admin = server.token;
      id.admin = (await server.call('GET', '/api/v1/auth/me')).json().data.id;
      for (const [username, role] of [['tech', 'technician'], ['tech2', 'technician'], ['boss', 'custadmin']]) {
        const user = await created(await server.call('POST', '/api/v1/users', { username, role, password: `${username}-password-1` }));
        id[username] = user.id;
        token[username] = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password: `${username}-password-1` } })).json().data.token;
      }
      // Both technicians work the job (a technician reaches only the panels of jobs assigned to them: security-access.test.ts).
      id.techEmp = (await created(await admin().post('/api/v1/employees', { code: 'T1', first_name: 'Tech', display_name: 'Tech One', user_id: id.tech }))).id;
      id.tech2Emp = (await created(await admin().post('/api/v1/employees', { code: 'T2', first_name: 'Tech2', display_name: 'Tech Two', user_id: id.tech2 }))).id;
      id.job = (await created(await admin().post('/api/v1/joborder_headers', { company_name: 'Acme', problem_description: 'Leak', joborder_employee_one: id.techEmp, joborder_employee_two: id.tech2Emp }))).id;
      id.company = (await created(await admin().post('/api/v1/companies', { company_id: 'C-1', company_name: 'Acme', email: 'acme@example.com' }))).id;
      // The administrator's notes: one on a job, one on the administrator's own user record.
      id.jobNote = (await created(await admin().post('/api/v1/notes', { module: 'joborder_headers', header_id: id.job, notes: 'job note' }))).id;
      id.userNote = (await created(await admin().post('/api/v1/notes', { module: 'users', header_id: id.admin, notes: 'about the admin' }))).id;
      id.jobDoc = (await created(await admin().post('/api/v1/documents', { module: 'joborder_headers', header_id: id.job, name: 'Photos', file: 'photo.txt' }))).id;
      id.userDoc = (await created(await admin().post('/api/v1/documents', { module: 'users', header_id: id.admin, name: 'Contract', file: 'contract.txt' }))).id;
      for (const [doc, text] of [[id.jobDoc, 'photo'], [id.userDoc, 'salary']] as const) {
        const folder = join(server.settings.storageDir, 'documents', String(doc));
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, doc === id.jobDoc ? 'photo.txt' : 'contract.txt'), text);
      }
      id.jobHeader = (await created(await admin().post('/api/v1/timeline_headers', { module: 'joborder_headers', header_type: 'comment', header_id: id.job }))).id;
      id.userHeader = (await created(await admin().post('/api/v1/timeline_headers', { module: 'users', header_type: 'comment', header_id: id.admin }))).id;
      id.jobComment = (await created(await admin().post('/api/v1/timelines', { header: id.jobHeader, remarks: 'called the customer' }))).id;
      id.userComment = (await created(await admin().post('/api/v1/timelines', { header: id.userHeader, remarks: 'raise pending' }))).id;
    });
    afterAll(async () => server?.close());

    describe('reading', () => {
      it('a filter on a collection the reader may not read is refused (403), not answered', async () => {
        expectError(await as('tech').get(`/api/v1/notes?${filterExt("module='users'")}`), 403, 'FORBIDDEN');
        expectError(await as('tech').get(`/api/v1/documents?${filterExt(`header_id=${id.admin},module='users'`)}`), 403, 'FORBIDDEN');
        expectError(await as('tech').get(`/api/v1/timelines?${filterExt(`header=${id.userHeader}`)}`), 403, 'FORBIDDEN');
        const jobNotes = await as('tech').get(`/api/v1/notes?${filterExt(`header_id=${id.job},module='joborder_headers'`)}`);
        expect(jobNotes.json().data.map((n: Rec) => n.id)).toEqual([id.jobNote]);
        expect((await as('tech').get(`/api/v1/timelines?${filterExt(`header=${id.jobHeader}`)}`)).json().data.map((t: Rec) => t.id)).toEqual([id.jobComment]);
      });

      it('a list without a filter shows only the rows whose record the reader may read', async () => {
        for (const [collection, visible, hidden] of onJobAndOnUser()) {
          const res = await as('tech').get(`/api/v1/${collection}?page[size]=100`);
          expect(res.statusCode, res.body).toBe(200);
          const ids = res.json().data.map((r: Rec) => r.id);
          expect(ids, collection).toContain(visible);
          expect(ids, collection).not.toContain(hidden);
          expect(res.json().meta.page.total, collection).toBe(ids.length);
          // The administrator sees both.
          expect((await admin().get(`/api/v1/${collection}?page[size]=100`)).json().data.map((r: Rec) => r.id), collection).toEqual(expect.arrayContaining([visible, hidden]));
        }
      });

      it('one record, and its file under /api/static, need read on the record it hangs on', async () => {
        for (const [collection, allowed, refused] of onJobAndOnUser()) {
          expect((await as('tech').get(`/api/v1/${collection}/${allowed}`)).statusCode, collection).toBe(200);
          expectError(await as('tech').get(`/api/v1/${collection}/${refused}`), 403, 'FORBIDDEN');
        }
        const file = (doc: number, name: string) => server.app.inject({ method: 'GET', url: `/api/static/documents/${doc}/${name}`, headers: { authorization: `Bearer ${token.tech}` } });
        expect((await file(id.jobDoc, 'photo.txt')).body).toBe('photo');
        const refused = await file(id.userDoc, 'contract.txt');
        expectError(refused, 403, 'FORBIDDEN');
        expect(refused.body).not.toContain('salary');
        expectError(await server.call('GET', `/api/v1/files/sign?path=${encodeURIComponent(`documents/${id.userDoc}/contract.txt`)}`, undefined, token.tech), 403, 'FORBIDDEN');
      });

      it('a note whose record is gone is not found (404)', async () => {
        const job = await created(await admin().post('/api/v1/joborder_headers', { company_name: 'Gone', problem_description: 'x', joborder_employee_one: id.techEmp }));
        const note = await created(await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: job.id, notes: 'soon orphaned' }));
        expect((await admin().del(`/api/v1/joborder_headers/${job.id}`)).statusCode).toBe(200);
        expectError(await as('tech').get(`/api/v1/notes/${note.id}`), 404, 'NOT_FOUND');
      });
    });

    describe('writing', () => {
      it('needs update on the record: a technician notes a job, not a company they only read, nor a user', async () => {
        expect((await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: id.job, notes: 'mine' })).statusCode).toBe(201);
        expectError(await as('tech').post('/api/v1/notes', { module: 'companies', header_id: id.company, notes: 'x' }), 403, 'FORBIDDEN');
        expectError(await as('tech').post('/api/v1/notes', { module: 'users', header_id: id.admin, notes: 'x' }), 403, 'FORBIDDEN');
        expectError(await as('tech').post('/api/v1/documents', { module: 'users', header_id: id.admin, name: 'x' }), 403, 'FORBIDDEN');
        expectError(await as('tech').post('/api/v1/timeline_headers', { module: 'users', header_type: 'comment', header_id: id.admin }), 403, 'FORBIDDEN');
        expectError(await as('tech').post('/api/v1/timelines', { header: id.userHeader, remarks: 'x' }), 403, 'FORBIDDEN');
        expectError(await as('tech').patch(`/api/v1/timeline_headers/${id.userHeader}`, { header_type: 'x' }), 403, 'FORBIDDEN');
        expectError(await as('tech').patch('/api/v1/notes/status', { ids: [id.userNote], status: 'V' }), 403, 'FORBIDDEN');
        // Nothing was written.
        const userNotes = (await admin().get(`/api/v1/notes?status=all&${filterExt("module='users'")}`)).json().data;
        expect(userNotes.map((n: Rec) => n.id)).toEqual([id.userNote]);
        expect(userNotes[0].status).toBe('O');
      });

      it('refuses a record that does not exist or a module that is no collection (422)', async () => {
        expectFieldErrors(await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: 987654, notes: 'x' }), ['header_id']);
        expectFieldErrors(await as('tech').post('/api/v1/notes', { module: 'no_such_thing', header_id: 1, notes: 'x' }), ['module']);
        expectFieldErrors(await as('tech').post('/api/v1/timelines', { header: 987654, remarks: 'x' }), ['header']);
        // Ids beyond 32 bits (PostgreSQL's integer) reach no query: 422 or an empty answer, never a 500.
        expectFieldErrors(await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: 2 ** 40, notes: 'x' }), ['header_id']);
        expect((await as('tech').get(`/api/v1/timelines?${filterExt(`header=${2 ** 40}`)}`)).json().data).toEqual([]);
        expect((await as('tech').patch('/api/v1/notes/status', { ids: [2 ** 40], status: 'O' })).json().data).toEqual({ updated: 0 }); // O: a bulk Void also needs delete, which a technician lacks
      });

      it('moving a note onto a record the writer may not update is refused', async () => {
        const note = await created(await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: id.job, notes: 'to move' }));
        expectError(await as('tech').patch(`/api/v1/notes/${note.id}`, { module: 'users', header_id: id.admin }), 403, 'FORBIDDEN');
        expect((await as('tech').get(`/api/v1/notes/${note.id}`)).json().data.module).toBe('joborder_headers');
      });
    });

    describe('authors', () => {
      it('the author of a note or a comment is the signed-in user; naming someone else is refused (422)', async () => {
        const note = await created(await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: id.job, notes: 'by tech' }));
        expect(note.user_id).toBe(id.tech);
        const comment = await created(await as('tech').post('/api/v1/timelines', { header: id.jobHeader, remarks: 'by tech' }));
        expect(comment.user_id).toBe(id.tech);
        expectFieldErrors(await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: id.job, notes: 'as admin', user_id: id.admin }), ['user_id']);
        expectFieldErrors(await as('tech').post('/api/v1/timelines', { header: id.jobHeader, remarks: 'as admin', user_id: id.admin }), ['user_id']);
        expectFieldErrors(await as('tech').post('/api/v1/documents', { module: 'joborder_headers', header_id: id.job, name: 'as admin', user_id: id.admin }), ['user_id']);
        expectFieldErrors(await as('tech').patch(`/api/v1/notes/${note.id}`, { user_id: id.admin }), ['user_id']);
        // Sending oneself is fine.
        expect((await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: id.job, notes: 'me', user_id: id.tech })).statusCode).toBe(201);
      });

      it("only the author changes a note or a comment: not another technician, not the administrator's", async () => {
        const note = await created(await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: id.job, notes: 'original' }));
        const comment = await created(await as('tech').post('/api/v1/timelines', { header: id.jobHeader, remarks: 'original' }));
        expectError(await as('tech2').patch(`/api/v1/notes/${note.id}`, { notes: 'hijacked' }), 403, 'FORBIDDEN');
        expectError(await as('tech2').patch(`/api/v1/timelines/${comment.id}`, { remarks: 'hijacked' }), 403, 'FORBIDDEN');
        expectError(await as('tech').patch(`/api/v1/notes/${id.jobNote}`, { notes: 'edited the admin note' }), 403, 'FORBIDDEN');
        expectError(await as('tech').patch(`/api/v1/timelines/${id.jobComment}`, { remarks: 'edited the admin comment' }), 403, 'FORBIDDEN');
        expectError(await as('tech').patch('/api/v1/notes/status', { ids: [id.jobNote], status: 'V' }), 403, 'FORBIDDEN');
        expect((await admin().get(`/api/v1/notes/${id.jobNote}`)).json().data.notes).toBe('job note');
        const own = await as('tech').patch(`/api/v1/notes/${note.id}`, { notes: 'edited by me' });
        expect(own.statusCode, own.body).toBe(200);
        expect(own.json().data).toMatchObject({ notes: 'edited by me', user_id: id.tech });
      });

      it('whoever may manage notes edits anyone\'s and may name the author (imports)', async () => {
        const note = await created(await as('tech').post('/api/v1/notes', { module: 'joborder_headers', header_id: id.job, notes: 'x' }));
        expect((await as('boss').patch(`/api/v1/notes/${note.id}`, { notes: 'tidied' })).statusCode).toBe(200);
        const imported = await created(await as('boss').post('/api/v1/notes', { module: 'joborder_headers', header_id: id.job, notes: 'imported', user_id: id.tech }));
        expect(imported.user_id).toBe(id.tech);
        expect((await as('boss').del(`/api/v1/notes/${note.id}`)).statusCode).toBe(200);
      });
    });
  });
}
