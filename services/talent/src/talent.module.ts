import { Module } from '@nestjs/common';
import { TalentHealthController } from './health/health.controller';

/** The talent domain service; its features arrive with their issues (see docs/architecture.md). */
@Module({ controllers: [TalentHealthController] })
export class TalentModule {}
