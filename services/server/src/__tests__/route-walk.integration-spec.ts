import { SEEDED_ROLE_IDS } from '@attest/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { CustomersService, UsersService } from '@attest/identity';
import { registeredRoutes, routeAccessTable, TokenService, type AppConfig } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { seedDemo } from '../seed/seed-demo';
import { ServerModule } from '../server.module';
import { serveWeb } from '../web/serve-web';

/**
 * Walks EVERY registered route, so routes added later are covered without touching this test:
 * 1. without a token each answers 401, unless it is on the short list of routes public on purpose;
 * 2. with customer A's sessions and customer B's ids in the path and body, nothing of B's leaks
 *    and B's data does not change.
 */
const PUBLIC_ON_PURPOSE: RegExp[] = [
  /^GET \/api\/v1\/customerContext\/:/,
  /^GET \/api\/v1\/languages\/:customerCode\/:locationCode$/,
  /^POST \/api\/v1\/applicants\/(register|confirm|login|forgot-password|reset-password|activate)$/,
  /^GET \/api\/v1\/reference\/(countries|timezones)$/, // reference lists for sign-up
  /^(GET|POST) \/api\/sign\/session\/:token(\/sign|\/preview\/:templateId)?$/, // the signing link's token is the credential
  /^POST \/api\/v1\/verify$/, // anyone may check a PDF they were given
  /^(GET|PUT|POST) \/api\/v1\/second-signer\/:token(\/section2(\/sign)?|\/documents)?$/, // the I-9 representative's emailed link token is the credential
  /^DELETE \/api\/v1\/second-signer\/:token\/documents\/:list\/:index\/:side$/,
  /^POST \/api\/v1\/login$/,
  /^POST \/api\/v1\/login\/sut\/authenticate$/,
  /^POST \/api\/v1\/login\/mfa(\/enrol(\/verify)?)?$/, // the short-lived mfa_token from the password step is the credential
  /^POST \/api\/v1\/users\/accept-invitation$/, // the emailed invitation token is the credential
  /^GET \/api\/v1\/sso\/:customerCode\/(options|start|callback|applicant\/start|applicant\/callback)$/, // single sign-on (OIDC)
  /^(GET|POST) \/_sim\/wotc\/:orderId$/, // the simulated WOTC vendor's own survey pages (an outside site in production)
  /^(GET|POST|PUT|DELETE) \/_sim\/ats\/\*$/, // the simulated ATS's REST API: its bearer token is the credential (an outside service in production; decision 0046)
  /^POST \/api\/v1\/integrations\/ats\/:ats\/webhooks\/:customerId$/, // the ATS's webhook: the HMAC signature with the customer's secret is the credential (decision 0051)
  /^(GET|POST) \/_sim\/survey\/:orderId$/, // the simulated survey provider's page (an outside site in production; decision 0044)
  /^(GET|POST) \/api\/v1\/surveys\/guest$/, // the emailed survey link's signed token is the credential (decision 0044)
  /^GET \/api\/v1\/referrals\/open\/:token$/, // the referral invitation's signed token is the credential (decision 0044)
  /^POST \/api\/v1\/sso\/exchange$/, // the one-time code from the SSO callback is the credential
  /^GET \/api\/v1\/auth\/singleuse$/,
  /^POST \/api\/v1\/recruiter-tab\/launches\/exchange$/, // the recruiter tab's single-use launch token is the credential (decision 0023)
  /^GET \/api\/v1\/health\/\w+$/,
  /^GET \/health\/(live|ready)$/, // orchestrator probes: they reveal only which dependency is down (decision 0047)
  /^GET \/metrics$/, // Prometheus scrape: public only while METRICS_TOKEN is unset, then a bearer token is required (decision 0047)
  /^GET \/api\/v1\/public\/:customerCode\/jobs(\/:id)?$/, // a customer's public job postings for guests (decision 0042)
  /^GET \/api\/v1\/files\/\*$/, // the signature in the URL is the credential
  /^GET \/api\/v1\/i9\/document-images\/:customerId\/:imageId$/, // an I-9 document image: the signature in the URL is the credential
  /^(GET|POST) \/api\/v1\/mobileVerificationRequests\/:id(\/verify|\/images)?$/, // the phone: the link's random id, then the code, then the upload token
  /^GET \/api\/v1\/corrections\/anonymous\/:id$/, // the applicant's external id is the credential (decision 0011)
  /^GET \/_mailbox(\.json)?$/, // operators' outbox of the embedded default only
  /^GET \/api\/docs/, // OpenAPI
  /^GET \/remotes\.manifest\.json$/, // static front ends
  /^GET \/recruiter-tab$/,
  /^GET \/remotes\/[\w-]+\/\*$/,
  /^GET \/\*$/,
  /^GET \/$/,
  /^GET \/[\w.-]+\.(js|html|map|txt|css|json)$/,
];

