import { Module } from '@nestjs/common';
import { CustomersService } from '@attest/identity';
import { DocumentsModule } from '../documents/documents.module';
import { I9CoreModule } from '../records/i9-core.module';
import { Section2Module } from '../section2/section2.module';
import { AuthRepController } from './auth-rep.controller';
import { AuthRepService } from './auth-rep.service';
import { RepresentativeStaffService } from './representative-staff.service';
import { SecondSignerGuestController } from './second-signer-guest.controller';
import { SecondSignerGuestService } from './second-signer-guest.service';
import { SecondSignerImagesService } from './second-signer-images.service';
import { SecondSignerInvitations } from './second-signer-invitations.service';
import { SecondSignerStaffController } from './second-signer-staff.controller';
import { Section2ReviewService } from './section2-review.service';

/**
 * The I-9 authorized representative (second signer): chosen by the employee in Section 1, sent a link,
 * completes Section 2 as a guest; staff review it. CustomersService (identity's tables) gives the link's
 * customer code and the employer's name.
 */
@Module({
  imports: [I9CoreModule, Section2Module, DocumentsModule],
  controllers: [AuthRepController, SecondSignerStaffController, SecondSignerGuestController],
  providers: [CustomersService, SecondSignerInvitations, AuthRepService, RepresentativeStaffService, Section2ReviewService, SecondSignerGuestService, SecondSignerImagesService],
  exports: [SecondSignerInvitations],
})
export class SecondSignerModule {}
