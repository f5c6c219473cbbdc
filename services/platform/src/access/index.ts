export * from './role.entity';
export * from './role-permission.entity';
export * from './user-role.entity';
export * from './access-grants.service';
export * from './migrations/1795200003000-create-roles';
