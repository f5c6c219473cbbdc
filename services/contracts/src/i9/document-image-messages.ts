/** English texts of the document-image keys (capture, copies policy, the phone hand-off); Spanish in the server's seed. */
export const I9_DOCUMENT_IMAGE_MESSAGES_EN: Readonly<Record<string, string>> = {
  i9_front_image_required: 'Front Image Required',
  i9_back_image_required: 'Back Image Required',
  i9_document_copies_disabled: 'This company does not keep copies of identity documents.',
  i9_image_file_required: 'Choose an image of the document.',
  i9_image_too_large: 'The image is larger than {{max_mb}} MB. Choose a smaller image.',
  i9_image_type_not_accepted: 'Choose a JPG, PNG, GIF or BMP image.',
  i9_image_content_mismatch: 'This file is not the kind of image its name says. Choose another image.',
  i9_image_empty: 'The file is empty.',
  i9_image_not_found: 'There is no image for this side of the document.',
  i9_image_link_expired: 'This image link has expired. Open the document list again.',
  i9_mobile_code_invalid: 'The code is not right. Tries left: {{attempts_left}}.',
  i9_mobile_request_locked: 'Too many wrong codes. Start again from the computer.',
  i9_mobile_request_expired: 'This link has expired. Start again from the computer.',
  i9_mobile_request_used: 'This code was already used. Start again from the computer.',
  i9_mobile_token_invalid: 'Your picture session has ended. Start again from the computer.',
};
