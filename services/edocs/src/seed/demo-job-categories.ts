/** The demo customer's job categories: name, skills and specialties as [code, name]. */
export const DEMO_JOB_CATEGORIES: { name: string; skills: [string, string][]; specialties: [string, string][] }[] = [
  {
    name: 'Light Industrial',
    skills: [['FORKLIFT', 'Forklift'], ['PALLET_JACK', 'Pallet jack'], ['PICK_PACK', 'Picking and packing'], ['ASSEMBLY', 'Assembly line'], ['SHIPPING', 'Shipping and receiving']],
    specialties: [['WAREHOUSE', 'Warehouse'], ['MANUFACTURING', 'Manufacturing']],
  },
  {
    name: 'Nursing',
    skills: [['IV', 'IV therapy'], ['BLS', 'Basic life support'], ['ACLS', 'Advanced cardiac life support'], ['EMR', 'Electronic medical records']],
    specialties: [['ICU', 'ICU'], ['ER', 'ER'], ['MED_SURG', 'Med-Surg']],
  },
  {
    name: 'Clerical',
    skills: [['DATA_ENTRY', 'Data entry'], ['MS_OFFICE', 'Microsoft Office'], ['RECEPTION', 'Reception'], ['BOOKKEEPING', 'Bookkeeping']],
    specialties: [],
  },
  {
    name: 'IT',
    skills: [['HELP_DESK', 'Help desk'], ['NETWORKING', 'Networking'], ['SQL', 'SQL'], ['JAVASCRIPT', 'JavaScript']],
    specialties: [['SUPPORT', 'Desktop support'], ['DEVELOPMENT', 'Software development'], ['INFRA', 'Infrastructure']],
  },
];
