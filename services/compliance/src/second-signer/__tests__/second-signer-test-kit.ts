import { CustomerEntity, LocationEntity } from '@attest/identity';
import { ACME, GLOBEX, HQ, insertApplicant, sessionFor, signedSection1, WEST, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { HASH_ROUTE_PATTERN } from '../second-signer-link';

/** The customers and locations the links name (the compliance kit has only ids). */
export async function insertCustomers(k: ComplianceKit): Promise<void> {
  const now = new Date();
  await k.ds.getRepository(CustomerEntity).save([
    { id: ACME, customer_code: 'acme', name: 'Acme Staffing Co', active: 1, created_at: now },
    { id: GLOBEX, customer_code: 'globex', name: 'Globex', active: 1, created_at: now },
  ]);
  await k.ds.getRepository(LocationEntity).save([
    { location_id: HQ, customer_id: ACME, location_code: 'hq', name: 'HQ' },
    { location_id: WEST, customer_id: ACME, location_code: 'west', name: 'West' },
  ]);
}

export interface Employee {
  id: number;
  session: Awaited<ReturnType<typeof sessionFor>>;
}

let n = 0;

/** A new Acme employee (HQ) with a mobile number, and their session. */
export async function newEmployee(k: ComplianceKit, first = 'Rosa', last = 'Parks'): Promise<Employee & { email: string; mobile: string }> {
  n += 1;
  const email = `${first.toLowerCase()}${n}@acme.test`;
  const mobile = `40655501${String(n).padStart(2, '0')}`;
  const a = await insertApplicant(k.t.app, ACME, { first_name: first, last_name: last, email, mobile_phone: mobile, location_id: HQ });
  return { id: a.applicant_id, session: await sessionFor(k.t.app, 'applicant', a.applicant_id, ACME), email, mobile };
}

/** The employee fills and signs Section 1 (their own names); answers the record id. */
export function signSection1As(k: ComplianceKit, e: Employee, first = 'Rosa', last = 'Parks'): Promise<number> {
  return signedSection1(k, e.session, { i9_first_name: first, i9_last_name: last, i9_email: null });
}

export interface Mail {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  links: string[];
}

/** The outbox (the embedded default's /_mailbox.json), newest first, for one recipient. */
export async function mailTo(k: ComplianceKit, to: string): Promise<Mail[]> {
  const res = await k.call('GET', `/_mailbox.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return res.body.messages as Mail[];
}

/** The token of a second-signer link `…/acme/hq/{token}` (checked against the shell's hash route). */
export function tokenOf(link: string): string {
  const m = /\/acme\/hq\/([^/?#\s]+)$/.exec(link);
  expect(m).not.toBeNull();
  const token = m![1];
  expect(token).toMatch(HASH_ROUTE_PATTERN);
  return token;
}

/** The token of the newest message to this address or number (SMS links sit inside the text). */
export async function latestToken(k: ComplianceKit, to: string): Promise<string> {
  const [latest] = await mailTo(k, to);
  expect(latest).toBeDefined();
  return tokenOf(latest.links.find((l) => l.includes('/acme/hq/')) ?? '');
}

export const rep = (over: Record<string, unknown> = {}) => ({ first_name: 'Remy', last_name: 'Notary', email: 'remy@notary.test', mobile: null, contact_method: '0', ...over });
