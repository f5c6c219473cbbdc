import { Module } from '@nestjs/common';
import { PropertiesService } from '@attest/applicant';
import { CustomersService } from '@attest/identity';
import { EverifyCaseActionsService } from '../cases/everify-case-actions.service';
import { EverifyCaseReadsService } from '../cases/everify-case-reads.service';
import { EverifyCoreModule } from '../everify-core.module';
import { EverifyLettersController } from './everify-letters.controller';
import { EverifyLettersModule } from './everify-letters.module';
import { TncCaseAccess } from './tnc-case-access';
import { TncEmployeeService } from './tnc-employee.service';
import { TncNoticeController } from './tnc-notice.controller';
import { TncNoticeService } from './tnc-notice.service';
import { TncPropertiesController } from './tnc-properties.controller';
import { TncPropertiesService } from './tnc-properties.service';
import { TncWorkflowController } from './tnc-workflow.controller';
import { TncWorkflowService } from './tnc-workflow.service';

/**
 * The mismatch (TNC) workflow of E-Verify cases (issue 13): the Further Action Notice and the Referral Date
 * Confirmation made on the queue (EN/ES), the referral, the private notice to the employee, the employee's
 * decision (the tnc-fan workflow) and its applicant properties. Imported by EverifyModule; the letters and
 * their processor are in EverifyLettersModule (what a worker process imports); the case actions are
 * provided here too (stateless) so this module needs only the core.
 */
@Module({
  imports: [EverifyCoreModule, EverifyLettersModule],
  controllers: [EverifyLettersController, TncWorkflowController, TncNoticeController, TncPropertiesController],
  providers: [
    CustomersService,
    PropertiesService,
    EverifyCaseReadsService,
    EverifyCaseActionsService,
    TncCaseAccess,
    TncPropertiesService,
    TncWorkflowService,
    TncNoticeService,
    TncEmployeeService,
  ],
  exports: [EverifyLettersModule],
})
export class EverifyTncModule {}
