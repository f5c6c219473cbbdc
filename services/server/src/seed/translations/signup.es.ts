/**
 * Spanish for sign-up (register page with the customer's sign-up flags), account activation,
 * the preliminary-info page and the language picker (shell guest pages, mfe-applicant prelim-info).
 */
export const SIGNUP_ES: Record<string, string> = {
  // Register page
  create_account: 'Crear una cuenta',
  register: 'Registrarse',
  have_account: 'Ya tengo una cuenta',
  check_your_email: 'Revise su correo electrónico',
  confirmation_sent: 'Enviamos un enlace de confirmación a {{email}}. Ábralo para activar su cuenta.',
  back_to_sign_in: 'Volver a iniciar sesión',
  confirm_password: 'Confirmar contraseña',
  choose_location: 'Elija su oficina',
  select_location: 'Seleccione una oficina',
  home_location: 'Oficina principal',
  select_home_location: 'Seleccione su oficina principal',
  country: 'País',
  country_US: 'Estados Unidos',
  country_CA: 'Canadá',
  country_UK: 'Reino Unido',
  country_IE: 'Irlanda',
  language: 'Idioma',

  // Field and form messages
  invalid_phone_number: 'Número de teléfono no válido',
  invalid_entry: 'Entrada no válida',
  es_max: 'Escriba como máximo {{bound}} caracteres',
  password_too_short: 'Al menos 8 caracteres',
  password_too_long: 'Como máximo 128 caracteres',
  password_needs_letter_and_digit: 'Use al menos una letra y un dígito',
  passwords_do_not_match: 'Las contraseñas no coinciden',
  password_rule: 'Al menos 8 caracteres',
  duplicate_email: 'Ya existe una cuenta con este correo electrónico.',
  validation_failed: 'Algunos campos no son válidos.',
  token_invalid_or_expired: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
  invalid_token: 'Este enlace no es válido.',
  go_to_sign_in: 'Ir a iniciar sesión',

  // Account activation
  activate_account: 'Active su cuenta',
  activate_intro: 'Elija una contraseña para su cuenta. Iniciará sesión de inmediato.',
  create_password: 'Crear contraseña',
  activate: 'Activar cuenta',

  // Preliminary info
  prelim_info_title: 'Cuéntenos sobre usted',
  prelim_info_intro: 'Algunos datos antes de comenzar su solicitud.',
  prelim_info_unavailable: 'No se pudo cargar esta página',
  banner_prelimInfoMobilePhone: 'Es posible que le enviemos mensajes de texto sobre su solicitud a este número.',
  banner_prelimInfoHomePhone: 'Escriba un número donde podamos comunicarnos con usted en casa.',
  time_zone: 'Zona horaria',
  select_time_zone: 'Seleccione su zona horaria',
  opt_in_text: 'Enviarme mensajes de texto sobre mi solicitud',
  language_not_saved: 'No se pudo guardar su idioma. Inténtelo de nuevo.',
};
