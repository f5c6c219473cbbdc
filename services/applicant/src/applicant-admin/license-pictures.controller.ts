import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { LicensePicturesService } from './license-pictures.service';

/**
 * Professional licences (application records) with their front and back pictures, and the applicant's uploaded
 * documents, for the staff viewer. Decision 0043: the spec's `credentials` paths belong to edocs' credential
 * model; licence pictures are served under `licenses`.
 */
@ApiTags('applicants')
@Parties('user')
@Controller('api/v1/applicants/:applicantId')
export class LicensePicturesController {
  constructor(private readonly licenses: LicensePicturesService) {}

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('documents')
  documents(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.licenses.documents(auth, applicantId);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('licenses')
  list(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.licenses.list(auth, applicantId);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('licenses/:id/fileUrl')
  fileUrl(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number, @Query('isBack') isBack?: string) {
    return this.licenses.fileUrl(auth, applicantId, id, isBack === 'true');
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Put('licenses/:id/images')
  setImages(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number, @Body() body: unknown) {
    return this.licenses.setImages(auth, applicantId, id, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Delete('licenses/:id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number): Promise<void> {
    await this.licenses.remove(auth, applicantId, id);
  }
}
