/**
 * Spanish for sign-in security (issue 11): the staff admin page `admin/security` of the account-admin remote
 * (the staff two-factor requirement, company single sign-on for staff and applicants) and the link from the
 * staff header to the person's own sign-in security.
 */
export const SIGN_IN_SECURITY_ES: Record<string, string> = {
  nav_sign_in_security: 'Seguridad del inicio de sesión',
  sign_in_security: 'Seguridad del inicio de sesión',
  // Two-factor sign-in
  mfa_policy_title: 'Inicio de sesión en dos pasos',
  mfa_policy_require: 'Exigir el inicio de sesión en dos pasos a todo el personal',
  mfa_policy_explain:
    'Al personal que aún no haya configurado el inicio de sesión en dos pasos se le pedirá que lo configure con una aplicación de autenticación la próxima vez que inicie sesión. Mientras sea obligatorio, nadie puede desactivarlo para sí mismo.',
  mfa_policy_saved_on: 'El inicio de sesión en dos pasos ahora es obligatorio para todo el personal.',
  mfa_policy_saved_off: 'El inicio de sesión en dos pasos ya no es obligatorio para todo el personal.',
  mfa_policy_unavailable: 'No se pudo cargar el ajuste del inicio de sesión en dos pasos',
  // Company single sign-on
  sso_settings_unavailable: 'No se pudieron cargar los ajustes del inicio de sesión único',
  sso_staff_title: 'Inicio de sesión único de la empresa para el personal',
  sso_staff_intro:
    'El personal inicia sesión con la cuenta de su empresa (OpenID Connect). El correo electrónico que confirma el proveedor debe pertenecer a un usuario del personal de aquí: iniciar sesión no crea cuentas.',
  sso_staff_enable: 'Activar el inicio de sesión único para el personal',
  sso_staff_disable_password: 'Desactivar el inicio de sesión con contraseña para el personal',
  sso_staff_save: 'Guardar el inicio de sesión único del personal',
  sso_staff_saved: 'Se ha guardado el inicio de sesión único del personal.',
  sso_applicant_title: 'Inicio de sesión único de la empresa para los candidatos',
  sso_applicant_intro:
    'Los candidatos inician sesión con una cuenta de su proveedor (OpenID Connect). El correo electrónico que confirma el proveedor debe pertenecer a un candidato de aquí: iniciar sesión no crea cuentas.',
  sso_applicant_enable: 'Activar el inicio de sesión único para los candidatos',
  sso_applicant_disable_password: 'Desactivar el inicio de sesión con contraseña para los candidatos',
  sso_applicant_save: 'Guardar el inicio de sesión único de los candidatos',
  sso_applicant_saved: 'Se ha guardado el inicio de sesión único de los candidatos.',
  sso_issuer: 'URL del emisor',
  sso_client_id: 'ID de cliente',
  sso_client_secret: 'Secreto de cliente',
  sso_secret_set: 'Hay un secreto guardado. Deje este campo vacío para conservarlo.',
  sso_secret_not_set: 'No hay ningún secreto guardado (cliente público).',
  sso_secret_removed_on_save: 'El secreto se eliminará al guardar.',
  sso_remove_secret: 'Eliminar el secreto',
  sso_keep_secret: 'Conservar el secreto',
  sso_logout_url: 'URL de cierre de sesión (opcional)',
  sso_disable_password_warning:
    'Esto solo se aplica mientras el inicio de sesión único esté configurado por completo: activado, con una URL del emisor y un ID de cliente. Hasta entonces, el inicio de sesión con contraseña sigue funcionando. Compruebe que el inicio de sesión con la cuenta de la empresa funciona antes de confiar en ello.',
  sso_callback_url: 'URL de redirección que debe registrar en su proveedor',
  sso_copy_callback: 'Copiar la URL de redirección',
  sso_callback_copied: 'Copiada.',
  sso_callback_copy_failed: 'No se pudo copiar la URL. Está seleccionada: cópiela con el teclado.',
  // Staff header
  your_account_security: 'Seguridad de su cuenta',
  person_account_security: '{{name}}: seguridad de su cuenta',
};
