import { Module } from '@nestjs/common';
import { createApp, loadConfig, PlatformModule } from '@attest/platform';
import { ComplianceModule } from './compliance.module';

// Runs the compliance service alone; the ingress sends its paths here (see infra/ingress).
async function main(): Promise<void> {
  const config = loadConfig();
  @Module({ imports: [PlatformModule.forRoot(config, []), ComplianceModule] })
  class ComplianceServiceModule {}
  const app = await createApp(ComplianceServiceModule, config, { openApiTitle: 'Attest compliance service' });
  await app.listen(config.port, config.host);
}

void main();
