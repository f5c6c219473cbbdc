import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';

/** The talent domain service; its features arrive with their issues (see docs/architecture.md). */
@Module({ controllers: [healthController('talent')] })
export class TalentModule {}
