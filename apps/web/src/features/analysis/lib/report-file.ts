/**
 * The report as a file of its own: one HTML document with the report's markup and the styles it
 * uses, readable in any browser and printable there. A WebView does not print (window.print does
 * nothing in Android's WebView and WKWebView without shell code), so the app saves or shares
 * this file instead (docs/native-bridge.md).
 */

/** Whether a style rule's selector reaches the report (the report itself or inside it). */
function reaches(root: Element, selector: string): boolean {
  if (selector.includes(':root')) return true;
  try {
    return root.matches(selector) || root.querySelector(selector) !== null;
  } catch {
    // A selector this browser cannot evaluate here (:has() on body, vendor prefixes): not ours.
    return false;
  }
}

/** The CSS text of the rules that style the report: plain rules, print rules and @page. */
export function reportCss(root: Element, sheets: Iterable<CSSStyleSheet>): string {
  const out: string[] = [];
  const visit = (rules: CSSRuleList, into: string[]) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        if (reaches(root, rule.selectorText)) into.push(rule.cssText);
      } else if (rule instanceof CSSMediaRule) {
        const inner: string[] = [];
        visit(rule.cssRules, inner);
        if (inner.length > 0) out.push(`@media ${rule.conditionText} {\n${inner.join('\n')}\n}`);
      } else if (rule instanceof CSSPageRule) {
        into.push(rule.cssText);
      }
    }
  };
  for (const sheet of sheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet (none today): its rules cannot be read.
    }
    visit(rules, out);
  }
  return out.join('\n');
}

/** The whole document: the report's markup with its styles, on a page of its own. */
export function reportHtml(root: Element, title: string, css: string): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
${css}
body { margin: 0 auto; max-width: 760px; padding: 16px;
  font-family: -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif;
  word-break: keep-all; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }
</style>
</head>
<body>
${root.outerHTML}
</body>
</html>
`;
}

/** A file name without characters file systems refuse: 햇빛매칭_수익분석_남사리-210_2026-11-29.html */
export function reportFileName(address: string, day: string): string {
  const place = address.split(' ').slice(-2).join('-');
  return `햇빛매칭_수익분석_${place}_${day}.html`.replace(/[\\/:*?"<>|]/g, '');
}

/** The report file from the report on the page. */
export function reportFile(root: Element, title: string, fileName: string): File {
  const html = reportHtml(root, title, reportCss(root, Array.from(document.styleSheets)));
  return new File([html], fileName, { type: 'text/html' });
}

/** Whether this browser can hand a file to the phone's share sheet (Web Share with files). */
export function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/** Saves the file: a download of a `blob:` address (shared with the other saved files). */
export { downloadFile } from '../../../shared/download-file';
