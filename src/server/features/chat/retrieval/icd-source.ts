// How the assistant reaches the ICD-10-CM code set: a small interface, so the chat does not
// depend on how the ICD feature stores or ranks codes. `null` means code search is unavailable.

export interface IcdCodeHit {
  /** With the dot, as displayed: "E11.9". */
  code: string;
  description: string;
  billable: boolean;
}

export interface IcdSource {
  /** Codes for words ("essential hypertension"), best first. */
  search(query: string, limit: number): Promise<IcdCodeHit[]>;
  /** One code, written with or without the dot; null when it does not exist. */
  findCode(code: string): Promise<IcdCodeHit | null>;
}

/** "E119" -> "E11.9"; codes of 3 characters stay as they are. */
export function displayCode(code: string): string {
  const bare = code.replace('.', '').toUpperCase();
  return bare.length > 3 ? `${bare.slice(0, 3)}.${bare.slice(3)}` : bare;
}
