/**
 * Hands bytes the core made (base64 through the API, so browser mode needs no extra
 * route) to the browser as a download. The object URL is released once the download
 * has started; the blob holds only this file.
 */
export function saveBase64File(fileName: string, dataBase64: string, type: string): void {
  const bytes = Uint8Array.from(atob(dataBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
