import { Global, Module } from '@nestjs/common';
import { AdapterPropertiesController } from './adapter-properties.controller';
import { AdapterPropertiesService } from './adapter-properties.service';

/** Adapter properties (decision 0050). Global so adapters and syncs can read DISABLE_SYNC_FROM_ATS and the like. */
@Global()
@Module({ controllers: [AdapterPropertiesController], providers: [AdapterPropertiesService], exports: [AdapterPropertiesService] })
export class AdapterPropertiesModule {}
