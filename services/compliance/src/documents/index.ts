export { DocumentsModule } from './documents.module';
export { DocumentImagesService } from './document-images.service';
export { requiredImagesErrors, assertRequiredImages, IMAGE_POLICY_FLAGS, type ImagePolicyFlags } from './image-policy';
export type { ImageTarget } from './dto/image-target.dto';
export type { ImageFile } from './image-check';
