import { Module } from '@nestjs/common';
import { EdocsHealthController } from './health/health.controller';

/** The edocs domain service; its features arrive with their issues (see docs/architecture.md). */
@Module({ controllers: [EdocsHealthController] })
export class EdocsModule {}
