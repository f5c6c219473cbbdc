import { Button, useT } from '@attest/shared-ui';

export interface ViewedFile {
  title: string;
  url: string;
  mime: string;
}

/** The in-page viewer: an image shown as an image, a PDF in a frame, anything else as a link. */
export function FileViewer({ file, onClose }: { file: ViewedFile; onClose: () => void }) {
  const { t } = useT();
  return (
    <figure className="ad-viewer" aria-label={file.title}>
      <figcaption className="ad-viewer__bar">
        <strong>{file.title}</strong>
        <Button variant="secondary" onClick={onClose}>
          {t('close', 'Close')}
        </Button>
      </figcaption>
      {file.mime.startsWith('image/') ? <img className="ad-viewer__image" src={file.url} alt={file.title} /> : null}
      {file.mime === 'application/pdf' ? <iframe className="ad-viewer__pdf" src={file.url} title={file.title} /> : null}
      {!file.mime.startsWith('image/') && file.mime !== 'application/pdf' ? (
        <a href={file.url} target="_blank" rel="noreferrer">
          {t('open_file', 'Open the file')}
        </a>
      ) : null}
    </figure>
  );
}
