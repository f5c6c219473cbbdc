import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';

/** The integrations domain service; its features arrive with their issues (see docs/architecture.md). */
@Module({ controllers: [healthController('integrations')] })
export class IntegrationsModule {}
