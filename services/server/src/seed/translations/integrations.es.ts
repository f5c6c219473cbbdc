/** Spanish for the integrations' message keys (maps autocomplete and WOTC screening). */
export const INTEGRATIONS_ES: Record<string, string> = {
  place_not_found: 'No se encontró la dirección seleccionada.',
  invalid_country: 'País no admitido.',
  maps_unavailable: 'El servicio de direcciones no está disponible. Escriba la dirección a mano.',
  wotc_not_enabled: 'La evaluación del crédito fiscal no está disponible.',
  wotc_already_done: 'Ya completó la evaluación del crédito fiscal.',
  wotc_order_not_found: 'No se encontró la evaluación del crédito fiscal.',
  wotc_unavailable: 'La evaluación del crédito fiscal no está disponible en este momento. Inténtelo más tarde.',
};
