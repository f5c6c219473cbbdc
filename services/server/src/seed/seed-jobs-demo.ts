import { DataSource } from 'typeorm';
import { InterviewEntity, JobPostingEntity } from '@attest/talent';

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// Coordinates are the maps simulator's for these addresses, so distances from the demo applicant (Helena) are real.
const JOBS: Partial<JobPostingEntity>[] = [
  { name: 'Registered Nurse – ICU', category: 'Nursing', specialty: 'ICU', job_type: 'Contract', pay_low: 42, pay_high: 55, job_address1: '1301 East 6th Avenue', job_city: 'Helena', job_state: 'MT', job_zip: 59601, lat: 46.5857, lng: -112.0184, featured: 1, public: 1, brief_desc: 'Night shifts at the capitol campus clinic.' },
  { name: 'Certified Nursing Assistant', category: 'Nursing', specialty: 'Long-term care', job_type: 'Temp', pay_rate: 19.5, job_address1: '316 North Park Avenue', job_city: 'Helena', job_state: 'MT', job_zip: 59623, lat: 46.5891, lng: -112.0391, brief_desc: 'Day shifts, weekends off.' },
  { name: 'Warehouse Associate', category: 'Industrial', specialty: 'Warehouse', job_type: 'Temp to hire', pay_low: 18, pay_high: 21, job_address1: '121 4th Street North', job_city: 'Great Falls', job_state: 'MT', job_zip: 59401, lat: 47.5053, lng: -111.3008, brief_desc: 'Picking and packing, forklift a plus.' },
  { name: 'Welder', category: 'Industrial', specialty: 'Welding', job_type: 'Contract', pay_low: 26, pay_high: 34, job_address1: '155 West Granite Street', job_city: 'Butte', job_state: 'MT', job_zip: 59701, lat: 46.013, lng: -112.5366, brief_desc: 'MIG and TIG, certification required.' },
  { name: 'Front Desk Coordinator', category: 'Office', specialty: 'Reception', job_type: 'Direct hire', salary: 41000, job_address1: '435 Ryman Street', job_city: 'Missoula', job_state: 'MT', job_zip: 59802, lat: 46.8721, lng: -113.994, featured: 1, public: 1, brief_desc: 'Greet visitors, schedule appointments.' },
];

/** A handful of job postings near the demo applicant, and one interview next week (product demo content). Idempotent. */
export async function seedJobsDemoRows(ds: DataSource, customerId: number, applicantId: number): Promise<void> {
  const jobs = ds.getRepository(JobPostingEntity);
  if (await jobs.countBy({ customer_id: customerId })) {
    return;
  }
  const now = Date.now();
  for (const [i, job] of JOBS.entries()) {
    await jobs.insert({ customer_id: customerId, active: 1, posted_date: ymd(now - i * 3 * DAY), start_date: ymd(now + (14 + i * 7) * DAY), job_country: 'US', ...job });
  }
  await ds.getRepository(InterviewEntity).insert({
    customer_id: customerId,
    applicant_id: applicantId,
    title: 'Registered Nurse – ICU',
    company: 'Capitol Clinic',
    address: '1301 East 6th Avenue, Helena, MT 59601',
    type: 'in_person',
    status: 0,
    // 10:00 Helena time (17:00Z in winter) a week from now.
    start_at: new Date(Math.floor((now + 7 * DAY) / DAY) * DAY + 17 * 3_600_000),
    duration_minutes: 45,
    created_at: new Date(now),
  });
}
