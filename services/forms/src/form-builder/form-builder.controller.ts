import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, Header, Param, Put, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { FormBuilderService } from './form-builder.service';

/** The visual form builder's paths (ours): the form as edited, the whole-form save, versions, PDF page images. */
@ApiTags('form-builder')
@Parties('user')
@Controller('api/v1/templates/:id')
export class FormBuilderController {
  constructor(private readonly builder: FormBuilderService) {}

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('builder')
  form(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.builder.form(auth, id);
  }

  /** The whole edited form (fields, codes, rules, layout, PDF places); 409 template_version_conflict when base_version is not current. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put('builder')
  save(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body() body: unknown) {
    return this.builder.save(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('versions')
  versions(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.builder.versions(auth, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('versions/:version')
  version(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('version', IdParam) version: number) {
    return this.builder.version(auth, id, version);
  }

  /** A page of the template PDF as PNG (404 file_not_found without a PDF or that page). */
  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('pdf-pages/:page')
  @Header('Cache-Control', 'private, max-age=300')
  async page(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('page', IdParam) page: number) {
    return new StreamableFile(await this.builder.pageImage(auth, id, page), { type: 'image/png' });
  }
}
