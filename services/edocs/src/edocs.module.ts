import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';

/** The edocs domain service; its features arrive with their issues (see docs/architecture.md). */
@Module({ controllers: [healthController('edocs')] })
export class EdocsModule {}
