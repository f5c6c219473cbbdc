import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { STORAGE, type StorageService } from '@attest/platform';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { ResumeEntity } from '../entities/resume.entity';
import { makeResumeDocx, makeResumePdf } from '../testing/resume-fixtures';

describe('POST /api/resume: the applicant uploads a resume and gets suggestions', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let ada: Session;
  let bob: Session;
  let staff: Session;
  let adaId = 0;
  let bobId = 0;
  const rows = () => ds.getRepository(ResumeEntity).find({ order: { resume_id: 'ASC' } });
  const upload = async (session: Session, name: string, bytes: Uint8Array, query = '?is_applicant=1&job_id=0&category=null&customer_code=acme&applicant_id=') => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bytes)]), name);
    const res = await fetch(`${t.baseUrl}/api/resume${query}`, {
      method: 'POST',
      headers: { authorization: `Basic ${session.token}`, 'x-requested-by-party': session.party },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const now = new Date();
    await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
    const person = (customer_id: number, first_name: string) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name: 'Tester', email: `${first_name}@x.test`, date_registered: now, last_updated: now });
    adaId = (await person(1, 'Ada')).applicant_id;
    bobId = (await person(1, 'Bob')).applicant_id;
    ada = await sessionFor(t.app, 'applicant', adaId, 1);
    bob = await sessionFor(t.app, 'applicant', bobId, 1);
    staff = await sessionFor(t.app, 'user', 900, 1);
  }, 180_000);
  afterAll(async () => t?.close());

  it('reads a PDF: stores the file and answers work history, education and skills suggestions', async () => {
    const pdf = await makeResumePdf();
    const res = await upload(ada, 'Dana resume.pdf', pdf);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ file_name: 'Dana resume.pdf', mime: 'application/pdf', size: pdf.length });
    expect(res.body.suggestions.work_history[0]).toEqual({ employer: 'Mercy General Hospital', title: 'Registered Nurse', start_date: '2019-03-01', end_date: null, current: true });
    expect(res.body.suggestions.education.map((e: { school: string; degree: string }) => [e.school, e.degree])).toEqual([['State University', 'BA'], ['Lincoln High School', 'HS']]);
    expect(res.body.suggestions.skills).toEqual(['Patient care', 'IV therapy', 'Electronic health records', 'CPR']);
    const [row] = await rows();
    expect([row.applicant_id, row.customer_id]).toEqual([adaId, 1]);
    const chunks: Buffer[] = [];
    for await (const chunk of await t.app.get<StorageService>(STORAGE).read(row.storage_key)) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).equals(Buffer.from(pdf))).toBe(true);
  });

  it('reads a Word document the same way', async () => {
    const res = await upload(ada, 'resume.docx', makeResumeDocx());
    expect(res.status).toBe(200);
    expect(res.body.suggestions.work_history.map((w: { employer: string }) => w.employer)).toEqual(['Mercy General Hospital', 'Sunrise Clinic']);
  });

  it('refuses by content (not name), another applicant’s id and staff; nothing is stored', async () => {
    const before = (await rows()).length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    expect((await upload(ada, 'resume.pdf', exe)).body).toMatchObject({ statusCode: 400, messageKey: 'resume_type_not_accepted' });
    expect((await upload(ada, 'resume.docx', await makeResumePdf())).body).toMatchObject({ statusCode: 400, messageKey: 'resume_type_not_accepted' });
    expect((await upload(ada, 'resume.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).body).toMatchObject({ statusCode: 400, messageKey: 'resume_type_not_accepted' });
    expect((await upload(ada, 'resume.pdf', Buffer.from('%PDF-1.7\nbroken'))).body).toMatchObject({ statusCode: 400, messageKey: 'resume_unreadable' });
    expect((await upload(ada, 'resume.pdf', await makeResumePdf(), `?applicant_id=${bobId}`)).status).toBe(404);
    expect((await upload(staff, 'resume.pdf', await makeResumePdf())).status).toBe(403);
    expect((await rows()).length).toBe(before);
  });

  it('shows her latest resume and keeps the skills she confirms; another applicant’s resume is 404 and unchanged', async () => {
    const latest = await call('GET', '/api/resume/latest', { session: ada });
    expect(latest.body.resume).toMatchObject({ file_name: 'resume.docx', confirmed_skills: [] });
    const id = latest.body.resume.resume_id;
    const confirmed = await call('POST', `/api/resume/${id}/skills`, { session: ada, body: { skills: ['CPR', 'IV therapy', 'cpr'] } });
    expect(confirmed.body).toEqual({ resume_id: id, confirmed_skills: ['CPR', 'IV therapy'] });
    expect((await call('POST', `/api/resume/${id}/skills`, { session: bob, body: { skills: ['Hacking'] } })).status).toBe(404);
    expect((await call('POST', `/api/resume/${id}/skills`, { session: ada, body: { skills: 'CPR' } })).status).toBe(400);
    expect((await call('GET', '/api/resume/latest', { session: bob })).body).toEqual({ resume: null });
    expect(JSON.parse((await ds.getRepository(ResumeEntity).findOneByOrFail({ resume_id: id })).confirmed_skills!)).toEqual(['CPR', 'IV therapy']);
  });
});
