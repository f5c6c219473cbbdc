import { Module } from '@nestjs/common';
import { ComplianceHealthController } from './health/health.controller';

/** The compliance domain service; its features arrive with their issues (see docs/architecture.md). */
@Module({ controllers: [ComplianceHealthController] })
export class ComplianceModule {}
