import { PERMISSIONS } from '@attest/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { requireKey } from '../shared/query-key';
import { CodeValuesService } from './code-values.service';

@ApiTags('code-values')
@Controller('api/v2/customers/:customerId/admcodevalue')
export class CodeValuesController {
  constructor(private readonly codes: CodeValuesService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('getCodeValuesForCategory')
  forCategory(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Query('category') category?: string) {
    return this.codes.forCategory(auth, customerId, requireKey('category', category));
  }
}
