// A printed page as a list of things to draw (text at a place, lines, an image), laid out first
// and drawn once every string is known, so each font is subset to exactly what the page prints
// (fonts.ts). Text is written run by run in the face that has its characters; long text wraps at
// the places Intl.Segmenter allows (Thai has no spaces between words).

import PDFDocument from 'pdfkit';
import { fontName, fontsFor, runsOf, type EmbeddedFont, type Weight } from './fonts';

export interface TextOptions {
  size?: number;
  weight?: Weight;
  align?: 'left' | 'right';
  /** Wrap within this width (left-aligned text only). */
  width?: number;
  color?: string;
}

type Op =
  | {
      kind: 'text';
      text: string;
      x: number;
      y: number;
      size: number;
      weight: Weight;
      align: 'left' | 'right';
      color: string;
    }
  | { kind: 'rule'; x1: number; x2: number; y: number }
  | { kind: 'image'; bytes: Buffer; x: number; y: number; size: number };

/** What a page needs to know to measure text before it is drawn. */
const measurer = () => new PDFDocument({ size: 'A4', autoFirstPage: false });

export class Page {
  private readonly ops: Op[] = [];
  private fonts: EmbeddedFont[] = [];
  private readonly measure = measurer();
  private readonly registered = new Set<string>();

  constructor(private readonly locale: string) {}

  /** Registers the fonts for every string that will be drawn (call before measuring any). */
  async prepare(texts: Iterable<{ text: string; weight: Weight }>): Promise<void> {
    this.fonts = await fontsFor(texts);
    for (const font of this.fonts) {
      this.measure.registerFont(font.name, font.bytes);
      this.registered.add(font.name);
    }
  }

  /** The width of a string at a size. */
  widthOf(text: string, size: number, weight: Weight = 400): number {
    let width = 0;
    for (const run of runsOf(text)) {
      const name = fontName(run.face, weight);
      if (!this.registered.has(name)) continue;
      width += this.measure.font(name).fontSize(size).widthOfString(run.text);
    }
    return width;
  }

  /** Lines of `text` no wider than `width`, broken where the language allows. */
  wrap(text: string, width: number, size: number, weight: Weight = 400): string[] {
    const segments = [...new Intl.Segmenter(this.locale, { granularity: 'word' }).segment(text)].map((s) => s.segment);
    const lines: string[] = [];
    let line = '';
    for (const segment of segments) {
      const next = line + segment;
      if (line && this.widthOf(next.trimEnd(), size, weight) > width) {
        lines.push(line.trimEnd());
        line = segment.trimStart();
      } else line = next;
    }
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  }

  /** Writes text; returns the y below it. */
  text(text: string, x: number, y: number, options: TextOptions = {}): number {
    const size = options.size ?? 10;
    const weight = options.weight ?? 400;
    const lines = options.width ? this.wrap(text, options.width, size, weight) : [text];
    let at = y;
    for (const line of lines) {
      this.ops.push({
        kind: 'text',
        text: line,
        x,
        y: at,
        size,
        weight,
        align: options.align ?? 'left',
        color: options.color ?? '#1a1a1a',
      });
      at += size * 1.45;
    }
    return at;
  }

  rule(x1: number, x2: number, y: number): void {
    this.ops.push({ kind: 'rule', x1, x2, y });
  }

  image(bytes: Buffer, x: number, y: number, size: number): void {
    this.ops.push({ kind: 'image', bytes, x, y, size });
  }

  /** Draws everything into a PDF. */
  async render(info: { title: string; author: string }): Promise<Buffer> {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { Title: info.title, Author: info.author },
      lang: this.locale,
    });
    for (const font of this.fonts) doc.registerFont(font.name, font.bytes);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
    for (const op of this.ops) {
      if (op.kind === 'rule')
        doc.moveTo(op.x1, op.y).lineTo(op.x2, op.y).lineWidth(0.6).strokeColor('#9aa5ab').stroke();
      else if (op.kind === 'image') doc.image(op.bytes, op.x, op.y, { width: op.size, height: op.size });
      else {
        let x = op.align === 'right' ? op.x - this.widthOf(op.text, op.size, op.weight) : op.x;
        for (const run of runsOf(op.text)) {
          const name = fontName(run.face, op.weight);
          doc.font(name).fontSize(op.size).fillColor(op.color).text(run.text, x, op.y, { lineBreak: false });
          x += doc.widthOfString(run.text);
        }
      }
    }
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }
}
