import { rupeesInWords } from '@shop/pricing/gst';
import { create as openFont, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatIndianDate } from '../../lib/indian-calendar';
import { formatRate, type InvoiceDocument } from './invoices.service';

// Noto Sans (SIL Open Font License 1.1) from the npm registry: it has the rupee sign and Devanagari, which the
// PDF standard fonts do not. Only the glyphs used are embedded.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

// Read and parsed once per process: parsing a pan-script font and warming its shaping (Devanagari) takes the
// better part of a second, which every PDF would otherwise pay. Each document still embeds its own subset.
let fonts: Record<keyof typeof FONT_FILES, Font> | undefined;
function loadFonts(): Record<keyof typeof FONT_FILES, Font> {
  fonts ??= {
    regular: openFont(readFileSync(FONT_FILES.regular)) as Font,
    bold: openFont(readFileSync(FONT_FILES.bold)) as Font,
  };
  return fonts;
}

const TITLES = {
  invoice: { english: 'TAX INVOICE', hindi: 'कर बीजक' },
  credit_note: { english: 'CREDIT NOTE', hindi: 'क्रेडिट नोट' },
} as const;

/**
 * The document's labels in English and Hindi, one after the other ("Date / दिनांक"): a tax invoice is read by the
 * customer and by the tax office alike, so both languages are on every copy, whatever language the order was in.
 */
const LABELS = {
  invoiceNo: 'Invoice No. / बीजक सं.',
  creditNoteNo: 'Credit Note No. / क्रेडिट नोट सं.',
  date: 'Date / दिनांक',
  againstInvoice: 'Against Invoice / मूल बीजक',
  reason: 'Reason / कारण',
  orderNo: 'Order No. / ऑर्डर सं.',
  placeOfSupply: 'Place of Supply / आपूर्ति का स्थान',
  reverseCharge: 'Reverse Charge / रिवर्स चार्ज',
  no: 'No / नहीं',
  state: 'State / राज्य',
  billTo: 'Bill to / Ship to  ·  बिल और डिलीवरी का पता',
  description: 'Description\nविवरण',
  qty: 'Qty\nमात्रा',
  taxable: 'Taxable value\nकर योग्य मूल्य',
  rate: 'Rate\nदर',
  total: 'Total\nकुल',
  free: ' (free / मुफ़्त)',
  taxableTotal: 'Taxable value / कर योग्य मूल्य',
  shipping: 'Shipping / शिपिंग',
  freeShipping: 'Free / मुफ़्त',
  totalInvoice: 'Total (GST included) / कुल (GST सहित)',
  totalCredited: 'Total credited / कुल जमा राशि',
  inWords: 'Amount in words / राशि शब्दों में:',
  signatory: 'Authorised Signatory / अधिकृत हस्ताक्षरकर्ता',
} as const;

const amount = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (paise: number) => `₹${amount(paise)}`;
const stateWithCode = (state: string, code: string | null) => (code ? `${state} (${code})` : state);

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (line: InvoiceDocument['lines'][number], index: number) => string;
}

