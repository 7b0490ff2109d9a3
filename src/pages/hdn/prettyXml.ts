const INDENT = '  ';

/**
 * An XML message laid out one element a line, indented by depth, text kept as it is; for reading
 * a message as it came, not for sending on. Text that is no well-formed XML is shown unchanged.
 */
export function prettyXml(text: string): string {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return text;
  const declaration = /^\s*(<\?xml[^?]*\?>)/.exec(text)?.[1];
  const lines: string[] = declaration ? [declaration] : [];
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const attributes = (element: Element) => [...element.attributes].map((a) => ` ${a.name}="${escape(a.value).replace(/"/g, '&quot;')}"`).join('');
  const walk = (element: Element, depth: number) => {
    const pad = INDENT.repeat(depth);
    const children = [...element.childNodes].filter((node) => node.nodeType === Node.ELEMENT_NODE || (node.textContent ?? '').trim() !== '');
    const open = `${element.tagName}${attributes(element)}`;
    if (children.length === 0) lines.push(`${pad}<${open}/>`);
    else if (children.every((node) => node.nodeType !== Node.ELEMENT_NODE)) lines.push(`${pad}<${open}>${escape((element.textContent ?? '').trim())}</${element.tagName}>`);
    else {
      lines.push(`${pad}<${open}>`);
      for (const child of children) {
        if (child.nodeType === Node.ELEMENT_NODE) walk(child as Element, depth + 1);
        else lines.push(`${pad}${INDENT}${escape((child.textContent ?? '').trim())}`);
      }
      lines.push(`${pad}</${element.tagName}>`);
    }
  };
  walk(document.documentElement, 0);
  return lines.join('\n');
}
