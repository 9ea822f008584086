import type { ItemModel } from '../types';

const dkaHypokalemia: ItemModel = {
  id: 'endo-dka-hypokalemia',
  category: 'Endocrinology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Diabetic ketoacidosis: potassium before insulin',
  patient: { sex: 'any', age: { min: 19, max: 34 } },
  variables: {
    days: { kind: 'number', min: 2, max: 3, unit: 'days' },
    temp: { kind: 'number', lab: 'temperature', min: 36.6, max: 37.6, step: 0.1, expect: 'normal' },
    hr: { kind: 'number', lab: 'heartRate', min: 112, max: 130, expect: 'high' },
    rr: { kind: 'number', lab: 'respiratoryRate', min: 26, max: 32, expect: 'high' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 96, max: 112, expect: 'normal' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 56, max: 70, expect: 'any' },
    sodium: { kind: 'number', lab: 'sodium', min: 128, max: 135, expect: 'low' },
    potassium: { kind: 'number', lab: 'potassium', min: 2.8, max: 3.2, step: 0.1, expect: 'low' },
    chloride: { kind: 'number', lab: 'chloride', min: 92, max: 102, expect: 'any' },
    bicarbonate: { kind: 'number', lab: 'bicarbonate', min: 6, max: 13, expect: 'low' },
    bun: { kind: 'number', lab: 'bun', min: 22, max: 34, expect: 'high' },
    creatinine: { kind: 'number', lab: 'creatinine', min: 1.0, max: 1.5, step: 0.1, expect: 'any' },
    glucose: { kind: 'number', lab: 'glucose', min: 380, max: 620, step: 10, expect: 'high' },
  },
  derive: (v) => {
    const hco3 = Number(v.bicarbonate);
    const pco2 = Math.round(1.5 * hco3 + 8);
    const ph = 6.1 + Math.log10(hco3 / (0.03 * pco2));
    return {
      anionGap: Number(v.sodium) - (Number(v.chloride) + hco3),
      pco2,
      ph: ph.toFixed(2),
    };
  },
  check: (v) => Number(v.anionGap) >= 20 && Number(v.anionGap) <= 34 && Number(v.dbp) <= Number(v.sbp) - 30,
  stem: 'A {{ageText}} {{person}} with type 1 diabetes mellitus is brought to the emergency department because of nausea, vomiting, and abdominal pain for {{days}}. {{He}} has had increased thirst and urination for 1 week and ran out of insulin 4 days ago. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}} and deep, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The mucous membranes are dry, and the breath has a fruity odor. The abdomen is diffusely and mildly tender without guarding. Serum studies show sodium {{sodium}}, potassium {{potassium}}, chloride {{chloride}}, bicarbonate {{bicarbonate}}, urea nitrogen {{bun}}, creatinine {{creatinine}}, and glucose {{glucose}}; beta-hydroxybutyrate is markedly elevated. Arterial blood gas analysis on room air shows pH {{ph}} and PCO₂ {{pco2}} mm Hg. An ECG shows sinus tachycardia with flattened T waves and prominent U waves. An infusion of 0.9% saline has been started.',
  leadIn: 'Which of the following is the most appropriate next step in management?',
  key: {
    text: 'Intravenous potassium chloride',
    why: 'With serum potassium below 3.3 mEq/L, potassium is replaced first and insulin is held; insulin drives potassium into cells and could cause fatal arrhythmia. Insulin is started once potassium is at least 3.3 mEq/L.',
  },
  distractors: [
    {
      text: 'Intravenous regular insulin infusion',
      why: 'Insulin is essential to close the anion gap but must wait until potassium is at least 3.3 mEq/L, because it would lower the potassium further.',
    },
    {
      text: 'Intravenous sodium bicarbonate',
      why: 'Bicarbonate is considered only for a pH below about 7.0; it worsens hypokalemia and is not indicated here.',
    },
    {
      text: 'Subcutaneous insulin glargine',
      why: 'Basal insulin is started when the ketoacidosis has resolved and the patient is eating, overlapping with the infusion; it does not treat the current deficit and still requires adequate potassium.',
    },
    {
      text: 'Intravenous 5% dextrose in water',
      why: 'Dextrose is added to the fluids when glucose falls to about 200 to 250 mg/dL so that insulin can continue; glucose is far higher now.',
    },
    {
      text: 'Intravenous calcium gluconate',
      why: 'Calcium stabilizes the myocardium in hyperkalemia with ECG changes; this patient is hypokalemic.',
    },
    {
      text: 'Intravenous furosemide',
      why: 'A loop diuretic would worsen the volume depletion and the potassium loss.',
    },
  ],
  rationale: 'Hyperglycemia, ketonemia and a high anion gap metabolic acidosis (anion gap {{anionGap}} mEq/L, bicarbonate {{bicarbonate}}, pH {{ph}}) establish diabetic ketoacidosis. Total body potassium is depleted in every patient with DKA, and this patient is already hypokalemic ({{potassium}}), with U waves on the ECG. After isotonic fluids are started, potassium must be raised to at least 3.3 mEq/L before the insulin infusion begins.',
  objective: 'Replace potassium before starting insulin when potassium is below 3.3 mEq/L in diabetic ketoacidosis.',
};

