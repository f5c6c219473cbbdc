export * from './edocs.module';
export * from './edocs-data';
export * from './seed/seed-edocs-demo';
export * from './packages/entities';
export * from './signature-requests/entities';
