/**
 * Offers `content` as a file download named `fileName` through a temporary object URL (no server
 * round trip); the URL is revoked on a later task (some browsers read it only after `click()`).
 */
export function downloadBlob(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * Saves `text` as a file called `fileName` (`type`, default CSV), UTF-8 with a byte-order mark so
 * spreadsheet apps read accents correctly.
 */
export function downloadTextFile(text: string, fileName: string, type = 'text/csv'): void {
  downloadBlob(new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` }), fileName);
}

/**
 * Saves a file the server sent as base64 (a receipt or statement PDF, a CSV) under `fileName`,
 * of type `contentType`.
 */
export function downloadBase64File(base64: string, fileName: string, contentType: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: contentType }), fileName);
}
