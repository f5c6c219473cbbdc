import { CustomerConfigService } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { SimLinkSigner } from '../wotc/simulator/sim-link';
import { WOTC_QUESTIONS } from '../wotc/simulator/wotc-questions';
import { WotcOrderEntity } from '../wotc/wotc-order.entity';
import { ACME, GLOBEX, startIntegrations, type IntegrationsKit } from './integrations-test-app';

const NO_WOTC = 3;
const ALL_NO = Object.fromEntries(WOTC_QUESTIONS.map((q) => [q.code, 'no']));

describe('WOTC screening: orders, the simulated provider and its survey page', () => {
  let kit: IntegrationsKit;
  let ada: Session;
  let bob: Session;
  let eve: Session;

  beforeAll(async () => {
    kit = await startIntegrations();
    const config = kit.t.app.get(CustomerConfigService);
    await config.setForCustomer(ACME, 'wotc_enabled', 'true');
    await config.setForCustomer(GLOBEX, 'wotc_enabled', '1');
    ada = (await kit.applicant(ACME)).session;
    bob = (await kit.applicant(ACME, { first_name: 'Bob', last_name: 'Stone' })).session;
    eve = (await kit.applicant(GLOBEX, { first_name: 'Eve', last_name: 'Other' })).session;
  }, 60_000);
  afterAll(async () => kit.t.close());

  const status = (session: Session, query = '') => kit.call('GET', `/api/v1/wotc/status${query}`, { session });
  const start = (session: Session) => kit.call('POST', '/api/v1/wotc/survey', { session });
  /** What a browser does: GET the survey link, then POST the form to its action. */
  const page = (url: string) => fetch(kit.t.baseUrl + url);
  const postForm = (url: string, fields: Record<string, string>) =>
    fetch(kit.t.baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const formAction = (html: string) => (/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');

  it('has no order at first: status null, enabled', async () => {
    expect(await status(ada)).toMatchObject({ status: 200, body: { status: null, order_id: null, survey_url: null, error_code: null, enabled: true } });
  });

  it('places an INIT order with a signed survey link, reused while unfinished, then completes it through the survey page', async () => {
    const first = await start(ada);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'INIT', error_code: null, enabled: true });
    expect(first.body.order_id).toMatch(/^SIM-[0-9A-F]{16}$/);
    expect(first.body.survey_url).toMatch(new RegExp(`^/_sim/wotc/${first.body.order_id}\\?token=\\d+\\.[\\w-]{43}$`));
    const again = await start(ada);
    expect(again.body).toMatchObject({ status: 'INIT', order_id: first.body.order_id });
    expect(await kit.ds.getRepository(WotcOrderEntity).countBy({ customer_id: ACME })).toBe(1);

    const survey = await page(first.body.survey_url);
    expect(survey.status).toBe(200);
    expect(survey.headers.get('content-type')).toContain('text/html');
    expect(survey.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await survey.text();
    expect(html).toContain('name="viewport"');
    expect(html).toContain('Hello Ada.');
    for (const q of WOTC_QUESTIONS) {
      expect(html).toContain(`name="${q.code}" value="yes"`);
      expect(html).toContain(`name="${q.code}" value="no"`);
    }
    expect(html).toMatch(/<button[^>]*value="submit"[^>]*>Submit<\/button>/);
    expect(html).toMatch(/<button[^>]*value="opt_out"[^>]*>Opt out<\/button>/);
    expect(html).not.toMatch(/(src|href)="https?:/);

    // Leaving a question out re-shows the form with the answers kept.
    const action = formAction(html);
    const partial = await postForm(action, { action: 'submit', snap: 'yes', veteran: 'no' });
    expect(partial.status).toBe(400);
    const partialHtml = await partial.text();
    expect(partialHtml).toContain('Please answer every question');
    expect(partialHtml).toContain('name="snap" value="yes" required checked');
    expect((await status(ada)).body.status).toBe('INIT');

    const done = await postForm(action, { ...ALL_NO, snap: 'yes', veteran: 'yes', action: 'submit' });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('Thank you. Your answers were submitted.');
    expect(doneHtml).toContain(`window.parent.postMessage({type:'wotc',status:"COMPLETE"},window.location.origin)`);
    const nonce = /<script nonce="([^"]+)">/.exec(doneHtml)?.[1];
    expect(done.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);

    expect((await status(ada)).body).toEqual({ status: 'COMPLETE', order_id: first.body.order_id, survey_url: null, error_code: null, enabled: true });
    const row = await kit.ds.getRepository(WotcOrderEntity).findOneByOrFail({ order_id: first.body.order_id });
    expect(row).toMatchObject({ customer_id: ACME, status: 'COMPLETE', provider: 'simulator', answers: { ...ALL_NO, snap: 'yes', veteran: 'yes' } });

    // Finished: no new order, the survey cannot be answered again, the link shows the outcome.
    expect(await start(ada)).toMatchObject({ status: 409, body: { messageKey: 'wotc_already_done', details: { status: 'COMPLETE' } } });
    expect((await postForm(action, { action: 'opt_out' })).status).toBe(409);
    const reopened = await page(first.body.survey_url);
    expect(reopened.status).toBe(200);
    expect(await reopened.text()).toContain('status:"COMPLETE"');
  });

  it('records an opt-out', async () => {
    const order = (await start(bob)).body;
    const html = await (await page(order.survey_url)).text();
    const res = await postForm(formAction(html), { action: 'opt_out' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('You chose not to take part');
    expect(text).toContain('status:"OPTED_OUT"');
    expect((await status(bob)).body).toMatchObject({ status: 'OPTED_OUT', order_id: order.order_id, survey_url: null });
    expect(await start(bob)).toMatchObject({ status: 409, body: { messageKey: 'wotc_already_done', details: { status: 'OPTED_OUT' } } });
    expect((await kit.ds.getRepository(WotcOrderEntity).findOneByOrFail({ order_id: order.order_id })).answers).toBeNull();
  });

  it('fails an order for an applicant without a full name (ERROR, no survey) and places a new one once it is fixed', async () => {
    const { row, session } = await kit.applicant(ACME, { first_name: 'Cy', last_name: null });
    const failed = await start(session);
    expect(failed.body).toMatchObject({ status: 'ERROR', error_code: 'MISSING_APPLICANT_DATA', survey_url: null, enabled: true });
    expect((await status(session)).body).toMatchObject({ status: 'ERROR', error_code: 'MISSING_APPLICANT_DATA', order_id: failed.body.order_id });
    await kit.ds.query('UPDATE applicants SET last_name = ? WHERE applicant_id = ?', ['Young', row.applicant_id]);
    const retried = await start(session);
    expect(retried.body).toMatchObject({ status: 'INIT', error_code: null });
    expect(retried.body.order_id).not.toBe(failed.body.order_id);
    expect(await kit.ds.getRepository(WotcOrderEntity).countBy({ applicant_id: row.applicant_id })).toBe(2);
    // The failed order is still there to read by id.
    expect((await status(session, `?order_id=${failed.body.order_id}`)).body).toMatchObject({ status: 'ERROR', order_id: failed.body.order_id });
  });

  it("keeps orders to their applicant and customer: another applicant's or tenant's order id is 404", async () => {
    const adaOrder = (await status(ada)).body.order_id as string;
    expect((await status(ada, `?order_id=${adaOrder}`)).body.status).toBe('COMPLETE');
    for (const other of [bob, eve]) {
      expect(await status(other, `?order_id=${adaOrder}`)).toMatchObject({ status: 404, body: { messageKey: 'wotc_order_not_found' } });
    }
    expect((await status(ada, '?order_id=bad%20id')).status).toBe(404);
    // Eve (another customer) starts from nothing and gets her own order.
    expect((await status(eve)).body.status).toBeNull();
    const eveOrder = (await start(eve)).body;
    expect(eveOrder).toMatchObject({ status: 'INIT' });
    expect((await status(ada)).body.order_id).toBe(adaOrder);
    expect(await kit.ds.getRepository(WotcOrderEntity).countBy({ customer_id: GLOBEX })).toBe(1);
  });

  it('opens a survey page only with a valid, unexpired token for that very order', async () => {
    const order = (await start(eve)).body;
    const otherOrder = (await start((await kit.applicant(GLOBEX, { first_name: 'Fay', last_name: 'Fox' })).session)).body;
    const token = new URL(order.survey_url, kit.t.baseUrl).searchParams.get('token')!;
    const signer = new SimLinkSigner(kit.t.config.signingSecret, () => Date.now() - 3 * 60 * 60 * 1000);
    const cases: [string, number][] = [
      [`/_sim/wotc/${order.order_id}`, 401],
      [`/_sim/wotc/${order.order_id}?token=garbage`, 401],
      [`/_sim/wotc/${order.order_id}?token=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 401],
      [`/_sim/wotc/${otherOrder.order_id}?token=${token}`, 401],
      [`/_sim/wotc/${order.order_id}?token=${signer.token(order.order_id)}`, 401],
      [`/_sim/wotc/SIM-0000000000000000?token=${new SimLinkSigner(kit.t.config.signingSecret).token('SIM-0000000000000000')}`, 404],
    ];
    for (const [url, expected] of cases) {
      expect({ url, status: (await page(url)).status }).toEqual({ url, status: expected });
    }
    expect(await (await page(`/_sim/wotc/${order.order_id}?token=${signer.token(order.order_id)}`)).text()).toContain('expired');
    // A forged form post changes nothing.
    expect((await postForm(`/_sim/wotc/${otherOrder.order_id}`, { ...ALL_NO, action: 'submit', token })).status).toBe(401);
    expect((await status(eve)).body.status).toBe('INIT');
  });

  it('keeps the stored state when the provider cannot answer (no 500, no link)', async () => {
    const { session } = await kit.applicant(ACME, { first_name: 'Gil', last_name: 'Gray' });
    const order = (await start(session)).body;
    await kit.ds.query('DELETE FROM wotc_sim_orders WHERE order_id = ?', [order.order_id]);
    expect(await status(session)).toMatchObject({ status: 200, body: { status: 'INIT', order_id: order.order_id, survey_url: null } });
  });

  it('is for applicants only (staff 403, no session 401)', async () => {
    const staff = await kit.staff(ACME);
    expect((await start(staff)).status).toBe(403);
    expect((await status(staff)).status).toBe(403);
    expect((await kit.call('POST', '/api/v1/wotc/survey')).status).toBe(401);
    expect((await kit.call('GET', '/api/v1/wotc/status')).status).toBe(401);
  });

  it('wotc_enabled unset: status answers enabled false and starting answers 404 wotc_not_enabled', async () => {
    const { session } = await kit.applicant(NO_WOTC);
    expect(await status(session)).toMatchObject({ status: 200, body: { status: null, order_id: null, survey_url: null, error_code: null, enabled: false } });
    expect(await start(session)).toMatchObject({ status: 404, body: { messageKey: 'wotc_not_enabled' } });
    expect(await kit.ds.getRepository(WotcOrderEntity).countBy({ customer_id: NO_WOTC })).toBe(0);
  });

  it('wotc_enabled switched off later hides existing orders and refuses new ones', async () => {
    const config = kit.t.app.get(CustomerConfigService);
    await config.setForCustomer(GLOBEX, 'wotc_enabled', 'false');
    expect((await status(eve)).body).toEqual({ status: null, order_id: null, survey_url: null, error_code: null, enabled: false });
    expect((await start(eve)).status).toBe(404);
    await config.setForCustomer(GLOBEX, 'wotc_enabled', 'true');
    expect((await status(eve)).body).toMatchObject({ status: 'INIT', enabled: true });
  });

  it("shows the survey in the candidate's language (lang=es), keeps it through a re-shown form and the thank-you page", async () => {
    const applicant = await kit.applicant(ACME, { first_name: 'Rosa', last_name: 'Lopez' });
    const started = await start(applicant.session);
    const survey = await page(`${started.body.survey_url}&lang=es`);
    expect(survey.status).toBe(200);
    const html = await survey.text();
    expect(html).toContain('<html lang="es">');
    for (const text of ['Hola, Rosa.', 'Sus respuestas ayudan', '¿Es usted veterano de las Fuerzas Armadas', '>Enviar</button>', '>No participar</button>', '> Sí</label>']) {
      expect(html).toContain(text);
    }
    const visible = html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');
    expect(visible).not.toMatch(/\b(the|your|Submit|Opt out|Yes|Please|Hello)\b/);
    const action = formAction(html);
    const partial = await postForm(action, { action: 'submit', snap: 'yes', lang: 'es' });
    expect(await partial.text()).toContain('Responda todas las preguntas o elija no participar.');
    const done = await postForm(action, { ...ALL_NO, action: 'submit', lang: 'es' });
    expect(await done.text()).toContain('Gracias. Sus respuestas se enviaron.');
  });
});
