import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';
import { ExportAuditLogProcessor } from './export-audit-log.processor';

@Module({
  controllers: [AuditLogController],
  providers: [AuditLogService, ExportAuditLogProcessor],
  exports: [ExportAuditLogProcessor],
})
export class AuditLogModule {}
