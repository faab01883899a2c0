/**
 * Saves `text` as a file called `fileName` through a Blob and a temporary object URL (no server
 * round trip). A UTF-8 byte-order mark is prepended so spreadsheet apps read accents correctly.
 */
export function downloadTextFile(text: string, fileName: string, type = 'text/csv'): void {
  const blob = new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke on the next task: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
