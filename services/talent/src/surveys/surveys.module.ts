import { Module } from '@nestjs/common';
import { CustomersService } from '@attest/identity';
import { GuestSurveysController } from './guest-surveys.controller';
import { GuestSurveysService } from './guest-surveys.service';
import { SurveysController } from './surveys.controller';
import { SurveysService } from './surveys.service';

/** Survey answers: the guest survey pages write them, staff hide them; GuestSurveysService builds the links. */
@Module({ controllers: [SurveysController, GuestSurveysController], providers: [SurveysService, GuestSurveysService, CustomersService], exports: [GuestSurveysService] })
export class SurveysModule {}
