import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity, ApplicantPropEntity } from '@attest/applicant';
import { PRELIM_INFO_COMPLETE_PROP } from '@attest/contracts';
import { seedEdocsDemo } from '@attest/edocs';
import { seedIntegrationsDemo } from '@attest/integrations';
import { CustomersService, LanguagesService, UsersService } from '@attest/identity';
import { hashPassword } from '@attest/platform';
import { DEMO_FORM_TRANSLATIONS, DEMO_TRANSLATIONS_ES } from './demo-translations';
import { seedPortalConfig } from './seed-portal-config';
import { PORTAL_TRANSLATIONS_EN, PORTAL_TRANSLATIONS_ES } from './translations';

export interface DemoLogins {
  customerCode: string;
  staff: { email: string; password: string };
  applicant: { email: string; password: string };
}

export const DEMO: DemoLogins = {
  customerCode: 'acme',
  staff: { email: 'admin@acme.test', password: 'Attest-admin-2026' },
  applicant: { email: 'demo.applicant@acme.test', password: 'Attest-demo-2026' },
};

/** The form engine's and the applicant portal's demo data, settings and Spanish (all idempotent). */
async function seedFormEngineDemo(app: INestApplication, customerId: number): Promise<void> {
  const ds = app.get(DataSource);
  await seedEdocsDemo(ds, customerId);
  await seedIntegrationsDemo(ds, customerId);
  await seedPortalConfig(app, customerId);
  const languages = app.get(LanguagesService);
  await languages.upsertTranslations(customerId, 'en', { ...DEMO_FORM_TRANSLATIONS.en, ...PORTAL_TRANSLATIONS_EN });
  await languages.upsertTranslations(customerId, 'es', { ...DEMO_FORM_TRANSLATIONS.es, ...PORTAL_TRANSLATIONS_ES });
}

/**
 * The demo customer `acme` (locations hq and west, English and Spanish), a staff admin and a
 * confirmed demo applicant, and the form engine's demo templates. Runs once: an existing `acme` is left
 * as it is, apart from the (idempotent) form engine seed.
 */
export async function seedDemo(app: INestApplication): Promise<DemoLogins> {
  const customers = app.get(CustomersService);
  const existing = await customers.findByCode(DEMO.customerCode);
  if (existing) {
    // The form engine's demo arrived later than the customer: an existing acme still gets it (idempotent).
    await seedFormEngineDemo(app, existing.id);
    return DEMO;
  }
  const acme = await customers.createCustomer({
    code: DEMO.customerCode,
    name: 'Acme Staffing',
    locations: [
      { code: 'hq', name: 'Headquarters' },
      { code: 'west', name: 'West Coast Branch' },
    ],
  });
  const languages = app.get(LanguagesService);
  await languages.seedLanguages(acme.id, [
    { code: 'en', name: 'English', is_default: true },
    { code: 'es', name: 'Español' },
  ]);
  await languages.upsertTranslations(acme.id, 'es', DEMO_TRANSLATIONS_ES);
  await app.get(UsersService).createUser({
    customerId: acme.id,
    email: DEMO.staff.email,
    password: DEMO.staff.password,
    firstName: 'Avery',
    lastName: 'Admin',
    jobTitle: 'Onboarding administrator',
  });
  const now = new Date();
  const hq = (await customers.context(DEMO.customerCode)).locations.find((l) => l.location_code === 'hq');
  const inserted = await app.get(DataSource).getRepository(ApplicantEntity).insert({
    customer_id: acme.id,
    location_id: hq ? Number(hq.location_id) : null,
    email: DEMO.applicant.email,
    username: DEMO.applicant.email,
    password_hash: await hashPassword(DEMO.applicant.password),
    first_name: 'Dana',
    last_name: 'Demo',
    mobile_phone: '406-555-0100',
    address1: '100 Last Chance Gulch',
    city: 'Helena',
    state: 'MT',
    zip: '59601',
    country: 'US',
    verified: 1,
    date_registered: now,
    last_updated: now,
    application_status: 'SIGNUP',
    current_application_status: 'SIGNUP',
  });
  // Dana is an established applicant: her preliminary info is done, so she lands on her profile.
  await app.get(DataSource).getRepository(ApplicantPropEntity).insert({
    applicant_id: Number(inserted.identifiers[0].applicant_id),
    customer_id: acme.id,
    code: PRELIM_INFO_COMPLETE_PROP,
    state: '',
    value: '1',
  });
  await seedFormEngineDemo(app, acme.id);
  // A second customer, so tenant isolation can be seen in the demo.
  await customers.createCustomer({ code: 'globex', name: 'Globex Workforce', locations: [{ code: 'hq', name: 'Headquarters' }] });
  return DEMO;
}
