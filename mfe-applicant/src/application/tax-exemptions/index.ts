export { TaxExemptionsStep } from './TaxExemptionsStep';
export { TaxExemptionsPage } from './TaxExemptionsPage';
