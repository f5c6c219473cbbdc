export { JobPreferencesStep } from './components/JobPreferencesStep';
export { JobPreferencesPage } from './components/JobPreferencesPage';
