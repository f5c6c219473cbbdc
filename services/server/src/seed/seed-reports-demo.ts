import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { APPLICATION_STATUSES, type ApplicationStatus, type SurveyKind } from '@attest/contracts';
import { CustomersService } from '@attest/identity';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Demo respondents at the head office: [first, last, days since registration, status reached, hours between steps,
 * survey answers as [days ago, kind, score, comment]]. Customer content for the NPS and funnel charts, never the
 * demo applicant's own records.
 */
const RESPONDENTS: [string, string, number, ApplicationStatus, number, [number, SurveyKind, number, string | null][]][] = [
  ['Rosa', 'Alvarez', 160, 'COMPLETE', 20, [[150, 'interview', 10, 'Quick and friendly interview.'], [95, 'placement', 9, null]]],
  ['Marcus', 'Lee', 130, 'COMPLETE', 30, [[120, 'interview', 6, 'Waited a long time for feedback.'], [60, 'placement', 8, null]]],
  ['Priya', 'Natarajan', 100, 'WORKHIST', 12, [[90, 'interview', 9, null], [35, 'placement', 10, 'Great first week.']]],
  ['Tom', 'Becker', 70, 'JOBPREFS', 40, [[62, 'interview', 4, 'The job was not what was described.']]],
  ['Lena', 'Okafor', 45, 'BASICINFO', 8, [[40, 'interview', 10, null], [12, 'placement', 7, null]]],
  ['Sam', 'Ortiz', 20, 'SIGNUP', 0, [[15, 'interview', 9, 'Clear instructions.']]],
];

const emailOf = (first: string, last: string) => `${first}.${last}.survey@acme.test`.toLowerCase();
/** A stored UTC datetime as text: raw inserts bind it on MariaDB and on SQLite (which binds no Date). */
const sqlTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

/** The demo's survey answers and application steps for the NPS and onboarding funnel reports (idempotent). */
export async function seedReportsDemo(app: INestApplication, customerCode: string): Promise<void> {
  const context = await app.get(CustomersService).context(customerCode);
  const hq = context.locations.find((l) => l.location_code === 'hq');
  await seedReportsDemoRows(app.get(DataSource), Number(context.customer_id), hq ? Number(hq.location_id) : null);
}

/** The respondents, their status history and answers, once per customer. */
export async function seedReportsDemoRows(ds: DataSource, customerId: number, hqLocationId: number | null): Promise<void> {
  const repo = ds.getRepository(ApplicantEntity);
  if (await repo.findOneBy({ customer_id: customerId, email: emailOf(RESPONDENTS[0][0], RESPONDENTS[0][1]) })) {
    return;
  }
  const now = Date.now();
  for (const [first, last, daysAgo, reached, stepHours, answers] of RESPONDENTS) {
    const registered = new Date(now - daysAgo * DAY);
    const a = await repo.save({
      customer_id: customerId, location_id: hqLocationId, first_name: first, last_name: last, email: emailOf(first, last),
      verified: 1, date_registered: registered, last_updated: registered, application_status: reached, current_application_status: reached,
    });
    // The status history the funnel's median times read: what the application status service audits on each move.
    const steps = APPLICATION_STATUSES.slice(0, APPLICATION_STATUSES.indexOf(reached) + 1);
    for (let i = 1; i < steps.length; i += 1) {
      await ds.query("INSERT INTO audit_log (customer_id, actor_party, actor_id, entity, entity_id, action, changes, created_at) VALUES (?, 'applicant', ?, 'application_status', ?, 'update', ?, ?)", [
        customerId, a.applicant_id, String(a.applicant_id), JSON.stringify({ status: { from: steps[i - 1], to: steps[i] } }), sqlTime(registered.getTime() + i * stepHours * HOUR),
      ]);
    }
    for (const [ago, kind, score, comment] of answers) {
      await ds.query('INSERT INTO tal_survey_answers (customer_id, applicant_id, kind, entity_id, score, comment, hidden, created_at) VALUES (?, ?, ?, NULL, ?, ?, 0, ?)', [
        customerId, a.applicant_id, kind, score, comment, sqlTime(now - ago * DAY),
      ]);
    }
  }
}