const primaryHyperparathyroidism: ItemModel = {
  id: 'endo-primary-hyperparathyroidism',
  category: 'Endocrinology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Primary hyperparathyroidism: diagnosis',
  patient: { sex: 'any', age: { min: 50, max: 74 } },
  variables: {
    complaint: {
      kind: 'choice',
      values: [
        'fatigue and constipation for 6 months',
        'left flank pain 2 months ago with passage of a small kidney stone',
        'increased thirst and urination for 4 months',
      ],
    },
    calcium: { kind: 'number', lab: 'calcium', min: 10.8, max: 12.2, step: 0.1, expect: 'high' },
    phosphorus: { kind: 'number', lab: 'phosphorus', min: 2.1, max: 2.8, step: 0.1, expect: 'low' },
    albumin: { kind: 'number', lab: 'albumin', min: 3.8, max: 4.6, step: 0.1, expect: 'normal' },
    creatinine: { kind: 'number', lab: 'creatinine', min: 0.7, max: 1.1, step: 0.1, expect: 'normal' },
    pth: { kind: 'number', min: 85, max: 170, step: 5, unit: 'pg/mL' },
    urineCalcium: { kind: 'number', min: 310, max: 420, step: 10, unit: 'mg/24 h' },
  },
  stem: 'A {{ageText}} {{person}} comes to the physician for evaluation of a high serum calcium concentration found on routine testing. {{He}} has had {{complaint}}. {{He}} takes no medications or supplements, and there is no family history of high calcium levels. Vital signs are within normal limits, and the examination shows no abnormalities. Serum studies show calcium {{calcium}}, phosphorus {{phosphorus}}, albumin {{albumin}}, and creatinine {{creatinine}}. The intact parathyroid hormone concentration is {{pth}} (reference range 10-65 pg/mL), and the 25-hydroxyvitamin D concentration is normal. Urinary calcium excretion is {{urineCalcium}}. A chest radiograph shows no abnormalities.',
  leadIn: 'Which of the following is the most likely diagnosis?',
  key: {
    text: 'Primary hyperparathyroidism',
    why: 'Hypercalcemia with an elevated (or inappropriately normal) parathyroid hormone, low phosphorus and high urinary calcium defines primary hyperparathyroidism, most often from a single parathyroid adenoma.',
  },
  distractors: [
    {
      text: 'Familial hypocalciuric hypercalcemia',
      why: 'This inherited calcium-sensing receptor defect causes mild hypercalcemia with normal or slightly high PTH but low urinary calcium (calcium-to-creatinine clearance ratio below 0.01) and a family history.',
    },
    {
      text: 'Humoral hypercalcemia of malignancy',
      why: 'PTH-related peptide from a tumor raises calcium while suppressing intact PTH; PTH here is high.',
    },
    {
      text: 'Secondary hyperparathyroidism',
      why: 'PTH rises in response to low calcium from vitamin D deficiency or chronic kidney disease, so serum calcium is low or normal, not high.',
    },
    {
      text: 'Sarcoidosis',
      why: 'Granulomas make calcitriol, which raises calcium and suppresses PTH; the chest radiograph is normal.',
    },
    {
      text: 'Vitamin D intoxication',
      why: 'Excess vitamin D raises calcium and phosphorus and suppresses PTH; the patient takes no supplements and 25-hydroxyvitamin D is normal.',
    },
    {
      text: 'Milk-alkali syndrome',
      why: 'Large intakes of calcium carbonate cause hypercalcemia, metabolic alkalosis and kidney injury with suppressed PTH.',
    },
  ],
  rationale: 'Calcium of {{calcium}} with a normal albumin, a PTH of {{pth}}, low phosphorus, and urinary calcium of {{urineCalcium}} indicate PTH-dependent hypercalcemia with hypercalciuria: primary hyperparathyroidism. PTH-independent causes (malignancy, granulomatous disease, vitamin D excess, milk-alkali) suppress PTH, and familial hypocalciuric hypercalcemia is excluded by the high urinary calcium. Parathyroidectomy is indicated for symptoms, nephrolithiasis, osteoporosis, calcium more than 1 mg/dL above normal, reduced kidney function or age under 50.',
  objective: 'Diagnose primary hyperparathyroidism from calcium, PTH, phosphorus and urinary calcium.',
};

