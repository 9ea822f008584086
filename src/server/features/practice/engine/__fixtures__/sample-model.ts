import type { ItemModel } from '../../../../../../content/practice/types';

/** A small, valid model used by the engine tests. */
export const sampleModel: ItemModel = {
  id: 'test-acute-pericarditis',
  category: 'Cardiology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Acute pericarditis',
  patient: { sex: 'any', age: { min: 6, max: 45 } },
  variables: {
    days: { kind: 'number', min: 2, max: 5, unit: 'days' },
    temp: { kind: 'number', lab: 'temperature', min: 37.6, max: 38.3, step: 0.1, expect: 'any' },
    hr: { kind: 'number', lab: 'heartRate', min: 92, max: 108, expect: 'any' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 128, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 68, max: 80, expect: 'any' },
    wbc: { kind: 'number', lab: 'wbc', min: 9000, max: 12500, step: 100, expect: 'any', thousands: true },
    prodrome: { kind: 'choice', values: ['a sore throat and rhinorrhea', 'a febrile illness with myalgias'] },
  },
  check: (v) => Number(v.sbp) - Number(v.dbp) >= 35,
  stem: 'A {{ageText}} {{person}} comes to the emergency department because of sharp chest pain for {{days}}. The pain is worse when {{he}} lies flat and improves when {{he}} sits forward. Two weeks ago {{he}} had {{prodrome}}. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Leukocyte count is {{wbc}}. ECG shows diffuse concave ST-segment elevation with PR-segment depression.',
  leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
  key: { text: 'Ibuprofen and colchicine', why: 'An NSAID plus colchicine is first-line for acute viral or idiopathic pericarditis.' },
  distractors: [
    { text: 'Alteplase', why: 'Thrombolysis is for ST-elevation myocardial infarction, not pericarditis.' },
    { text: 'Heparin infusion', why: 'Anticoagulation risks hemopericardium and treats no part of this illness.' },
    { text: 'Oral prednisone', why: 'Glucocorticoids are second-line because they raise the recurrence rate.' },
    { text: 'Metoprolol', why: 'A beta-blocker treats ischemia or rate control, not pericardial inflammation.' },
    { text: 'Vancomycin', why: 'Empiric antibiotics are for purulent pericarditis with sepsis, not a viral picture.' },
  ],
  rationale: 'Positional pleuritic chest pain after a viral prodrome with diffuse ST elevation and PR depression is acute pericarditis.',
  objective: 'Recognise acute pericarditis and start an NSAID with colchicine.',
};
