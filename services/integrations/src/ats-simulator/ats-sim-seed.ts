import type { AtsSimEntity } from '@attest/contracts';
import type { AtsSimulatorServer } from './ats-sim-server';

type Row = Record<string, unknown> & { id: number };

const CATEGORIES: Row[] = [
  { id: 2001, name: 'Light Industrial', enabled: true },
  { id: 2002, name: 'Healthcare', enabled: true },
  { id: 2003, name: 'Office & Administrative', enabled: true },
  { id: 2004, name: 'Information Technology', enabled: true },
];
const SPECIALTIES: Row[] = [
  { id: 2101, name: 'Forklift Operation', categoryId: 2001 },
  { id: 2102, name: 'Assembly', categoryId: 2001 },
  { id: 2103, name: 'Registered Nurse', categoryId: 2002 },
  { id: 2104, name: 'Certified Nursing Assistant', categoryId: 2002 },
  { id: 2105, name: 'Reception', categoryId: 2003 },
  { id: 2106, name: 'Help Desk', categoryId: 2004 },
];
const SKILLS: Row[] = [
  { id: 2201, name: 'Pallet jack', categoryIds: [2001] },
  { id: 2202, name: 'Inventory counting', categoryIds: [2001, 2003] },
  { id: 2203, name: 'Patient charting', categoryIds: [2002] },
  { id: 2204, name: 'Phlebotomy', categoryIds: [2002] },
  { id: 2205, name: 'Microsoft Excel', categoryIds: [2003, 2004] },
  { id: 2206, name: 'Windows support', categoryIds: [2004] },
];
const INDUSTRIES: Row[] = [
  { id: 2301, name: 'Manufacturing' },
  { id: 2302, name: 'Hospitals' },
  { id: 2303, name: 'Logistics & Warehousing' },
  { id: 2304, name: 'Government' },
];
const CLIENTS: Row[] = [
  { id: 3001, name: 'Big Sky Logistics', status: 'Active' },
  { id: 3002, name: 'St. Peter\'s Health', status: 'Active' },
  { id: 3003, name: 'Capitol Office Partners', status: 'Active' },
];

function job(id: number, title: string, clientId: number, categoryId: number, specialtyId: number, address: [string, string, string, string], pay: number, type: string): Row {
  const [address1, city, state, zip] = address;
  return {
    id,
    title,
    clientCorporation: { id: clientId },
    categories: [categoryId],
    specialtyId,
    employmentType: type,
    status: 'Accepting Candidates',
    isOpen: true,
    isPublic: true,
    startDate: '2026-12-01',
    dateAdded: '2026-11-01',
    payRate: pay,
    payRateLow: Math.round(pay * 0.9 * 100) / 100,
    payRateHigh: Math.round(pay * 1.1 * 100) / 100,
    salary: null,
    publicDescription: `${title} for a ${type.toLowerCase()} assignment in ${city}.`,
    description: `${title}: day shift, safety training on site, weekly pay.`,
    skillsRequired: 'Reliable transportation; able to pass a background check.',
    address: { address1, city, state, zip, countryCode: 'US' },
  };
}

const JOB_ORDERS: Row[] = [
  job(4001, 'Forklift Operator', 3001, 2001, 2101, ['210 North 27th Street', 'Billings', 'MT', '59101'], 19.5, 'Temporary'),
  job(4002, 'Warehouse Associate', 3001, 2001, 2102, ['121 4th Street North', 'Great Falls', 'MT', '59401'], 17.25, 'Temporary'),
  job(4003, 'Assembly Technician', 3001, 2001, 2102, ['155 West Granite Street', 'Butte', 'MT', '59701'], 18, 'Contract to Hire'),
  job(4004, 'Registered Nurse, Night Shift', 3002, 2002, 2103, ['1301 East 6th Avenue', 'Helena', 'MT', '59601'], 46, 'Contract'),
  job(4005, 'Certified Nursing Assistant', 3002, 2002, 2104, ['435 Ryman Street', 'Missoula', 'MT', '59802'], 21.5, 'Temporary'),
  job(4006, 'Front Desk Receptionist', 3003, 2003, 2105, ['100 Last Chance Gulch', 'Helena', 'MT', '59601'], 18.75, 'Temporary'),
  job(4007, 'Help Desk Analyst', 3003, 2004, 2106, ['121 North Rouse Avenue', 'Bozeman', 'MT', '59715'], 26, 'Contract to Hire'),
  job(4008, 'Records Clerk', 3003, 2003, 2105, ['316 North Park Avenue', 'Helena', 'MT', '59623'], 17, 'Temporary'),
];

const CANDIDATES: Row[] = [
  { id: 5001, firstName: 'Dana', lastName: 'Whitfield', email: 'dana.whitfield@example.com', status: 'Active', address: { city: 'Helena', state: 'MT' } },
  { id: 5002, firstName: 'Luis', lastName: 'Ortega', email: 'luis.ortega@example.com', status: 'Active', address: { city: 'Billings', state: 'MT' } },
  { id: 5003, firstName: 'Mei', lastName: 'Tanaka', email: 'mei.tanaka@example.com', status: 'Placed', address: { city: 'Missoula', state: 'MT' } },
];
const PLACEMENTS: Row[] = [
  { id: 6001, candidateId: 5003, jobOrderId: 4005, status: 'Approved', dateBegin: '2026-11-15', payRate: 21.5 },
  { id: 6002, candidateId: 5002, jobOrderId: 4001, status: 'Submitted', dateBegin: '2026-12-01', payRate: 19.5 },
];
const CERTIFICATIONS: Row[] = [
  { id: 7001, candidateId: 5003, name: 'CNA License', licenseNumberLast4: '4821', expirationDate: '2027-06-30', status: 'Current' },
  { id: 7002, candidateId: 5002, name: 'Forklift Certification', licenseNumberLast4: '0917', expirationDate: '2028-01-31', status: 'Current' },
];
const FILES: Row[] = [
  { id: 8001, candidateId: 5003, name: 'cna-license.pdf', type: 'License', contentType: 'application/pdf', size: 48213 },
  { id: 8002, candidateId: 5001, name: 'resume.docx', type: 'Resume', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 22118 },
];

export const ATS_SIM_DEMO: Record<AtsSimEntity, Row[]> = {
  categories: CATEGORIES,
  specialties: SPECIALTIES,
  skills: SKILLS,
  industries: INDUSTRIES,
  clients: CLIENTS,
  joborders: JOB_ORDERS,
  candidates: CANDIDATES,
  placements: PLACEMENTS,
  certifications: CERTIFICATIONS,
  files: FILES,
};

/** Fills a customer's simulated ATS with the demo data once (an account that has data is left as it is). */
export async function seedAtsSimulator(server: AtsSimulatorServer, customerId: number): Promise<boolean> {
  if (await server.hasData(customerId)) {
    return false;
  }
  for (const [entity, rows] of Object.entries(ATS_SIM_DEMO) as [AtsSimEntity, Row[]][]) {
    for (const row of rows) {
      await server.write(customerId, entity, row.id, row);
    }
  }
  await server.control(customerId);
  return true;
}
