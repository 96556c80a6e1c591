// The Thai national identification number: 13 digits, the last one a check digit computed from
// the first twelve (weights 13 down to 2, modulo 11). Pure, shared by the wizard and the server.

/** Removes the spaces and dashes families type when copying the number from an ID card. */
export function normalizeThaiId(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The check digit of the first twelve digits of a Thai ID. */
export function thaiIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** True when `input` (spaces and dashes allowed) is 13 digits with a correct check digit. */
export function isValidThaiId(input: string): boolean {
  const id = normalizeThaiId(input);
  if (!/^\d{13}$/.test(id)) return false;
  return thaiIdCheckDigit(id.slice(0, 12)) === Number(id[12]);
}
