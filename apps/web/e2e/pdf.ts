import { readFile } from 'node:fs/promises';
import { pdfText } from '../../api/test/pdf-text';

/** The text of a downloaded PDF file, read back as a person's PDF reader would. */
export async function pdfFileText(file: string): Promise<string> {
  return pdfText(await readFile(file));
}
