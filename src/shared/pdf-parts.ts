/**
 * A PDF as the API answers every /pdf call: `{data: [base64 parts]}` (api-contract.md "PDFs";
 * the server's routes/job-order-documents.ts base64Parts). Joined and decoded here, for the staff
 * app and the customer portal alike (no dependency, so the portal's bundle takes it alone).
 */
export function pdfBytes(parts: string[]): Uint8Array<ArrayBuffer> {
  const binary = atob(parts.join(''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The PDF of an answer's parts as a Blob. */
export const pdfBlob = (parts: string[]): Blob => new Blob([pdfBytes(parts)], { type: 'application/pdf' });
