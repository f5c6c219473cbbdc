import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, validateWithYup, YupArrayBody, YupBody, type AuthContext } from '@attest/platform';
import { requireKey } from '../shared/query-key';
import { CodeMapsService } from './code-maps.service';
import {
  codeMapEditListSchema, codeMapEditSchema, codeMapEntryListSchema, codeMapEntrySchema, type CodeMapEditInput, type CodeMapEntryInput,
} from './dto/code-map-dtos';

/** staff-side §7: api/v2/customers/{customerId}/admexternalcodemap. PUT adds an entry, POST {old, new} edits one. */
@ApiTags('code-maps')
@Controller('api/v2/customers/:customerId/admexternalcodemap')
@Parties('user')
export class CodeMapsController {
  constructor(private readonly maps: CodeMapsService) {}

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Query('category') category?: string) {
    return this.maps.list(auth, customerId, requireKey('category', category));
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('codeMapForEditor')
  forEditor(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Query('category') category?: string) {
    return this.maps.forEditor(auth, customerId, requireKey('category', category));
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put()
  async add(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body(new YupBody(codeMapEntrySchema)) body: CodeMapEntryInput) {
    return (await this.maps.add(auth, customerId, [body]))[0];
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post()
  @HttpCode(200)
  async update(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body(new YupBody(codeMapEditSchema)) body: CodeMapEditInput) {
    return (await this.maps.update(auth, customerId, [body]))[0];
  }

  /** The entry is named by the query string: customer_id (optional), category, code, external_code. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Delete()
  async remove(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Query() query: Record<string, unknown>) {
    const present = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
    const entry = await validateWithYup(codeMapEntrySchema, present);
    return this.maps.remove(auth, customerId, [entry]);
  }
}

/** staff-side §7: /api/v1/externalCodeMaps/multi, for the session's customer. POST updates, PUT adds, DELETE (with a body) removes. */
@ApiTags('code-maps')
@Controller('api/v1/externalCodeMaps/multi')
@Parties('user')
export class CodeMapsMultiController {
  constructor(private readonly maps: CodeMapsService) {}

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post()
  @HttpCode(200)
  update(@CurrentAuth() auth: AuthContext, @Body(new YupArrayBody(codeMapEditListSchema)) body: CodeMapEditInput[]) {
    return this.maps.update(auth, auth.customerId, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put()
  add(@CurrentAuth() auth: AuthContext, @Body(new YupArrayBody(codeMapEntryListSchema)) body: CodeMapEntryInput[]) {
    return this.maps.add(auth, auth.customerId, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Delete()
  remove(@CurrentAuth() auth: AuthContext, @Body(new YupArrayBody(codeMapEntryListSchema)) body: CodeMapEntryInput[]) {
    return this.maps.remove(auth, auth.customerId, body);
  }
}
