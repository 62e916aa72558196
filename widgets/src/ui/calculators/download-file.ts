/**
 * Hands text to the browser as a file download (the schedule CSV). Works inside a partner page's
 * shadow root too: the link never needs to be in the document to be clicked.
 */
export function downloadFile(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
