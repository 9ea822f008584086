import type { ItemModel } from '../types';

const n = (v: string | number | undefined): number => Number(v);

export const modelsB: readonly ItemModel[] = [
  {
    id: 'cardio-aortic-dissection-initial-therapy',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute aortic dissection',
    patient: { sex: 'male', age: { min: 52, max: 76 } },
    variables: {
      minutes: { kind: 'number', min: 30, max: 90, step: 10, unit: 'minutes' },
      hr: { kind: 'number', lab: 'heartRate', min: 92, max: 112, expect: 'any' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 176, max: 198, expect: 'high' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 96, max: 112, expect: 'high' },
      armDifference: { kind: 'number', min: 24, max: 36, step: 2 },
      extent: {
        kind: 'choice',
        values: [
          'begins in the ascending aorta and extends through the aortic arch into the descending thoracic aorta',
          'begins in the ascending aorta and extends through the aortic arch to the level of the renal arteries',
        ],
      },
    },
    derive: (v) => ({ leftSbp: n(v.sbp) - n(v.armDifference), leftDbp: n(v.dbp) - 6 }),
    stem:
      'A {{ageText}} {{person}} is brought to the emergency department because of sudden, severe, tearing chest pain that radiates to the back and began {{minutes}} ago. {{He}} has long-standing hypertension and does not take {{his}} medications regularly. {{He}} smokes one pack of cigarettes daily. {{He}} appears diaphoretic and in distress. Pulse is {{hr}}. Blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg in the right arm and {{leftSbp}}/{{leftDbp}} mm Hg in the left arm. The lungs are clear, and there is no murmur. An ECG shows sinus tachycardia and left ventricular hypertrophy without ST-segment elevation. CT angiography shows an intimal flap that {{extent}}.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    key: {
      text: 'Intravenous esmolol',
      why: 'An intravenous beta-blocker comes first: it lowers heart rate and the rate of rise of aortic pressure (shear stress on the flap), with targets of a heart rate near 60/min and systolic pressure of 100-120 mm Hg.',
    },
    distractors: [
      {
        text: 'Intravenous nitroprusside',
        why: 'A vasodilator may be added to reach the blood pressure target, but only after beta-blockade; given first it causes reflex tachycardia that increases shear stress on the aortic wall.',
      },
      {
        text: 'Intravenous hydralazine',
        why: 'Hydralazine causes reflex tachycardia and increases the force of ventricular ejection, which can propagate the dissection.',
      },
      {
        text: 'Intravenous heparin',
        why: 'Anticoagulation can extend bleeding into the false lumen and is contraindicated in acute aortic dissection.',
      },
      {
        text: 'Intravenous alteplase',
        why: 'Thrombolysis in aortic dissection causes catastrophic hemorrhage; it is why dissection must be excluded before lysis for suspected infarction.',
      },
      {
        text: 'Chewable aspirin',
        why: 'Aspirin is given for suspected acute coronary syndrome, but imaging shows dissection, and antiplatelet therapy increases the risk of bleeding and rupture.',
      },
      {
        text: 'Intravenous furosemide',
        why: 'There is no pulmonary edema; diuresis does not reduce aortic wall stress and can cause hypotension if the dissection ruptures.',
      },
    ],
    rationale:
      'Tearing chest pain radiating to the back in a patient with poorly controlled hypertension, a systolic pressure difference of {{armDifference:v}} mm Hg between the arms and an intimal flap on CT angiography establish acute aortic dissection. The first medical step is impulse control with an intravenous beta-blocker (esmolol or labetalol), followed by a vasodilator if blood pressure remains high. Because this dissection involves the ascending aorta (Stanford type A), emergency surgical repair is also needed; dissection confined to the descending aorta (type B) is usually managed medically unless complicated.',
    objective: 'Start intravenous beta-blockade before any vasodilator in acute aortic dissection and avoid antithrombotic drugs.',
  },
  {
    id: 'cardio-endocarditis-injection-drug-use-organism',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Infective endocarditis',
    patient: { sex: 'any', age: { min: 23, max: 44 } },
    variables: {
      days: { kind: 'number', min: 4, max: 8, unit: 'days' },
      temp: { kind: 'number', lab: 'temperature', min: 38.6, max: 40.0, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 112, max: 130, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 21, max: 26, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 100, max: 118, expect: 'normal' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 60, max: 72, expect: 'normal' },
      wbc: { kind: 'number', lab: 'wbc', min: 14500, max: 21500, step: 500, thousands: true, expect: 'high' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 35,
    stem:
      'A {{ageText}} {{person}} comes to the emergency department because of fever, chills, and pleuritic chest pain for {{days}}. {{He}} injects heroin daily. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. There are needle track marks on both forearms. A grade 3/6 holosystolic murmur is heard at the left lower sternal border; it becomes louder with inspiration. Leukocyte count is {{wbc}}. Chest radiography shows multiple round opacities in both lungs, several of which are cavitated. Three sets of blood cultures are obtained.',
    leadIn: 'Which of the following is the most likely causal organism?',
    key: {
      text: 'Staphylococcus aureus',
      why: 'Staphylococcus aureus from the skin is the leading cause of endocarditis in people who inject drugs, typically on the tricuspid valve, with septic pulmonary emboli that cavitate.',
    },
    distractors: [
      {
        text: 'Viridans group streptococci',
        why: 'Viridans streptococci from the mouth cause subacute endocarditis on previously damaged left-sided valves, often after dental procedures, not acute tricuspid disease with septic emboli.',
      },
      {
        text: 'Enterococcus faecalis',
        why: 'Enterococci cause endocarditis mainly in older patients after genitourinary or gastrointestinal procedures.',
      },
      {
        text: 'Staphylococcus epidermidis',
        why: 'Coagulase-negative staphylococci are the typical cause of prosthetic valve and device endocarditis, not native tricuspid valve infection.',
      },
      {
        text: 'Streptococcus gallolyticus',
        why: 'Streptococcus gallolyticus (formerly S. bovis) endocarditis is associated with colorectal neoplasia in older adults.',
      },
      {
        text: 'Candida albicans',
        why: 'Fungal endocarditis occurs in injection drug use, but it is far less common than staphylococcal infection and tends to cause large vegetations with emboli to large arteries.',
      },
      {
        text: 'Cardiobacterium hominis',
        why: 'HACEK organisms such as Cardiobacterium cause slowly progressive, culture-slow endocarditis, usually of left-sided valves.',
      },
    ],
    rationale:
      'Fever, a holosystolic murmur at the left lower sternal border that increases with inspiration (tricuspid regurgitation) and multiple cavitating pulmonary nodules (septic emboli) in a person who injects drugs indicate right-sided infective endocarditis. Staphylococcus aureus is the most common cause, so empiric therapy must cover methicillin-resistant S. aureus (for example vancomycin) until cultures return.',
    objective: 'Identify Staphylococcus aureus as the most likely cause of tricuspid valve endocarditis in a person who injects drugs.',
  },
  {
    id: 'cardio-cardiac-tamponade-next-step',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cardiac tamponade',
    patient: { sex: 'any', age: { min: 46, max: 74 } },
    variables: {
      cancer: {
        kind: 'choice',
        values: ['metastatic lung adenocarcinoma', 'metastatic melanoma', 'non-Hodgkin lymphoma treated with chemotherapy'],
      },
      days: { kind: 'number', min: 3, max: 6, unit: 'days' },
      hr: { kind: 'number', lab: 'heartRate', min: 114, max: 132, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 22, max: 28, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 78, max: 88, expect: 'low' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 48, max: 58, expect: 'low' },
      pulsus: { kind: 'number', min: 16, max: 24, step: 2, unit: 'mm Hg' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 20 && n(v.dbp) >= n(v.sbp) - 32,
    stem:
      'A {{ageText}} {{person}} comes to the emergency department because of worsening shortness of breath and lightheadedness for {{days}}. {{He}} has {{cancer}}. {{He}} appears anxious and is sitting upright. Pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg; systolic pressure falls by {{pulsus}} during inspiration. The jugular veins are distended to the angle of the jaw. Heart sounds are faint. The lungs are clear. An ECG shows sinus tachycardia with low-voltage QRS complexes that alternate in height from beat to beat. Bedside ultrasonography shows a large circumferential pericardial effusion with collapse of the right ventricle in diastole.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Pericardiocentesis',
      why: 'Hemodynamically significant tamponade is treated by urgent drainage of the pericardial fluid, which restores ventricular filling; ultrasound-guided pericardiocentesis is the fastest route.',
    },
    distractors: [
      {
        text: 'Intravenous furosemide',
        why: 'Tamponade is preload-dependent; diuresis lowers filling pressure further and can precipitate cardiac arrest.',
      },
      {
        text: 'Sublingual nitroglycerin',
        why: 'Venodilation reduces preload, which this patient depends on to fill the compressed ventricles; it would worsen the hypotension.',
      },
      {
        text: 'Tube thoracostomy',
        why: 'A chest tube drains the pleural space; it would be right for a large pleural effusion or pneumothorax, but the lungs are clear and the fluid is pericardial.',
      },
      {
        text: 'Coronary angiography',
        why: 'There are no ischemic ECG changes; low voltage with electrical alternans and diastolic right ventricular collapse reflect a pericardial effusion, not coronary occlusion.',
      },
      {
        text: 'Intravenous metoprolol',
        why: 'The tachycardia is compensatory and maintains cardiac output when stroke volume is fixed; beta-blockade can cause collapse.',
      },
      {
        text: 'Intravenous alteplase',
        why: 'Thrombolysis has no role in tamponade and could cause hemorrhage into the pericardium.',
      },
    ],
    rationale:
      'Hypotension, distended neck veins and faint heart sounds (the Beck triad), a pulsus paradoxus of {{pulsus:v}} mm Hg, low voltage with electrical alternans and right ventricular diastolic collapse on ultrasonography establish cardiac tamponade from a malignant pericardial effusion. The definitive treatment is drainage; intravenous fluid may support preload briefly while drainage is arranged.',
    objective: 'Recognize cardiac tamponade and treat it with pericardial drainage.',
  },
  {
    id: 'cardio-omm-viscerosomatic-myocardial-ischemia',
    category: 'Cardiology',
    examTypes: ['comlex'],
    topic: 'Viscerosomatic reflex: heart',
    patient: { sex: 'any', age: { min: 52, max: 76 } },
    variables: {
      days: { kind: 'number', min: 2, max: 4, unit: 'days' },
      hr: { kind: 'number', lab: 'heartRate', min: 64, max: 86, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 120, expect: 'normal' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 66, max: 78, expect: 'normal' },
      trop: { kind: 'number', lab: 'troponinI', min: 0.3, max: 3.8, step: 0.1, expect: 'high' },
    },
    stem:
      'A {{ageText}} {{person}} is in the hospital because of a myocardial infarction that began {{days}} ago with substernal chest pressure radiating to the left arm. The initial ECG showed ST-segment depression in leads V4 to V6, and serum troponin I peaked at {{trop}}. {{He}} has been treated with aspirin, clopidogrel, heparin, metoprolol and atorvastatin and is now free of pain. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. On osteopathic structural examination, a viscerosomatic reflex related to this condition is found: the paraspinal tissues over two to three adjacent segments are warm and boggy, with firm, hypertonic deep muscles and restricted segmental motion that does not change with positioning.',
    leadIn: 'At which of the following locations is this reflex most likely found?',
    key: {
      text: 'T1-T5 on the left',
      why: 'Sympathetic innervation of the heart arises from the upper thoracic segments (about T1-T5), and cardiac viscerosomatic reflexes are typically found in the left upper thoracic paraspinal region.',
    },
    distractors: [
      {
        text: 'T6-T9 on the right',
        why: 'Right-sided midthoracic changes reflect the liver, gallbladder and duodenum (greater splanchnic nerve, T5-T9).',
      },
      {
        text: 'T10-T11 bilaterally',
        why: 'T10-T11 is the viscerosomatic level for the small intestine, kidneys, upper ureters and gonads.',
      },
      {
        text: 'T12-L2 on the left',
        why: 'T12-L2 reflects the distal colon, bladder, uterus and prostate (lower gastrointestinal and pelvic viscera).',
      },
      {
        text: 'S2-S4 bilaterally',
        why: 'S2-S4 carries pelvic splanchnic parasympathetic fibers to the descending and sigmoid colon, rectum and pelvic organs, not to the heart.',
      },
      {
        text: 'L3-L5 bilaterally',
        why: 'The lower lumbar segments have no preganglionic sympathetic outflow, so they do not host viscerosomatic reflexes from thoracic viscera.',
      },
    ],
    rationale:
      'This patient has a non-ST-elevation myocardial infarction. Visceral afferents from the heart travel with its sympathetic supply to the upper thoracic cord, so the acute viscerosomatic reflex (warm, moist, boggy paraspinal tissue with deep hypertonicity that is not relieved by positioning) appears at about T1-T5, predominantly on the left. Vagal (parasympathetic) reflexes from the heart can also appear at the occipitoatlantal region and C1-C2.',
    objective: 'Locate the cardiac viscerosomatic reflex at the left upper thoracic (T1-T5) paraspinal region.',
  },
];
