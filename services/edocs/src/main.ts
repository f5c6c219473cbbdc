import { Module } from '@nestjs/common';
import { createApp, loadConfig, PlatformModule } from '@attest/platform';
import { EdocsModule } from './edocs.module';

// Runs the edocs service alone; the ingress sends its paths here (see infra/ingress).
async function main(): Promise<void> {
  const config = loadConfig();
  @Module({ imports: [PlatformModule.forRoot(config, []), EdocsModule] })
  class EdocsServiceModule {}
  const app = await createApp(EdocsServiceModule, config, { openApiTitle: 'Attest edocs service' });
  await app.listen(config.port, config.host);
}

void main();