/** Renders a tax invoice or credit note as an A4 PDF. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `${doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${doc.number}`, Author: doc.seller.legalName },
  });
  // pdfkit takes a parsed fontkit font as well as a file (its types only know files).
  const { regular, bold } = loadFonts();
  pdf.registerFont('regular', regular as unknown as Buffer);
  pdf.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  const half = width / 2;
  const intra = doc.supplyType === 'intra';

  // Title
  const title = TITLES[doc.kind];
  pdf.font('bold').fontSize(16).text(title.english, left, 36, { width, align: 'center' });
  pdf.font('regular').fontSize(10).text(title.hindi, { width, align: 'center' });
  pdf.moveDown(0.8);

  // Seller (left) and the document's particulars (right)
  const top = pdf.y;
  pdf.font('bold').fontSize(11).text(doc.seller.legalName, left, top, { width: half - 10 });
  pdf.font('regular').fontSize(9).text(doc.seller.address, { width: half - 10 });
  pdf.text(`${LABELS.state}: ${stateWithCode(doc.seller.state, doc.seller.stateCode)}`, { width: half - 10 });
  pdf.font('bold').text(`GSTIN: ${doc.seller.gstin}`, { width: half - 10 });
  const sellerBottom = pdf.y;

  const particulars: Array<[string, string]> = [
    [doc.kind === 'invoice' ? LABELS.invoiceNo : LABELS.creditNoteNo, doc.number],
    [LABELS.date, formatIndianDate(doc.issuedAt)],
    ...(doc.against ? ([[LABELS.againstInvoice, `${doc.against.number} dated ${formatIndianDate(doc.against.issuedAt)}`]] as Array<[string, string]>) : []),
    ...(doc.reason ? ([[LABELS.reason, doc.reason]] as Array<[string, string]>) : []),
    [LABELS.orderNo, doc.customOrderId],
    [LABELS.placeOfSupply, stateWithCode(doc.buyer.state, doc.buyer.stateCode)],
    [LABELS.reverseCharge, LABELS.no],
  ];
  // The two-language labels take a wider column than English alone did.
  const labelWidth = 134;
  let y = top;
  for (const [label, value] of particulars) {
    pdf.font('regular').fontSize(8.5).text(`${label}:`, left + half, y, { width: labelWidth });
    const labelBottom = pdf.y;
    pdf.font('bold').fontSize(9).text(value, left + half + labelWidth, y, { width: half - labelWidth });
    y = Math.max(pdf.y, labelBottom) + 1;
  }
  y = Math.max(sellerBottom, y) + 10;

  // Buyer
  pdf.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).stroke();
  y += 6;
  pdf.font('bold').fontSize(9).text(LABELS.billTo, left, y);
  pdf.font('bold').fontSize(10).text(doc.buyer.name);
  pdf.font('regular').fontSize(9);
  for (const line of doc.buyer.addressLines) pdf.text(line);
  pdf.text(`${LABELS.state}: ${stateWithCode(doc.buyer.state, doc.buyer.stateCode)}`);
  y = pdf.y + 10;

  // Lines
  const columns: Column[] = [
    { title: '#', width: 18, align: 'left', value: (_l, i) => String(i + 1) },
    { title: LABELS.description, width: intra ? 150 : 185, align: 'left', value: (l) => (l.isFree ? `${l.description}${LABELS.free}` : l.description) },
    { title: 'HSN', width: 50, align: 'left', value: (l) => l.hsnCode },
    // A line of a credit note that gives money back on goods kept has no quantity.
    { title: LABELS.qty, width: 28, align: 'right', value: (l) => (l.quantity > 0 ? String(l.quantity) : '-') },
    { title: LABELS.taxable, width: intra ? 65 : 70, align: 'right', value: (l) => amount(l.taxablePaise) },
    { title: LABELS.rate, width: 35, align: 'right', value: (l) => formatRate(l.rateBp) },
    ...(intra
      ? ([
          { title: 'CGST', width: 55, align: 'right', value: (l) => amount(l.cgstPaise) },
          { title: 'SGST', width: 55, align: 'right', value: (l) => amount(l.sgstPaise) },
        ] as Column[])
      : ([{ title: 'IGST', width: 65, align: 'right', value: (l) => amount(l.igstPaise) }] as Column[])),
    { title: LABELS.total, width: intra ? 67 : 72, align: 'right', value: (l) => amount(l.totalPaise) },
  ];
  const row = (cells: string[], font: 'regular' | 'bold', at: number): number => {
    pdf.font(font).fontSize(8.5);
    let x = left;
    let height = 0;
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      height = Math.max(height, pdf.heightOfString(cell, { width: c.width - 4 }));
      pdf.text(cell, x + 2, at, { width: c.width - 4, align: c.align });
      x += c.width;
    });
    return at + height + 4;
  };
  // The heading row holds each title in English over Hindi: as tall as its tallest title.
  pdf.font('bold').fontSize(8.5);
  const headingHeight = Math.max(...columns.map((c) => pdf.heightOfString(c.title, { width: c.width - 4 }))) + 6;
  pdf.rect(left, y, width, headingHeight).fill('#eeeeee').fillColor('#000000');
  y = row(columns.map((c) => c.title), 'bold', y + 3);
  doc.lines.forEach((line, i) => {
    if (y > pdf.page.height - 200) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    y = row(columns.map((c) => c.value(line, i)), 'regular', y + 2);
    pdf.moveTo(left, y).lineTo(left + width, y).lineWidth(0.25).strokeColor('#bbbbbb').stroke().strokeColor('#000000');
  });
  y += 8;

  // Totals
  const discount = doc.lines.reduce((n, l) => n + l.discountPaise, 0);
  const totals: Array<[string, string]> = [
    [LABELS.taxableTotal, rupees(doc.totals.taxablePaise)],
    ...(intra
      ? ([
          ['CGST', rupees(doc.totals.cgstPaise)],
          ['SGST', rupees(doc.totals.sgstPaise)],
        ] as Array<[string, string]>)
      : ([['IGST', rupees(doc.totals.igstPaise)]] as Array<[string, string]>)),
    [LABELS.shipping, LABELS.freeShipping],
    [doc.kind === 'invoice' ? LABELS.totalInvoice : LABELS.totalCredited, rupees(doc.totals.totalPaise)],
  ];
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    pdf.font(last ? 'bold' : 'regular').fontSize(last ? 10 : 9);
    // Labels in two languages: the column starts left of the middle so the longest stays on one line.
    pdf.text(label, left + half - 80, y, { width: half - 20, align: 'right' });
    pdf.text(value, left + width - 100, y, { width: 100, align: 'right' });
    y = pdf.y + 2;
  });
  y += 6;
  pdf.font('regular').fontSize(9).text(LABELS.inWords, left, y, { continued: true }).font('bold').text(` ${rupeesInWords(doc.totals.totalPaise)}`);
  const online = doc.lines.reduce((n, l) => n + (l.onlineDiscountPaise ?? 0), 0);
  if (discount > online) pdf.font('regular').fontSize(8.5).text(`A coupon discount of ${rupees(discount - online)} is taken off the taxable values above, before tax.`);
  if (online > 0) pdf.font('regular').fontSize(8.5).text(`A discount of ${rupees(online)} for paying online is taken off the taxable values above, before tax.`);
  pdf.font('regular').fontSize(8.5).text('Prices include GST; the tax in them is shown above.');

  // Signature
  pdf.moveDown(2);
  pdf.font('bold').fontSize(9).text(`For ${doc.seller.legalName}`, left + half, pdf.y, { width: half, align: 'right' });
  pdf.moveDown(2);
  pdf.font('regular').text(LABELS.signatory, left + half, pdf.y, { width: half, align: 'right' });
  pdf.moveDown(1.5);
  pdf.fontSize(8).fillColor('#555555').text('This is a computer-generated document and needs no signature.', left, pdf.y, { width, align: 'center' });

  pdf.end();
  return done;
}
