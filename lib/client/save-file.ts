/**
 * Hands what the page made to the browser as a file download (an export, a zip of results):
 * a Blob URL on a link with `download`, clicked, then let go once the browser has taken it.
 */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download starts from the click; revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Text made in the page as a file download. */
export function saveTextFile(name: string, text: string, type: string): void {
  saveBlob(name, new Blob([text], { type }));
}
