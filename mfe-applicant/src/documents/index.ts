export { DocumentsPage } from './components/DocumentsPage';
export { SigRequestPage } from './components/SigRequestPage';
export { CredentialViewerPage } from './components/CredentialViewerPage';
