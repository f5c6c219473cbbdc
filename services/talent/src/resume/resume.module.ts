import { Module } from '@nestjs/common';
import { ResumeController } from './resume.controller';
import { ResumeService } from './resume.service';

/** The applicant's resume upload and the suggestions read from it. */
@Module({ controllers: [ResumeController], providers: [ResumeService] })
export class ResumeModule {}