const gravesDisease: ItemModel = {
  id: 'endo-graves-disease-mechanism',
  category: 'Endocrinology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Graves disease: pathogenesis',
  patient: { sex: 'female', age: { min: 22, max: 44 } },
  variables: {
    months: { kind: 'choice', values: ['3 months', '4 months', '6 months'] },
    weight: { kind: 'number', min: 3, max: 7, unit: 'kg' },
    temp: { kind: 'number', lab: 'temperature', min: 37.0, max: 37.6, step: 0.1, expect: 'normal' },
    hr: { kind: 'number', lab: 'heartRate', min: 104, max: 124, expect: 'high' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 128, max: 146, expect: 'high' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 62, max: 78, expect: 'normal' },
    tsh: { kind: 'number', lab: 'tsh', min: 0.01, max: 0.03, step: 0.01, expect: 'low' },
    freeT4: { kind: 'number', lab: 'freeT4', min: 2.6, max: 4.8, step: 0.1, expect: 'high' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 50,
  stem: 'A {{ageText}} {{person}} comes to the physician because of palpitations, heat intolerance, and weight loss of {{weight}} over {{months}} despite an increased appetite. Her eyes feel gritty, and her family says they look more prominent. Her menses are lighter than usual, and a urine pregnancy test is negative. She takes no medications or supplements. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Her skin is warm and moist, and there is a fine tremor of the outstretched hands. Both eyes protrude, with lid retraction and periorbital swelling. The thyroid gland is diffusely enlarged, smooth, and nontender, with a bruit over both lobes; no nodules are palpable. Serum TSH is {{tsh}}, and free T4 is {{freeT4}}.',
  leadIn: 'Which of the following is the most likely mechanism of this patient\'s condition?',
  key: {
    text: 'Autoantibodies activating the thyrotropin receptor',
    why: 'In Graves disease, thyrotropin receptor-stimulating immunoglobulins mimic TSH, driving diffuse hyperplasia and hormone synthesis; the same autoimmunity against orbital fibroblasts causes ophthalmopathy.',
  },
  distractors: [
    {
      text: 'Autoantibodies against thyroid peroxidase',
      why: 'Anti-thyroid peroxidase antibodies mark Hashimoto thyroiditis and often coexist in Graves disease, but they do not stimulate hormone production.',
    },
    {
      text: 'Autonomous hyperfunction of a thyroid nodule',
      why: 'A toxic adenoma produces a palpable nodule with suppression of the rest of the gland and no ophthalmopathy.',
    },
    {
      text: 'Thyrotropin secretion by a pituitary adenoma',
      why: 'A TSH-secreting adenoma causes hyperthyroidism with a normal or high TSH, not a suppressed one.',
    },
    {
      text: 'Viral inflammation releasing stored hormone',
      why: 'Subacute granulomatous thyroiditis causes a painful, tender gland after a viral illness and has no eye findings.',
    },
    {
      text: 'Ingestion of exogenous levothyroxine',
      why: 'Factitious thyrotoxicosis causes a small gland and low thyroglobulin, without goiter, bruit or ophthalmopathy.',
    },
    {
      text: 'Stimulation of the gland by human chorionic gonadotropin',
      why: 'hCG can activate the TSH receptor in molar pregnancy or hyperemesis gravidarum; the pregnancy test is negative.',
    },
  ],
  rationale: 'Thyrotoxicosis (suppressed TSH, high free T4, tachycardia, wide pulse pressure, tremor, weight loss) with a diffuse, nontender goiter with a bruit and infiltrative ophthalmopathy (proptosis, periorbital edema) is Graves disease. Its cause is IgG autoantibodies that stimulate the thyrotropin receptor; the eye disease is specific to Graves and is not seen with nodular disease or thyroiditis.',
  objective: 'Identify Graves disease and its mechanism, thyrotropin receptor-stimulating antibodies.',
};

const subacuteThyroiditis: ItemModel = {
  id: 'endo-subacute-thyroiditis-uptake',
  category: 'Endocrinology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Subacute granulomatous thyroiditis',
  patient: { sex: 'female', age: { min: 28, max: 52 } },
  variables: {
    weeks: { kind: 'choice', values: ['2 weeks', '3 weeks', '4 weeks'] },
    temp: { kind: 'number', lab: 'temperature', min: 38.0, max: 38.6, step: 0.1, expect: 'high' },
    hr: { kind: 'number', lab: 'heartRate', min: 100, max: 118, expect: 'any' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 118, max: 136, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 66, max: 80, expect: 'normal' },
    tsh: { kind: 'number', lab: 'tsh', min: 0.01, max: 0.08, step: 0.01, expect: 'low' },
    freeT4: { kind: 'number', lab: 'freeT4', min: 2.0, max: 3.4, step: 0.1, expect: 'high' },
    esr: { kind: 'number', lab: 'esr', min: 55, max: 95, expect: 'high' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 40,
  stem: 'A {{ageText}} {{person}} comes to the physician because of pain in the front of her neck for 10 days. The pain radiates to both ears and worsens when she swallows or turns her head. She also has palpitations, feels anxious, and sweats more than usual. She had a sore throat, rhinorrhea, and myalgias {{weeks}} ago that resolved. She takes no medications. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The thyroid gland is slightly enlarged, firm, and exquisitely tender. There is a fine tremor of the hands. There is no proptosis or lid retraction. Serum TSH is {{tsh}}, free T4 is {{freeT4}}, and the erythrocyte sedimentation rate is {{esr}}.',
  leadIn: 'Which of the following is the most likely finding on a 24-hour radioactive iodine uptake study?',
  key: {
    text: 'Diffusely decreased uptake',
    why: 'Inflammation destroys follicles and releases stored hormone while new synthesis stops (TSH is suppressed), so iodine uptake is low throughout the gland, typically under 5% at 24 hours.',
  },
  distractors: [
    {
      text: 'Diffusely increased uptake',
      why: 'Diffusely high uptake reflects increased synthesis driven by stimulating antibodies in Graves disease, which causes a painless goiter and often ophthalmopathy.',
    },
    {
      text: 'Increased uptake in one nodule with suppression elsewhere',
      why: 'A single hot nodule with a suppressed background is a toxic adenoma, which is painless and not preceded by a viral illness.',
    },
    {
      text: 'Patchy areas of increased and decreased uptake',
      why: 'A heterogeneous pattern with several hot nodules is toxic multinodular goiter, a painless disease of older adults.',
    },
    {
      text: 'Normal uptake throughout the gland',
      why: 'With suppressed TSH, a normal uptake would be inappropriately high and would point to a hyperthyroid process with ongoing synthesis, not thyroiditis.',
    },
    {
      text: 'Decreased uptake in one nodule with normal uptake elsewhere',
      why: 'A cold nodule in a euthyroid patient prompts evaluation for malignancy; it does not cause painful thyrotoxicosis.',
    },
  ],
  rationale: 'A painful, exquisitely tender thyroid following a viral upper respiratory illness, with fever, thyrotoxicosis and a markedly raised ESR ({{esr}}), is subacute granulomatous (de Quervain) thyroiditis. Hormone leaks from damaged follicles, so radioactive iodine uptake is diffusely low; the course is typically thyrotoxic, then hypothyroid, then recovery. Treatment is an NSAID (or prednisone if severe) and a beta-blocker for symptoms; antithyroid drugs are ineffective.',
  objective: 'Recognize subacute thyroiditis and predict low radioactive iodine uptake.',
};

const adrenalCrisis: ItemModel = {
  id: 'endo-adrenal-crisis',
  category: 'Endocrinology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Adrenal crisis: emergency treatment',
  patient: { sex: 'any', age: { min: 30, max: 64 } },
  variables: {
    days: { kind: 'number', min: 2, max: 3, unit: 'days' },
    temp: { kind: 'number', lab: 'temperature', min: 37.2, max: 37.9, step: 0.1, expect: 'normal' },
    hr: { kind: 'number', lab: 'heartRate', min: 112, max: 130, expect: 'high' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 72, max: 86, expect: 'low' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 40, max: 54, expect: 'low' },
    sodium: { kind: 'number', lab: 'sodium', min: 124, max: 131, expect: 'low' },
    potassium: { kind: 'number', lab: 'potassium', min: 5.3, max: 6.0, step: 0.1, expect: 'high' },
    glucose: { kind: 'number', lab: 'glucose', min: 58, max: 68, expect: 'low' },
    bun: { kind: 'number', lab: 'bun', min: 28, max: 40, expect: 'high' },
    creatinine: { kind: 'number', lab: 'creatinine', min: 1.3, max: 1.8, step: 0.1, expect: 'high' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 25,
  stem: 'A {{ageText}} {{person}} with primary adrenal insufficiency is brought to the emergency department because of vomiting, diffuse abdominal pain, and increasing confusion for {{days}}. The illness began with diarrhea and vomiting, and {{he}} has been unable to keep down {{his}} hydrocortisone and fludrocortisone tablets. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} is lethargic but arousable. The mucous membranes are dry, and there is hyperpigmentation of the palmar creases and buccal mucosa. The abdomen is diffusely tender without guarding or rebound. Serum studies show sodium {{sodium}}, potassium {{potassium}}, glucose {{glucose}}, urea nitrogen {{bun}}, and creatinine {{creatinine}}. An ECG shows sinus tachycardia without peaked T waves. A rapid infusion of 0.9% saline with dextrose is started.',
  leadIn: 'Which of the following is the most appropriate next step in management?',
  key: {
    text: 'Intravenous hydrocortisone',
    why: 'Adrenal crisis is treated immediately with a high-dose intravenous bolus of hydrocortisone followed by continued dosing; at these doses hydrocortisone also provides mineralocorticoid activity.',
  },
  distractors: [
    {
      text: 'Oral fludrocortisone',
      why: 'Mineralocorticoid replacement is unnecessary while high-dose hydrocortisone is given, and an oral drug cannot be relied on in a vomiting patient in shock.',
    },
    {
      text: 'Intravenous norepinephrine',
      why: 'Vasopressors are ineffective without glucocorticoid, which is needed for vascular responsiveness to catecholamines; fluids and hydrocortisone come first.',
    },
    {
      text: 'Intravenous levothyroxine',
      why: 'Thyroid hormone treats myxedema coma; given before glucocorticoid to a patient with adrenal insufficiency it can worsen the crisis by increasing cortisol clearance.',
    },
    {
      text: 'Cosyntropin stimulation test',
      why: 'The diagnosis is already established, and testing must never delay treatment of a suspected crisis.',
    },
    {
      text: 'Intravenous calcium gluconate',
      why: 'Calcium is for hyperkalemia with ECG changes; the mild hyperkalemia here corrects with hydrocortisone and saline.',
    },
    {
      text: 'Intravenous sodium bicarbonate',
      why: 'Bicarbonate does not treat the cause, and the hyponatremia, hyperkalemia and hypotension respond to hydrocortisone and saline.',
    },
  ],
  rationale: 'Hypotension, vomiting, abdominal pain and confusion with hyponatremia ({{sodium}}), hyperkalemia ({{potassium}}), hypoglycemia and prerenal azotemia in a patient with known primary adrenal insufficiency who could not take {{his}} replacement during a gastrointestinal illness is adrenal crisis. Treatment is immediate intravenous hydrocortisone with isotonic saline and dextrose, then a search for the precipitant; patients should be taught sick-day rules and injectable hydrocortisone.',
  objective: 'Treat adrenal crisis immediately with intravenous hydrocortisone and saline.',
};

export const modelsA: readonly ItemModel[] = [
  dkaHypokalemia,
  primaryHyperparathyroidism,
  gravesDisease,
  subacuteThyroiditis,
  adrenalCrisis,
];
