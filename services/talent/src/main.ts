import { Module } from '@nestjs/common';
import { createApp, loadConfig, PlatformModule } from '@attest/platform';
import { TalentModule } from './talent.module';

// Runs the talent service alone; the ingress sends its paths here (see infra/ingress).
async function main(): Promise<void> {
  const config = loadConfig();
  @Module({ imports: [PlatformModule.forRoot(config, []), TalentModule] })
  class TalentServiceModule {}
  const app = await createApp(TalentServiceModule, config, { openApiTitle: 'Attest talent service' });
  await app.listen(config.port, config.host);
}

void main();
