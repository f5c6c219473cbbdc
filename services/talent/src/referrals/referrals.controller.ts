import { createReferralSchema, PERMISSIONS, referralDatatableQuerySchema, type CreateReferralInput, type ReferralDatatableQuery } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, notFound, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { ReferralsService } from './referrals.service';

/**
 * staff-side §7 "Referrals" under api/v2/customers/{customerId}/aplreferral. The path's customer must be the
 * caller's active customer (404 otherwise). Applicants reach their own (list, accept one addressed to them).
 */
@ApiTags('referrals')
@Controller('api/v2/customers/:customerId/aplreferral')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number) {
    sameCustomer(auth, customerId);
    return this.referrals.list(auth);
  }

  /** The applicant refers a friend (path not shown; decision 0044); the invitation email goes out at once. */
  @Parties('applicant')
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body(new YupBody(createReferralSchema)) body: CreateReferralInput) {
    sameCustomer(auth, customerId);
    return this.referrals.create(auth, body);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('sendInvitation/:id')
  @HttpCode(200)
  send(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number) {
    sameCustomer(auth, customerId);
    return this.referrals.sendInvitation(auth, id);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('acceptInvitation/:id')
  @HttpCode(200)
  accept(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number) {
    sameCustomer(auth, customerId);
    return this.referrals.acceptInvitation(auth, id);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post('datatablequery')
  @HttpCode(200)
  datatable(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body(new YupBody(referralDatatableQuerySchema)) body: ReferralDatatableQuery) {
    sameCustomer(auth, customerId);
    return this.referrals.datatable(auth, body);
  }
}

function sameCustomer(auth: AuthContext, customerId: number): void {
  if (customerId !== auth.customerId) {
    throw notFound();
  }
}
