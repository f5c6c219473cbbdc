import { Body, Controller, Get, HttpCode, Param, Post, Put, type PipeTransform } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  associateApplicantSchema,
  createAtsApplicantSchema,
  isAtsExternalId,
  PERMISSIONS,
  type AssociateApplicantInput,
  type AtsAssociationDto,
  type CreateAtsApplicantInput,
} from '@attest/contracts';
import { badRequest, CurrentAuth, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { AtsAssociationService } from './ats-association.service';

/** An ATS candidate id in the path (ATS_EXTERNAL_ID_PATTERN), else 400. */
class ExternalIdParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isAtsExternalId(value)) {
      throw badRequest('validation_failed', { fields: { externalId: 'invalid_entry' } });
    }
    return value;
  }
}

/** The recruiter tab's association of an ATS candidate (external id) with an applicant (staff only). */
@ApiTags('applicants')
@Controller('api/v1/ats/associations/:externalId')
@Parties('user')
export class AtsAssociationController {
  constructor(private readonly associations: AtsAssociationService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get()
  get(@CurrentAuth() auth: AuthContext, @Param('externalId', ExternalIdParam) externalId: string): Promise<AtsAssociationDto> {
    return this.associations.get(auth, externalId);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('applicant')
  @HttpCode(201)
  create(
    @CurrentAuth() auth: AuthContext,
    @Param('externalId', ExternalIdParam) externalId: string,
    @Body(new YupBody(createAtsApplicantSchema)) body: CreateAtsApplicantInput,
  ): Promise<AtsAssociationDto> {
    return this.associations.createApplicant(auth, externalId, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Put()
  associate(
    @CurrentAuth() auth: AuthContext,
    @Param('externalId', ExternalIdParam) externalId: string,
    @Body(new YupBody(associateApplicantSchema)) body: AssociateApplicantInput,
  ): Promise<AtsAssociationDto> {
    return this.associations.associate(auth, externalId, body.applicant_id);
  }
}
