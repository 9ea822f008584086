import type { WrittenItem } from '../types';

export const itemsA: readonly WrittenItem[] = [
  {
    id: 'endo-w-siadh-fluid-restriction',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'SIADH: initial management',
    stem: 'A 67-year-old man comes to the physician for follow-up 2 weeks after small cell carcinoma of the lung was diagnosed; chemotherapy is scheduled to begin next week. He feels mildly tired but has no headache, nausea, confusion, or unsteadiness. He takes no medications. Pulse is 78/min, and blood pressure is 128/76 mm Hg without orthostatic change. The mucous membranes are moist, there is no jugular venous distention or edema, and the neurologic examination is normal. Serum studies show sodium 126 mEq/L, potassium 4.1 mEq/L, bicarbonate 24 mEq/L, urea nitrogen 8 mg/dL, creatinine 0.7 mg/dL, glucose 96 mg/dL, and osmolality 262 mOsm/kg H₂O. Urine osmolality is 480 mOsm/kg H₂O, and urine sodium is 52 mEq/L. Serum TSH and morning cortisol concentrations are normal.',
    leadIn: 'Which of the following is the most appropriate initial management?',
    options: [
      {
        text: 'Desmopressin',
        why: 'Desmopressin is a vasopressin analog that would increase water retention and worsen the hyponatremia; it treats central diabetes insipidus.',
      },
      {
        text: 'Fluid restriction',
        why: 'Restricting free water intake (to below about 800 to 1,000 mL/day) is first-line for asymptomatic or mildly symptomatic SIADH; salt tablets or a vasopressin receptor antagonist are added if it fails.',
      },
      {
        text: 'Hydrochlorothiazide',
        why: 'Thiazides impair urinary dilution and are a common cause of hyponatremia; they would worsen it.',
      },
      {
        text: 'Hypertonic (3%) saline bolus',
        why: 'Hypertonic saline is for severe symptoms such as seizures, obtundation or vomiting; this patient is asymptomatic, and rapid correction risks osmotic demyelination.',
      },
      {
        text: 'Intravenous 0.9% saline',
        why: 'With a fixed, concentrated urine (480 mOsm/kg), the salt is excreted in a smaller volume of urine while water is retained, so isotonic saline can lower the sodium further.',
      },
    ],
    answerIndex: 1,
    rationale: 'Hypotonic hyponatremia with an inappropriately concentrated urine (above 100 mOsm/kg) and urine sodium above 30 mEq/L in a clinically euvolemic patient with normal thyroid and adrenal function, no diuretic use and small cell lung carcinoma (ectopic ADH secretion) is SIADH. Without severe symptoms, initial treatment is fluid restriction and treatment of the cause, with correction limited to 8 mEq/L in 24 hours.',
    objective: 'Diagnose SIADH and manage asymptomatic hyponatremia with fluid restriction.',
  },
  {
    id: 'endo-w-nephrogenic-diabetes-insipidus',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Polyuria: lithium-induced nephrogenic diabetes insipidus',
    stem: 'A 46-year-old woman with bipolar I disorder treated with lithium for 12 years comes to the physician because of excessive thirst and urination for 6 months. She urinates 10 to 12 times a day and twice each night and drinks more than 5 L of water daily. Vital signs are within normal limits, and the examination shows no abnormalities. Serum studies show sodium 145 mEq/L, potassium 4.0 mEq/L, calcium 9.4 mg/dL, glucose 92 mg/dL, and creatinine 1.1 mg/dL. Urine osmolality is 140 mOsm/kg H₂O. During a supervised water deprivation test, urine osmolality rises only to 170 mOsm/kg H₂O while serum sodium rises to 149 mEq/L. One hour after desmopressin is given, urine osmolality is 180 mOsm/kg H₂O.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Central diabetes insipidus',
        why: 'Vasopressin deficiency also produces dilute urine during water deprivation, but urine osmolality rises by more than 50% after desmopressin.',
      },
      {
        text: 'Hypercalcemia-induced polyuria',
        why: 'Hypercalcemia impairs urinary concentration, but serum calcium is normal.',
      },
      {
        text: 'Nephrogenic diabetes insipidus',
        why: 'Urine stays dilute despite a rising serum sodium and barely responds to desmopressin, showing renal resistance to vasopressin; long-term lithium use is the most common acquired cause.',
      },
      {
        text: 'Osmotic diuresis',
        why: 'A solute diuresis (for example from glucose) produces urine osmolality near or above 300 mOsm/kg, not markedly dilute urine; glucose is normal.',
      },
      {
        text: 'Primary polydipsia',
        why: 'Excess water intake lowers serum sodium, and urine concentrates appropriately once water is withheld.',
      },
    ],
    answerIndex: 2,
    rationale: 'Polyuria with dilute urine and high-normal serum sodium, failure to concentrate urine despite dehydration (serum sodium 149 mEq/L), and less than a 10% rise in urine osmolality after desmopressin indicate nephrogenic diabetes insipidus (arginine vasopressin resistance). Lithium enters collecting duct cells through the epithelial sodium channel and downregulates aquaporin-2; amiloride, which blocks that channel, and a thiazide with salt restriction reduce the polyuria.',
    objective: 'Interpret a water deprivation and desmopressin test to diagnose lithium-induced nephrogenic diabetes insipidus.',
  },
  {
    id: 'endo-w-prolactinoma-cabergoline',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Prolactinoma: treatment',
    stem: 'A 29-year-old woman comes to the physician because she has had no menstrual periods for 7 months and has noticed a milky discharge from both nipples. She has no headaches or visual symptoms. She takes no medications, including antipsychotics, antiemetics, or opioids. Vital signs are within normal limits. Milky fluid can be expressed from both nipples. Visual fields are full to confrontation. A serum beta-hCG test is negative. Serum TSH and creatinine concentrations are normal, and the serum prolactin concentration is 160 ng/mL (reference range below 20 ng/mL). MRI of the pituitary gland shows a 7-mm adenoma that does not approach the optic chiasm.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Cabergoline',
        why: 'A dopamine agonist is first-line for prolactinomas of any size: it normalizes prolactin, restores ovulation and shrinks the tumor; cabergoline is better tolerated and more effective than bromocriptine.',
      },
      {
        text: 'Ketoconazole',
        why: 'Ketoconazole inhibits adrenal steroid synthesis and is used to lower cortisol in Cushing syndrome.',
      },
      {
        text: 'Levothyroxine',
        why: 'Primary hypothyroidism can raise prolactin through increased TRH, but the TSH is normal.',
      },
      {
        text: 'Octreotide',
        why: 'Somatostatin analogs treat acromegaly and some TSH-secreting adenomas; they do not control prolactin secretion.',
      },
      {
        text: 'Pegvisomant',
        why: 'Pegvisomant blocks the growth hormone receptor and is used for acromegaly not controlled by surgery or somatostatin analogs.',
      },
    ],
    answerIndex: 0,
    rationale: 'Amenorrhea and galactorrhea with a prolactin of 160 ng/mL, after pregnancy, hypothyroidism, kidney disease and causative drugs are excluded, and a 7-mm pituitary adenoma is a microprolactinoma. Dopamine agonists, preferably cabergoline, are first-line; surgery is reserved for intolerance or resistance.',
    objective: 'Treat a prolactinoma with a dopamine agonist such as cabergoline.',
  },
  {
    id: 'endo-w-factitious-insulin-hypoglycemia',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hypoglycemia: interpreting insulin and C-peptide',
    stem: 'A 31-year-old woman is brought to the emergency department after her roommate found her sweaty and confused at home. Fingerstick glucose is 34 mg/dL, and her symptoms resolve after an intravenous dextrose bolus. She has had three similar episodes in the past 2 months. She does not have diabetes mellitus; her mother, who lives nearby, has type 1 diabetes mellitus. Vital signs are within normal limits after treatment, and the examination shows no abnormalities. Blood drawn at the time of the event, when the plasma glucose was 36 mg/dL, shows an insulin concentration of 85 μU/mL (reference range for this glucose below 3 μU/mL), C-peptide below 0.2 ng/mL (reference range 0.8-3.1 ng/mL), low proinsulin and low beta-hydroxybutyrate. A screen for sulfonylureas and meglitinides is negative.',
    leadIn: 'Which of the following is the most likely cause of this patient\'s hypoglycemia?',
    options: [
      {
        text: 'Adrenal insufficiency',
        why: 'Cortisol deficiency causes hypoglycemia with appropriately suppressed insulin, not a very high insulin level.',
      },
      {
        text: 'Exogenous insulin administration',
        why: 'Injected insulin raises serum insulin while suppressing endogenous secretion, so C-peptide and proinsulin are low; insulin and C-peptide are secreted in equal amounts only from beta cells.',
      },
      {
        text: 'Insulinoma',
        why: 'An insulin-secreting tumor raises insulin, C-peptide and proinsulin together.',
      },
      {
        text: 'Non-islet cell tumor hypoglycemia',
        why: 'Large mesenchymal tumors secreting IGF-2 cause hypoglycemia with suppressed insulin and C-peptide.',
      },
      {
        text: 'Sulfonylurea ingestion',
        why: 'Sulfonylureas stimulate beta cells, so insulin, C-peptide and proinsulin are all high and the drug screen is positive.',
      },
    ],
    answerIndex: 1,
    rationale: 'Recurrent hypoglycemia in a person without diabetes, with high insulin but suppressed C-peptide and proinsulin and a negative oral hypoglycemic screen, indicates exogenous insulin, here likely obtained from a relative with type 1 diabetes. Endogenous hyperinsulinism (insulinoma, sulfonylurea) raises C-peptide in parallel with insulin.',
    objective: 'Use insulin, C-peptide and a drug screen to identify surreptitious insulin use as the cause of hypoglycemia.',
  },
  {
    id: 'endo-w-thyroid-nodule-fna',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Thyroid nodule: evaluation',
    stem: 'A 44-year-old woman comes to the physician after she noticed a lump in the front of her neck while looking in a mirror 1 month ago. She has no pain, hoarseness, or difficulty swallowing, and she has no history of radiation exposure. There is no family history of thyroid cancer. Vital signs are within normal limits. There is a 2-cm firm, nontender nodule in the right lobe of the thyroid gland that moves with swallowing; there is no cervical lymphadenopathy. Serum TSH is 1.8 μU/mL. Ultrasonography shows a 2.1-cm solid, hypoechoic nodule with irregular margins and microcalcifications; no abnormal cervical lymph nodes are seen.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Fine-needle aspiration biopsy',
        why: 'A solid hypoechoic nodule of 1 cm or more with suspicious features (irregular margins, microcalcifications) needs ultrasound-guided fine-needle aspiration, with results reported in the Bethesda categories.',
      },
      {
        text: 'Levothyroxine suppression therapy',
        why: 'Suppressing TSH does not reliably shrink nodules, causes iatrogenic thyrotoxicosis and would delay a cancer diagnosis.',
      },
      {
        text: 'Radionuclide thyroid scan',
        why: 'A scan is obtained only when TSH is low, to look for a hyperfunctioning nodule, which is rarely malignant; TSH here is normal.',
      },
      {
        text: 'Repeat ultrasonography in 12 months',
        why: 'Surveillance is appropriate for nodules with benign or very low-suspicion features, or below the size threshold for biopsy, not for a highly suspicious 2-cm nodule.',
      },
      {
        text: 'Total thyroidectomy',
        why: 'Surgery is planned after cytology establishes or strongly suggests malignancy; operating without a tissue diagnosis is not the next step.',
      },
    ],
    answerIndex: 0,
    rationale: 'The first steps for a thyroid nodule are a TSH level and ultrasonography. With a normal TSH, a solid hypoechoic nodule larger than 1 cm with irregular margins and microcalcifications is highly suspicious for papillary carcinoma and should be sampled by ultrasound-guided fine-needle aspiration.',
    objective: 'Evaluate a euthyroid thyroid nodule with suspicious ultrasound features by fine-needle aspiration.',
  },
  {
    id: 'endo-w-metformin-mechanism',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Type 2 diabetes: initial drug therapy',
    stem: 'A 48-year-old man comes to the physician to review laboratory results from a routine examination. He has no symptoms. He has no history of cardiovascular disease, heart failure, or kidney disease, and he takes no medications. His body mass index is 27 kg/m². Pulse is 74/min, and blood pressure is 126/78 mm Hg. The examination shows no abnormalities. Fasting plasma glucose was 142 mg/dL and 138 mg/dL on two occasions, and hemoglobin A1c is 7.1%. Estimated glomerular filtration rate is 88 mL/min/1.73 m². He agrees to diet and exercise changes and to start the standard first-line oral drug.',
    leadIn: 'Which of the following is the primary mechanism of action of the most appropriate drug?',
    options: [
      {
        text: 'Activation of PPAR-gamma nuclear receptors',
        why: 'Thiazolidinediones increase peripheral insulin sensitivity through PPAR-gamma but cause weight gain, edema and fractures and are not first-line.',
      },
      {
        text: 'Agonism of amylin receptors',
        why: 'Pramlintide, an amylin analog, slows gastric emptying and suppresses glucagon; it is an injectable adjunct to mealtime insulin and is not used as initial monotherapy.',
      },
      {
        text: 'Closure of ATP-sensitive potassium channels in beta cells',
        why: 'Sulfonylureas depolarize beta cells to release insulin; they cause hypoglycemia and weight gain and are usually added later.',
      },
      {
        text: 'Decreased hepatic glucose production',
        why: 'Metformin acts mainly by reducing hepatic gluconeogenesis (in part through AMP-activated protein kinase) and modestly improves peripheral insulin sensitivity; it is weight neutral and rarely causes hypoglycemia.',
      },
      {
        text: 'Inhibition of intestinal alpha-glucosidases',
        why: 'Acarbose delays carbohydrate absorption; it has modest efficacy and frequent flatulence and diarrhea.',
      },
    ],
    answerIndex: 3,
    rationale: 'Two fasting glucose values of at least 126 mg/dL and a hemoglobin A1c of at least 6.5% establish type 2 diabetes. Without atherosclerotic cardiovascular disease, heart failure or chronic kidney disease, and with normal kidney function, metformin plus lifestyle change is the standard first-line oral therapy. It lowers blood glucose primarily by decreasing hepatic glucose output.',
    objective: 'Know the mechanism of metformin, the standard initial oral drug for uncomplicated type 2 diabetes.',
  },
];
