/** Saves text the terminal made (a CSV export) as a file through the browser's download. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  // The click starts the download synchronously; the URL is freed once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
