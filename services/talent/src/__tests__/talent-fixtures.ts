import { Module } from '@nestjs/common';
import { applicantDataParts } from '@attest/applicant';
import { identityDataParts } from '@attest/identity';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { talentDataParts } from '../talent-data';
import { TalentModule } from '../talent.module';

/** The talent service alone on a fresh database (with the applicant and customer tables it reads). */
export function talentTestModule(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, talentDataParts]), TalentModule] })
  class TalentTestModule {}
  return TalentTestModule;
}
