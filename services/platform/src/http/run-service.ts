import { DynamicModule, Module, Type } from '@nestjs/common';
import { loadConfig } from '../config/app-config';
import type { DataParts } from '../database/data-parts';
import { PlatformModule } from '../platform.module';
import { createApp } from './create-app';

export interface ServiceDefinition {
  name: string;
  parts: DataParts[];
  modules: (Type<unknown> | DynamicModule)[];
}

/** Runs one domain service as its own process (the ingress routes its paths to it). */
export async function runService(def: ServiceDefinition): Promise<void> {
  const config = loadConfig();
  @Module({ imports: [PlatformModule.forRoot(config, def.parts), ...def.modules] })
  class ServiceModule {}
  const app = await createApp(ServiceModule, config, { openApiTitle: `Attest ${def.name} service` });
  await app.listen(config.port, config.host);
}
