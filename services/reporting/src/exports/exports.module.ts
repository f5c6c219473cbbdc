import { Module } from '@nestjs/common';
import { ExpireExportsProcessor } from './expire-exports.processor';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';

/** The exports list over platform's adm_exports registry, and the removal of expired files. */
@Module({ controllers: [ExportsController], providers: [ExportsService, ExpireExportsProcessor], exports: [ExpireExportsProcessor] })
export class ExportsModule {}
