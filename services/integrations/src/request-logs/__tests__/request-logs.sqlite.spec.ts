import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { AuditService, configureFieldCipher, mergeDataParts, platformDataParts, type AuthContext } from '@attest/platform';
import { codeLookupFrom, toExternal, toInternal, type MappingRule } from '../../field-mappings/apply-mappings';
import { integrationsDataParts } from '../../integrations-data';
import { ExternalRequestEntity } from '../external-request.entity';
import { redactBody, redactPath } from '../redact';
import { RequestLogsService } from '../request-logs.service';

describe('redaction', () => {
  it('masks SSNs and account numbers by key and in text, replaces secrets, keeps the rest', () => {
    const out = JSON.parse(redactBody({ ssn: '123456789', routingNumber: 21000021, nested: [{ access_token: 'abc', text: 'Bearer xyz.abc SSN 123-45-6789' }], name: 'Ana', id: 4001 })!);
    expect(out).toEqual({ ssn: '*****6789', routingNumber: '****0021', nested: [{ access_token: '[REDACTED]', text: 'Bearer [REDACTED] SSN ***-**-6789' }], name: 'Ana', id: 4001 });
    expect(redactPath('/candidates?ssn=123456789&count=5', { api_key: 'k' })).toBe('/candidates?ssn=[REDACTED]&count=5&api_key=[REDACTED]');
    expect(redactBody('')).toBeNull();
  });
});

describe('apply mappings', () => {
  const rules: MappingRule[] = [
    { internalEntityType: 'APPLICANT', externalEntityType: 'CANDIDATE', internalField: 'first_name', externalField: 'firstName', fieldType: 'STRING', direction: 'BOTH' },
    { internalEntityType: 'APPLICANT', externalEntityType: 'CANDIDATE', internalField: 'home_location', externalField: 'branch.id', fieldType: 'NUMBER', direction: 'OUT' },
    { internalEntityType: 'APPLICANT', externalEntityType: 'CANDIDATE', internalField: 'opt_in_email', externalField: 'emailOk', fieldType: 'BOOLEAN', direction: 'IN' },
    { internalEntityType: 'APPLICANT', externalEntityType: 'CANDIDATE', internalField: 'language', externalField: 'lang', fieldType: 'CODE', codeCategory: 'language', direction: 'BOTH' },
  ];
  const codes = codeLookupFrom([{ category: 'language', code: 'es', external_code: 'SPANISH' }]);

  it('carries each field its way, converts types and translates codes; only present fields by default', () => {
    expect(toExternal(rules, { first_name: 'Ana', home_location: '12', opt_in_email: 1, language: 'es' }, codes)).toEqual({ firstName: 'Ana', branch: { id: 12 }, lang: 'SPANISH' });
    expect(toInternal(rules, { firstName: 'Ana', branch: { id: 3 }, emailOk: 'yes', lang: 'spanish' }, codes)).toEqual({ first_name: 'Ana', opt_in_email: true, language: 'es' });
    expect(toInternal(rules, { lang: 'KLINGON' }, codes)).toEqual({ language: 'KLINGON' });
    expect(toExternal(rules, {}, codes, { onlyPresent: false })).toEqual({ firstName: null, branch: { id: null }, lang: null });
  });
});

describe('external request log on SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    configureFieldCipher(randomBytes(32));
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, integrationsDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => ds?.destroy());

  it('records, lists, reveals and purges', async () => {
    const logs = new RequestLogsService(ds, new AuditService(ds));
    await logs.record({ customerId: 3, adapterId: 1, direction: 'out', method: 'post', path: '/candidates', status: 201, durationMs: 12, requestBody: { ssn: '123-45-6789' }, responseBody: { changedEntityId: 9 } });
    const auth = { party: 'user', customerId: 3, userId: 1 } as AuthContext;
    const [row] = await logs.list(auth, undefined, '1');
    expect(row).toMatchObject({ method: 'POST', status: 201, hasRequestBody: true, hasResponseBody: true });
    expect((await logs.get(auth, row.id, 'false')).requestBody).toEqual({ ssn: '***-**-6789' });
    const raw = (await ds.query('SELECT request_body FROM int_external_requests')) as { request_body: string }[];
    expect(raw[0].request_body).not.toContain('6789');
    expect(await logs.purge(new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect(await ds.getRepository(ExternalRequestEntity).count()).toBe(0);
  });
});
