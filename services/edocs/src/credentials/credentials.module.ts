import { Module } from '@nestjs/common';
import { CertificationRequirementsModule } from '../certification-requirements/certification-requirements.module';
import { ApplicantCredentialsController } from './applicant-credentials.controller';
import { ApplicantCredentialsService } from './applicant-credentials.service';
import { CredentialTypesController } from './credential-types.controller';
import { CredentialTypesService } from './credential-types.service';

/** Credential types and applicant credentials (issue 18); uploads are checked by content like every upload. */
@Module({
  imports: [CertificationRequirementsModule],
  controllers: [CredentialTypesController, ApplicantCredentialsController],
  providers: [CredentialTypesService, ApplicantCredentialsService],
})
export class CredentialsModule {}
