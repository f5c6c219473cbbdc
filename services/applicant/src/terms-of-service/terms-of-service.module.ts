import { Module } from '@nestjs/common';
import { TermsOfServiceController } from './terms-of-service.controller';
import { TermsOfServiceService } from './terms-of-service.service';

/** Terms-of-service acceptance: read by staff and the applicant, accepted by the applicant (decision 0025). */
@Module({ controllers: [TermsOfServiceController], providers: [TermsOfServiceService] })
export class TermsOfServiceModule {}
