export * from './ead-revocation-upload.entity';
export * from './ead-revocation.entity';
export * from './i9-reverify-task.entity';
