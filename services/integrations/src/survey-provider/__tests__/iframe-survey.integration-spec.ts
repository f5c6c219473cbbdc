import type { Session } from '@attest/platform/testing';
import { ACME, GLOBEX, startIntegrations, type IntegrationsKit } from '../../__tests__/integrations-test-app';
import { SurveySimOrderEntity } from '../simulator/survey-sim-order.entity';
import { SurveyOrderEntity } from '../survey-order.entity';

describe('iframe survey provider: orders, status polling and the simulated provider’s page', () => {
  let kit: IntegrationsKit;
  let ada: Session;
  let bob: Session;
  let eve: Session;

  beforeAll(async () => {
    kit = await startIntegrations();
    ada = (await kit.applicant(ACME)).session;
    bob = (await kit.applicant(ACME, { first_name: 'Bob', last_name: 'Stone' })).session;
    eve = (await kit.applicant(GLOBEX, { first_name: 'Eve', last_name: 'Other' })).session;
  }, 60_000);
  afterAll(async () => kit.t.close());

  const start = (session: Session, body: object = { SurveyProviderAdapterName: 'simulator', survey_type: 2, entity_id: 7 }) =>
    kit.call('POST', '/api/v1/integrations/iframe/survey', { session, body });
  const status = (session: Session, id: string) => kit.call('GET', `/api/v1/integrations/iframe/survey/status?surveyOrderId=${encodeURIComponent(id)}`, { session });
  const page = (url: string) => fetch(kit.t.baseUrl + url);
  const postForm = (url: string, fields: Record<string, string>) =>
    fetch(kit.t.baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const formAction = (html: string) => (/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
  const orders = () => kit.ds.getRepository(SurveyOrderEntity).find({ order: { id: 'ASC' } });

  it('refuses an unknown provider, bad input, staff and an anonymous caller, placing nothing', async () => {
    expect((await start(ada, { SurveyProviderAdapterName: 'nobody' })).body).toMatchObject({ statusCode: 404, messageKey: 'survey_provider_unknown' });
    expect((await start(ada, { SurveyProviderAdapterName: 'simulator', survey_type: 8 })).body).toMatchObject({ statusCode: 400, details: { fields: { survey_type: 'invalid_entry' } } });
    expect((await start(await kit.staff(ACME))).status).toBe(403);
    expect((await kit.call('POST', '/api/v1/integrations/iframe/survey', { body: { SurveyProviderAdapterName: 'simulator' } })).status).toBe(401);
    expect(await orders()).toEqual([]);
    expect(await kit.ds.getRepository(SurveySimOrderEntity).count()).toBe(0);
  });

  it('places a WAITING order with the provider’s page, reused while unfinished; the page makes it IN_PROGRESS, Send COMPLETE', async () => {
    const first = await start(ada);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ provider: 'simulator', status: 'WAITING', url: expect.stringMatching(/^\/_sim\/survey\/SURV-[0-9A-F]{16}\?token=\d+\.[\w-]{43}&lang=en$/) });
    const again = await start(ada);
    expect(again.body.survey_order_id).toBe(first.body.survey_order_id);
    expect(await orders()).toHaveLength(1);

    const html = await (await page(first.body.url)).text();
    expect(html).toContain('How likely are you to recommend us to a friend?');
    expect((await status(ada, first.body.survey_order_id)).body).toEqual({ survey_order_id: first.body.survey_order_id, provider: 'simulator', status: 'IN_PROGRESS', url: null });

    const missing = await postForm(formAction(html), {});
    expect(missing.status).toBe(400);
    const sent = await postForm(formAction(html), { score: '10' });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("window.parent.postMessage({type:'survey',status:\"COMPLETE\"}");
    expect((await status(ada, first.body.survey_order_id)).body.status).toBe('COMPLETE');
    expect((await postForm(formAction(html), { score: '0' })).status).toBe(409);
    expect((await kit.ds.getRepository(SurveySimOrderEntity).findOneByOrFail({ order_id: first.body.survey_order_id })).score).toBe(10);
    // Finished: the next start places a new order.
    expect((await start(ada)).body.survey_order_id).not.toBe(first.body.survey_order_id);
  });

  it('another applicant’s or customer’s order is 404 and unchanged; a forged page link is 401', async () => {
    const [order] = await orders();
    expect((await status(bob, order.order_id)).status).toBe(404);
    expect((await status(eve, order.order_id)).status).toBe(404);
    expect((await status(ada, 'x y')).status).toBe(404);
    expect((await page(`/_sim/survey/${order.order_id}?token=1.${'a'.repeat(43)}`)).status).toBe(401);
    expect((await orders())[0].status).toBe('COMPLETE');
  });
});
