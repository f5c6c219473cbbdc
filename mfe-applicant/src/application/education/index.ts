export { EducationStep } from './components/EducationStep';
