/**
 * Hands text made in the page to the browser as a file download (an export): a Blob URL on a
 * link with `download`, clicked, then let go once the browser has taken it.
 */
export function saveTextFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
