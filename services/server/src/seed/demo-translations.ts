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
