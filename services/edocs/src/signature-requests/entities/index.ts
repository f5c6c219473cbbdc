export * from './sig-request.entity';
export * from './sig-request-template.entity';
export * from './sig-request-event.entity';
export * from './sign-failure.entity';
export * from './signed-document.entity';
