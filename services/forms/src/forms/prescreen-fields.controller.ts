import { PERMISSIONS } from '@attest/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { FormsService } from './forms.service';

@ApiTags('forms')
@Controller('api/v2/customers/:customerId/edcfield')
export class PrescreenFieldsController {
  constructor(private readonly forms: FormsService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('prescreenfields/:id')
  get(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number) {
    return this.forms.prescreenFields(auth, customerId, id);
  }
}
