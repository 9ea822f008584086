import type { ItemModel } from '../types';

const n = (v: string | number | undefined): number => Number(v);

export const modelsB: readonly ItemModel[] = [
  {
    id: 'pulm-empyema-drainage',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Parapneumonic effusion and empyema',
    patient: { sex: 'any', age: { min: 42, max: 76 } },
    variables: {
      days: { kind: 'number', min: 5, max: 7, unit: 'days' },
      antibiotics: { kind: 'choice', values: ['ceftriaxone and azithromycin', 'ampicillin-sulbactam', 'ceftriaxone and doxycycline'] },
      side: { kind: 'choice', values: ['left', 'right'] },
      temp: { kind: 'number', lab: 'temperature', min: 38.3, max: 39.2, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 104, max: 120, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 22, max: 26, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 108, max: 128, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 64, max: 80, expect: 'any' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 91, max: 94, expect: 'low' },
      wbc: { kind: 'number', lab: 'wbc', min: 16500, max: 23500, step: 500, thousands: true, expect: 'high' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 35,
    stem:
      'A {{ageText}} {{person}} is hospitalized for {{side}} lower lobe pneumonia and has received intravenous {{antibiotics}} for {{days}}. {{He}} continues to have fevers and {{side}}-sided pleuritic chest pain. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Oxygen saturation is {{spo2}} on 2 L/min of oxygen. There is dullness to percussion with absent breath sounds over the lower half of the {{side}} hemithorax. Leukocyte count is {{wbc}}. Chest radiography shows a large {{side}} pleural effusion that was not present on admission. Ultrasonography shows the effusion is free-flowing. Diagnostic thoracentesis yields thick, foul-smelling, yellow-white pus; Gram stain shows gram-positive cocci in chains.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Chest tube drainage',
      why: 'Frank pus in the pleural space (empyema) needs drainage in addition to antibiotics; a tube thoracostomy is the first step, with fibrinolytics or thoracoscopic surgery if drainage is incomplete.',
    },
    distractors: [
      {
        text: 'Continued antibiotics alone',
        why: 'Antibiotics penetrate a pus-filled pleural space poorly; an empyema left undrained leads to persistent sepsis and a fibrous peel that traps the lung.',
      },
      {
        text: 'Flexible bronchoscopy',
        why: 'Bronchoscopy looks for an obstructing endobronchial lesion or collects samples when pneumonia does not resolve; it does not drain the pleural space.',
      },
      {
        text: 'Talc pleurodesis',
        why: 'Pleurodesis prevents recurrence of malignant effusions or pneumothorax; it is contraindicated with active pleural infection.',
      },
      {
        text: 'Intravenous furosemide',
        why: 'Diuretics help transudative effusions from heart failure, not an infected exudate.',
      },
      {
        text: 'Repeat chest imaging in 1 week',
        why: 'Watchful waiting is inappropriate once pus has been aspirated; delay allows loculation and lung entrapment.',
      },
    ],
    rationale:
      'Persistent fever and a new, large effusion despite {{days}} of antibiotics for pneumonia suggest a complicated parapneumonic effusion, and aspiration of frank pus with organisms on Gram stain defines empyema. Empyema (like a parapneumonic effusion with pH below 7.20, glucose below 60 mg/dL or a positive Gram stain or culture) requires pleural drainage, usually by chest tube, together with antibiotics that cover streptococci and anaerobes.',
    objective: 'Recognize empyema and drain it with a chest tube in addition to antibiotics.',
  },
  {
    id: 'pulm-obstructive-sleep-apnea-diagnosis',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Obstructive sleep apnea',
    patient: { sex: 'any', age: { min: 42, max: 66 } },
    variables: {
      months: { kind: 'number', min: 6, max: 12, unit: 'months' },
      witness: { kind: 'choice', values: ['spouse', 'partner', 'roommate on a recent trip'] },
      bmi: { kind: 'number', lab: 'bmi', min: 33, max: 42, expect: 'high' },
      neck: { kind: 'number', min: 43, max: 48, unit: 'cm' },
      hr: { kind: 'number', lab: 'heartRate', min: 68, max: 88, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 138, max: 154, expect: 'high' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 86, max: 96, expect: 'high' },
      epworth: { kind: 'number', min: 13, max: 18 },
      tsh: { kind: 'number', lab: 'tsh', min: 1.0, max: 3.2, step: 0.1, expect: 'normal' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 40,
    stem:
      'A {{ageText}} {{person}} comes to the office because of daytime sleepiness for {{months}}. {{He}} has fallen asleep during meetings and once while stopped at a traffic light. {{His}} {{witness}} reports loud snoring and episodes in which {{he}} stops breathing and then gasps. {{He}} wakes with headaches most mornings. {{He}} has hypertension treated with lisinopril. {{He}} drinks one glass of wine weekly and takes no sedating medications. BMI is {{bmi}}. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Neck circumference is {{neck}}. The oropharynx is crowded, with a low-lying soft palate. The lungs are clear, and there is no leg edema. The Epworth Sleepiness Scale score is {{epworth:v}} (normal, 10 or less). Serum TSH is {{tsh}}.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    key: {
      text: 'Polysomnography',
      why: 'In-laboratory polysomnography measures the apnea-hypopnea index and is the reference standard for diagnosing obstructive sleep apnea; home sleep apnea testing is an acceptable alternative in uncomplicated patients with a high pretest probability.',
    },
    distractors: [
      {
        text: 'Multiple sleep latency test',
        why: 'The multiple sleep latency test is used to diagnose narcolepsy, and only after overnight polysomnography has excluded sleep-disordered breathing.',
      },
      {
        text: 'Overnight pulse oximetry',
        why: 'Oximetry alone misses apneas and hypopneas that do not cause desaturation and does not measure airflow or sleep; it is not a diagnostic test for sleep apnea.',
      },
      {
        text: 'Pulmonary function testing',
        why: 'Spirometry evaluates obstructive or restrictive lung disease; it cannot detect upper airway obstruction during sleep.',
      },
      {
        text: 'Transthoracic echocardiography',
        why: 'Echocardiography assesses complications such as pulmonary hypertension or heart failure if suspected, but does not diagnose sleep apnea.',
      },
      {
        text: 'Electroencephalography',
        why: 'A routine daytime EEG evaluates seizures; sleep staging is part of polysomnography.',
      },
      {
        text: 'MRI of the brain',
        why: 'Brain imaging would be considered for central sleep apnea with neurologic findings, which this patient does not have.',
      },
    ],
    rationale:
      'Loud snoring, witnessed apneas with gasping, morning headaches, excessive daytime sleepiness (Epworth score {{epworth:v}}), obesity, a large neck circumference, a crowded oropharynx and hypertension give a high pretest probability of obstructive sleep apnea; normal TSH and no sedatives make other causes of sleepiness unlikely. The diagnosis is confirmed by polysomnography (an apnea-hypopnea index of 5 or more with symptoms), and positive airway pressure is the first-line treatment. Drowsy driving should be discussed at this visit.',
    objective: 'Confirm suspected obstructive sleep apnea with polysomnography.',
  },
  {
    id: 'pulm-siadh-small-cell-carcinoma',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lung cancer: paraneoplastic syndromes',
    patient: { sex: 'any', age: { min: 56, max: 76 } },
    variables: {
      weeks: { kind: 'number', min: 4, max: 8, unit: 'weeks' },
      packYears: { kind: 'number', min: 40, max: 70, step: 5, unit: 'pack-years' },
      weightLoss: { kind: 'number', min: 4, max: 8, unit: 'kg' },
      hr: { kind: 'number', lab: 'heartRate', min: 72, max: 92, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 120, expect: 'normal' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 66, max: 78, expect: 'normal' },
      sodium: { kind: 'number', lab: 'sodium', min: 121, max: 129, expect: 'low' },
      osm: { kind: 'number', lab: 'serumOsmolality', min: 250, max: 270, expect: 'low' },
      glucose: { kind: 'number', lab: 'glucose', min: 82, max: 98, expect: 'normal' },
      cortisol: { kind: 'number', lab: 'cortisolAm', min: 12, max: 20, expect: 'normal' },
      tsh: { kind: 'number', lab: 'tsh', min: 1.1, max: 3.0, step: 0.1, expect: 'normal' },
    },
    check: (v) => Math.abs(n(v.osm) - (2 * n(v.sodium) + 10)) <= 5 && n(v.dbp) <= n(v.sbp) - 35,
    stem:
      'A {{ageText}} {{person}} comes to the office because of cough, fatigue, and poor concentration for {{weeks}}. {{He}} has lost {{weightLoss}} during this period. {{He}} has a smoking history of {{packYears}} and continues to smoke. {{He}} takes no medications. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg without orthostatic change. Mucous membranes are moist, the jugular venous pressure is normal, and there is no edema. Serum sodium is {{sodium}}, glucose is {{glucose}}, osmolality is {{osm}}, 8 AM cortisol is {{cortisol}}, and TSH is {{tsh}}. Urine osmolality is 510 mOsm/kg H₂O, and urine sodium is 52 mEq/L. CT of the chest shows a large central mass near the right hilum with bulky mediastinal lymphadenopathy.',
    leadIn: 'Which of the following is the most likely histologic type of this tumor?',
    key: {
      text: 'Small cell carcinoma',
      why: 'Small cell carcinoma is a central neuroendocrine tumor of heavy smokers and the lung cancer most often associated with ectopic ADH secretion (SIADH).',
    },
    distractors: [
      {
        text: 'Squamous cell carcinoma',
        why: 'Squamous cell carcinoma is also central and smoking-related, but its classic paraneoplastic syndrome is hypercalcemia from PTH-related peptide, not SIADH.',
      },
      {
        text: 'Adenocarcinoma',
        why: 'Adenocarcinoma is usually peripheral, is the most common type in nonsmokers, and is associated with hypertrophic osteoarthropathy rather than SIADH.',
      },
      {
        text: 'Large cell carcinoma',
        why: 'Large cell carcinoma is usually a large peripheral mass and is not classically associated with SIADH.',
      },
      {
        text: 'Bronchial carcinoid tumor',
        why: 'Carcinoid tumors are slow-growing endobronchial masses in younger patients, unrelated to smoking, and rarely cause bulky mediastinal adenopathy.',
      },
      {
        text: 'Pulmonary hamartoma',
        why: 'A hamartoma is a benign, well-circumscribed peripheral nodule, often with popcorn calcification, and causes no paraneoplastic syndrome.',
      },
    ],
    rationale:
      'Hyponatremia with low serum osmolality, inappropriately concentrated urine, high urine sodium and clinical euvolemia, with normal cortisol and TSH, is the syndrome of inappropriate antidiuretic hormone secretion. In a heavy smoker with a central hilar mass and bulky mediastinal lymphadenopathy, the most likely cause is small cell lung carcinoma producing ADH ectopically.',
    objective: 'Link SIADH and a central mass with bulky adenopathy in a smoker to small cell lung carcinoma.',
  },
  {
    id: 'pulm-alpha-1-antitrypsin-deficiency',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Alpha-1 antitrypsin deficiency',
    patient: { sex: 'any', age: { min: 36, max: 48 } },
    variables: {
      years: { kind: 'number', min: 2, max: 3, unit: 'years' },
      smoking: {
        kind: 'choice',
        values: ['has never smoked', 'smoked one-half pack of cigarettes daily for 10 years and quit 5 years ago'],
      },
      hr: { kind: 'number', lab: 'heartRate', min: 72, max: 92, expect: 'normal' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 18, max: 22, expect: 'any' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 92, max: 95, expect: 'any' },
      ratio: { kind: 'number', min: 0.48, max: 0.6, step: 0.01 },
      fev1: { kind: 'number', min: 48, max: 62 },
      alt: { kind: 'number', lab: 'alt', min: 52, max: 84, expect: 'high' },
    },
    stem:
      'A {{ageText}} {{person}} comes to the office because of progressive shortness of breath on exertion for {{years}}. {{He}} {{smoking}}. {{He}} has no history of childhood respiratory illness, recurrent sinus infections, or chronic sputum production. Pulse is {{hr}}, respirations are {{rr}}, and oxygen saturation is {{spo2}} on room air. The chest is hyperresonant with diminished breath sounds and a prolonged expiratory phase, most marked at the bases. Serum ALT is {{alt}}. After bronchodilator administration, the FEV1:FVC ratio is {{ratio:v}} and the FEV1 is {{fev1:v}}% of predicted; the diffusing capacity for carbon monoxide is reduced. CT of the chest shows panlobular emphysema that is most severe in both lower lobes.',
    leadIn: "Which of the following is the most likely underlying cause of this patient's lung disease?",
    key: {
      text: 'Alpha-1 antitrypsin deficiency',
      why: 'Deficiency of this serine protease inhibitor leaves neutrophil elastase unopposed, causing early, lower-lobe-predominant panlobular emphysema; misfolded protein retained in hepatocytes causes liver disease.',
    },
    distractors: [
      {
        text: 'Cystic fibrosis',
        why: 'Cystic fibrosis causes upper-lobe bronchiectasis with chronic purulent sputum and sinus disease, usually from childhood, not basal panlobular emphysema.',
      },
      {
        text: 'Long-standing persistent asthma',
        why: 'Long-standing asthma can leave fixed obstruction, but the diffusing capacity is normal or increased and CT does not show emphysema.',
      },
      {
        text: 'Primary ciliary dyskinesia',
        why: 'Primary ciliary dyskinesia causes bronchiectasis, chronic sinusitis, otitis and infertility from childhood, often with situs inversus.',
      },
      {
        text: 'Idiopathic pulmonary fibrosis',
        why: 'Idiopathic pulmonary fibrosis is a restrictive disease of older adults with basal reticulation and honeycombing, and the FEV1:FVC ratio is normal or high.',
      },
      {
        text: 'Lymphangioleiomyomatosis',
        why: 'Lymphangioleiomyomatosis affects women of reproductive age and causes diffuse thin-walled cysts with pneumothorax and chylous effusions, not panlobular emphysema.',
      },
    ],
    rationale:
      'Obstruction (FEV1:FVC {{ratio:v}}) with a reduced diffusing capacity indicates emphysema. Emphysema before age 50 in a patient who {{smoking}}, with a panlobular, lower-lobe-predominant pattern and unexplained elevation of liver enzymes, suggests alpha-1 antitrypsin deficiency. Every patient with COPD should be tested once with a serum alpha-1 antitrypsin level and genotyping (PiZZ is the common severe genotype); augmentation therapy with purified alpha-1 antitrypsin is considered for severe deficiency with emphysema.',
    objective: 'Suspect alpha-1 antitrypsin deficiency in early, basal panlobular emphysema with liver involvement.',
  },
  {
    id: 'pulm-omm-exhalation-rib-muscle-energy',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    topic: 'Rib somatic dysfunction in respiratory illness',
    patient: { sex: 'any', age: { min: 24, max: 68 } },
    variables: {
      illness: {
        kind: 'choice',
        values: [
          'an asthma exacerbation 2 weeks ago',
          'community-acquired pneumonia treated 3 weeks ago',
          'acute bronchitis with a severe cough 3 weeks ago',
        ],
      },
      side: { kind: 'choice', values: ['left', 'right'] },
      group: { kind: 'choice', values: ['ribs 3 to 5', 'ribs 4 to 6', 'ribs 3 to 6', 'ribs 5 to 7'] },
      hr: { kind: 'number', lab: 'heartRate', min: 64, max: 86, expect: 'normal' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 14, max: 18, expect: 'normal' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 96, max: 99, expect: 'normal' },
    },
    derive: (v) => ({ keyRib: String(v.group).split(' ')[1] ?? '' }),
    stem:
      'A {{ageText}} {{person}} comes to the office because of aching {{side}}-sided chest wall pain and a sense of not being able to take a full breath since {{illness}}. {{His}} respiratory symptoms have otherwise resolved. Pulse is {{hr}}, respirations are {{rr}}, and oxygen saturation is {{spo2}} on room air. The lungs are clear. On osteopathic examination with the patient supine, {{side}} {{group}} move freely with exhalation, but during deep inhalation they stop rising before the adjacent ribs. Muscle energy treatment of the key rib of this group is planned.',
    leadIn: 'Isometric contraction of which of the following muscles is used in this treatment?',
    key: {
      text: 'Pectoralis minor',
      why: 'In an exhalation dysfunction the key rib is the uppermost rib of the group; when the key rib is rib 3, 4 or 5, the patient contracts the pectoralis minor, which attaches to the anterior ribs and the coracoid process, pulling the rib superiorly.',
    },
    distractors: [
      {
        text: 'Anterior scalene',
        why: 'The anterior and middle scalenes are used to mobilize rib 1 in exhalation dysfunction.',
      },
      {
        text: 'Posterior scalene',
        why: 'The posterior scalene inserts on rib 2 and is used when the key rib is rib 2.',
      },
      {
        text: 'Serratus anterior',
        why: 'The serratus anterior is used when the key rib is one of the middle ribs, from about rib 6 to rib 8 or 9.',
      },
      {
        text: 'Latissimus dorsi',
        why: 'The latissimus dorsi is used when the key rib is one of the lower ribs, from about rib 9 to rib 11.',
      },
      {
        text: 'Quadratus lumborum',
        why: 'The quadratus lumborum attaches to rib 12 and is used when rib 12 is the key rib.',
      },
      {
        text: 'Sternocleidomastoid',
        why: 'The sternocleidomastoid attaches to the sternum and clavicle, not the ribs, and is not used in muscle energy for rib exhalation dysfunction.',
      },
    ],
    rationale:
      'Ribs that move freely into exhalation but stop early during inhalation are in exhalation somatic dysfunction (restricted in inhalation), common after coughing illnesses. In a group exhalation dysfunction the key rib is the top rib of the group (rib {{keyRib}}); in an inhalation dysfunction it is the bottom rib. Muscle energy uses the patient\'s contraction of a muscle attached to the key rib to pull it up toward inhalation: anterior and middle scalenes for rib 1, posterior scalene for rib 2, pectoralis minor for ribs 3 to 5, serratus anterior for the middle ribs (about 6 to 8 or 9), latissimus dorsi for the lower ribs (about 9 to 11) and quadratus lumborum for rib 12.',
    objective: 'Identify the key rib of a group exhalation dysfunction and the muscle used to treat it with muscle energy.',
  },
];
