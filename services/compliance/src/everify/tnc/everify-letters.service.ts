import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TNC_FAN_LANGUAGES, type TncFanLanguage } from '@attest/contracts';
import { conflict, type AuthContext } from '@attest/platform';
import { lockRecord } from '../../records/record-lock';
import { ActorService, type Actor } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { caseTarget } from '../cases/case-store';
import type { EverifyCaseEntity } from '../cases/entities';
import { EverifyCasesService } from '../cases/everify-cases.service';
import { CaseFileJobsService, type CaseFileStart } from '../documents/case-file-jobs.service';
import { caseFileRepo } from '../documents/case-file-store';
import { FILE_JOBS } from '../documents/case-documents.service';
import type { EverifyCaseFileEntity } from '../documents/entities/everify-case-file.entity';
import { EVERIFY_CONFIG, type EverifyConfig } from '../everify-config';
import type { LetterKind } from './render-letter-pdf';

const fileName = (kind: LetterKind, c: EverifyCaseEntity, lang: TncFanLanguage) => `everify-${kind === 'fan' ? 'further-action-notice' : 'referral-date-confirmation'}-${c.case_number ?? c.id}-${lang}.pdf`;

/**
 * The two letters of a mismatch, made on the queue (staff-side §7 "asynchronous" `/{id}/fan?lang=` and
 * `/{id}/referral?lang=`): the Further Action Notice, once the case has a Tentative Nonconfirmation, and the
 * Referral Date Confirmation, once E-Verify has confirmed the referral. A letter is made once per language and
 * reused (its content is the case's); a failed one is made again when asked.
 */
@Injectable()
export class EverifyLettersService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(EVERIFY_CONFIG) private readonly config: EverifyConfig,
    private readonly cases: EverifyCasesService,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
    private readonly jobs: CaseFileJobsService,
  ) {}

  /** POST /{id}/fan?lang=: a new notice (e.g. after a correction), whatever was made before. */
  async newFan(auth: AuthContext, caseId: number, lang: TncFanLanguage): Promise<CaseFileStart> {
    const { c } = await this.cases.findInScope(auth, caseId);
    requireTnc(c);
    return this.start(auth, c, 'fan', lang);
  }

  /** GET /{id}/fan?lang=: the notice in that language (its job and progress, or its link), made when there is none. */
  async fan(auth: AuthContext, caseId: number, lang: TncFanLanguage): Promise<CaseFileStart> {
    const { c } = await this.cases.findInScope(auth, caseId);
    requireTnc(c);
    return this.getOrStart(auth, c, 'fan', lang);
  }

  /** GET /{id}/referral?lang=: the referral letter, made once E-Verify has confirmed the referral. */
  async referral(auth: AuthContext, caseId: number, lang: TncFanLanguage): Promise<CaseFileStart> {
    const { c } = await this.cases.findInScope(auth, caseId);
    const waiting = await this.latest(c, 'referral', lang);
    if (!c.referred_at && !(waiting && c.pending_action === 'REFER')) {
      throw conflict('everify_not_referred');
    }
    return this.getOrStart(auth, c, 'referral', lang);
  }

  /** POST /{id}/referral?lang= after the referral was asked for: its letter, made once E-Verify confirms. */
  async referralAsked(auth: AuthContext, caseId: number, lang: TncFanLanguage): Promise<CaseFileStart> {
    const { c } = await this.cases.findInScope(auth, caseId);
    return this.afterReferral(auth, c, lang);
  }

  /** After a referral was asked for (staff, or the employee's decision): the letter, made once E-Verify confirms. */
  async afterReferral(auth: AuthContext, c: EverifyCaseEntity, lang: TncFanLanguage): Promise<CaseFileStart> {
    return this.getOrStart(auth, c, 'referral', lang);
  }

  /** The notice in both languages, for the employee's page (made when missing). */
  async ensureFans(auth: AuthContext, c: EverifyCaseEntity): Promise<void> {
    for (const lang of TNC_FAN_LANGUAGES) {
      await this.getOrStart(auth, c, 'fan', lang);
    }
  }

  /** The latest letter of a kind and language (null before any). */
  async latest(c: EverifyCaseEntity, kind: LetterKind, lang: TncFanLanguage): Promise<EverifyCaseFileEntity | null> {
    const rows = await caseFileRepo(this.ds).find(c.customer_id, { case_id: c.id, kind, lang });
    return rows.sort((a, b) => b.id - a.id)[0] ?? null;
  }

  private async getOrStart(auth: AuthContext, c: EverifyCaseEntity, kind: LetterKind, lang: TncFanLanguage): Promise<CaseFileStart> {
    const last = await this.latest(c, kind, lang);
    if (!last || last.state === 'failed') {
      return this.start(auth, c, kind, lang);
    }
    const file = await this.jobs.status(last, this.spec(kind));
    return { file_id: file.id, job_id: file.job_id, event_name: file.event_name ?? '', subscription_url: file.subscription_url ?? '', file };
  }

  private async start(auth: AuthContext, c: EverifyCaseEntity, kind: LetterKind, lang: TncFanLanguage): Promise<CaseFileStart> {
    const actor: Actor = await this.ds.transaction(async (m: EntityManager) => {
      const record = await lockRecord(m, auth.customerId, c.i9_record_id);
      const who = await this.actors.of(m, auth);
      await this.trail.append(m, record, who, { action: 'create', target: caseTarget(c.id, kind), after: { lang } });
      return who;
    });
    return this.jobs.start(c.customer_id, c.id, actor, { kind, lang, fileName: fileName(kind, c, lang), contentType: 'application/pdf', ...this.spec(kind) });
  }

  /** A referral letter waits for E-Verify as long as E-Verify's own calls are retried. */
  private spec(kind: LetterKind) {
    return kind === 'referral'
      ? { ...FILE_JOBS.referral, attempts: this.config.jobAttempts, backoffMs: this.config.jobBackoffMs }
      : { ...FILE_JOBS.fan, attempts: 3 };
  }
}

/** 409 everify_no_tnc for a case that never had a mismatch (nor a case number to print). */
export function requireTnc(c: EverifyCaseEntity): void {
  if (!c.tnc_agency || !c.tnc_issued_at || !c.case_number) {
    throw conflict('everify_no_tnc');
  }
}
