/**
 * Puts text on the clipboard; whether it got there. The Clipboard API exists only on a secure
 * page (https, or localhost), and a studio opened by its address on the local network
 * (http://192.168.1.20:3000) has none: there, and where the browser refuses it, the text is
 * copied as a selection is (a hidden text box, selected, and the browser's copy command),
 * which any page may do while answering a click.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, the document not focused): the older way may still be allowed.
  }
  return copyAsSelection(text);
}

function copyAsSelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const box = document.createElement('textarea');
  box.value = text;
  box.readOnly = true;
  // In the page (a detached box cannot be selected), but not seen and not scrolled to.
  box.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none';
  document.body.append(box);
  box.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    box.remove();
    focused?.focus({ preventScroll: true });
  }
}
