/**
 * Saves a blob in the browser under `filename` (the spec fixes the names the app saves under:
 * transactions_{status}_{date}.xlsx, Wealth_Upload_Example.xlsx; for a report, use the server's name).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
