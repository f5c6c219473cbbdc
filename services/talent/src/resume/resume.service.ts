import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, type ConfirmResumeSkillsInput, type ResumeSuggestions, type ResumeUploadAnswer } from '@attest/contracts';
import { AuditService, badRequest, checkUpload, notFound, STORAGE, TenantRepository, type AuthContext, type MultipartUpload, type StorageService } from '@attest/platform';
import { ResumeEntity } from './entities/resume.entity';
import { parseResume } from './resume-parser';
import { docxText, pdfText } from './resume-text';

const safeName = (name: string, fallback: string) => {
  const base = name.split(/[\\/]/).pop()?.replace(/[^\w .()-]/g, '_').trim() ?? '';
  return (base || fallback).slice(0, 255);
};

/**
 * The applicant's resume (POST /api/resume): the file is checked by its content (a PDF or a .docx only), read
 * here (no outside service) and stored; the answer carries suggestions she confirms — work history and education
 * through their own paths, skills here.
 */
@Injectable()
export class ResumeService {
  private readonly log = new Logger('ResumeService');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  /** The caller's own record; a query's applicant_id naming someone else is not found. */
  async assertOwn(auth: AuthContext, applicantId: unknown): Promise<number> {
    const self = auth.applicantId ?? 0;
    if (applicantId !== undefined && applicantId !== '' && Number(applicantId) !== self) {
      throw notFound();
    }
    await new TenantRepository(this.ds, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: self });
    return self;
  }

  async upload(auth: AuthContext, applicantId: number, upload: MultipartUpload): Promise<ResumeUploadAnswer> {
    const file = upload.file;
    if (!file) {
      throw badRequest('upload_file_required');
    }
    const checked = checkUpload({ fileName: file.fileName, bytes: file.bytes, truncated: file.truncated, accepted: RESUME_EXTENSIONS, maxBytes: RESUME_MAX_BYTES });
    if (!checked.ok) {
      throw badRequest(checked.key === 'upload_type_not_accepted' || checked.key === 'upload_content_mismatch' ? 'resume_type_not_accepted' : checked.key);
    }
    let suggestions: ResumeSuggestions;
    try {
      suggestions = parseResume(checked.type === 'pdf' ? await pdfText(checked.bytes) : await docxText(checked.bytes));
    } catch (err) {
      this.log.warn(`applicant ${applicantId}: resume unreadable: ${err instanceof Error ? err.message : String(err)}`);
      throw badRequest('resume_unreadable');
    }
    const key = `resumes/${auth.customerId}/${applicantId}/${randomUUID()}${checked.extension}`;
    await this.storage.put(key, checked.bytes, checked.mime);
    try {
      const row = await this.ds.transaction(async (m) => {
        const saved = await new TenantRepository(m, ResumeEntity).insert(auth.customerId, {
          applicant_id: applicantId,
          file_name: safeName(file.fileName, `resume${checked.extension}`),
          mime: checked.mime,
          size: checked.size,
          sha256: createHash('sha256').update(checked.bytes).digest('hex'),
          storage_key: key,
          suggestions: JSON.stringify(suggestions),
          confirmed_skills: null,
          created_at: new Date(),
        });
        await this.audit.record(auth, { entity: 'resume', entityId: saved.resume_id, action: 'create', changes: { file_name: { from: null, to: saved.file_name } } }, m);
        return saved;
      });
      return answer(row);
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
  }

  /** The latest resume and its suggestions, or null. */
  async latest(auth: AuthContext): Promise<(ResumeUploadAnswer & { confirmed_skills: string[] }) | null> {
    const [row] = await new TenantRepository(this.ds, ResumeEntity)
      .query(auth.customerId, 'r')
      .andWhere('r.applicant_id = :a', { a: auth.applicantId ?? 0 })
      .orderBy('r.resume_id', 'DESC')
      .take(1)
      .getMany();
    return row ? { ...answer(row), confirmed_skills: JSON.parse(row.confirmed_skills ?? '[]') as string[] } : null;
  }

  /** The skills she confirmed (the resume must be her own). */
  async confirmSkills(auth: AuthContext, resumeId: number, input: ConfirmResumeSkillsInput): Promise<{ resume_id: number; confirmed_skills: string[] }> {
    const repo = new TenantRepository(this.ds, ResumeEntity);
    const row = await repo.findOneOr404(auth.customerId, { resume_id: resumeId, applicant_id: auth.applicantId ?? 0 });
    const byKey = new Map<string, string>();
    input.skills.map((s) => s.trim()).filter(Boolean).forEach((s) => byKey.has(s.toLowerCase()) || byKey.set(s.toLowerCase(), s));
    const skills = [...byKey.values()];
    await this.ds.transaction(async (m) => {
      await new TenantRepository(m, ResumeEntity).update(auth.customerId, { resume_id: row.resume_id }, { confirmed_skills: JSON.stringify(skills) });
      await this.audit.record(auth, { entity: 'resume', entityId: row.resume_id, action: 'confirm_skills', changes: { confirmed_skills: { from: JSON.parse(row.confirmed_skills ?? '[]') as string[], to: skills } } }, m);
    });
    return { resume_id: row.resume_id, confirmed_skills: skills };
  }
}

function answer(row: ResumeEntity): ResumeUploadAnswer {
  return { resume_id: row.resume_id, file_name: row.file_name, mime: row.mime, size: row.size, suggestions: JSON.parse(row.suggestions ?? '{"work_history":[],"education":[],"skills":[]}') as ResumeSuggestions };
}
