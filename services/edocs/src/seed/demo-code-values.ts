/** Code values of the demo customer by category: [code, value]. */
export const DEMO_CODE_VALUES: Record<string, [string, string][]> = {
  EDU_DEGREE: [['HS', 'High school diploma'], ['GED', 'GED'], ['AA', 'Associate degree'], ['BA', "Bachelor's degree"], ['MA', "Master's degree"], ['PHD', 'Doctorate']],
  // The education form's major dropdown takes its options from these (field name EDU_MAJOR in the spec).
  EDU_MAJOR: [['BUS', 'Business'], ['CS', 'Computer science'], ['NUR', 'Nursing'], ['ENG', 'Engineering'], ['EDU', 'Education'], ['LIB', 'Liberal arts'], ['OTH', 'Other']],
  SHIFT: [['DAY', 'Day'], ['SWING', 'Swing'], ['NIGHT', 'Night']],
  SHIRT_SIZE: [['S', 'Small'], ['M', 'Medium'], ['L', 'Large'], ['XL', 'Extra large']],
  CONTACT_METHOD: [['EMAIL', 'Email'], ['PHONE', 'Phone'], ['TEXT', 'Text message']],
};
