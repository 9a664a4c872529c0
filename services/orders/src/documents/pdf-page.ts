import PDFDocument from 'pdfkit';
import { documentFonts } from './document-fonts.js';

const CHINESE = /[\u2e80-\u9fff\u3000-\u303f\uf900-\ufaff\uff00-\uffef]+/g;
const MM = 72 / 25.4;

export const mm = (millimetres: number): number => millimetres * MM;

export interface TextOptions {
  width?: number;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  /** One line, cut with an ellipsis when it does not fit `width`. */
  oneLine?: boolean;
}

/**
 * A PDFKit document that writes any mix of Cyrillic, Latin and Chinese: text is cut into runs and
 * each run set in the font that has its letters (PDFKit has no font fallback of its own).
 */
export class PdfPage {
  readonly doc: PDFKit.PDFDocument;

  constructor(size: [number, number] | 'A4', margin: number, title: string) {
    this.doc = new PDFDocument({
      size,
      margin,
      info: { Title: title, Producer: 'Silk Way' },
      autoFirstPage: true,
      bufferPages: false,
    });
    const fonts = documentFonts();
    this.doc.registerFont('regular', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
    this.doc.registerFont('chinese', fonts.chinese);
  }

  get width(): number {
    return this.doc.page.width;
  }

  get height(): number {
    return this.doc.page.height;
  }

  text(
    text: string,
    x: number,
    y: number,
    { width, size = 9, bold = false, align = 'left', oneLine = false }: TextOptions = {},
  ): void {
    const runs = splitRuns(text);
    const fontOf = (run: TextRun) => (run.chinese ? 'chinese' : bold ? 'bold' : 'regular');
    this.doc.fontSize(size);
    // PDFKit aligns each run of continued text on its own, so runs in two fonts set right or
    // centred would print over each other: such a line is measured and placed run by run.
    if (runs.length > 1 && align !== 'left' && width) {
      const widths = runs.map((run) => this.doc.font(fontOf(run)).widthOfString(run.text));
      const total = widths.reduce((sum, runWidth) => sum + runWidth, 0);
      if (total <= width) {
        let runX = x + (align === 'right' ? width - total : (width - total) / 2);
        runs.forEach((run, index) => {
          this.doc.font(fontOf(run)).text(run.text, runX, y, { lineBreak: false });
          runX += widths[index]!;
        });
        return;
      }
    }
    const base = {
      ...(width ? { width } : {}),
      // Wider than its cell: runs in two fonts can only wrap from the left.
      align: runs.length > 1 ? 'left' : align,
      ...(oneLine ? { lineBreak: false, ellipsis: true, height: size * 1.4 } : {}),
    };
    runs.forEach((run, index) => {
      this.doc.font(fontOf(run));
      const continued = index < runs.length - 1;
      if (index === 0) this.doc.text(run.text, x, y, { ...base, continued });
      else this.doc.text(run.text, { continued });
    });
  }

  /** Height `text` takes in `width` (for rows whose cells wrap). */
  heightOf(text: string, width: number, size = 9, bold = false): number {
    this.doc.fontSize(size).font(CHINESE.test(text) ? 'chinese' : bold ? 'bold' : 'regular');
    CHINESE.lastIndex = 0;
    return this.doc.heightOfString(text, { width });
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#c7ccd6'): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(0.6).strokeColor(color).stroke();
  }

  async toBuffer(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await ended;
    return Buffer.concat(chunks);
  }
}

interface TextRun {
  text: string;
  chinese: boolean;
}

function splitRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(CHINESE)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), chinese: false });
    runs.push({ text: match[0], chinese: true });
    last = match.index + match[0].length;
  }
  if (last < text.length || runs.length === 0)
    runs.push({ text: text.slice(last), chinese: false });
  return runs;
}
