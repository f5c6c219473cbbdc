import { Module } from '@nestjs/common';
import { createApp, loadConfig, PlatformModule } from '@attest/platform';
import { applicantDataParts } from './applicant-data';
import { ApplicantModule } from './applicant.module';

// Runs the applicant service alone; the ingress sends its paths here (see infra/ingress).
async function main(): Promise<void> {
  const config = loadConfig();
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts]), ApplicantModule] })
  class ApplicantServiceModule {}
  const app = await createApp(ApplicantServiceModule, config, { openApiTitle: 'Attest applicant service' });
  await app.listen(config.port, config.host);
}

void main();
