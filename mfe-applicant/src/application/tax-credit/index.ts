export { TaxCreditStep } from './components/TaxCreditStep';
