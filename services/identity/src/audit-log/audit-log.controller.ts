import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, RequirePermission, validateWithYup, YupBody, type AuthContext } from '@attest/platform';
import { auditFilterSchema, type AuditFilter } from './audit-filter';
import { AuditLogService } from './audit-log.service';

/** The audit log page: who changed what, when and from where (users, roles, sign-ins, I-9 later). */
@ApiTags('audit')
@Controller('api/v1/audit')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @RequirePermission(PERMISSIONS.AUDIT_READ)
  @Get()
  async list(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, string>) {
    return this.audit.list(auth, await validateWithYup(auditFilterSchema, query));
  }

  @RequirePermission(PERMISSIONS.AUDIT_READ)
  @Post('exportasync')
  @HttpCode(202)
  exportAsync(@CurrentAuth() auth: AuthContext, @Body(new YupBody(auditFilterSchema)) body: AuditFilter) {
    return this.audit.startExport(auth, body);
  }
}
