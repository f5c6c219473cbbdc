import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import {
  credentialTypePatchSchema, credentialTypeQuerySchema, credentialTypeSchema, type CredentialTypeInput, type CredentialTypePatch, type CredentialTypeQuery,
} from './credential-type-dtos';
import { CredentialTypesService } from './credential-types.service';

/** Credential types (staff-side §7): account configuration, so account.read / account.manage (decision 0039). */
@ApiTags('credentials')
@Controller('api/v1/credentials')
@Parties('user')
export class CredentialTypesController {
  constructor(private readonly types: CredentialTypesService) {}

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.types.list(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(credentialTypeQuerySchema)) body: CredentialTypeQuery) {
    return this.types.query(auth, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.types.get(auth, id);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(credentialTypeSchema)) body: CredentialTypeInput) {
    return this.types.create(auth, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(credentialTypePatchSchema)) body: CredentialTypePatch) {
    return this.types.update(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    await this.types.remove(auth, id);
  }
}
