import type { ItemModel, RenderedValues } from '../types';

const bpGap = (v: RenderedValues): boolean => Number(v.dbp) <= Number(v.sbp) - 30;

export const modelsB: readonly ItemModel[] = [
  {
    id: 'em-anaphylaxis-epinephrine',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Anaphylaxis',
    patient: { sex: 'any', age: { min: 20, max: 60 } },
    variables: {
      minutes: { kind: 'number', min: 10, max: 25, step: 5, unit: 'minutes' },
      trigger: {
        kind: 'choice',
        values: ['being stung by a wasp', 'eating a shrimp dish at a restaurant', 'eating a cookie that contained peanuts'],
      },
      hr: { kind: 'number', lab: 'heartRate', min: 118, max: 136, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 24, max: 30, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 76, max: 88, expect: 'low' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 40, max: 52, expect: 'low' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 89, max: 93, expect: 'low' },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} is brought to the emergency department {{minutes}} after {{trigger}} because of generalized itching, swelling of the lips and difficulty breathing. {{He}} has no medical conditions and takes no medications. Pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg; oxygen saturation is {{spo2}} on room air. {{He}} is anxious and has a hoarse voice but is speaking in sentences. There are diffuse raised, blanching wheals on the trunk and limbs, and the lips and tongue are swollen. Diffuse expiratory wheezes are heard in both lungs. Oxygen is applied, and the legs are elevated.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    key: {
      text: 'Intramuscular epinephrine',
      why: 'Epinephrine in the anterolateral thigh (0.3-0.5 mg of a 1 mg/mL solution in adults, repeated every 5-15 minutes as needed) reverses vasodilation, bronchospasm and airway edema through α1, β1 and β2 effects and is the only first-line drug for anaphylaxis.',
    },
    distractors: [
      {
        text: 'Intravenous diphenhydramine',
        why: 'H1 antihistamines relieve itching and hives but do not treat hypotension, bronchospasm or airway swelling; they are adjuncts after epinephrine.',
      },
      {
        text: 'Intravenous methylprednisolone',
        why: 'Corticosteroids act over hours and do not reverse acute anaphylaxis; their role (preventing biphasic reactions) is uncertain.',
      },
      {
        text: 'Nebulized albuterol',
        why: 'Albuterol can be added for persistent bronchospasm after epinephrine but does not treat shock or laryngeal edema.',
      },
      {
        text: 'Intravenous famotidine',
        why: 'An H2 blocker is at most an adjunct for cutaneous symptoms; it does not reverse shock.',
      },
      {
        text: 'Intravenous glucagon',
        why: 'Glucagon is used for anaphylaxis refractory to epinephrine in patients taking β-blockers; this patient takes no medications.',
      },
      {
        text: 'Subcutaneous terbutaline',
        why: 'A β2 agonist alone does not treat the vasodilatory shock or airway edema of anaphylaxis.',
      },
    ],
    rationale:
      'Minutes after exposure to a likely allergen, urticaria, lip and tongue swelling, hoarseness, wheezing and hypotension ({{sbp:v}}/{{dbp:v}} mm Hg) involve several organ systems: this is anaphylaxis with shock. Intramuscular epinephrine is given at once, with intravenous fluids; antihistamines and bronchodilators are adjuncts only.',
    objective: 'Give intramuscular epinephrine as first-line treatment of anaphylaxis.',
  },
  {
    id: 'em-hyperkalemia-calcium-mechanism',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hyperkalemia with ECG changes',
    patient: { sex: 'any', age: { min: 45, max: 79 } },
    variables: {
      cause: { kind: 'choice', values: ['diabetic nephropathy', 'hypertensive nephrosclerosis', 'polycystic kidney disease'] },
      hr: { kind: 'number', lab: 'heartRate', min: 52, max: 68, expect: 'any' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 16, max: 20, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 148, max: 172, expect: 'high' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 84, max: 98, expect: 'high' },
      sodium: { kind: 'number', lab: 'sodium', min: 134, max: 140, expect: 'any' },
      potassium: { kind: 'number', lab: 'potassium', min: 7.0, max: 8.0, step: 0.1, expect: 'high' },
      hco3: { kind: 'number', lab: 'bicarbonate', min: 15, max: 19, expect: 'low' },
      bun: { kind: 'number', lab: 'bun', min: 72, max: 110, expect: 'high' },
      cr: { kind: 'number', lab: 'creatinine', min: 7.5, max: 11.0, step: 0.1, expect: 'high' },
      glucose: { kind: 'number', lab: 'glucose', min: 90, max: 140, expect: 'any' },
      qrs: { kind: 'number', min: 126, max: 150, step: 2, unit: 'msec' },
    },
    stem: 'A {{ageText}} {{person}} with end-stage kidney disease from {{cause}} is brought to the emergency department because of generalized weakness for 1 day. {{He}} receives hemodialysis three times a week but missed {{his}} last two sessions. Pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} is alert. There is mild edema of both legs, and muscle strength is 4/5 throughout. Serum sodium concentration is {{sodium}}, potassium {{potassium}}, bicarbonate {{hco3}}, urea nitrogen {{bun}}, creatinine {{cr}}, and glucose {{glucose}}. An ECG shows peaked T waves, flattened P waves and a QRS duration of {{qrs}}. The nephrology team is arranging urgent hemodialysis.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate initial drug?',
    key: {
      text: 'Stabilization of cardiac myocyte membranes',
      why: 'Intravenous calcium (gluconate or chloride) restores the gap between resting and threshold membrane potential within minutes, protecting against arrhythmia; it does not lower the potassium, so shifting and removal follow.',
    },
    distractors: [
      {
        text: 'Shift of potassium into cells by Na+/K+-ATPase',
        why: 'Insulin with glucose lowers potassium within 15-30 minutes and is given next, but it does not protect the myocardium immediately.',
      },
      {
        text: 'Exchange of sodium for potassium in the colon',
        why: 'Sodium polystyrene sulfonate acts over hours and is unreliable; it has no place in the initial treatment of ECG changes.',
      },
      {
        text: 'Inhibition of Na-K-2Cl cotransport in the loop of Henle',
        why: 'Loop diuretics increase urinary potassium loss only with residual kidney function; they are ineffective in a patient on dialysis and act slowly.',
      },
      {
        text: 'Buffering of hydrogen ions in extracellular fluid',
        why: 'Sodium bicarbonate shifts potassium modestly, mainly when there is severe acidosis; it does not stabilize the myocardium.',
      },
      {
        text: 'Trapping of potassium in a zirconium silicate lattice',
        why: 'Sodium zirconium cyclosilicate binds potassium in the gut over hours; it is not an emergency treatment for ECG changes.',
      },
      {
        text: 'Stimulation of β2-adrenergic receptors',
        why: 'Nebulized albuterol shifts potassium into cells and is an adjunct to insulin, but it does not protect the myocardium.',
      },
    ],
    rationale:
      'A potassium of {{potassium}} after missed dialysis, with peaked T waves, flattened P waves and a QRS of {{qrs}}, is life-threatening hyperkalemia. The first drug is intravenous calcium, which stabilizes the myocardium at once; insulin with glucose and albuterol then shift potassium into cells, and hemodialysis removes it.',
    objective: 'Give intravenous calcium first for hyperkalemia with ECG changes and state its mechanism.',
  },
  {
    id: 'em-exertional-heat-stroke',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Heat-related illness',
    patient: { sex: 'male', age: { min: 19, max: 35 } },
    variables: {
      setting: {
        kind: 'choice',
        values: [
          'during preseason football practice on a humid summer afternoon',
          'near the end of a summer marathon',
          'during a military training march on a hot day',
        ],
      },
      temp: { kind: 'number', lab: 'temperature', min: 40.6, max: 41.8, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 132, max: 152, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 24, max: 32, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 92, max: 110, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 50, max: 64, expect: 'any' },
      sodium: { kind: 'number', lab: 'sodium', min: 136, max: 144, expect: 'normal' },
      glucose: { kind: 'number', lab: 'glucose', min: 88, max: 126, expect: 'any' },
      ck: { kind: 'number', lab: 'ck', min: 2000, max: 9000, step: 100, expect: 'high', thousands: true },
      ast: { kind: 'number', lab: 'ast', min: 90, max: 240, expect: 'high' },
      tsh: { kind: 'number', lab: 'tsh', min: 0.8, max: 3.0, step: 0.1, expect: 'normal' },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} is brought to the emergency department after collapsing {{setting}}. Witnesses say he became confused and combative shortly before he collapsed. He has no medical conditions, takes no medications or supplements, and does not use drugs; he has never had surgery or anesthesia. Rectal temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. He is disoriented and agitated. The skin is hot and moist. The pupils are 4 mm and reactive. There is no neck stiffness, muscle rigidity or clonus. Serum sodium concentration is {{sodium}}, glucose {{glucose}}, creatine kinase {{ck}}, AST {{ast}}, and TSH {{tsh}}.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    key: {
      text: 'Exertional heat stroke',
      why: 'A core temperature above 40 °C with central nervous system dysfunction during strenuous exercise in hot conditions defines exertional heat stroke; rhabdomyolysis and liver injury are common, and sweating may persist.',
    },
    distractors: [
      {
        text: 'Heat exhaustion',
        why: 'Heat exhaustion causes fatigue, nausea and tachycardia with a core temperature usually below 40 °C and normal mental status.',
      },
      {
        text: 'Neuroleptic malignant syndrome',
        why: 'This follows dopamine antagonist use and evolves over days with lead-pipe rigidity; he takes no medications and has normal tone.',
      },
      {
        text: 'Serotonin syndrome',
        why: 'Serotonin toxicity follows serotonergic drugs and causes clonus, hyperreflexia and diarrhea; he takes no drugs and has no clonus.',
      },
      {
        text: 'Malignant hyperthermia',
        why: 'This reaction occurs during or soon after exposure to volatile anesthetics or succinylcholine, with rigidity and hypercarbia; he has never had anesthesia.',
      },
      {
        text: 'Thyroid storm',
        why: 'Thyroid storm causes fever, tachycardia and delirium in a patient with hyperthyroidism; his TSH is normal.',
      },
      {
        text: 'Anticholinergic toxicity',
        why: 'Anticholinergic poisoning causes hot, dry skin, dilated pupils and urinary retention after drug ingestion; his skin is moist and his pupils are normal.',
      },
    ],
    rationale:
      'Collapse with confusion during strenuous exercise in the heat, a rectal temperature of {{temp}}, moist skin, a creatine kinase of {{ck}} and a raised AST, with no drug exposure, rigidity, clonus or thyroid disease, indicate exertional heat stroke. Treatment is immediate whole-body cooling, best by cold-water immersion; antipyretics do not work.',
    objective: 'Diagnose exertional heat stroke and distinguish it from heat exhaustion and drug-induced hyperthermia.',
  },
  {
    id: 'em-omm-appendicitis-chapman',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Appendicitis: Chapman reflex point',
    patient: { sex: 'male', age: { min: 19, max: 35 } },
    variables: {
      hours: { kind: 'number', min: 14, max: 24, step: 2, unit: 'hours' },
      temp: { kind: 'number', lab: 'temperature', min: 38.0, max: 38.6, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 90, max: 108, expect: 'any' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 114, max: 132, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 68, max: 82, expect: 'any' },
      wbc: { kind: 'number', lab: 'wbc', min: 12500, max: 16500, step: 100, expect: 'high', thousands: true },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} comes to the emergency department because of abdominal pain for {{hours}}. The pain began around the umbilicus and has moved to the right lower quadrant. He has no appetite and has vomited once. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. There is tenderness with guarding one-third of the way from the right anterior superior iliac spine to the umbilicus, and extending the right hip increases the pain. Leukocyte count is {{wbc}}. Urinalysis shows no abnormalities. CT of the abdomen shows a dilated, thick-walled appendix with periappendiceal fat stranding, and the surgical team is consulted. During the osteopathic structural examination, a small, firm, tender nodule is palpated in the deep fascia.',
    leadIn: 'At which of the following locations is the anterior Chapman reflex point associated with this patient\'s condition most likely found?',
    key: {
      text: 'Tip of the right 12th rib',
      why: 'The anterior Chapman reflex point for the appendix lies at the tip of the right 12th rib (the posterior point is near the transverse process of T11), and its viscerosomatic reflex appears around T10-T12 on the right.',
    },
    distractors: [
      {
        text: 'Left 2nd intercostal space near the sternum',
        why: 'This anterior point corresponds to the heart (myocardium).',
      },
      {
        text: 'One inch superior and lateral to the umbilicus',
        why: 'This anterior point corresponds to the kidney on that side.',
      },
      {
        text: 'Two inches superior and one inch lateral to the umbilicus',
        why: 'This anterior point corresponds to the adrenal gland.',
      },
      {
        text: 'Along the iliotibial band of the lateral thigh',
        why: 'Points along the iliotibial band, from the greater trochanter to just above the knee, correspond to the colon.',
      },
      {
        text: 'Superior pubic ramus lateral to the symphysis',
        why: 'This anterior point corresponds to the urethra.',
      },
    ],
    rationale:
      'Periumbilical pain migrating to the right lower quadrant with anorexia, fever ({{temp}}), leukocytosis ({{wbc}}), a positive psoas sign and CT findings establish acute appendicitis. Chapman reflex points are palpable gangliform nodules that reflect visceral dysfunction; the anterior appendix point is at the tip of the right 12th rib.',
    objective: 'Locate the anterior Chapman reflex point for the appendix (tip of the right 12th rib).',
  },
];
