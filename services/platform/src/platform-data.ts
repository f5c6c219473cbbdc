import { CreateRoles1795200003000, RoleEntity, RolePermissionEntity, UserRoleEntity } from './access';
import { AuditLogEntity } from './audit/audit-log.entity';
import { CreateAuditLog1795200001000 } from './audit/migrations/1795200001000-create-audit-log';
import { AuthTokenEntity } from './auth/auth-token.entity';
import { CreateAuthTokens1795200000000 } from './auth/migrations/1795200000000-create-auth-tokens';
import { CustomerConfigEntity } from './customer-config/customer-config.entity';
import { CreateCustomerConfigs1795200002000 } from './customer-config/migrations/1795200002000-create-customer-configs';
import type { DataParts } from './database/data-parts';
import { notificationEntities, notificationMigrations } from './notifications';
import { CreateAdmExports1798780000000, ExportRecordEntity } from './queue/export-records';

/** The platform's own tables: tokens, audit log, per-customer configuration, notification outbox, roles
 * and user roles (read by every service's AuthGuard). */
export const platformDataParts: DataParts = {
  entities: [AuthTokenEntity, AuditLogEntity, CustomerConfigEntity, RoleEntity, RolePermissionEntity, UserRoleEntity, ...notificationEntities, ExportRecordEntity],
  migrations: [CreateAuthTokens1795200000000, CreateAuditLog1795200001000, CreateCustomerConfigs1795200002000, ...notificationMigrations, CreateRoles1795200003000, CreateAdmExports1798780000000],
};
