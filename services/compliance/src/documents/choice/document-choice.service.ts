import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { conflict, CustomerConfigService, type AuthContext } from '@attest/platform';
import { I9RecordsService } from '../../records/i9-records.service';
import { RevisionsService } from '../../records/revisions.service';
import { ActorService } from '../../shared/actor';
import { parsePayload } from '../../shared/payload-mask';
import { TrailService } from '../../trail/trail.service';
import { assertChoiceFits, orderedChoice } from './document-choice-rules';
import { choiceTrailValue, choiceView, findChoice, writeChoice, type DocumentChoiceView } from './document-choice-store';
import type { DocumentChoiceBody } from './dto/document-choice.dto';

export const CHOICE_TARGET = 'documents_choice';

/**
 * The employee chooses which documents they will present (the employer may not ask for particular ones): on
 * their own current I-9, checked against the lists for the status in their latest Section 1 (the draft being
 * written, else the signed one), until Section 2 is signed. Every change is a trail row.
 */
@Injectable()
export class DocumentChoiceService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly config: CustomerConfigService,
  ) {}

  async save(auth: AuthContext, body: DocumentChoiceBody): Promise<DocumentChoiceView> {
    const recordId = await this.records.currentIdOf(auth, auth.applicantId ?? 0);
    const everify = await this.config.flag(auth.customerId, 'enable_everify');
    return this.ds.transaction(async (m) => {
      const { record, applicant } = await this.records.lockInScope(m, auth, recordId);
      if (await this.revisions.latestSigned(m, record, 'section2')) {
        throw conflict('i9_section2_signed');
      }
      const section1 = await this.revisions.latest(m, record, 'section1');
      const documents = orderedChoice(body.documents);
      assertChoiceFits(documents, section1 ? parsePayload(section1.payload).attest_type : null, everify);
      const existing = await findChoice(m, record);
      const before = existing ? choiceView(existing) : null;
      if (before && JSON.stringify(before.documents) === JSON.stringify(documents)) {
        return before;
      }
      const actor = await this.actors.of(m, auth, applicant);
      const saved = await writeChoice(m, record, existing, documents, actor);
      await this.trail.append(m, record, actor, {
        action: existing ? 'update' : 'create',
        target: CHOICE_TARGET,
        before: before ? choiceTrailValue(before.documents) : null,
        after: choiceTrailValue(documents),
      });
      return choiceView(saved);
    });
  }
}