const CANARY = 'canary-globex';

describe('route walk: every route guarded, no tenant leaks', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let routes: { method: string; url: string }[];
  let acmeId: number;
  let victim: ApplicantEntity;
  let acmeApplicant: ApplicantEntity;
  let staffUserId: number;

  beforeAll(async () => {
    t = await startTestApp((config: AppConfig) => ServerModule.forRoot(config) as never, {
      beforeListen: (app: NestFastifyApplication) => serveWeb(app, { webRoot: process.cwd() }),
    });
    call = client(t.baseUrl);
    await seedDemo(t.app);
    const customers = t.app.get(CustomersService);
    acmeId = (await customers.findByCode('acme'))!.id;
    const globex = (await customers.findByCode('globex'))!;
    const repo = t.app.get(DataSource).getRepository(ApplicantEntity);
    const now = new Date();
    victim = await repo.save({ customer_id: globex.id, email: `${CANARY}@globex.test`, first_name: CANARY, last_name: CANARY, verified: 1, date_registered: now, last_updated: now });
    acmeApplicant = (await repo.findOneBy({ customer_id: acmeId, email: 'demo.applicant@acme.test' }))!;
    staffUserId = (await t.app.get(UsersService).createUser({ customerId: acmeId, email: 'walker@acme.test', password: 'Walker-pass-1', firstName: 'W', lastName: 'K', roleIds: [SEEDED_ROLE_IDS.ADMIN] })).user_id;
    routes = registeredRoutes(t.app).filter((r) => r.method !== 'OPTIONS');
  }, 60_000);
  afterAll(async () => t.close());

  const label = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
  const fill = (url: string) =>
    url
      .replace(/:customerId\b/g, String(acmeId))
      .replace(/:customerCode\b/g, 'acme')
      .replace(/:locationCode\b/g, 'hq')
      .replace(/:eventName\b/g, 'export-unknown')
      .replace(/:[A-Za-z_]+/g, String(victim.applicant_id))
      .replace(/\*$/, 'x');

  it('registers a meaningful set of routes', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map(label)).toEqual(expect.arrayContaining(['GET /api/v2/customers/:customerId/applicants/:applicantId', 'POST /api/v1/applicants/exportasync']));
  });

  it('has every route staff can reach declare its permission (read from the decorators)', () => {
    const table = routeAccessTable(t.app);
    expect(table.length).toBeGreaterThan(60);
    const undeclared = table.filter((r) => !r.isPublic && r.parties.includes('user') && !r.permission).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    // Public on purpose means the short list above, whatever the decorators say.
    const publicRoutes = table.filter((r) => r.isPublic).map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.filter((l) => !PUBLIC_ON_PURPOSE.some((p) => p.test(l)))).toEqual([]);
  });

  it('answers 401 without a token on every route that is not public on purpose', async () => {
    const unguarded: string[] = [];
    let checked = 0;
    for (const r of routes) {
      if (PUBLIC_ON_PURPOSE.some((p) => p.test(label(r)))) {
        continue;
      }
      checked += 1;
      const res = await call(r.method, fill(r.url), { body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
      if (res.status !== 401) {
        unguarded.push(`${label(r)} → ${res.status}`);
      }
    }
    expect(unguarded).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it("never shows or changes another customer's data", async () => {
    const tokens = t.app.get(TokenService);
    const before = await t.app.get(DataSource).getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: victim.applicant_id });
    const leaks: string[] = [];
    for (const r of routes) {
      if (/^GET \/api\/docs/.test(label(r))) {
        continue;
      }
      for (const party of ['user', 'applicant'] as const) {
        const subject = party === 'user' ? staffUserId : acmeApplicant.applicant_id;
        const { token } = await tokens.issue({ kind: 'access', party, subjectId: subject, customerId: acmeId, ttlMinutes: 5 });
        const session: Session = { token, party, customerId: acmeId };
        const body = { applicant_id: victim.applicant_id, first_name: 'Pwned', value: victim.applicant_id, term: CANARY };
        const res = await call(r.method, fill(r.url), { session, body: r.method === 'GET' ? undefined : body });
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
        if (text.includes(CANARY) && !text.includes('"messageKey"')) {
          leaks.push(`${party} ${label(r)} → ${res.status}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    const after = await t.app.get(DataSource).getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: victim.applicant_id });
    expect(after).toEqual(before);
  }, 120_000);
});
