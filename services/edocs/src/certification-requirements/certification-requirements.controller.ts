import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { CertificationRequirementsService } from './certification-requirements.service';
import { automationDefaultSchema, requirementSchema, type AutomationDefaultInput, type RequirementInput } from './requirement-dtos';

/** Certification requirement configuration (staff-side §5, §7): account configuration (decision 0039). */
@ApiTags('certification-requirements')
@Controller('api/v1')
@Parties('user')
export class CertificationRequirementsController {
  constructor(private readonly requirements: CertificationRequirementsService) {}

  /** ?customer_location_id: the ones applying there (its own and every-location ones). */
  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('CertificationRequirementConfiguration')
  list(@CurrentAuth() auth: AuthContext, @Query('customer_location_id') location?: string) {
    return this.requirements.list(auth, location === undefined || location === '' ? undefined : new IdParam().transform(location));
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('CertificationRequirementConfiguration/invalid')
  invalid(@CurrentAuth() auth: AuthContext) {
    return this.requirements.invalid(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('CertificationRequirementConfiguration/:id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.requirements.get(auth, id);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post('CertificationRequirementConfiguration')
  @HttpCode(200)
  save(@CurrentAuth() auth: AuthContext, @Body(new YupBody(requirementSchema)) body: RequirementInput) {
    return this.requirements.save(auth, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete('CertificationRequirementConfiguration/:id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    await this.requirements.remove(auth, id);
  }

  /** The customer's default automation as the admin page edits it (the spec's table when none is saved; decision 0043). */
  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('CredentialAutomationConfiguration/default')
  getDefault(@CurrentAuth() auth: AuthContext) {
    return this.requirements.getDefault(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post('CredentialAutomationConfiguration/default')
  @HttpCode(200)
  saveDefault(@CurrentAuth() auth: AuthContext, @Body(new YupBody(automationDefaultSchema)) body: AutomationDefaultInput) {
    return this.requirements.saveDefault(auth, body ?? {});
  }
}
