/**
 * The text of a PDF, for the coach to read as context. Until a PDF reader is part of the server, a PDF is kept
 * for the child's history and the coach asks for the question to be typed.
 */
export async function pdfText(_data: Buffer): Promise<string | null> {
  return null
}
