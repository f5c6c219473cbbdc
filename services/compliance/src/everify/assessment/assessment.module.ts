import { Module } from '@nestjs/common';
import { AssessmentController } from './assessment.controller';
import { AssessmentService } from './assessment.service';

/** Staff users' E-Verify assessments; the case-creation guard is assessment-guard.ts. */
@Module({ controllers: [AssessmentController], providers: [AssessmentService] })
export class AssessmentModule {}
