// Synonym expansion for questions: "HTN" also searches "hypertension", "heart attack" also
// "myocardial infarction". Our small table of common abbreviations and lay terms is merged
// with the ICD feature's synonym table when that is available (see icd-source.ts).
import { words } from './tokenize';

/** Normalized phrase ("heart attack") -> phrases it also means. */
export type SynonymTable = ReadonlyMap<string, readonly string[]>;

/** Standard clinical abbreviations and lay terms, each unambiguous in a study context. */
const BUILT_IN: Record<string, readonly string[]> = {
  htn: ['hypertension'],
  'high blood pressure': ['hypertension'],
  'low blood pressure': ['hypotension'],
  dm: ['diabetes mellitus'],
  t1dm: ['type 1 diabetes'],
  t2dm: ['type 2 diabetes'],
  diabetic: ['diabetes'],
  sugar: ['glucose'],
  mi: ['myocardial infarction'],
  'heart attack': ['myocardial infarction', 'acute coronary syndrome'],
  cad: ['coronary artery disease'],
  chf: ['heart failure'],
  hf: ['heart failure'],
  afib: ['atrial fibrillation'],
  'a fib': ['atrial fibrillation'],
  dvt: ['deep vein thrombosis'],
  pe: ['pulmonary embolism'],
  vte: ['venous thromboembolism'],
  copd: ['chronic obstructive pulmonary disease'],
  ards: ['acute respiratory distress syndrome'],
  osa: ['obstructive sleep apnea'],
  cap: ['community acquired pneumonia'],
  tb: ['tuberculosis'],
  uti: ['urinary tract infection'],
  sti: ['sexually transmitted infection'],
  std: ['sexually transmitted infection'],
  gerd: ['gastroesophageal reflux disease'],
  heartburn: ['reflux'],
  pud: ['peptic ulcer disease'],
  ibd: ['inflammatory bowel disease'],
  ibs: ['irritable bowel syndrome'],
  cva: ['stroke'],
  tia: ['transient ischemic attack'],
  sah: ['subarachnoid hemorrhage'],
  gbs: ['guillain barre syndrome'],
  als: ['amyotrophic lateral sclerosis'],
  dka: ['diabetic ketoacidosis'],
  siadh: ['inappropriate antidiuretic hormone'],
  ckd: ['chronic kidney disease'],
  aki: ['acute kidney injury'],
  'kidney failure': ['renal failure'],
  mdd: ['major depressive disorder'],
  depression: ['depressive disorder'],
  gad: ['generalized anxiety disorder'],
  ptsd: ['posttraumatic stress disorder'],
  ocd: ['obsessive compulsive disorder'],
  adhd: ['attention deficit hyperactivity disorder'],
  nms: ['neuroleptic malignant syndrome'],
  tca: ['tricyclic antidepressant'],
  ssri: ['selective serotonin reuptake inhibitor'],
  nsaid: ['nonsteroidal anti inflammatory drug'],
  acei: ['ace inhibitor'],
  ppi: ['proton pump inhibitor'],
  ekg: ['ecg'],
  electrocardiogram: ['ecg'],
  ct: ['computed tomography'],
  omt: ['osteopathic manipulative treatment'],
  omm: ['osteopathic manipulative medicine', 'omt'],
  pcos: ['polycystic ovary syndrome'],
  gdm: ['gestational diabetes'],
  pph: ['postpartum hemorrhage'],
  rsv: ['respiratory syncytial virus', 'bronchiolitis'],
  tylenol: ['acetaminophen'],
  paracetamol: ['acetaminophen'],
  'blood thinner': ['anticoagulant'],
  'stomach ulcer': ['peptic ulcer'],
  'water pill': ['diuretic'],
  flu: ['influenza'],
};

export function buildSynonymTable(...sources: Iterable<readonly [string, readonly string[]]>[]): SynonymTable {
  const table = new Map<string, string[]>();
  for (const source of sources) {
    for (const [phrase, expansions] of source) {
      const key = words(phrase).join(' ');
      if (!key) continue;
      const list = table.get(key) ?? [];
      for (const expansion of expansions) {
        const normalized = words(expansion).join(' ');
        if (normalized && normalized !== key && !list.includes(normalized)) list.push(normalized);
      }
      if (list.length) table.set(key, list);
    }
  }
  return table;
}

export const BUILT_IN_SYNONYMS: SynonymTable = buildSynonymTable(Object.entries(BUILT_IN));

/** The longest phrase (in words) of a table, so lookups try only n-grams that can match. */
export function longestPhrase(table: SynonymTable): number {
  let longest = 1;
  for (const key of table.keys()) longest = Math.max(longest, key.split(' ').length);
  return Math.min(longest, 6);
}
