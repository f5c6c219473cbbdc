import { Module } from '@nestjs/common';
import { ApplicantMatchesController } from './applicant-matches.controller';
import { ApplicantMatchesService } from './applicant-matches.service';

@Module({ controllers: [ApplicantMatchesController], providers: [ApplicantMatchesService] })
export class ApplicantMatchesModule {}
