export { SkillsChecklistsStep, allChecklistsDone } from './components/SkillsChecklistsStep';
export { ChecklistView, type ChecklistViewProps } from './components/ChecklistView';
export { ChecklistViewPage } from './components/ChecklistViewPage';
export { SkillsChecklistsPage } from './components/SkillsChecklistsPage';
