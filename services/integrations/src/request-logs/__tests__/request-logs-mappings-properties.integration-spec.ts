import { DataSource } from 'typeorm';
import { ExternalCodeMapEntity } from '@attest/forms';
import { AuditLogEntity, CustomerConfigService, fieldCipher } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { AdapterPropertiesService } from '../../adapter-properties/adapter-properties.service';
import { AdapterPropertyEntity } from '../../adapter-properties/adapter-property.entity';
import { ADAPTER_IDS } from '../../adapter-properties/adapters';
import { AtsConnectorFactory } from '../../ats/ats-connector.factory';
import { FieldMappingEntity } from '../../field-mappings/field-mapping.entity';
import { FieldMappingsService } from '../../field-mappings/field-mappings.service';
import { ACME, GLOBEX, startAtsKit, type AtsKit } from '../../sync/__tests__/ats-sync-test-app';
import { ExternalRequestEntity } from '../external-request.entity';
import { RequestLogsService, REQUEST_LOG_RETENTION_KEY } from '../request-logs.service';

jest.setTimeout(60_000);

const SSN = '123-45-6789';
const SSN_BARE = '987654321';
const ACCOUNT = '000123456789';
const DAY = 86_400_000;

describe('external request logs, field mappings and adapter properties (MariaDB + Redis)', () => {
  let kit: AtsKit;
  let ds: DataSource;
  let admin: Session;
  let recruiter: Session;
  let globexAdmin: Session;

  beforeAll(async () => {
    kit = await startAtsKit();
    ds = kit.ds;
    admin = await kit.admin(ACME);
    recruiter = await kit.recruiter(ACME);
    globexAdmin = await kit.admin(GLOBEX);
  }, 90_000);
  afterAll(async () => kit.t.close());

  const rawRows = () => ds.query('SELECT id, customer_id, path, request_body, response_body FROM int_external_requests ORDER BY id') as Promise<{ id: number; customer_id: number; path: string; request_body: string | null; response_body: string | null }[]>;

  describe('external request logs', () => {
    let loggedId: number;

    it('logs every outbound ATS call, redacted before storing and encrypted at rest; no SSN or account number anywhere', async () => {
      const connector = await kit.t.app.get(AtsConnectorFactory).forCustomer(ACME);
      await connector.http.call({
        method: 'POST',
        path: '/candidates',
        applicantId: 42,
        body: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', ssn: SSN, bankAccountNumber: ACCOUNT, notes: `ssn ${SSN_BARE} and account ${ACCOUNT}`, password: 'hunter2' },
      });
      const rows = await rawRows();
      // The token call and the create call, both ours.
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((r) => r.customer_id === ACME)).toBe(true);
      for (const r of rows) {
        const raw = `${r.path} ${r.request_body ?? ''} ${r.response_body ?? ''}`;
        const clear = `${r.request_body ? fieldCipher().decrypt(r.request_body) : ''} ${r.response_body ? fieldCipher().decrypt(r.response_body) : ''}`;
        for (const secret of [SSN, SSN_BARE, ACCOUNT, 'hunter2']) {
          expect(raw).not.toContain(secret);
          expect(clear).not.toContain(secret);
        }
        if (r.request_body) {
          expect(r.request_body.startsWith('v1:')).toBe(true);
        }
      }
      // The token request's client secret and the token answer's access token are not kept either.
      const token = rows.find((r) => r.path.includes('oauth'))!;
      const creds = kit.sim.credentials(ACME);
      expect(fieldCipher().decrypt(token.request_body!)).not.toContain(creds.client_secret);
      expect(fieldCipher().decrypt(token.request_body!)).toContain('[REDACTED]');
      const create = await ds.getRepository(ExternalRequestEntity).findOneByOrFail({ customer_id: ACME, method: 'POST', path: '/candidates' });
      expect(create).toMatchObject({ adapter_id: ADAPTER_IDS.atsSimulator, applicant_id: 42, direction: 'out', status: 201 });
      const stored = JSON.parse(create.request_body!) as Record<string, string>;
      expect(stored).toMatchObject({ ssn: '***-**-6789', bankAccountNumber: '********6789', password: '[REDACTED]', firstName: 'Ana' });
      expect(stored.notes).toBe('ssn ***-**-4321 and account ********6789');
      loggedId = create.id;
    });

    it('lists by applicant and adapter; one entry is masked unless revealed, and the reveal is audited', async () => {
      const all = await kit.call('GET', '/api/v1/externalrequests', { session: admin });
      expect(all.status).toBe(200);
      expect(all.body.length).toBeGreaterThanOrEqual(2);
      expect(all.body[0]).not.toHaveProperty('requestBody');
      const byApplicant = await kit.call('GET', '/api/v1/externalrequests?applicantId=42', { session: admin });
      expect(byApplicant.body.map((r: { id: number }) => r.id)).toEqual([loggedId]);
      expect((await kit.call('GET', `/api/v1/externalrequests?adapterId=${ADAPTER_IDS.wotc}`, { session: admin })).body).toEqual([]);

      const masked = await kit.call('GET', `/api/v1/externalrequests/${loggedId}`, { session: admin });
      expect(masked.status).toBe(200);
      expect(masked.body).toMatchObject({ isEncrypted: true, requestBody: { firstName: '•••', ssn: '•••' } });
      const auditsBefore = await ds.getRepository(AuditLogEntity).countBy({ entity: 'external_request', entity_id: String(loggedId) });
      expect(auditsBefore).toBe(0);

      const revealed = await kit.call('GET', `/api/v1/externalrequests/${loggedId}?isEncrypted=false`, { session: admin });
      expect(revealed.body).toMatchObject({ isEncrypted: false, requestBody: { firstName: 'Ana', ssn: '***-**-6789', bankAccountNumber: '********6789' } });
      expect(JSON.stringify(revealed.body)).not.toContain(SSN);
      expect(JSON.stringify(revealed.body)).not.toContain(ACCOUNT);
      expect(await ds.getRepository(AuditLogEntity).countBy({ entity: 'external_request', entity_id: String(loggedId), action: 'reveal' })).toBe(1);
    });

    it('another customer gets 404, a role without integrations.manage 403, and neither reveal is audited', async () => {
      expect((await kit.call('GET', `/api/v1/externalrequests/${loggedId}?isEncrypted=false`, { session: globexAdmin })).status).toBe(404);
      expect((await kit.call('GET', '/api/v1/externalrequests', { session: globexAdmin })).body).toEqual([]);
      expect((await kit.call('GET', `/api/v1/externalrequests/${loggedId}?isEncrypted=false`, { session: recruiter })).status).toBe(403);
      expect((await kit.call('GET', '/api/v1/externalrequests', { session: recruiter })).status).toBe(403);
      expect(await ds.getRepository(AuditLogEntity).countBy({ entity: 'external_request', entity_id: String(loggedId), action: 'reveal' })).toBe(1);
    });

    it('records an inbound webhook with its applicant, redacted the same way', async () => {
      await kit.t.app.get(RequestLogsService).recordInbound({ customerId: GLOBEX, adapterId: ADAPTER_IDS.atsSimulator, method: 'POST', path: '/webhooks/ats?signature=abc', status: 202, durationMs: 3, applicantId: 7, requestBody: JSON.stringify({ event: 'UPDATED', candidate: { ssn: SSN } }) });
      const list = await kit.call('GET', '/api/v1/externalrequests?applicantId=7', { session: globexAdmin });
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({ direction: 'in', status: 202, path: '/webhooks/ats?signature=[REDACTED]' });
      const one = await kit.call('GET', `/api/v1/externalrequests/${list.body[0].id}?isEncrypted=false`, { session: globexAdmin });
      expect(one.body.requestBody).toEqual({ event: 'UPDATED', candidate: { ssn: '***-**-6789' } });
    });

    it('the daily purge deletes entries older than the customer retention (fake clock)', async () => {
      const repo = ds.getRepository(ExternalRequestEntity);
      const now = new Date('2031-03-10T03:41:00Z');
      const at = (days: number) => new Date(now.getTime() - days * DAY);
      const base = { adapter_id: 1, direction: 'out' as const, applicant_id: null, method: 'GET', path: '/x', status: 200, duration_ms: 1, error: null, request_body: null, response_body: null };
      const [a10, a40, g3, g6] = await repo.save([
        { ...base, customer_id: ACME, created_at: at(10) },
        { ...base, customer_id: ACME, created_at: at(40) },
        { ...base, customer_id: GLOBEX, created_at: at(3) },
        { ...base, customer_id: GLOBEX, created_at: at(6) },
      ]);
      await kit.t.app.get(CustomerConfigService).setForCustomer(GLOBEX, REQUEST_LOG_RETENTION_KEY, '5');
      const before = await repo.count();
      const deleted = await kit.t.app.get(RequestLogsService).purge(now);
      // ACME keeps the default 30 days: the 40-day entry goes; GLOBEX keeps 5: the 6-day one goes. Every real entry (made "now" in 2026) is older than both.
      const left = await repo.findBy({});
      const ids = left.map((r) => r.id);
      expect(ids).toEqual(expect.arrayContaining([a10.id, g3.id]));
      expect(ids).not.toContain(a40.id);
      expect(ids).not.toContain(g6.id);
      expect(deleted).toBe(before - left.length);
      expect(left).toHaveLength(2);
    });
  });

  describe('field mappings', () => {
    const base = '/api/v1/integrations/simulator/config/field-map';
    const body = { internalEntityType: 'APPLICANT', externalEntityType: 'CANDIDATE', internalField: 'middle_name', externalField: 'customText1', fieldType: 'STRING' };
    let id: number;

    it('answers the catalogues: entity types, fields, field types', async () => {
      expect((await kit.call('GET', `${base}/internal-entity-types`, { session: admin })).body).toEqual(['APPLICANT', 'PLACEMENT', 'CREDENTIAL']);
      expect((await kit.call('GET', `${base}/external-entity-types?internalEntityType=APPLICANT`, { session: admin })).body).toEqual(['CANDIDATE']);
      const internal = await kit.call('GET', `${base}/internal-fields?internalEntityType=APPLICANT`, { session: admin });
      expect(internal.body).toEqual(expect.arrayContaining([{ field: 'first_name', fieldType: 'STRING' }, { field: 'state', fieldType: 'CODE', codeCategory: 'state' }]));
      expect((await kit.call('GET', `${base}/internal-fields?internalEntityType=NOPE`, { session: admin })).body.messageKey).toBe('field_map_internal_entity_type_unknown');
      expect((await kit.call('GET', `${base}/external-fields`, { session: admin })).body.CANDIDATE).toEqual(expect.arrayContaining([{ field: 'firstName', fieldType: 'STRING' }]));
      expect((await kit.call('GET', `${base}/field-types`, { session: admin })).body).toEqual(['STRING', 'NUMBER', 'BOOLEAN', 'DATE', 'CODE']);
      expect((await kit.call('GET', '/api/v1/integrations/nope/config/field-map/field-types', { session: admin })).status).toBe(404);
    });

    it('creates, reads, changes, filters and deletes a mapping; bad input is 400 with field keys; a clash 409', async () => {
      const created = await kit.call('POST', `${base}/mapping`, { session: admin, body });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...body, direction: 'BOTH', codeCategory: null });
      id = created.body.mappingId;
      expect((await kit.call('GET', `${base}/mapping/${id}`, { session: admin })).body).toMatchObject(body);
      const changed = await kit.call('PUT', `${base}/mapping/${id}`, { session: admin, body: { ...body, direction: 'OUT' } });
      expect(changed.body.direction).toBe('OUT');
      const filtered = await kit.call('POST', base, { session: admin, body: { internalEntityType: 'APPLICANT', search: 'custom' } });
      expect(filtered.status).toBe(200);
      expect(filtered.body.map((m: { mappingId: number }) => m.mappingId)).toEqual([id]);

      const bad = await kit.call('POST', `${base}/mapping`, { session: admin, body: { ...body, internalField: 'ssn', externalField: 'a b', fieldType: 'CODE' } });
      expect(bad.status).toBe(400);
      expect(bad.body.details.fields).toEqual({ internalField: 'field_map_internal_field_unknown', externalField: 'field_map_external_field_invalid', codeCategory: 'field_map_code_category_required' });
      const clash = await kit.call('POST', `${base}/mapping`, { session: admin, body: { ...body, internalField: 'first_name' } });
      expect(clash.status).toBe(409);
      expect(clash.body.messageKey).toBe('field_map_external_field_taken');
      expect(await ds.getRepository(FieldMappingEntity).countBy({ customer_id: ACME })).toBe(1);
      expect(await ds.getRepository(AuditLogEntity).countBy({ entity: 'field_mapping', entity_id: String(id) })).toBe(2);
    });

    it('another customer gets 404 and a forbidden role 403; nothing changes', async () => {
      for (const [m, p] of [['GET', `${base}/mapping/${id}`], ['PUT', `${base}/mapping/${id}`], ['DELETE', `${base}/mapping/${id}`]] as const) {
        expect((await kit.call(m, p, { session: globexAdmin, body: m === 'PUT' ? { ...body, externalField: 'customText2' } : undefined })).status).toBe(404);
      }
      expect((await kit.call('POST', base, { session: globexAdmin, body: {} })).body).toEqual([]);
      for (const [m, p] of [['POST', `${base}/mapping`], ['PUT', `${base}/mapping/${id}`], ['DELETE', `${base}/mapping/${id}`], ['POST', `${base}/default-fields`], ['GET', `${base}/field-types`]] as const) {
        expect((await kit.call(m, p, { session: recruiter, body: m === 'DELETE' || m === 'GET' ? undefined : { ...body, externalField: 'customText3' } })).status).toBe(403);
      }
      const row = await ds.getRepository(FieldMappingEntity).findOneByOrFail({ id });
      expect(row).toMatchObject({ customer_id: ACME, external_field: 'customText1', direction: 'OUT' });
      expect(await ds.getRepository(FieldMappingEntity).count()).toBe(1);
    });

    it('saves several at once all or nothing, adds the default fields once, and deletes', async () => {
      const failing = await kit.call('POST', `${base}/field-mappings`, { session: admin, body: { mappings: [{ ...body, externalField: 'customText2', internalField: 'home_phone' }, { ...body, internalField: 'nope' }] } });
      expect(failing.status).toBe(400);
      expect(await ds.getRepository(FieldMappingEntity).countBy({ customer_id: ACME })).toBe(1);
      const saved = await kit.call('POST', `${base}/field-mappings`, { session: admin, body: { mappings: [{ ...body, externalField: 'customText2', internalField: 'home_phone' }, { ...body, mappingId: id, direction: 'IN' }] } });
      expect(saved.status).toBe(200);
      expect(saved.body.map((m: { direction: string }) => m.direction)).toEqual(['BOTH', 'IN']);

      const defaults = await kit.call('POST', `${base}/default-fields`, { session: admin });
      expect(defaults.status).toBe(200);
      expect(defaults.body).toHaveLength(2 + 14);
      expect((await kit.call('POST', `${base}/default-fields`, { session: admin })).body).toHaveLength(16);
      expect((await kit.call('DELETE', `${base}/mapping/${id}`, { session: admin })).status).toBe(204);
      expect((await kit.call('GET', `${base}/mapping/${id}`, { session: admin })).status).toBe(404);
    });

    it('a mapping set drives both directions, codes through the external code maps; defaults while none is saved', async () => {
      await ds.getRepository(ExternalCodeMapEntity).save({ customer_id: ACME, category: 'state', code: 'MT', external_code: 'Montana' });
      await kit.call('POST', `${base}/mapping`, { session: admin, body: { internalEntityType: 'APPLICANT', externalEntityType: 'CANDIDATE', internalField: 'county', externalField: 'address.county', fieldType: 'STRING', direction: 'OUT' } });
      const stateRow = await ds.getRepository(FieldMappingEntity).findOneByOrFail({ customer_id: ACME, internal_field: 'state' });
      await kit.call('PUT', `${base}/mapping/${stateRow.id}`, { session: admin, body: { internalEntityType: 'APPLICANT', externalEntityType: 'CANDIDATE', internalField: 'state', externalField: 'address.state', fieldType: 'CODE', codeCategory: 'state' } });
      const set = await kit.t.app.get(FieldMappingsService).mappingSet(ACME, 'simulator', 'APPLICANT', 'CANDIDATE');
      expect(set.toExternal({ first_name: 'Ana', state: 'MT', county: 'Lewis and Clark' })).toEqual({ firstName: 'Ana', address: { state: 'Montana', county: 'Lewis and Clark' } });
      expect(set.toInternal({ firstName: 'Ana', address: { state: 'montana', county: 'X', city: 'Helena' } })).toEqual({ first_name: 'Ana', state: 'MT', city: 'Helena' });
      // GLOBEX saved nothing: the simulator defaults, codes unchanged.
      const globex = await kit.t.app.get(FieldMappingsService).mappingSet(GLOBEX, 'simulator', 'APPLICANT', 'CANDIDATE');
      expect(globex.toExternal({ first_name: 'Bo', state: 'MT' })).toEqual({ firstName: 'Bo', address: { state: 'MT' } });
    });
  });

  describe('adapter properties', () => {
    const path = `/api/v1/adapterProperties/${ADAPTER_IDS.atsSimulator}`;

    it('saves plain and secret properties; a secret is stored encrypted, answered masked and kept when sent back masked', async () => {
      const saved = await kit.call('POST', path, { session: admin, body: { properties: [{ name: 'DISABLE_SYNC_FROM_ATS', value: 'true' }, { name: 'webhook_secret', value: 's3cr3t-value' }] } });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual([
        expect.objectContaining({ name: 'DISABLE_SYNC_FROM_ATS', value: 'true', secret: false }),
        expect.objectContaining({ name: 'webhook_secret', value: '********', secret: true }),
      ]);
      const row = await ds.getRepository(AdapterPropertyEntity).findOneByOrFail({ customer_id: ACME, name: 'webhook_secret' });
      expect(row.value).not.toContain('s3cr3t');
      const props = kit.t.app.get(AdapterPropertiesService);
      expect(await props.value(ACME, ADAPTER_IDS.atsSimulator, 'webhook_secret')).toBe('s3cr3t-value');
      expect(await props.isOn(ACME, ADAPTER_IDS.atsSimulator)).toBe(true);
      await kit.call('POST', path, { session: admin, body: { name: 'webhook_secret', value: '********' } });
      expect(await props.value(ACME, ADAPTER_IDS.atsSimulator, 'webhook_secret')).toBe('s3cr3t-value');
      expect((await kit.call('GET', path, { session: admin })).body.map((p: { value: string }) => p.value)).toEqual(['true', '********']);
      const audits = await ds.getRepository(AuditLogEntity).findBy({ entity: 'adapter_property' });
      expect(audits.length).toBe(3);
      expect(JSON.stringify(audits)).not.toContain('s3cr3t');
      expect((await kit.call('POST', path, { session: admin, body: { name: '1 bad', value: 'x' } })).body.details.fields).toEqual({ name: 'adapter_property_name_invalid' });
      expect((await kit.call('GET', '/api/v1/adapterProperties/99', { session: admin })).status).toBe(404);
    });

    it('another customer 404 / sees none, a forbidden role 403; nothing changes', async () => {
      const row = await ds.getRepository(AdapterPropertyEntity).findOneByOrFail({ customer_id: ACME, name: 'DISABLE_SYNC_FROM_ATS' });
      expect((await kit.call('GET', path, { session: globexAdmin })).body).toEqual([]);
      expect((await kit.call('DELETE', `${path}/property/${row.id}`, { session: globexAdmin })).status).toBe(404);
      expect((await kit.call('DELETE', `${path}/property/${row.id}`, { session: recruiter })).status).toBe(403);
      expect((await kit.call('POST', path, { session: recruiter, body: { name: 'DISABLE_SYNC_FROM_ATS', value: 'false' } })).status).toBe(403);
      expect((await kit.call('GET', path, { session: recruiter })).status).toBe(403);
      expect(await ds.getRepository(AdapterPropertyEntity).findOneByOrFail({ id: row.id })).toMatchObject({ value: 'true' });
      expect(await ds.getRepository(AdapterPropertyEntity).countBy({ customer_id: GLOBEX })).toBe(0);
      expect((await kit.call('DELETE', `${path}/property/${row.id}`, { session: admin })).status).toBe(204);
      expect(await ds.getRepository(AdapterPropertyEntity).countBy({ id: row.id })).toBe(0);
    });
  });
});
