/**
 * Bulk status (PATCH /{collection}/status) follows the ability per status: Confirm and Reopen
 * need update, Void is the record's soft delete and needs delete too (shared/abilities.ts
 * statusActions). A technician may update job orders but not void them; the list shows the
 * same (crud/list/BulkStatusButtons.tsx).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';

const PASSWORD = 'Tangerine-Kite-42';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] bulk status by ability`, () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    let technician: number;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      for (const role of ['technician', 'coordinator']) {
        const user = await server.call('POST', '/api/v1/users', { username: `bulk.${role}`, role, password: PASSWORD });
        expect(user.statusCode).toBe(201);
        tokens[role] = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: `bulk.${role}`, password: PASSWORD } })).json().data.token;
        // A technician acts only on jobs assigned to them: the employee linked to their user.
        if (role === 'technician') technician = (await server.call('POST', '/api/v1/employees', { code: 'BULK-T', first_name: 'Bulk', display_name: 'Bulk Tech', user_id: user.json().data.id })).json().data.id;
      }
    });
    afterAll(async () => server?.close());

    const addJob = async () => {
      const res = await server.call('POST', '/api/v1/joborder_headers', { company_name: 'Kopi Pte Ltd', problem_description: 'Aircon leaks', joborder_employee_one: technician });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const statusOf = async (id: number) => (await server.call('GET', `/api/v1/joborder_headers/${id}`)).json().data.status;

    it('a technician may confirm and reopen job orders but not void them (403, nothing written)', async () => {
      const id = await addJob();
      const bulk = (status: string) => server.call('PATCH', '/api/v1/joborder_headers/status', { ids: [id], status }, tokens.technician);
      expectError(await bulk('V'), 403, 'FORBIDDEN');
      expect(await statusOf(id)).toBe('O');
      expect((await bulk('C')).json()).toEqual({ data: { updated: 1 } });
      expect((await bulk('O')).json()).toEqual({ data: { updated: 1 } });
    });

    it('a coordinator (add and edit, no delete, on masterlists) cannot void units of measure; an admin can', async () => {
      const add = await server.call('POST', '/api/v1/uom', { code: 'BULKX', name: 'Bulk test unit' });
      expect(add.statusCode, add.body).toBe(201);
      const id = add.json().data.id;
      expectError(await server.call('PATCH', '/api/v1/uom/status', { ids: [id], status: 'V' }, tokens.coordinator), 403, 'FORBIDDEN');
      expect((await server.call('PATCH', '/api/v1/uom/status', { ids: [id], status: 'V' })).json()).toEqual({ data: { updated: 1 } });
    });
  });
}
