/**
 * Saves a file the app made: a download of a `blob:` address with the anchor's `download` name,
 * which the shell hands to the system (docs/native-bridge.md, "Proposals and downloads").
 */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is freed a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
