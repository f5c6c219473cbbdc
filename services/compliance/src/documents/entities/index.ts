export * from './i9-document-image.entity';
export * from './i9-mobile-request.entity';
export * from './i9-document-choice.entity';
