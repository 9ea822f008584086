import type { ItemModel, RenderedValues } from '../types';

const bpGap = (v: RenderedValues): boolean => Number(v.dbp) <= Number(v.sbp) - 30;

export const modelsA: readonly ItemModel[] = [
  {
    id: 'em-acetaminophen-nac-mechanism',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acetaminophen poisoning',
    patient: { sex: 'any', age: { min: 19, max: 45 } },
    variables: {
      hours: { kind: 'number', min: 2, max: 3, unit: 'hours' },
      trigger: { kind: 'choice', values: ['after an argument with a partner', 'after losing a job', 'after a breakup'] },
      temp: { kind: 'number', lab: 'temperature', min: 36.6, max: 37.3, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 78, max: 98, expect: 'normal' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 14, max: 18, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 110, max: 130, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 66, max: 80, expect: 'normal' },
      ast: { kind: 'number', lab: 'ast', min: 16, max: 34, expect: 'normal' },
      alt: { kind: 'number', lab: 'alt', min: 14, max: 36, expect: 'normal' },
      inr: { kind: 'number', lab: 'inr', min: 0.9, max: 1.1, step: 0.1, expect: 'normal' },
      cr: { kind: 'number', lab: 'creatinine', min: 0.7, max: 1.1, step: 0.1, expect: 'normal' },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} is brought to the emergency department {{hours}} after swallowing the contents of a bottle of extra-strength acetaminophen tablets {{trigger}}. {{He}} says {{he}} took no other drugs or alcohol. {{He}} has nausea and has vomited once. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} is alert and oriented. The abdomen is soft with mild epigastric tenderness. Serum AST activity is {{ast}}, ALT activity is {{alt}}, INR is {{inr:v}}, and creatinine concentration is {{cr}}. Serum salicylate and ethanol are undetectable. A serum acetaminophen concentration obtained 4 hours after the ingestion is 210 μg/mL.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate treatment?',
    key: {
      text: 'Replenishment of hepatic glutathione',
      why: 'N-acetylcysteine supplies cysteine for glutathione synthesis, so the toxic metabolite NAPQI is conjugated and detoxified instead of binding hepatocyte proteins; it is most effective when started within 8 hours of ingestion.',
    },
    distractors: [
      {
        text: 'Competitive inhibition of alcohol dehydrogenase',
        why: 'Fomepizole blocks the formation of toxic metabolites of methanol and ethylene glycol; it has no role in acetaminophen poisoning.',
      },
      {
        text: 'Reactivation of phosphorylated acetylcholinesterase',
        why: 'Pralidoxime regenerates acetylcholinesterase after organophosphate poisoning.',
      },
      {
        text: 'Competitive antagonism at μ-opioid receptors',
        why: 'Naloxone reverses opioid toxicity (respiratory depression, miosis); this patient is alert with normal breathing.',
      },
      {
        text: 'Chelation of ferric iron',
        why: 'Deferoxamine binds iron in severe iron poisoning; it does not affect acetaminophen metabolism.',
      },
      {
        text: 'Alkalinization of the urine',
        why: 'Sodium bicarbonate traps ionized salicylate in the urine and enhances its excretion; acetaminophen elimination is not enhanced this way.',
      },
      {
        text: 'Antagonism at the benzodiazepine site of the GABA-A receptor',
        why: 'Flumazenil reverses benzodiazepine sedation and can precipitate seizures; it has no role here.',
      },
    ],
    rationale:
      'A 4-hour acetaminophen concentration of 210 μg/mL lies above the treatment line of the Rumack-Matthew nomogram (150 μg/mL at 4 hours), so N-acetylcysteine is indicated even though the liver tests (AST {{ast}}, INR {{inr:v}}) are still normal; hepatotoxicity usually appears 24-72 hours after ingestion.',
    objective: 'Start N-acetylcysteine for an acetaminophen concentration above the nomogram line and explain how it works.',
  },
  {
    id: 'em-tricyclic-overdose-bicarbonate',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Tricyclic antidepressant poisoning',
    patient: { sex: 'any', age: { min: 24, max: 55 } },
    variables: {
      reason: { kind: 'choice', values: ['depression', 'chronic neuropathic pain', 'migraine prophylaxis'] },
      temp: { kind: 'number', lab: 'temperature', min: 37.4, max: 38.3, step: 0.1, expect: 'any' },
      hr: { kind: 'number', lab: 'heartRate', min: 118, max: 138, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 14, max: 20, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 82, max: 96, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 44, max: 56, expect: 'low' },
      glucose: { kind: 'number', lab: 'glucose', min: 84, max: 118, expect: 'any' },
      qrs: { kind: 'number', min: 120, max: 160, step: 4, unit: 'msec' },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} is brought to the emergency department 1 hour after family members found {{him}} drowsy next to an empty bottle of amitriptyline, which was prescribed for {{reason}}. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} is drowsy and mumbling and opens {{his}} eyes to voice. The pupils are 6 mm and sluggishly reactive, the skin is warm, flushed and dry, bowel sounds are decreased, and the bladder is palpable. Fingerstick glucose concentration is {{glucose}}. An ECG shows sinus tachycardia with a QRS duration of {{qrs}}, a terminal R wave of 4 mm in lead aVR and a prolonged QT interval. Intravenous access is established, and {{his}} airway is protected.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    key: {
      text: 'Sodium bicarbonate',
      why: 'Hypertonic sodium bicarbonate boluses raise serum pH and sodium, overcoming the fast sodium-channel blockade of tricyclics; it narrows the QRS, prevents ventricular arrhythmias and improves blood pressure.',
    },
    distractors: [
      {
        text: 'Physostigmine',
        why: 'Physostigmine reverses pure anticholinergic delirium, but in tricyclic poisoning with a wide QRS it can cause bradycardia, asystole and seizures.',
      },
      {
        text: 'Flumazenil',
        why: 'Flumazenil reverses benzodiazepines and can precipitate seizures in tricyclic poisoning.',
      },
      {
        text: 'Procainamide',
        why: 'A class IA drug blocks sodium channels further and worsens QRS widening and arrhythmias.',
      },
      {
        text: 'Amiodarone',
        why: 'Amiodarone prolongs the QT interval and adds sodium- and potassium-channel blockade; it is avoided for tricyclic-induced arrhythmias.',
      },
      {
        text: 'Naloxone',
        why: 'Naloxone reverses opioid toxicity; the anticholinergic signs and wide QRS point to a tricyclic.',
      },
      {
        text: 'Fomepizole',
        why: 'Fomepizole treats methanol or ethylene glycol poisoning, which causes a high anion gap acidosis rather than a wide QRS.',
      },
    ],
    rationale:
      'Anticholinergic signs (dilated pupils, dry flushed skin, urinary retention, ileus), hypotension, and a QRS of {{qrs}} with a terminal R wave in aVR after an amitriptyline overdose indicate tricyclic cardiotoxicity from sodium-channel blockade. A QRS above 100 msec predicts seizures and arrhythmias and is treated with sodium bicarbonate.',
    objective: 'Treat QRS widening from tricyclic antidepressant poisoning with sodium bicarbonate.',
  },
  {
    id: 'em-septic-shock-norepinephrine',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Septic shock: vasopressor choice',
    patient: { sex: 'any', age: { min: 45, max: 79 } },
    variables: {
      illness: {
        kind: 'choice',
        values: ['fever, dysuria and right flank pain', 'fever, productive cough and right-sided pleuritic chest pain'],
      },
      temp: { kind: 'number', lab: 'temperature', min: 38.4, max: 39.6, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 112, max: 134, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 22, max: 30, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 72, max: 84, expect: 'low' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 38, max: 48, expect: 'low' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 93, max: 97, expect: 'any' },
      wbc: { kind: 'number', lab: 'wbc', min: 16000, max: 24000, step: 100, expect: 'high', thousands: true },
      cr: { kind: 'number', lab: 'creatinine', min: 1.6, max: 2.6, step: 0.1, expect: 'high' },
      lactate: { kind: 'number', lab: 'lactate', min: 4.2, max: 6.8, step: 0.1, expect: 'high' },
    },
    derive: (v) => ({
      source: String(v.illness).includes('dysuria')
        ? 'Urinalysis shows numerous leukocytes and bacteria, and ultrasonography shows no hydronephrosis.'
        : 'A chest x-ray shows consolidation of the right lower lobe.',
      sourceName: String(v.illness).includes('dysuria') ? 'pyelonephritis' : 'pneumonia',
    }),
    check: bpGap,
    stem: 'A {{ageText}} {{person}} is brought to the emergency department because of {{illness}} for 2 days and confusion since this morning. {{He}} has type 2 diabetes mellitus treated with insulin glargine. {{source}} Blood cultures are drawn, broad-spectrum antibiotics are given, and 30 mL/kg of intravenous balanced crystalloid is infused over 2 hours. After the infusion, temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, and oxygen saturation is {{spo2}} with oxygen by nasal cannula. {{He}} is drowsy but follows commands, and the skin over the knees is mottled. Leukocyte count is {{wbc}}, serum creatinine concentration is {{cr}}, and serum lactate concentration is {{lactate}}. Bedside echocardiography shows a small, vigorously contracting left ventricle.',
    leadIn: 'Which of the following is the most appropriate next pharmacotherapy?',
    key: {
      text: 'Norepinephrine',
      why: 'Norepinephrine, an α1 agonist with modest β1 activity, is the first-line vasopressor for septic shock to reach a mean arterial pressure of at least 65 mm Hg; it causes fewer arrhythmias than dopamine.',
    },
    distractors: [
      {
        text: 'Dopamine',
        why: 'Dopamine causes more tachyarrhythmias and a trend to higher mortality than norepinephrine; it is reserved for selected patients with bradycardia.',
      },
      {
        text: 'Dobutamine',
        why: 'Dobutamine is an inotrope added for cardiac dysfunction with persistent hypoperfusion despite an adequate blood pressure; it can worsen hypotension, and this ventricle contracts vigorously.',
      },
      {
        text: 'Phenylephrine',
        why: 'A pure α agonist is an alternative only when norepinephrine causes serious arrhythmias; it is not first-line.',
      },
      {
        text: 'Vasopressin',
        why: 'Vasopressin is added to norepinephrine to raise the blood pressure or spare catecholamine; it is not recommended as the first vasopressor.',
      },
      {
        text: 'Hydrocortisone',
        why: 'Intravenous hydrocortisone is suggested when shock persists despite an ongoing or rising vasopressor requirement; no vasopressor has been started yet.',
      },
      {
        text: 'Milrinone',
        why: 'Milrinone is an inodilator for low-output cardiac failure; its vasodilation would worsen septic shock.',
      },
    ],
    rationale:
      'Suspected {{sourceName}} with a mean arterial pressure below 65 mm Hg ({{sbp:v}}/{{dbp:v}} mm Hg) and a lactate of {{lactate}} despite 30 mL/kg of crystalloid defines septic shock. The next step is a vasopressor, and norepinephrine is first-line (a peripheral line may be used while central access is placed).',
    objective: 'Start norepinephrine for fluid-refractory hypotension in septic shock.',
  },
  {
    id: 'em-carbon-monoxide-oxygen',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Carbon monoxide poisoning',
    patient: { sex: 'male', age: { min: 22, max: 35 } },
    variables: {
      hours: { kind: 'number', min: 2, max: 5, unit: 'hours' },
      source: {
        kind: 'choice',
        values: [
          'a gasoline-powered generator, running in the attached garage since a storm cut the power early this morning',
          'a kerosene space heater in a closed bedroom since last night',
          'an old gas furnace that was restarted for the first time this season last night',
        ],
      },
      temp: { kind: 'number', lab: 'temperature', min: 36.6, max: 37.2, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 84, max: 100, expect: 'normal' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 16, max: 20, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 118, max: 136, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 72, max: 84, expect: 'any' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 97, max: 100, expect: 'normal' },
      trop: { kind: 'number', lab: 'troponinI', min: 0.01, max: 0.03, step: 0.01, expect: 'normal' },
      cohb: { kind: 'number', min: 12, max: 20, unit: '%' },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} comes to the emergency department in January because of a headache, nausea and dizziness that began {{hours}} ago. His wife and his brother, who live with him, have similar headaches. The family has been using {{source}}. He has not lost consciousness. He does not smoke and takes no medications. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Pulse oximetry on room air shows an oxygen saturation of {{spo2}}. He is alert and fully oriented, and neurologic examination shows no abnormalities. An ECG shows sinus rhythm without ischemic changes, and serum troponin I concentration is {{trop}}. Co-oximetry shows a carboxyhemoglobin level of {{cohb}}.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'High-flow oxygen by nonrebreather mask',
      why: 'Breathing 100% oxygen shortens the half-life of carboxyhemoglobin from about 5 hours on room air to about 1 hour; it continues until symptoms resolve and the level is low.',
    },
    distractors: [
      {
        text: 'Hyperbaric oxygen therapy',
        why: 'Hyperbaric oxygen is considered for loss of consciousness, neurologic deficits, cardiac ischemia, severe acidosis, carboxyhemoglobin above 25%, or pregnancy (and by some for age 36 years or older or exposure of 24 hours or more); he has none of these.',
      },
      {
        text: 'Intravenous hydroxocobalamin',
        why: 'Hydroxocobalamin binds cyanide, which causes severe lactic acidosis and collapse in smoke inhalation; it does not remove carbon monoxide.',
      },
      {
        text: 'Intravenous methylene blue',
        why: 'Methylene blue treats methemoglobinemia, which causes cyanosis and a saturation near 85% that does not improve with oxygen.',
      },
      {
        text: 'Oxygen by nasal cannula titrated to 94% saturation',
        why: 'Pulse oximetry reads carboxyhemoglobin as oxyhemoglobin, so a normal reading is falsely reassuring; low-flow oxygen removes carbon monoxide too slowly.',
      },
      {
        text: 'Intravenous sodium thiosulfate',
        why: 'Thiosulfate donates sulfur to detoxify cyanide; it has no effect on carboxyhemoglobin.',
      },
      {
        text: 'Discharge home with analgesics for headache',
        why: 'He must not return to the contaminated house, and his elevated carboxyhemoglobin needs treatment first.',
      },
    ],
    rationale:
      'Headache, nausea and dizziness in several members of a household using a fuel-burning device in winter, with a carboxyhemoglobin level of {{cohb}}, indicate carbon monoxide poisoning. The pulse oximetry reading ({{spo2}}) is falsely normal. Without loss of consciousness, neurologic deficits, ischemia or a level above 25%, the treatment is 100% oxygen by nonrebreather mask.',
    objective: 'Treat uncomplicated carbon monoxide poisoning with high-flow oxygen and recognize the criteria for hyperbaric therapy.',
  },
  {
    id: 'em-tension-pneumothorax',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Tension pneumothorax',
    patient: { sex: 'any', age: { min: 19, max: 55 } },
    variables: {
      mechanism: {
        kind: 'choice',
        values: ['a high-speed motor vehicle collision', 'a fall from a second-story balcony', 'a motorcycle collision'],
      },
      side: { kind: 'choice', values: ['right', 'left'] },
      hr: { kind: 'number', lab: 'heartRate', min: 124, max: 144, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 28, max: 36, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 72, max: 86, expect: 'low' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 40, max: 54, expect: 'low' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 82, max: 89, expect: 'low' },
    },
    derive: (v) => ({ other: v.side === 'right' ? 'left' : 'right' }),
    check: bpGap,
    stem: 'A {{ageText}} {{person}} is brought to the emergency department 20 minutes after {{mechanism}}. {{He}} is anxious, gasping and speaking in short phrases. Pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg; oxygen saturation is {{spo2}} with oxygen at 15 L/min by nonrebreather mask. The neck veins are distended, and the trachea is deviated to the {{other}}. There is crepitus over the {{side}} chest wall. Breath sounds are absent over the {{side}} hemithorax, which is hyperresonant to percussion; breath sounds on the {{other}} are normal, and heart sounds are clearly audible. The abdomen is soft and nondistended.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Needle decompression',
      why: 'Tension pneumothorax is a clinical diagnosis treated immediately by decompression (needle in the 4th-5th intercostal space at the midaxillary line in adults, or finger thoracostomy), followed by a chest tube.',
    },
    distractors: [
      {
        text: 'Chest radiography',
        why: 'Imaging delays treatment of an obstructive shock that can cause arrest within minutes; the diagnosis is clinical.',
      },
      {
        text: 'CT of the chest',
        why: 'A hypotensive patient with tension physiology must not leave the resuscitation area for CT.',
      },
      {
        text: 'Pericardiocentesis',
        why: 'Tamponade also causes distended neck veins and hypotension, but breath sounds are equal, the trachea is midline and heart sounds are muffled.',
      },
      {
        text: 'Endotracheal intubation',
        why: 'Positive-pressure ventilation before decompression enlarges a tension pneumothorax and can precipitate arrest.',
      },
      {
        text: 'Emergency thoracotomy',
        why: 'Resuscitative thoracotomy is for selected patients in traumatic cardiac arrest, mainly after penetrating chest injury.',
      },
      {
        text: 'Norepinephrine infusion',
        why: 'Vasopressors do not relieve the obstruction to venous return; decompression restores blood pressure.',
      },
    ],
    rationale:
      'Hypotension, hypoxemia, distended neck veins, tracheal deviation to the {{other}}, absent breath sounds and hyperresonance on the {{side}} after blunt trauma indicate a {{side}} tension pneumothorax. It is decompressed at once, without waiting for imaging.',
    objective: 'Recognize tension pneumothorax clinically and decompress it before imaging or intubation.',
  },
];
