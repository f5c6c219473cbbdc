import { Module } from '@nestjs/common';
import { ApplicantSigRequestsController, EdocsSigRequestsController, MultisignRequestsController } from './applicant-sig-requests.controller';
import { ExportSigRequestsProcessor } from './export-sig-requests.processor';
import { SigRequestEventsService } from './sig-request-events.service';
import { SigRequestExportService } from './sig-request-export.service';
import { SigRequestStaffService } from './sig-request-staff.service';
import { RequesterFormsService } from './requester-forms.service';
import { SignLogController } from './sign-log.controller';
import { SignatureRequestsService } from './signature-requests.service';
import { ApplicantScopedSigRequestsController, StaffAvailableController, StaffSigRequestsController } from './staff-sig-requests.controller';

/** Signature requests: the applicant's list and status moves (with their audit events), staff search, export, create and extend. */
@Module({
  controllers: [
    ApplicantSigRequestsController, MultisignRequestsController, EdocsSigRequestsController, SignLogController,
    StaffSigRequestsController, StaffAvailableController, ApplicantScopedSigRequestsController,
  ],
  providers: [SignatureRequestsService, SigRequestEventsService, SigRequestStaffService, SigRequestExportService, ExportSigRequestsProcessor, RequesterFormsService],
  exports: [SignatureRequestsService, SigRequestEventsService, ExportSigRequestsProcessor],
})
export class SignatureRequestsModule {}
