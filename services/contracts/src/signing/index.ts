export * from './sig-request-rules';
export * from './sig-request-dtos';
export * from './esign-consent';
export * from './pdf-wording';
