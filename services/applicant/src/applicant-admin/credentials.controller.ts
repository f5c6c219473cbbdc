import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { CredentialsService } from './credentials.service';

/** Credentials and uploaded documents of one applicant, for the staff viewer. */
@ApiTags('applicants')
@Parties('user')
@Controller('api/v1/applicants/:applicantId')
export class CredentialsController {
  constructor(private readonly credentials: CredentialsService) {}

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('documents')
  documents(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.credentials.documents(auth, applicantId);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('credentials')
  list(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.credentials.list(auth, applicantId);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('credentials/:id/fileUrl')
  fileUrl(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number, @Query('isBack') isBack?: string) {
    return this.credentials.fileUrl(auth, applicantId, id, isBack === 'true');
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Put('credentials/:id/images')
  setImages(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number, @Body() body: unknown) {
    return this.credentials.setImages(auth, applicantId, id, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Delete('credentials/:id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number): Promise<void> {
    await this.credentials.remove(auth, applicantId, id);
  }
}
