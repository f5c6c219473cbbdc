import { Global, Module } from '@nestjs/common';
import { CodeMapsPort } from './code-maps-port';
import { FieldMappingsController } from './field-mappings.controller';
import { FieldMappingsService } from './field-mappings.service';

/** Field mappings (decision 0050). Global so the syncs can ask for a mapping set. */
@Global()
@Module({
  controllers: [FieldMappingsController],
  providers: [FieldMappingsService, CodeMapsPort],
  exports: [FieldMappingsService],
})
export class FieldMappingsModule {}
