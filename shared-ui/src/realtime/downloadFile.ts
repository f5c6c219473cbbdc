/**
 * Starts a browser download of `url` through a temporary anchor with the download attribute.
 * The spec fetches async files as PDF unless told otherwise, hence the default name.
 */
export function downloadFile(url: string, filename = 'download.pdf'): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
  }
}
