import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { AlertsModule } from './alerts/alerts.module';
import { CorrectionsModule } from './corrections/corrections.module';
import { DocumentChoiceModule } from './documents/choice/document-choice.module';
import { DocumentsModule } from './documents/documents.module';
import { EmploymentModule } from './employment/employment.module';
import { EverifyModule } from './everify/everify.module';
import { EverifyListsModule } from './everify/lists/everify-lists.module';
import { I9StatusModule } from './i9-status/i9-status.module';
import { RecordsModule } from './records/records.module';
import { ReferencesModule } from './references/references.module';
import { RetentionModule } from './retention/retention.module';
import { SecondSignerModule } from './second-signer/second-signer.module';
import { Section1Module } from './section1/section1.module';
import { Section2Module } from './section2/section2.module';
import { SubmissionsModule } from './submissions/submissions.module';
import { TrailModule } from './trail/trail.module';

/** The compliance domain service: Form I-9 records, sections, corrections, submissions, retention and the I-9 trail (issue 12). */
@Module({
  imports: [RecordsModule, TrailModule, Section1Module, Section2Module, CorrectionsModule, SubmissionsModule, ReferencesModule, EmploymentModule, RetentionModule, DocumentsModule, DocumentChoiceModule, AlertsModule, EverifyModule, EverifyListsModule, SecondSignerModule, I9StatusModule],
  controllers: [healthController('compliance')],
})
export class ComplianceModule {}
