import type { ItemModel } from '../types';

const cushingSyndrome: ItemModel = {
  id: 'endo-cushing-syndrome-acth',
  category: 'Endocrinology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Cushing syndrome: localizing the cause',
  patient: { sex: 'any', age: { min: 28, max: 54 } },
  variables: {
    months: { kind: 'choice', values: ['9 months', '1 year', '18 months'] },
    weight: { kind: 'number', min: 8, max: 14, unit: 'kg' },
    hr: { kind: 'number', lab: 'heartRate', min: 72, max: 90, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 146, max: 164, expect: 'high' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 90, max: 100, expect: 'high' },
    glucose: { kind: 'number', lab: 'glucose', min: 130, max: 190, expect: 'high' },
    potassium: { kind: 'number', lab: 'potassium', min: 3.6, max: 4.2, step: 0.1, expect: 'normal' },
    ufc: { kind: 'number', min: 3, max: 5 },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 40,
  stem: 'A {{ageText}} {{person}} comes to the physician because of weight gain of {{weight}} over {{months}}, easy bruising, and difficulty climbing stairs and rising from a chair. {{He}} takes no medications and has not used glucocorticoids by any route, including inhaled, topical, or injected preparations. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} has a round, plethoric face, a dorsocervical fat pad, and wide purple striae over the abdomen. The skin is thin, with several bruises on the forearms. Strength is 4/5 in the hip flexors. Fasting serum glucose is {{glucose}}, and potassium is {{potassium}}. Twenty-four-hour urinary free cortisol is {{ufc:v}} times the upper limit of normal on two collections, late-night salivary cortisol is elevated on two evenings, and serum cortisol fails to suppress after 1 mg of dexamethasone given overnight.',
  leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
  key: {
    text: 'Plasma ACTH concentration',
    why: 'Once hypercortisolism is confirmed, a morning plasma ACTH separates ACTH-independent (adrenal) disease, in which ACTH is suppressed, from ACTH-dependent disease (pituitary or ectopic), in which it is normal or high; that result decides which imaging follows.',
  },
  distractors: [
    {
      text: 'MRI of the pituitary gland',
      why: 'Pituitary MRI follows an ACTH-dependent result; imaging first risks finding an incidental pituitary lesion unrelated to the cortisol excess.',
    },
    {
      text: 'CT of the adrenal glands',
      why: 'Adrenal imaging follows a suppressed ACTH; adrenal incidentalomas are common and could mislead if imaging is done first.',
    },
    {
      text: 'High-dose dexamethasone suppression test',
      why: 'This test helps separate pituitary from ectopic ACTH secretion and is only meaningful after ACTH dependence is shown.',
    },
    {
      text: 'Inferior petrosal sinus sampling',
      why: 'Petrosal sinus sampling confirms a pituitary source when ACTH is high and MRI is equivocal; it comes later in the sequence.',
    },
    {
      text: 'CT of the chest',
      why: 'Chest imaging looks for an ectopic ACTH source such as a bronchial carcinoid after ACTH-dependent disease without a pituitary source is established.',
    },
    {
      text: 'Repeat 24-hour urinary free cortisol',
      why: 'Hypercortisolism is already confirmed by three concordant tests; repeating a screening test adds nothing.',
    },
  ],
  rationale: 'Central obesity, facial plethora, wide purple striae, thin skin with bruising, proximal myopathy, hypertension and hyperglycemia without exogenous glucocorticoids, confirmed by elevated urinary free cortisol, elevated late-night salivary cortisol and failed overnight dexamethasone suppression, establish endogenous Cushing syndrome. The next step is a plasma ACTH level to decide whether the source is adrenal (ACTH suppressed) or ACTH-dependent (pituitary adenoma, the most common cause, or ectopic secretion).',
  objective: 'After confirming hypercortisolism, measure plasma ACTH before any imaging.',
};

const pheochromocytoma: ItemModel = {
  id: 'endo-pheochromocytoma-alpha-blockade',
  category: 'Endocrinology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Pheochromocytoma: preoperative management',
  patient: { sex: 'any', age: { min: 28, max: 54 } },
  variables: {
    months: { kind: 'choice', values: ['4 months', '6 months', '8 months'] },
    size: { kind: 'choice', values: ['3.5-cm', '4-cm', '5-cm'] },
    hr: { kind: 'number', lab: 'heartRate', min: 102, max: 118, expect: 'high' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 162, max: 188, expect: 'high' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 96, max: 112, expect: 'high' },
    glucose: { kind: 'number', lab: 'glucose', min: 104, max: 130, expect: 'high' },
    metanephrine: { kind: 'number', min: 5, max: 9 },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 50,
  stem: 'A {{ageText}} {{person}} comes to the physician because of episodes of pounding headache, palpitations, and drenching sweats for {{months}}. Each episode lasts 15 to 30 minutes, and {{he}} feels well between episodes. {{He}} takes no medications. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} appears pale and has a fine tremor of the hands. Fasting serum glucose is {{glucose}}. Plasma free normetanephrine is {{metanephrine:v}} times the upper limit of normal. CT of the abdomen shows a {{size}} heterogeneous left adrenal mass with an attenuation of 38 Hounsfield units on the unenhanced images. Laparoscopic adrenalectomy is planned.',
  leadIn: 'Which of the following is the most appropriate initial pharmacotherapy before surgery?',
  key: {
    text: 'Phenoxybenzamine',
    why: 'Alpha-adrenergic blockade (phenoxybenzamine, or a selective alpha-1 blocker) for 7 to 14 days, with liberal salt and fluid intake, controls blood pressure and restores plasma volume before resection of a pheochromocytoma.',
  },
  distractors: [
    {
      text: 'Propranolol',
      why: 'A beta-blocker started before alpha blockade leaves alpha-mediated vasoconstriction unopposed and can precipitate a hypertensive crisis; it is added only afterward for tachycardia.',
    },
    {
      text: 'Labetalol',
      why: 'Labetalol blocks beta receptors much more strongly than alpha receptors, so as initial monotherapy it can leave alpha-mediated vasoconstriction relatively unopposed and cause paradoxical hypertension; it is not used for preoperative preparation.',
    },
    {
      text: 'Hydrochlorothiazide',
      why: 'A diuretic worsens the volume contraction caused by catecholamine excess and raises the risk of hypotension after the tumor is removed.',
    },
    {
      text: 'Lisinopril',
      why: 'ACE inhibitors do not block catecholamine effects and do not prevent intraoperative hypertensive crises.',
    },
    {
      text: 'Spironolactone',
      why: 'Mineralocorticoid antagonists treat primary aldosteronism, which causes hypertension with hypokalemia rather than paroxysms.',
    },
    {
      text: 'Hydralazine',
      why: 'A direct vasodilator causes reflex tachycardia and does not protect against catecholamine surges during surgery.',
    },
  ],
  rationale: 'Paroxysms of headache, palpitations and sweating with sustained hypertension, tachycardia, hyperglycemia, plasma normetanephrine {{metanephrine:v}} times the upper limit of normal and a heterogeneous adrenal mass with high unenhanced attenuation establish pheochromocytoma. Before adrenalectomy, alpha blockade comes first; a beta-blocker may be added after adequate alpha blockade to control tachycardia.',
  objective: 'Start alpha blockade before any beta-blocker in preparing a patient with pheochromocytoma for surgery.',
};

const primaryAldosteronism: ItemModel = {
  id: 'endo-primary-aldosteronism-screening',
  category: 'Endocrinology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Primary aldosteronism: screening',
  patient: { sex: 'any', age: { min: 35, max: 59 } },
  variables: {
    years: { kind: 'choice', values: ['2 years', '3 years', '5 years'] },
    hr: { kind: 'number', lab: 'heartRate', min: 66, max: 84, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 150, max: 168, expect: 'high' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 92, max: 104, expect: 'high' },
    sodium: { kind: 'number', lab: 'sodium', min: 141, max: 146, expect: 'normal' },
    potassium: { kind: 'number', lab: 'potassium', min: 2.8, max: 3.3, step: 0.1, expect: 'low' },
    bicarbonate: { kind: 'number', lab: 'bicarbonate', min: 29, max: 33, expect: 'high' },
    creatinine: { kind: 'number', lab: 'creatinine', min: 0.7, max: 1.1, step: 0.1, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 45,
  stem: 'A {{ageText}} {{person}} comes to the physician for follow-up of hypertension diagnosed {{years}} ago. {{His}} blood pressure has remained high despite the maximum dose of amlodipine. {{He}} reports muscle cramps and waking at night to urinate. {{He}} takes no diuretics or supplements and does not eat licorice. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Examination shows no cushingoid features, edema, or abdominal bruit. Serum studies show sodium {{sodium}}, potassium {{potassium}}, bicarbonate {{bicarbonate}}, and creatinine {{creatinine}}. Serum TSH is normal.',
  leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
  key: {
    text: 'Aldosterone-to-renin ratio',
    why: 'Hypertension with spontaneous hypokalemia is an indication to screen for primary aldosteronism with morning plasma aldosterone and renin; a high aldosterone with suppressed renin (high ratio) is a positive screen.',
  },
  distractors: [
    {
      text: 'CT of the adrenal glands',
      why: 'Adrenal imaging is done only after primary aldosteronism is biochemically confirmed, because nonfunctioning adrenal nodules are common.',
    },
    {
      text: 'Adrenal vein sampling',
      why: 'Adrenal vein sampling lateralizes a confirmed aldosterone excess before surgery; it is not a screening test.',
    },
    {
      text: 'Plasma free metanephrines',
      why: 'Metanephrines screen for pheochromocytoma, which causes paroxysmal symptoms and does not cause hypokalemia with metabolic alkalosis.',
    },
    {
      text: 'Renal artery duplex ultrasonography',
      why: 'Renovascular hypertension also causes hypokalemia but with high renin; a bruit, flash pulmonary edema or a rise in creatinine with an ACE inhibitor would suggest it, and the renin-aldosterone pattern distinguishes the two.',
    },
    {
      text: 'Overnight dexamethasone suppression test',
      why: 'This screens for Cushing syndrome, and the patient has no cushingoid features.',
    },
  ],
  rationale: 'Hypertension uncontrolled by amlodipine with unprovoked hypokalemia ({{potassium}}) and metabolic alkalosis (bicarbonate {{bicarbonate}}) suggests mineralocorticoid excess, most often primary aldosteronism (an adenoma or bilateral hyperplasia). The first test is the aldosterone-to-renin ratio; a positive screen is confirmed by salt loading or another suppression test, followed by adrenal CT and adrenal vein sampling if surgery is considered.',
  objective: 'Screen for primary aldosteronism with the aldosterone-to-renin ratio in hypertension with hypokalemia.',
};

const diabetesHeartFailure: ItemModel = {
  id: 'endo-type2-diabetes-hfref-sglt2',
  category: 'Endocrinology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Type 2 diabetes with heart failure: drug choice',
  patient: { sex: 'any', age: { min: 52, max: 74 } },
  variables: {
    a1c: { kind: 'number', lab: 'hba1c', min: 7.8, max: 9.2, step: 0.1, expect: 'high' },
    ef: { kind: 'number', min: 30, max: 38, unit: '%' },
    egfr: { kind: 'number', min: 50, max: 80, unit: 'mL/min/1.73 m²' },
    bmi: { kind: 'number', lab: 'bmi', min: 28, max: 34, expect: 'high' },
    hr: { kind: 'number', lab: 'heartRate', min: 62, max: 78, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 130, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 66, max: 80, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} with type 2 diabetes mellitus comes to the physician for a follow-up examination. {{He}} has taken metformin at the maximum dose for 6 years. One year ago {{he}} was diagnosed with heart failure with reduced ejection fraction after a myocardial infarction, and {{he}} now takes sacubitril-valsartan, metoprolol succinate, spironolactone, atorvastatin, and aspirin. {{He}} becomes short of breath after climbing two flights of stairs. {{His}} body mass index is {{bmi}}. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. There is no jugular venous distention or peripheral edema, and the lungs are clear. Hemoglobin A1c is {{a1c}}, and estimated glomerular filtration rate is {{egfr}}. A recent echocardiogram showed a left ventricular ejection fraction of {{ef}}.',
  leadIn: 'Which of the following is the most appropriate addition to this patient\'s regimen?',
  key: {
    text: 'Empagliflozin',
    why: 'An SGLT2 inhibitor lowers glucose by blocking renal glucose reabsorption and, independent of glycemic effect, reduces heart failure hospitalization and cardiovascular death in heart failure with reduced ejection fraction; it also slows kidney disease progression.',
  },
  distractors: [
    {
      text: 'Pioglitazone',
      why: 'Thiazolidinediones cause fluid retention and worsen heart failure; they are contraindicated in symptomatic heart failure.',
    },
    {
      text: 'Saxagliptin',
      why: 'Saxagliptin increased hospitalization for heart failure in its cardiovascular outcome trial and is avoided in heart failure.',
    },
    {
      text: 'Glipizide',
      why: 'A sulfonylurea lowers glucose but causes hypoglycemia and weight gain and has no cardiovascular or heart failure benefit.',
    },
    {
      text: 'Acarbose',
      why: 'An alpha-glucosidase inhibitor has modest glucose-lowering effect, frequent gastrointestinal adverse effects and no heart failure benefit.',
    },
    {
      text: 'Repaglinide',
      why: 'A meglitinide stimulates insulin release after meals, can cause hypoglycemia and offers no cardiovascular protection.',
    },
  ],
  rationale: 'This patient with type 2 diabetes above the glycemic goal (hemoglobin A1c {{a1c}}) on metformin also has heart failure with reduced ejection fraction ({{ef}}) and an adequate eGFR ({{egfr}}). An SGLT2 inhibitor is recommended for both conditions because it reduces heart failure hospitalization and cardiovascular death regardless of glucose lowering; it is also a pillar of guideline-directed therapy for HFrEF.',
  objective: 'Add an SGLT2 inhibitor for a patient with type 2 diabetes and heart failure with reduced ejection fraction.',
};

const adhesiveCapsulitis: ItemModel = {
  id: 'endo-omm-diabetic-adhesive-capsulitis',
  category: 'Endocrinology',
  examTypes: ['comlex'],
  topic: 'Diabetes-associated adhesive capsulitis: OMT',
  patient: { sex: 'any', age: { min: 48, max: 66 } },
  variables: {
    months: { kind: 'choice', values: ['4 months', '5 months', '6 months'] },
    side: { kind: 'choice', values: ['right', 'left'] },
    a1c: { kind: 'number', lab: 'hba1c', min: 7.2, max: 8.4, step: 0.1, expect: 'high' },
    hr: { kind: 'number', lab: 'heartRate', min: 64, max: 84, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 130, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 68, max: 80, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} with type 2 diabetes mellitus for 10 years comes to the osteopathic physician because of progressive pain and stiffness of the {{side}} shoulder for {{months}}. There was no injury. The pain wakes {{him}} at night, and {{he}} now has difficulty reaching overhead and behind {{his}} back. {{His}} hemoglobin A1c is {{a1c}}. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Active and passive range of motion of the {{side}} shoulder are equally and markedly restricted in all planes, most in external rotation and abduction. Strength is normal within the available range, the cervical spine examination is normal, and sensation and reflexes in the arms are normal. Radiographs of the shoulder show no abnormalities.',
  leadIn: 'Which of the following osteopathic manipulative techniques is most appropriate to improve this patient\'s shoulder motion?',
  key: {
    text: 'Spencer articulatory technique',
    why: 'The Spencer technique is a seven-stage articulatory (direct, repetitive) treatment of the glenohumeral joint that gently moves it through extension, flexion, circumduction with compression and traction, abduction, adduction with external rotation, and internal rotation to increase capsular range of motion.',
  },
  distractors: [
    {
      text: 'HVLA thrust to the glenohumeral joint',
      why: 'A high-velocity thrust is not used to break capsular adhesions in the glenohumeral joint and risks fracture or dislocation; gentle repetitive articulation is preferred.',
    },
    {
      text: 'Thoracic lymphatic pump',
      why: 'The thoracic pump promotes lymphatic return in infection or edema; it does not increase glenohumeral range of motion.',
    },
    {
      text: 'Pedal lymphatic pump',
      why: 'Pedal pumping moves lymph from the lower extremities and does not address capsular restriction of the shoulder.',
    },
    {
      text: 'Sacral rocking',
      why: 'Sacral rocking treats sacral and lumbosacral dysfunction and pelvic parasympathetic tone, not the shoulder capsule.',
    },
    {
      text: 'Thoracic inlet myofascial release',
      why: 'Releasing the thoracic inlet opens the terminal lymphatic drainage and is used for congestion of the head, neck and upper extremities; it does not stretch the glenohumeral capsule.',
    },
    {
      text: 'Cervical muscle energy technique',
      why: 'Cervical somatic dysfunction or radiculopathy can refer pain to the shoulder, but the cervical examination is normal and the restriction lies in the glenohumeral capsule itself.',
    },
  ],
  rationale: 'Gradual painful loss of both active and passive shoulder motion in all planes, worst in external rotation, with normal radiographs and strength, is adhesive capsulitis, which is two to four times more common in people with diabetes. Alongside physical therapy and analgesia, the osteopathic treatment of choice to restore glenohumeral motion is the Spencer articulatory technique.',
  objective: 'Recognize diabetes-associated adhesive capsulitis and choose the Spencer technique to improve shoulder motion.',
};

export const modelsB: readonly ItemModel[] = [
  cushingSyndrome,
  pheochromocytoma,
  primaryAldosteronism,
  diabetesHeartFailure,
  adhesiveCapsulitis,
];
