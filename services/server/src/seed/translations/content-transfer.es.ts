/**
 * Spanish for bulk transfer and blueprint promotion (issue 16, decision 0030): the refusals the server answers
 * with (their English is in CONTENT_TRANSFER_EN below, for the pages that show them).
 */
export const CONTENT_TRANSFER_ES: Record<string, string> = {
  environment_not_found: 'No se encontró ese entorno.',
  environment_bundle_only: 'El contenido de otro entorno se trae con un archivo de paquete exportado allí.',
  transfer_source_not_found: 'No se encontró ese cliente.',
  transfer_same_customer: 'El cliente de origen y el de destino son el mismo.',
  transfer_nothing_chosen: 'Elija al menos una plantilla o un paquete.',
  package_not_found: 'No se encontró un paquete.',
  bundle_not_found: 'No se encontró ese archivo de transferencia; impórtelo de nuevo.',
  bundle_invalid: 'El archivo no es un paquete de transferencia.',
  bundle_version_unsupported: 'Esta versión del paquete de transferencia no es compatible.',
  bundle_signature_invalid: 'La firma del paquete no es válida: se modificó o viene de un entorno con otra clave.',
  bundle_too_large: 'El paquete de transferencia es demasiado grande.',
  transfer_done: 'Transferencia completada.',
  transfer_no_changes: 'Sin cambios: todo ya estaba igual.',
  transfer_failed: 'La transferencia falló.',
  blueprint_not_found: 'No se encontró ese modelo.',
  blueprint_own_customer: 'Este cliente es el origen del modelo; no hay nada que promover.',
  blueprint_inactive: 'Este modelo no está activo.',
  blueprint_nothing_chosen: 'Elija al menos un elemento para promover.',
  blueprint_option_disabled: 'Este modelo no ofrece ese tipo de elemento.',
  blueprint_item_not_found: 'Un elemento elegido no está en el modelo.',
};

export const CONTENT_TRANSFER_EN: Record<string, string> = {
  environment_not_found: 'That environment was not found.',
  environment_bundle_only: 'Content from another environment comes as a bundle file exported there.',
  transfer_source_not_found: 'That customer was not found.',
  transfer_same_customer: 'The source and target customer are the same.',
  transfer_nothing_chosen: 'Choose at least one template or package.',
  package_not_found: 'A package was not found.',
  bundle_not_found: 'That transfer file was not found; import it again.',
  bundle_invalid: 'The file is not a transfer bundle.',
  bundle_version_unsupported: 'This version of the transfer bundle is not supported.',
  bundle_signature_invalid: 'The bundle signature is not valid: it was changed, or comes from an environment with another key.',
  bundle_too_large: 'The transfer bundle is too large.',
  transfer_done: 'Transfer complete.',
  transfer_no_changes: 'No changes: everything was already the same.',
  transfer_failed: 'The transfer failed.',
  blueprint_not_found: 'That blueprint was not found.',
  blueprint_own_customer: 'This customer is the blueprint\'s source; there is nothing to promote.',
  blueprint_inactive: 'This blueprint is not active.',
  blueprint_nothing_chosen: 'Choose at least one item to promote.',
  blueprint_option_disabled: 'This blueprint does not offer that kind of item.',
  blueprint_item_not_found: 'A chosen item is not in the blueprint.',
};
