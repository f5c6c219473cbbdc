/** Spanish for the demo customer's screens built so far; English texts are the fallbacks in code. */
export const DEMO_TRANSLATIONS_ES: Record<string, string> = {
  login_title: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  sign_in: 'Entrar',
  register_title: 'Crear cuenta',
  first_name: 'Nombre',
  last_name: 'Apellido',
  my_profile: 'Mi perfil',
  save: 'Guardar',
  required_field: 'Campo obligatorio',
  invalid_email: 'Correo electrónico no válido',
  invalid_credentials: 'Correo o contraseña incorrectos',
  toast_save_success: 'Cambios guardados correctamente',
  toast_save_error: 'Ocurrió un error',
  logout: 'Cerrar sesión',
};

/** Section titles of the demo form layouts (configurable form title_translation_key), per language. */
export const DEMO_FORM_TRANSLATIONS: Record<'en' | 'es', Record<string, string>> = {
  en: {
    form_section_identity: 'About you',
    form_section_about_you: 'Experience',
    form_section_pay: 'Hours and pay',
    form_section_preferences: 'Preferences',
    form_section_tax: 'Tax',
    form_section_sign: 'Agreement',
    form_section_staff: 'For staff',
  },
  es: {
    form_section_identity: 'Sobre usted',
    form_section_about_you: 'Experiencia',
    form_section_pay: 'Horas y salario',
    form_section_preferences: 'Preferencias',
    form_section_tax: 'Impuestos',
    form_section_sign: 'Acuerdo',
    form_section_staff: 'Para el personal',
  },
};
