import { type DocumentLanguage, formatUsd, type StatementAnswer } from '@silkway/contracts';
import { type DocumentSettings, drawCompanyHeader } from '../../documents/documents.config.js';
import { PdfPage } from '../../documents/pdf-page.js';
import { STATEMENT_TEXTS } from './statement-texts.js';

const MARGIN = 40;

/** A counterparty's statement (A4) in `lang`: the company, the client, the period and every line. */
export function renderStatement(
  statement: StatementAnswer & { counterpartyName: string },
  lang: DocumentLanguage,
  company: DocumentSettings,
): Promise<Buffer> {
  const t = STATEMENT_TEXTS[lang];
  const page = new PdfPage('A4', MARGIN, `${t.title} — ${statement.counterpartyName}`);
  const right = page.width - MARGIN;
  const companyBottom = drawCompanyHeader(page, company, MARGIN, MARGIN);
  page.text(t.title, 300, MARGIN, { size: 15, bold: true, width: right - 300, align: 'right' });
  let y = Math.max(companyBottom + 10, MARGIN + 30);
  page.text(statement.counterpartyName, MARGIN, y, { size: 11, bold: true, width: right - MARGIN });
  y += 16;
  const period = `${statement.from ?? '…'} — ${statement.to ?? new Date().toISOString().slice(0, 10)}`;
  page.text(`${t.period}: ${period}`, MARGIN, y, { size: 9.5 });
  y += 22;

  const columns = [
    { title: t.date, width: 62 },
    { title: t.kind, width: 80 },
    { title: t.reference, width: 165 },
    { title: t.debit, width: 64, align: 'right' as const },
    { title: t.credit, width: 64, align: 'right' as const },
    { title: t.balance, width: 80, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const height = Math.max(
      14,
      ...cells.map((cell, index) => page.heightOf(cell, columns[index]!.width - 4, 8.5, bold) + 5),
    );
    if (y + height > page.height - MARGIN) {
      page.doc.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      page.text(cell, x + 2, y, { width: column.width - 4, size: 8.5, bold, align: column.align });
      x += column.width;
    });
    y += height;
    page.line(MARGIN, y - 3, right, y - 3);
  };
  const sides = (amount: number) => `${formatUsd(amount)} (${amount < 0 ? t.advance : t.owes})`;
  row(
    columns.map((column) => column.title),
    true,
  );
  row(['', t.opening, '', '', '', formatUsd(statement.opening)], true);
  for (const line of statement.lines)
    row([
      line.date,
      t.kinds[line.kind],
      line.reference,
      line.debit ? formatUsd(line.debit) : '',
      line.credit ? formatUsd(line.credit) : '',
      formatUsd(line.balance),
    ]);
  y += 8;
  page.text(`${t.closing}: ${sides(statement.closing)}`, MARGIN, y, {
    size: 10,
    bold: true,
    width: right - MARGIN,
    align: 'right',
  });
  return page.toBuffer();
}
