import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { identityDataParts } from '@attest/identity';
import { isUniqueViolation, mergeDataParts, platformDataParts } from '@attest/platform';
import { talentDataParts } from '../../talent-data';
import { ReferralEntity } from '../../referrals/entities/referral.entity';
import { ResumeEntity } from '../../resume/entities/resume.entity';
import { SurveyAnswerEntity } from '../entities/survey-answer.entity';

// The embedded default runs on SQLite: decision 0044's migrations (survey type and answers with the single-answer
// index, referral viewed_at, resumes) must run there too (MariaDB is covered by the integration suites).
describe('talent schema of surveys, referrals and resumes on SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, identityDataParts, applicantDataParts, talentDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it('keeps one answer per applicant, survey type and placement', async () => {
    const answer = { customer_id: 1, applicant_id: 2, kind: 'placement' as const, survey_type: 2, entity_id: 5, score: 9, answers: '{"site_was_ready":"no"}', comment: null, hidden: 0, created_at: new Date() };
    await ds.getRepository(SurveyAnswerEntity).insert({ ...answer });
    const again = await ds.getRepository(SurveyAnswerEntity).insert({ ...answer, score: 1 }).catch((err: unknown) => err);
    expect(isUniqueViolation(again)).toBe(true);
    await ds.getRepository(SurveyAnswerEntity).insert({ ...answer, survey_type: 1 });
    expect((await ds.getRepository(SurveyAnswerEntity).find()).map((a) => [a.survey_type, a.score, a.answers])).toEqual([[2, 9, '{"site_was_ready":"no"}'], [1, 9, '{"site_was_ready":"no"}']]);
  });

  it('stores when a referral was viewed, and resumes with their suggestions', async () => {
    const now = new Date();
    await ds.getRepository(ReferralEntity).insert({ customer_id: 1, applicant_id: 2, created: now, email: 'f@x.test', status: 2, viewed_at: now });
    expect((await ds.getRepository(ReferralEntity).findOneByOrFail({ email: 'f@x.test' })).viewed_at).toBeInstanceOf(Date);
    await ds.getRepository(ResumeEntity).insert({ customer_id: 1, applicant_id: 2, file_name: 'cv.pdf', mime: 'application/pdf', size: 10, sha256: 'a'.repeat(64), storage_key: 'resumes/1/2/x.pdf', suggestions: '{}', confirmed_skills: null, created_at: now });
    expect(await ds.getRepository(ResumeEntity).count()).toBe(1);
  });
});
