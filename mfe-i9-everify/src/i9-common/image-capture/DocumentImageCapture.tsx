import type { ReactNode } from 'react';
import type { I9ImageSide, I9List } from '@attest/contracts';
import { ImageCaptureStyles } from './ImageCaptureStyles';
import type { SideImages } from './image-capture-types';
import { SideCapture } from './SideCapture';

export interface DocumentImageCaptureProps {
  list: I9List;
  /** The document's place within its list (List A 0..2, B and C 0). */
  index: number;
  title: string;
  images: SideImages;
  required: Record<I9ImageSide, boolean>;
  /** Offer the back at all (required, a two-sided card, or the alternative procedure). */
  showBack: boolean;
  maxMb: number;
  /** Message keys per side (e.g. the server's i9_front_image_required). */
  errors?: Partial<Record<I9ImageSide, string | null>>;
  disabled?: boolean;
  onUpload: (side: I9ImageSide, file: File) => Promise<void>;
  onRemove?: (side: I9ImageSide) => Promise<void>;
  /** Below the sides (e.g. "Continue on your phone"). */
  children?: ReactNode;
}

/**
 * Pictures of one presented document, front and (when it applies) back: reusable by the staff Section 2, the
 * employee, the second signer and the phone page. The caller sends the file (onUpload) and shows what is stored.
 */
export function DocumentImageCapture({ list, index, title, images, required, showBack, maxMb, errors, disabled, onUpload, onRemove, children }: DocumentImageCaptureProps) {
  const sides: I9ImageSide[] = showBack || required.back ? ['front', 'back'] : ['front'];
  return (
    <div className="i9-capture" role="group" aria-label={title} data-list={list} data-index={index}>
      <ImageCaptureStyles />
      <h4 className="i9-capture__title">{title}</h4>
      <div className="i9-capture__sides">
        {sides.map((side) => (
          <SideCapture
            key={side}
            side={side}
            stored={images[side]}
            required={required[side]}
            maxMb={maxMb}
            error={errors?.[side]}
            disabled={disabled}
            onUpload={onUpload}
            onRemove={onRemove}
          />
        ))}
      </div>
      {children}
    </div>
  );
}
