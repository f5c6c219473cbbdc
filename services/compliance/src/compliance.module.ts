import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';

/** The compliance domain service; its features arrive with their issues (see docs/architecture.md). */
@Module({ controllers: [healthController('compliance')] })
export class ComplianceModule {}
