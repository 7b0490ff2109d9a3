import type { PDFFont, PDFPage } from 'pdf-lib';

/** The text with every character the font cannot encode replaced by '?'. */
export function encodable(text: string, font: PDFFont) {
  return [...text]
    .map((c) => {
      try {
        font.encodeText(c);
        return c;
      } catch {
        return '?';
      }
    })
    .join('');
}

/**
 * A cursor that writes lines top-down on A4 pages and starts a new page when the current one is
 * full. The standard fonts speak WinAnsi only: characters outside it are written as '?', so a
 * stray symbol in a remark never breaks the download.
 */
export class TextCursor {
  private y = 0;
  private page!: PDFPage;

  constructor(
    private readonly newPage: () => PDFPage,
    private readonly font: PDFFont,
    private readonly margin = 50,
  ) {
    this.startPage();
  }

  private startPage() {
    this.page = this.newPage();
    this.y = this.page.getHeight() - this.margin;
  }

  /** Splits a text into lines that fit the page width at this size. */
  private wrap(text: string, font: PDFFont, size: number, indent: number) {
    const width = this.page.getWidth() - 2 * this.margin - indent;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(next, size) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Writes a text, wrapped to the page width; `font` overrides the cursor's (a heading in bold). */
  write(text: string, { size = 10, indent = 0, gap = 4, font = this.font }: { size?: number; indent?: number; gap?: number; font?: PDFFont } = {}) {
    for (const line of this.wrap(encodable(text, font), font, size, indent)) {
      if (this.y - size < this.margin) this.startPage();
      this.y -= size;
      this.page.drawText(line, { x: this.margin + indent, y: this.y, size, font });
      this.y -= gap;
    }
  }

  space(points: number) {
    this.y -= points;
  }
}
