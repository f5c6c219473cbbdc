export * from './storage.types';
export { isValidStorageKey, assertValidStorageKey } from './storage-key';
export { UrlSigner, FILES_ROUTE } from './url-signer';
export { contentTypeFor, attachmentDisposition } from './content-type';
export { LocalDiskStorage } from './drivers/local-disk-storage';
export { FilesController } from './files.controller';
export { storeZip, readStoredZip, type ZipEntry } from './store-zip';
export { StorageModule } from './storage.module';
