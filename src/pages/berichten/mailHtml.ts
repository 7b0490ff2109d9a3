import DOMPurify from 'dompurify';

/** Tags an e-mail may not bring into the page: styles that would restyle the app, forms, frames, embedded objects. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base', 'svg', 'math'];
const URL_ATTRIBUTES = ['src', 'background', 'poster'];
const REMOTE = /^(https?:)?\/\//i;

export interface CleanMail {
  html: string;
  /** How many remote images (or backgrounds) were left out. */
  blocked: number;
}

/**
 * A received HTML body made safe to show (docs/mail.md "Showing HTML mail"), with DOMPurify: no
 * scripts, event handlers or forms; links open in a new tab without the opener; an inline image
 * (cid:) points at its attachment's blob; a remote image (a tracking pixel, as often as not) is
 * removed until the reader asks for them, and then only https ones load (the app's CSP).
 */
export function cleanMailHtml(html: string, options: { remoteImages: boolean; inline: ReadonlyMap<string, string> }): CleanMail {
  const purify = DOMPurify(window);
  let blocked = 0;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name)?.trim();
      if (!value) continue;
      if (/^cid:/i.test(value)) {
        const url = options.inline.get(value.slice(4).replace(/^<|>$/g, ''));
        if (url) node.setAttribute(name, url);
        else node.removeAttribute(name);
      } else if (REMOTE.test(value) && !options.remoteImages) {
        node.removeAttribute(name);
        blocked += 1;
      }
    }
    const style = node.getAttribute('style');
    if (style && /url\s*\(/i.test(style) && !options.remoteImages) {
      node.setAttribute('style', style.replace(/url\s*\([^)]*\)/gi, 'none'));
      blocked += 1;
    }
  });
  const clean = purify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['srcset'], ALLOW_DATA_ATTR: false });
  return { html: clean, blocked };
}
