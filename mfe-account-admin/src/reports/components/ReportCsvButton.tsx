import { FileDownloadButton } from '../../admin-common/FileDownloadButton';
import { fetchReportCsv } from '../api/reports-api';

/** Downloads one report's CSV (GET `path`), saved under the name the server gives. */
export function ReportCsvButton({ path, label }: { path: string; label: string }) {
  return <FileDownloadButton fetchFile={() => fetchReportCsv(path)} label={label} />;
}
