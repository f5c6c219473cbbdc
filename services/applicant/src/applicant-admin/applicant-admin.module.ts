import { Module } from '@nestjs/common';
import { ApplicantRecordService } from '../applicant-record/applicant-record.service';
import { ApplicantAdminController } from './applicant-admin.controller';
import { ApplicantAdminService } from './applicant-admin.service';
import { ApplicantInfoController } from './applicant-info.controller';
import { ApplicantInfoService } from './applicant-info.service';
import { LicensePicturesController } from './license-pictures.controller';
import { LicensePicturesService } from './license-pictures.service';

/** The staff applicant detail's own actions and sub-resources (issue 15). */
@Module({
  controllers: [ApplicantAdminController, ApplicantInfoController, LicensePicturesController],
  providers: [ApplicantAdminService, ApplicantInfoService, LicensePicturesService, ApplicantRecordService],
})
export class ApplicantAdminModule {}
