/** A 1×1 PNG: a customer's signature as the app sends it (base64, and as a data URL). */
export const SIGNATURE_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const SIGNATURE_PNG = `data:image/png;base64,${SIGNATURE_PNG_BASE64}`;
