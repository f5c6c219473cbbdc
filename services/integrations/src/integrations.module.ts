import { Module } from '@nestjs/common';
import { IntegrationsHealthController } from './health/health.controller';

/** The integrations domain service; its features arrive with their issues (see docs/architecture.md). */
@Module({ controllers: [IntegrationsHealthController] })
export class IntegrationsModule {}
