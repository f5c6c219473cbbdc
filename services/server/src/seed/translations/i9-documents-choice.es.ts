/**
 * Spanish for the employee's own choice of documents and their pictures on `i9/section1`, Section 2 starting
 * from that choice, and the trail's CSV download (issue 12, decision 0019).
 */
const SERVER_ES: Record<string, string> = {
  i9_choice_status_first: 'Primero elija y guarde su estado de ciudadanía o inmigración en la Sección 1.',
};

const MY_DOCUMENTS_ES: Record<string, string> = {
  i9_my_documents_title: 'Documentos que presentará',
  i9_my_documents_intro:
    'Elija los documentos que mostrará a su empleador: un documento de la Lista A, o uno de la Lista B y uno de la Lista C. La elección es suya: su empleador no puede pedirle documentos en particular.',
  i9_my_documents_status_first: 'Elija y guarde su estado de ciudadanía o inmigración en la Sección 1; luego elija aquí sus documentos.',
  i9_my_documents_kind: '¿Qué presentará?',
  i9_my_documents_select: 'Elija un documento',
  i9_my_documents_none: 'Ninguno',
  i9_my_documents_save: 'Guardar mis documentos',
  i9_my_documents_saved: 'Sus documentos se guardaron',
  i9_my_documents_current: 'Presentará: {{documents}}',
  i9_my_documents_stale: 'Los documentos que eligió no corresponden al estado de su Sección 1. Vuelva a elegir.',
  i9_my_documents_locked: 'Su empleador completó la Sección 2: ya no puede cambiar sus documentos aquí.',
  i9_my_documents_pictures: 'Fotos de sus documentos',
  i9_my_documents_pictures_all:
    'Su empleador guarda una copia de los documentos que presenta cada empleado. Puede tomar las fotos ahora, o su empleador las tomará cuando se reúnan.',
  i9_my_documents_pictures_some: 'Es posible que su empleador necesite copias de estos documentos. Puede tomar las fotos ahora.',
};

const STAFF_ES: Record<string, string> = {
  i9_section2_from_employee_choice:
    'Están seleccionados los documentos que el empleado dijo que presentará. Compruébelos con los documentos originales.',
  i9_trail_download_csv: 'Descargar el registro (CSV)',
  i9_trail_download_failed: 'No se pudo descargar el registro. Inténtelo de nuevo.',
  i9_trail_export_target: 'El registro de auditoría (descarga CSV)',
  i9_trail_documents_choice: 'Los documentos elegidos por el empleado',
};

export const I9_DOCUMENTS_CHOICE_ES: Record<string, string> = { ...SERVER_ES, ...MY_DOCUMENTS_ES, ...STAFF_ES };
