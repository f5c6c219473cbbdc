import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { EVERIFY_CASE_STATUS as S, TNC_FAN_LANGUAGES, type TncFanLanguage } from '@attest/contracts';
import { conflict, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { lockRecord } from '../../records/record-lock';
import { ActorService } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { caseRepo, caseTarget, lockCase } from '../cases/case-store';
import type { EverifyCaseEntity } from '../cases/entities';
import { EverifyAccess } from '../cases/everify-access';
import { CaseFileJobsService, type CaseFileStart } from '../documents/case-file-jobs.service';
import { caseFileRepo } from '../documents/case-file-store';
import type { EverifyCaseFileEntity } from '../documents/entities/everify-case-file.entity';
import { EverifyLettersService } from './everify-letters.service';
import { languageProperty, TncPropertiesService } from './tnc-properties.service';
import { patchWorkflow, workflowOf, workflowRepo } from './tnc-workflow-store';

/** A letter as the employee's page reads it: where it downloads once made. */
export interface EmployeeLetter {
  file_id: number;
  language: TncFanLanguage;
  state: string;
  /** The download (with the session's headers), once the letter is made; null before. */
  url: string | null;
  filename: string;
}

/** GET /api/v1/everify/tnc-fan-url: the employee's open notice. */
export interface TncFanUrlAnswer extends EmployeeLetter {
  case_id: number;
  /** The Referral Date Confirmation, once the case was referred. */
  referral: EmployeeLetter | null;
}

export const employeeLetterUrl = (fileId: number): string => `/api/v1/everify/tnc-fan/${fileId}`;

function letterOf(start: CaseFileStart, lang: TncFanLanguage): EmployeeLetter {
  const ready = start.file.state === 'ready';
  return { file_id: start.file_id, language: lang, state: start.file.state, url: ready ? employeeLetterUrl(start.file_id) : null, filename: start.file.file_name };
}

/**
 * The employee's side of the notice (applicant-side §7): where their Further Action Notice downloads
 * (`tnc-fan-url`; 404 tnc_download_url_missing when they have no notice to act on), and the download itself,
 * which records that and in which language they read it (the tnc_fan_downloaded / tnc_fan_language properties).
 */
@Injectable()
export class TncEmployeeService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: EverifyAccess,
    private readonly letters: EverifyLettersService,
    private readonly files: CaseFileJobsService,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
    private readonly properties: TncPropertiesService,
  ) {}

  async fanUrl(auth: AuthContext, lang: TncFanLanguage | null): Promise<TncFanUrlAnswer> {
    const c = await this.openNotice(auth);
    const w = await workflowRepo(this.ds).findOne(auth.customerId, { case_id: c.id });
    const language = lang ?? (w?.language as TncFanLanguage | null) ?? (await this.languageOf(auth));
    const fan = letterOf(await this.letters.fan(auth, c.id, language), language);
    return { case_id: c.id, ...fan, referral: await this.referralOf(auth, c, language) };
  }

  /** The referral letter once the case was referred (or while E-Verify confirms the referral); null otherwise. */
  private async referralOf(auth: AuthContext, c: EverifyCaseEntity, language: TncFanLanguage): Promise<EmployeeLetter | null> {
    if (!c.referred_at && !(c.pending_action === 'REFER' && (await this.letters.latest(c, 'referral', language)))) {
      return null;
    }
    return letterOf(await this.letters.referral(auth, c.id, language), language);
  }

  /** GET /api/v1/everify/tnc-fan/{fileId}: one of the employee's own letters, once made. */
  async download(auth: AuthContext, fileId: number): Promise<{ file: EverifyCaseFileEntity; bytes: Buffer }> {
    await this.access.requireEnabled(auth);
    const file = await caseFileRepo(this.ds).findOne(auth.customerId, { id: fileId });
    const c = file && (file.kind === 'fan' || file.kind === 'referral') ? await caseRepo(this.ds).findOne(auth.customerId, { id: file.case_id, applicant_id: auth.applicantId ?? 0 }) : null;
    if (!file || !c) {
      throw notFound();
    }
    if (file.state !== 'ready') {
      throw conflict('tnc_download_url_missing');
    }
    const bytes = await this.files.read(file);
    const lang = (file.lang ?? 'en') as TncFanLanguage;
    await this.ds.transaction(async (m: EntityManager) => {
      const record = await lockRecord(m, auth.customerId, c.i9_record_id);
      const locked = await lockCase(m, auth.customerId, c.id);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: caseTarget(c.id, `files/${file.id}`) });
      const w = await workflowOf(m, auth.customerId, locked.id);
      if (file.kind === 'fan') {
        await patchWorkflow(m, w, { downloaded_at: w.downloaded_at ?? new Date(), downloaded_lang: lang });
      }
    });
    if (file.kind === 'fan') {
      await this.properties.mirror(auth, c.applicant_id, { tnc_fan_downloaded: 'true', tnc_fan_language: languageProperty(lang) });
    }
    return { file, bytes };
  }

  /** The employee's latest open case with a mismatch they were told of (or are being told of). */
  private async openNotice(auth: AuthContext): Promise<EverifyCaseEntity> {
    await this.access.requireEnabled(auth);
    const cases = await caseRepo(this.ds).find(auth.customerId, { applicant_id: auth.applicantId ?? 0, tnc_agency: Not(IsNull()), status: Not(S.CLOSED) });
    for (const c of cases.sort((a, b) => b.id - a.id)) {
      const w = await workflowRepo(this.ds).findOne(auth.customerId, { case_id: c.id });
      if (c.case_number && (c.employee_notified_at || w?.notice_sent_at || c.pending_action === 'NOTIFY_EMPLOYEE')) {
        return c;
      }
    }
    throw notFound('tnc_download_url_missing');
  }

  private async languageOf(auth: AuthContext): Promise<TncFanLanguage> {
    const a = await new TenantRepository(this.ds, ApplicantEntity).findOne(auth.customerId, { applicant_id: auth.applicantId ?? 0 });
    const lang = (a?.language ?? '').slice(0, 2).toLowerCase();
    return (TNC_FAN_LANGUAGES as readonly string[]).includes(lang) ? (lang as TncFanLanguage) : 'en';
  }
}
