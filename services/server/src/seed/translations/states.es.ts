/** Spanish names of the state list (datatype 27: US states, DC, Canadian provinces and territories), keyed state_<code>. */
export const STATES_ES: Record<string, string> = {
  state_AL: 'Alabama', state_AK: 'Alaska', state_AZ: 'Arizona', state_AR: 'Arkansas', state_CA: 'California',
  state_CO: 'Colorado', state_CT: 'Connecticut', state_DE: 'Delaware', state_DC: 'Distrito de Columbia',
  state_FL: 'Florida', state_GA: 'Georgia', state_HI: 'Hawái', state_ID: 'Idaho', state_IL: 'Illinois', state_IN: 'Indiana',
  state_IA: 'Iowa', state_KS: 'Kansas', state_KY: 'Kentucky', state_LA: 'Luisiana', state_ME: 'Maine', state_MD: 'Maryland',
  state_MA: 'Massachusetts', state_MI: 'Míchigan', state_MN: 'Minnesota', state_MS: 'Misisipi', state_MO: 'Misuri',
  state_MT: 'Montana', state_NE: 'Nebraska', state_NV: 'Nevada', state_NH: 'Nuevo Hampshire', state_NJ: 'Nueva Jersey',
  state_NM: 'Nuevo México', state_NY: 'Nueva York', state_NC: 'Carolina del Norte', state_ND: 'Dakota del Norte', state_OH: 'Ohio',
  state_OK: 'Oklahoma', state_OR: 'Oregón', state_PA: 'Pensilvania', state_RI: 'Rhode Island', state_SC: 'Carolina del Sur',
  state_SD: 'Dakota del Sur', state_TN: 'Tennessee', state_TX: 'Texas', state_UT: 'Utah', state_VT: 'Vermont',
  state_VA: 'Virginia', state_WA: 'Washington', state_WV: 'Virginia Occidental', state_WI: 'Wisconsin', state_WY: 'Wyoming',
  state_AB: 'Alberta', state_BC: 'Columbia Británica', state_MB: 'Manitoba', state_NB: 'Nuevo Brunswick',
  state_NL: 'Terranova y Labrador', state_NS: 'Nueva Escocia', state_NT: 'Territorios del Noroeste', state_NU: 'Nunavut',
  state_ON: 'Ontario', state_PE: 'Isla del Príncipe Eduardo', state_QC: 'Quebec', state_SK: 'Saskatchewan', state_YT: 'Yukón',
};
