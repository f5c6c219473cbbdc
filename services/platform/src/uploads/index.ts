export * from './detect-file-type';
export * from './check-upload';
export * from './strip-image-metadata';
export * from './collect-upload';
export * from './multipart-upload';
export * as uploadSamples from './upload-samples';
