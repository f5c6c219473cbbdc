import { Module } from '@nestjs/common';
import { createApp, loadConfig, PlatformModule } from '@attest/platform';
import { IntegrationsModule } from './integrations.module';

// Runs the integrations service alone; the ingress sends its paths here (see infra/ingress).
async function main(): Promise<void> {
  const config = loadConfig();
  @Module({ imports: [PlatformModule.forRoot(config, []), IntegrationsModule] })
  class IntegrationsServiceModule {}
  const app = await createApp(IntegrationsServiceModule, config, { openApiTitle: 'Attest integrations service' });
  await app.listen(config.port, config.host);
}

void main();
