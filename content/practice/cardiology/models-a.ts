import type { ItemModel } from '../types';

const n = (v: string | number | undefined): number => Number(v);

export const modelsA: readonly ItemModel[] = [
  {
    id: 'cardio-inferior-stemi-culprit-artery',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Inferior ST-elevation myocardial infarction',
    patient: { sex: 'any', age: { min: 48, max: 76 } },
    variables: {
      hours: { kind: 'number', min: 2, max: 4, unit: 'hours' },
      risk: {
        kind: 'choice',
        values: [
          'hypertension and hyperlipidemia',
          'type 2 diabetes mellitus and a 30-pack-year smoking history',
          'hypertension and a 40-pack-year smoking history',
        ],
      },
      hr: { kind: 'number', lab: 'heartRate', min: 52, max: 94, expect: 'any' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 104, max: 148, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 62, max: 88, expect: 'any' },
      trop: { kind: 'number', lab: 'troponinI', min: 0.2, max: 4.5, step: 0.1, expect: 'high' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 30,
    stem:
      'A {{ageText}} {{person}} comes to the emergency department because of substernal chest pressure with diaphoresis and nausea for {{hours}}. {{He}} has {{risk}}. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The lungs are clear to auscultation. An ECG shows 3-mm ST-segment elevations in leads II, III, and aVF, with greater elevation in lead III than in lead II, and ST-segment depression in leads I and aVL. Serum troponin I is {{trop}}.',
    leadIn: "Occlusion of which of the following arteries is the most likely cause of this patient's condition?",
    key: {
      text: 'Right coronary artery',
      why: 'The right coronary artery supplies the inferior wall in most people (right-dominant circulation); ST elevation in III greater than II with reciprocal depression in aVL points to it rather than the circumflex.',
    },
    distractors: [
      {
        text: 'Left anterior descending artery',
        why: 'Occlusion of the left anterior descending artery causes anterior or anteroseptal infarction with ST elevation in V1-V4, not in the inferior leads.',
      },
      {
        text: 'Left circumflex artery',
        why: 'The circumflex causes lateral ST elevation (I, aVL, V5-V6); it causes inferior infarction only in left-dominant hearts, usually with lead II at least as elevated as III and without depression in lead I and aVL.',
      },
      {
        text: 'Left main coronary artery',
        why: 'Left main occlusion produces widespread ischemia, typically ST elevation in aVR with diffuse ST depression, and usually cardiogenic shock.',
      },
      {
        text: 'First diagonal branch',
        why: 'A diagonal branch of the left anterior descending artery supplies the anterolateral wall; occlusion causes ST elevation in I, aVL and sometimes V2, the opposite of this pattern.',
      },
      {
        text: 'Obtuse marginal branch',
        why: 'The obtuse marginal branches of the circumflex supply the lateral wall; occlusion gives lateral (I, aVL, V5-V6) changes rather than inferior ST elevation.',
      },
    ],
    rationale:
      'ST elevation in II, III and aVF localizes the infarct to the inferior wall. Greater elevation in III than in II and reciprocal ST depression in I and aVL are the ECG features that favor the right coronary artery over the left circumflex as the culprit vessel.',
    objective: 'Localize an inferior ST-elevation myocardial infarction to its most likely culprit artery from the ECG.',
  },
  {
    id: 'cardio-aortic-stenosis-diagnosis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Aortic stenosis',
    patient: { sex: 'any', age: { min: 68, max: 79 } },
    variables: {
      symptom: {
        kind: 'choice',
        values: [
          'chest tightness when walking uphill',
          'lightheadedness when climbing stairs',
          'shortness of breath when walking two blocks',
          'one episode of fainting while carrying groceries up a flight of stairs',
        ],
      },
      months: { kind: 'number', min: 3, max: 9, unit: 'months' },
      hr: { kind: 'number', lab: 'heartRate', min: 62, max: 88, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 106, max: 134, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 70, max: 86, expect: 'any' },
    },
    check: (v) => n(v.sbp) - n(v.dbp) >= 30 && n(v.sbp) - n(v.dbp) <= 52,
    stem:
      'A {{ageText}} {{person}} comes to the office because of {{symptom}} during the past {{months}}. {{He}} has hyperlipidemia treated with atorvastatin. Pulse is {{hr}} and regular, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The carotid pulses are weak with a delayed upstroke. A harsh grade 3/6 crescendo-decrescendo systolic murmur is heard best at the right second intercostal space and radiates to both sides of the neck. The second heart sound is soft and single. The lungs are clear.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    key: {
      text: 'Aortic stenosis',
      why: 'A crescendo-decrescendo systolic murmur at the right upper sternal border radiating to the carotids, a soft single S2 and a weak, delayed carotid upstroke (pulsus parvus et tardus) define calcific aortic stenosis; angina, syncope and dyspnea on exertion are its classic symptoms.',
    },
    distractors: [
      {
        text: 'Hypertrophic cardiomyopathy',
        why: 'Obstructive hypertrophic cardiomyopathy gives a systolic murmur at the left lower sternal border that does not radiate to the carotids, and the carotid upstroke is brisk (often bifid), not delayed.',
      },
      {
        text: 'Mitral regurgitation',
        why: 'Mitral regurgitation causes a blowing holosystolic murmur at the apex radiating to the axilla, with normal carotid upstrokes.',
      },
      {
        text: 'Aortic regurgitation',
        why: 'Aortic regurgitation causes an early diastolic decrescendo murmur at the left sternal border with a wide pulse pressure and bounding pulses.',
      },
      {
        text: 'Mitral valve prolapse',
        why: 'Mitral valve prolapse gives a midsystolic click followed by a late systolic murmur at the apex, usually in younger patients.',
      },
      {
        text: 'Ventricular septal defect',
        why: 'A ventricular septal defect causes a harsh holosystolic murmur at the left lower sternal border, often with a thrill, and does not weaken the carotid pulse.',
      },
      {
        text: 'Pulmonic stenosis',
        why: 'Pulmonic stenosis causes a systolic ejection murmur at the left upper sternal border that increases with inspiration and does not radiate to the neck or delay the carotid upstroke.',
      },
    ],
    rationale:
      'An older patient with exertional symptoms, a crescendo-decrescendo murmur at the right second intercostal space radiating to the neck, a soft single S2 and a weak, delayed carotid upstroke has severe calcific aortic stenosis. Echocardiography confirms it, and symptomatic severe stenosis is an indication for valve replacement.',
    objective: 'Diagnose aortic stenosis from its murmur, carotid pulse and exertional symptoms.',
  },
  {
    id: 'cardio-hcm-initial-therapy',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hypertrophic cardiomyopathy',
    patient: { sex: 'any', age: { min: 19, max: 36 } },
    variables: {
      symptom: {
        kind: 'choice',
        values: ['shortness of breath and chest tightness', 'chest pain and fatigue', 'shortness of breath and palpitations'],
      },
      activity: { kind: 'choice', values: ['running', 'playing basketball', 'cycling uphill', 'swimming laps'] },
      months: { kind: 'number', min: 2, max: 6, unit: 'months' },
      hr: { kind: 'number', lab: 'heartRate', min: 62, max: 86, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 110, max: 120, expect: 'normal' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 64, max: 78, expect: 'normal' },
      septum: { kind: 'number', min: 20, max: 26, unit: 'mm' },
      gradient: { kind: 'number', min: 50, max: 80, step: 5, unit: 'mm Hg' },
    },
    stem:
      'A {{ageText}} {{person}} comes to the office because of {{symptom}} while {{activity}} during the past {{months}}. {{He}} has never fainted and takes no medications. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. A grade 3/6 systolic ejection murmur is heard at the left lower sternal border; it becomes louder during the strain phase of the Valsalva maneuver and softer when {{he}} squats. Echocardiography shows asymmetric thickening of the interventricular septum to {{septum}}, systolic anterior motion of the mitral valve, a resting left ventricular outflow tract gradient of {{gradient}}, and an ejection fraction of 70%.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    key: {
      text: 'Metoprolol',
      why: 'A non-vasodilating beta-blocker is first-line for symptomatic obstructive hypertrophic cardiomyopathy: slowing the heart rate lengthens diastolic filling and reduces contractility, which lowers the outflow tract gradient.',
    },
    distractors: [
      {
        text: 'Nifedipine',
        why: 'Dihydropyridine calcium channel blockers are arterial vasodilators; lowering afterload increases the outflow obstruction. Only the non-dihydropyridine verapamil is an alternative to beta-blockers.',
      },
      {
        text: 'Furosemide',
        why: 'Diuresis reduces preload and left ventricular size, which worsens dynamic outflow obstruction; diuretics are used only cautiously for congestion.',
      },
      {
        text: 'Nitroglycerin',
        why: 'Nitrates reduce preload by venodilation, shrinking the ventricular cavity and increasing the outflow gradient; they can cause syncope in this condition.',
      },
      {
        text: 'Hydralazine',
        why: 'Arteriolar vasodilation lowers afterload and increases the outflow gradient, worsening symptoms of obstructive hypertrophic cardiomyopathy.',
      },
      {
        text: 'Digoxin',
        why: 'Positive inotropes increase contractility and therefore the dynamic outflow obstruction; digoxin is avoided in obstructive hypertrophic cardiomyopathy.',
      },
      {
        text: 'Lisinopril',
        why: 'ACE inhibitors are vasodilators; reducing afterload increases the outflow gradient, so they are avoided in obstructive disease.',
      },
    ],
    rationale:
      'A young adult with exertional symptoms, a systolic murmur that increases with Valsalva (less preload) and decreases with squatting (more preload and afterload), asymmetric septal hypertrophy, systolic anterior motion of the mitral valve and a resting outflow gradient has obstructive hypertrophic cardiomyopathy. Drugs that lower heart rate and contractility help; anything that lowers preload or afterload or increases contractility makes the obstruction worse.',
    objective: 'Choose a beta-blocker as initial therapy for symptomatic obstructive hypertrophic cardiomyopathy and avoid vasodilators, diuretics and inotropes.',
  },
  {
    id: 'cardio-atrial-fibrillation-anticoagulant-mechanism',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Atrial fibrillation: stroke prevention',
    patient: { sex: 'any', age: { min: 66, max: 79 } },
    variables: {
      days: { kind: 'number', min: 2, max: 5, unit: 'days' },
      history: {
        kind: 'choice',
        values: [
          'hypertension and type 2 diabetes mellitus',
          'hypertension and heart failure with reduced ejection fraction',
          'type 2 diabetes mellitus and a transient ischemic attack 2 years ago',
        ],
      },
      hr: { kind: 'number', lab: 'heartRate', min: 112, max: 138, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 124, max: 146, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 72, max: 88, expect: 'any' },
      creatinine: { kind: 'number', lab: 'creatinine', min: 0.7, max: 1.1, step: 0.1, expect: 'normal' },
      rateAfter: { kind: 'number', min: 74, max: 92, unit: '/min' },
    },
    stem:
      'A {{ageText}} {{person}} comes to the office because of intermittent palpitations and fatigue for {{days}}. {{He}} has {{history}}. {{He}} has no history of bleeding and drinks no alcohol. Pulse is {{hr}} and irregularly irregular, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. An ECG shows atrial fibrillation without ischemic changes. Serum creatinine is {{creatinine}}. Echocardiography shows no mitral stenosis and no prosthetic valve. After oral metoprolol is started, the heart rate falls to {{rateAfter}}.',
    leadIn: "Which of the following is the mechanism of action of the most appropriate drug to reduce this patient's risk of stroke?",
    key: {
      text: 'Direct inhibition of factor Xa',
      why: 'The CHA2DS2-VASc score is at least 2 in a man or 3 in a woman, so long-term oral anticoagulation is indicated; a direct oral anticoagulant such as apixaban (a direct factor Xa inhibitor) is preferred over warfarin in nonvalvular atrial fibrillation.',
    },
    distractors: [
      {
        text: 'Irreversible inhibition of cyclooxygenase',
        why: 'Aspirin is not recommended for stroke prevention in atrial fibrillation: it is much less effective than anticoagulation and carries a similar bleeding risk.',
      },
      {
        text: 'Blockade of the P2Y12 ADP receptor',
        why: 'Clopidogrel, alone or with aspirin, is inferior to oral anticoagulation for preventing cardioembolic stroke in atrial fibrillation.',
      },
      {
        text: 'Blockade of glycoprotein IIb/IIIa',
        why: 'Intravenous glycoprotein IIb/IIIa inhibitors are used around percutaneous coronary intervention and have no role in long-term stroke prevention.',
      },
      {
        text: 'Inhibition of phosphodiesterase 3',
        why: 'Cilostazol improves claudication in peripheral artery disease; it does not prevent atrial thrombus or cardioembolic stroke.',
      },
      {
        text: 'Conversion of plasminogen to plasmin',
        why: 'Fibrinolytics such as alteplase treat acute ischemic stroke or ST-elevation infarction; they are not used for prevention.',
      },
      {
        text: 'Blockade of potassium channels',
        why: 'Class III antiarrhythmics such as amiodarone control rhythm but do not remove the need for anticoagulation, because stroke risk depends on the CHA2DS2-VASc score and not on the rhythm strategy.',
      },
    ],
    rationale:
      'This patient has nonvalvular atrial fibrillation (no moderate-to-severe mitral stenosis or mechanical valve) with age 65 years or older plus {{history}}, giving a CHA2DS2-VASc score high enough that oral anticoagulation is recommended. Rate control with metoprolol treats symptoms but does not reduce stroke risk. Direct oral anticoagulants (apixaban, rivaroxaban, edoxaban, dabigatran) are preferred over warfarin because they cause less intracranial hemorrhage.',
    objective: 'Recognize the indication for oral anticoagulation in nonvalvular atrial fibrillation and the mechanism of factor Xa inhibitors.',
  },
  {
    id: 'cardio-acute-decompensated-heart-failure',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute decompensated heart failure',
    patient: { sex: 'any', age: { min: 58, max: 79 } },
    variables: {
      days: { kind: 'number', min: 3, max: 7, unit: 'days' },
      cause: {
        kind: 'choice',
        values: [
          'ischemic cardiomyopathy with a left ventricular ejection fraction of 30%',
          'nonischemic dilated cardiomyopathy with a left ventricular ejection fraction of 25%',
          'ischemic cardiomyopathy with a left ventricular ejection fraction of 35%',
        ],
      },
      trigger: {
        kind: 'choice',
        values: [
          'ate salty food at several family gatherings',
          'stopped taking all prescribed medications 10 days ago',
          'has been eating canned soups and fast food',
        ],
      },
      hr: { kind: 'number', lab: 'heartRate', min: 102, max: 116, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 24, max: 30, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 142, max: 166, expect: 'high' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 84, max: 98, expect: 'high' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 86, max: 91, expect: 'low' },
      temp: { kind: 'number', lab: 'temperature', min: 36.6, max: 37.3, step: 0.1, expect: 'normal' },
      bnp: { kind: 'number', lab: 'bnp', min: 900, max: 2200, step: 50, expect: 'high' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 40,
    stem:
      'A {{ageText}} {{person}} comes to the emergency department because of progressive shortness of breath and leg swelling for {{days}}. {{He}} now sleeps sitting upright in a chair. {{He}} has {{cause}} and {{trigger}}. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Oxygen saturation is {{spo2}} on room air. The jugular venous pressure is 14 cm H2O. There are crackles over both lower lung fields, an S3 gallop, and 2+ pitting edema to the knees. The extremities are warm. Serum BNP is {{bnp}}. An ECG shows sinus tachycardia without acute ST-segment changes. Chest radiography shows cephalization of the pulmonary vessels and small bilateral pleural effusions. Supplemental oxygen is started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Intravenous furosemide',
      why: 'A loop diuretic given intravenously is first-line for the congested ("warm and wet") patient: it relieves pulmonary and systemic congestion, and the IV route avoids poor absorption from an edematous gut.',
    },
    distractors: [
      {
        text: 'Intravenous normal saline bolus',
        why: 'This patient is volume overloaded, with pulmonary edema, raised jugular venous pressure and peripheral edema; fluid would worsen congestion and hypoxemia.',
      },
      {
        text: 'Intravenous metoprolol',
        why: 'Beta-blockers are not started or up-titrated during acute decompensation because negative inotropy can precipitate cardiogenic shock; they are started once the patient is euvolemic.',
      },
      {
        text: 'Intravenous dobutamine',
        why: 'Inotropes are for low-output ("cold") heart failure with hypoperfusion or cardiogenic shock; this patient is hypertensive with warm extremities.',
      },
      {
        text: 'Oral spironolactone',
        why: 'Mineralocorticoid receptor antagonists reduce mortality in chronic heart failure with reduced ejection fraction but act too slowly and weakly to treat acute pulmonary edema.',
      },
      {
        text: 'Oral sacubitril-valsartan',
        why: 'Sacubitril-valsartan is long-term guideline-directed therapy for heart failure with reduced ejection fraction, not treatment of acute congestion.',
      },
      {
        text: 'Intravenous diltiazem',
        why: 'Non-dihydropyridine calcium channel blockers are negative inotropes and are avoided in heart failure with reduced ejection fraction; the tachycardia here is a sinus response to decompensation.',
      },
    ],
    rationale:
      'Orthopnea, raised jugular venous pressure, crackles, an S3, peripheral edema, a high BNP and pulmonary vascular congestion on radiography indicate acute decompensated heart failure with volume overload, with warm extremities and preserved blood pressure ("warm and wet"). After oxygen, the priority is decongestion with an intravenous loop diuretic; vasodilators such as nitroglycerin can be added when blood pressure is high.',
    objective: 'Treat volume-overloaded acute decompensated heart failure with an intravenous loop diuretic.',
  },
];
