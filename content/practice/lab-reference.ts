// One shared reference table (standard exam lab values, adult) used to check every
// lab value a model can render. `plausible` bounds what any vignette may show at all.

export interface LabReference {
  name: string;
  unit: string;
  /** Adult reference interval. */
  low: number;
  high: number;
  /** Values outside this range are never rendered (physiologically implausible or not survivable). */
  plausible: [number, number];
}

export const LAB_REFERENCE = {
  // Vital signs (adult resting)
  temperature: { name: 'Temperature', unit: '°C', low: 36.1, high: 37.9, plausible: [30, 42.5] },
  heartRate: { name: 'Pulse', unit: '/min', low: 60, high: 100, plausible: [20, 250] },
  respiratoryRate: { name: 'Respirations', unit: '/min', low: 12, high: 20, plausible: [4, 70] },
  systolicBp: { name: 'Systolic blood pressure', unit: 'mm Hg', low: 90, high: 120, plausible: [50, 260] },
  diastolicBp: { name: 'Diastolic blood pressure', unit: 'mm Hg', low: 60, high: 80, plausible: [20, 150] },
  oxygenSaturation: { name: 'Oxygen saturation', unit: '%', low: 95, high: 100, plausible: [60, 100] },
  bmi: { name: 'Body mass index', unit: 'kg/m²', low: 18.5, high: 24.9, plausible: [12, 70] },
  // Serum chemistry
  sodium: { name: 'Sodium', unit: 'mEq/L', low: 136, high: 146, plausible: [105, 175] },
  potassium: { name: 'Potassium', unit: 'mEq/L', low: 3.5, high: 5.0, plausible: [1.5, 9] },
  chloride: { name: 'Chloride', unit: 'mEq/L', low: 95, high: 105, plausible: [70, 130] },
  bicarbonate: { name: 'Bicarbonate', unit: 'mEq/L', low: 22, high: 28, plausible: [3, 50] },
  bun: { name: 'Urea nitrogen', unit: 'mg/dL', low: 7, high: 18, plausible: [2, 200] },
  creatinine: { name: 'Creatinine', unit: 'mg/dL', low: 0.6, high: 1.2, plausible: [0.2, 15] },
  glucose: { name: 'Glucose', unit: 'mg/dL', low: 70, high: 100, plausible: [20, 1500] },
  calcium: { name: 'Calcium', unit: 'mg/dL', low: 8.4, high: 10.2, plausible: [5, 18] },
  magnesium: { name: 'Magnesium', unit: 'mEq/L', low: 1.5, high: 2.0, plausible: [0.5, 6] },
  phosphorus: { name: 'Phosphorus', unit: 'mg/dL', low: 3.0, high: 4.5, plausible: [0.5, 12] },
  albumin: { name: 'Albumin', unit: 'g/dL', low: 3.5, high: 5.5, plausible: [1, 6] },
  totalBilirubin: { name: 'Total bilirubin', unit: 'mg/dL', low: 0.1, high: 1.0, plausible: [0.1, 40] },
  directBilirubin: { name: 'Direct bilirubin', unit: 'mg/dL', low: 0.0, high: 0.3, plausible: [0, 30] },
  ast: { name: 'AST', unit: 'U/L', low: 12, high: 38, plausible: [5, 10000] },
  alt: { name: 'ALT', unit: 'U/L', low: 10, high: 40, plausible: [5, 10000] },
  alkalinePhosphatase: { name: 'Alkaline phosphatase', unit: 'U/L', low: 25, high: 100, plausible: [10, 2000] },
  lipase: { name: 'Lipase', unit: 'U/L', low: 10, high: 140, plausible: [5, 20000] },
  amylase: { name: 'Amylase', unit: 'U/L', low: 25, high: 125, plausible: [5, 10000] },
  troponinI: { name: 'Troponin I', unit: 'ng/mL', low: 0, high: 0.04, plausible: [0, 100] },
  bnp: { name: 'BNP', unit: 'pg/mL', low: 0, high: 100, plausible: [0, 5000] },
  tsh: { name: 'TSH', unit: 'μU/mL', low: 0.4, high: 4.0, plausible: [0.01, 150] },
  freeT4: { name: 'Free T4', unit: 'ng/dL', low: 0.9, high: 1.7, plausible: [0.1, 8] },
  hba1c: { name: 'Hemoglobin A1c', unit: '%', low: 4.0, high: 5.6, plausible: [3.5, 18] },
  ldl: { name: 'LDL cholesterol', unit: 'mg/dL', low: 0, high: 129, plausible: [20, 500] },
  lactate: { name: 'Lactate', unit: 'mmol/L', low: 0.5, high: 2.2, plausible: [0.3, 20] },
  ck: { name: 'Creatine kinase', unit: 'U/L', low: 25, high: 200, plausible: [10, 100000] },
  betaHcg: { name: 'β-hCG', unit: 'mIU/mL', low: 0, high: 5, plausible: [0, 300000] },
  cortisolAm: { name: 'Cortisol (8 AM)', unit: 'μg/dL', low: 5, high: 23, plausible: [0.5, 80] },
  serumOsmolality: { name: 'Osmolality', unit: 'mOsm/kg H₂O', low: 275, high: 295, plausible: [220, 400] },
  // Hematology
  hemoglobinMale: { name: 'Hemoglobin', unit: 'g/dL', low: 13.5, high: 17.5, plausible: [3, 23] },
  hemoglobinFemale: { name: 'Hemoglobin', unit: 'g/dL', low: 12.0, high: 16.0, plausible: [3, 21] },
  hematocritMale: { name: 'Hematocrit', unit: '%', low: 41, high: 53, plausible: [10, 70] },
  hematocritFemale: { name: 'Hematocrit', unit: '%', low: 36, high: 46, plausible: [10, 65] },
  mcv: { name: 'Mean corpuscular volume', unit: 'μm³', low: 80, high: 100, plausible: [50, 140] },
  wbc: { name: 'Leukocyte count', unit: '/mm³', low: 4500, high: 11000, plausible: [200, 300000] },
  platelets: { name: 'Platelet count', unit: '/mm³', low: 150000, high: 400000, plausible: [2000, 2000000] },
  inr: { name: 'INR', unit: '', low: 0.8, high: 1.2, plausible: [0.8, 12] },
  esr: { name: 'Erythrocyte sedimentation rate', unit: 'mm/h', low: 0, high: 20, plausible: [0, 150] },
  ferritin: { name: 'Ferritin', unit: 'ng/mL', low: 15, high: 200, plausible: [1, 10000] },
  dDimer: { name: 'D-dimer', unit: 'μg/mL FEU', low: 0, high: 0.5, plausible: [0, 40] },
  // Arterial blood gas (room air)
  ph: { name: 'pH', unit: '', low: 7.35, high: 7.45, plausible: [6.8, 7.8] },
  pco2: { name: 'PCO₂', unit: 'mm Hg', low: 33, high: 45, plausible: [10, 120] },
  po2: { name: 'PO₂', unit: 'mm Hg', low: 75, high: 105, plausible: [30, 600] },
  // Cerebrospinal fluid
  csfProtein: { name: 'CSF protein', unit: 'mg/dL', low: 15, high: 45, plausible: [5, 1000] },
  csfGlucose: { name: 'CSF glucose', unit: 'mg/dL', low: 40, high: 70, plausible: [0, 300] },
  csfWbc: { name: 'CSF leukocyte count', unit: '/mm³', low: 0, high: 5, plausible: [0, 50000] },
  // Urine
  urineSpecificGravity: { name: 'Urine specific gravity', unit: '', low: 1.005, high: 1.03, plausible: [1.0, 1.04] },
} as const satisfies Record<string, LabReference>;

export type LabKey = keyof typeof LAB_REFERENCE;
