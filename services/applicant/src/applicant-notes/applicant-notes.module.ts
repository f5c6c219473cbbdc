import { Module } from '@nestjs/common';
import { ApplicantNotesController } from './applicant-notes.controller';
import { ApplicantNotesService } from './applicant-notes.service';

@Module({ controllers: [ApplicantNotesController], providers: [ApplicantNotesService], exports: [ApplicantNotesService] })
export class ApplicantNotesModule {}
