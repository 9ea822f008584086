import type { WrittenItem } from '../types';

export const itemsA: readonly WrittenItem[] = [
  {
    id: 'cardio-w-mitral-stenosis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Mitral stenosis',
    stem:
      'A 34-year-old woman comes to the office because of shortness of breath on exertion for 6 months and palpitations for 1 week. She moved to the United States from Guatemala 5 years ago. At age 10 years, she had a prolonged illness with fever and painful, swollen knees and ankles. Pulse is 112/min and irregularly irregular, respirations are 18/min, and blood pressure is 112/70 mm Hg. The first heart sound is loud. A high-pitched sound is heard shortly after the second heart sound and is followed by a low-pitched diastolic rumble at the apex, best heard with the bell while she lies on her left side. Fine crackles are heard at both lung bases.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Aortic regurgitation',
        why: 'Aortic regurgitation causes a high-pitched early diastolic decrescendo murmur along the left sternal border with a wide pulse pressure, not an opening snap and apical rumble.',
      },
      {
        text: 'Aortic stenosis',
        why: 'Aortic stenosis causes a crescendo-decrescendo systolic murmur at the right upper sternal border radiating to the carotids.',
      },
      {
        text: 'Mitral regurgitation',
        why: 'Mitral regurgitation (also a rheumatic lesion) causes a holosystolic apical murmur radiating to the axilla and a soft, not loud, S1.',
      },
      {
        text: 'Mitral stenosis',
        why: 'A loud S1, an opening snap after S2 and a low-pitched mid-diastolic rumble at the apex are the findings of mitral stenosis, the classic late sequel of rheumatic fever.',
      },
      {
        text: 'Tricuspid regurgitation',
        why: 'Tricuspid regurgitation causes a holosystolic murmur at the left lower sternal border that increases with inspiration, with prominent jugular v waves.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A childhood illness with fever and migratory large-joint arthritis suggests rheumatic fever, and the mitral valve is the valve most often scarred by it. The loud S1, the high-pitched opening snap shortly after S2 and the low-pitched diastolic rumble at the apex (heard with the bell in the left lateral decubitus position) indicate mitral stenosis. The raised left atrial pressure explains the pulmonary crackles and exertional dyspnea, and left atrial enlargement predisposes to the atrial fibrillation that has now appeared.',
    objective: 'Diagnose rheumatic mitral stenosis from the opening snap and diastolic apical rumble.',
  },
  {
    id: 'cardio-w-digoxin-toxicity',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Digoxin toxicity',
    stem:
      'A 77-year-old woman is brought to the emergency department by her daughter because of nausea, vomiting, and loss of appetite for 3 days. She says objects look blurry and yellow-tinged. She has heart failure with reduced ejection fraction and atrial fibrillation treated with digoxin, furosemide, metoprolol, and apixaban; amiodarone was added 2 weeks ago. Pulse is 44/min, respirations are 16/min, and blood pressure is 104/62 mm Hg. She is oriented to person only. An ECG shows atrial fibrillation with a slow, regular ventricular rate of 44/min and frequent premature ventricular contractions in a bigeminal pattern. Serum potassium is 6.2 mEq/L, creatinine is 1.6 mg/dL (1.1 mg/dL 1 month ago), and the serum digoxin concentration is 3.4 ng/mL (target range in heart failure, 0.5-0.9 ng/mL).',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Calcium gluconate',
        why: 'Calcium stabilizes the cardiac membrane in ordinary hyperkalemia, but it does not reverse digoxin poisoning, which is driving the bradyarrhythmia; calcium was long thought to worsen digoxin cardiotoxicity.',
      },
      {
        text: 'Digoxin immune Fab',
        why: 'Antibody fragments bind digoxin and reverse its toxicity within about an hour; indications include symptomatic bradyarrhythmias, ventricular arrhythmias, marked hyperkalemia and end-organ dysfunction such as altered mental status, all present here.',
      },
      {
        text: 'Hemodialysis',
        why: 'Digoxin has a large volume of distribution and is poorly removed by dialysis; dialysis would only help the hyperkalemia of renal failure.',
      },
      {
        text: 'Sodium polystyrene sulfonate',
        why: 'Potassium binders act over hours and do not reverse the underlying digoxin poisoning that is causing the bradyarrhythmia.',
      },
      {
        text: 'Synchronized cardioversion',
        why: 'Electrical cardioversion in digoxin toxicity can provoke ventricular fibrillation, and the problem is a slow ventricular rate, not a tachyarrhythmia.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Amiodarone reduces digoxin clearance, and worsening renal function reduces it further. The result is digoxin toxicity: gastrointestinal symptoms, xanthopsia, confusion, a regularized slow ventricular rate in atrial fibrillation (AV block with a junctional escape rhythm), ventricular ectopy, and hyperkalemia from Na+/K+-ATPase inhibition compounded by reduced renal function. Symptomatic bradyarrhythmia with hyperkalemia is an indication for digoxin-specific antibody fragments.',
    objective: 'Recognize digoxin toxicity and treat it with digoxin immune Fab.',
  },
  {
    id: 'cardio-w-preexcited-atrial-fibrillation',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Wolff-Parkinson-White syndrome',
    stem:
      'A 24-year-old man comes to the emergency department because of palpitations that began suddenly 1 hour ago while he was playing soccer. Since adolescence, he has had brief episodes of a racing heartbeat that stopped on their own. Pulse is about 220/min and irregularly irregular, respirations are 18/min, and blood pressure is 122/76 mm Hg. He is alert and has no chest pain or shortness of breath. An ECG shows an irregularly irregular wide-complex tachycardia with rates up to 250/min and QRS complexes that vary in width and shape from beat to beat. An ECG from a clinic visit last year showed a short PR interval and a slurred upstroke of the QRS complex.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Adenosine',
        why: 'Adenosine blocks the AV node and can increase conduction down the accessory pathway, risking ventricular fibrillation; it is for regular narrow-complex reentrant tachycardia.',
      },
      {
        text: 'Amiodarone',
        why: 'Intravenous amiodarone has AV nodal blocking effects and has been associated with ventricular fibrillation in pre-excited atrial fibrillation; it is not recommended in this setting.',
      },
      {
        text: 'Digoxin',
        why: 'Digoxin shortens the refractory period of the accessory pathway and blocks the AV node, which can accelerate the ventricular rate and precipitate ventricular fibrillation.',
      },
      {
        text: 'Diltiazem',
        why: 'AV nodal blockers divert impulses down the accessory pathway and can cause ventricular fibrillation; they are used for atrial fibrillation without pre-excitation.',
      },
      {
        text: 'Procainamide',
        why: 'Procainamide (or ibutilide) slows conduction through the accessory pathway and can restore sinus rhythm; it is the drug of choice for stable pre-excited atrial fibrillation.',
      },
    ],
    answerIndex: 4,
    rationale:
      'An irregularly irregular, very fast wide-complex tachycardia with beat-to-beat variation in QRS morphology, in a young man whose baseline ECG showed a short PR interval and a delta wave, is atrial fibrillation conducting down an accessory pathway (pre-excited atrial fibrillation). He is hemodynamically stable, so pharmacologic treatment that slows accessory pathway conduction is appropriate; an unstable patient needs immediate synchronized cardioversion. All AV nodal blocking drugs are avoided. Catheter ablation of the pathway is the definitive treatment.',
    objective: 'Treat stable pre-excited atrial fibrillation with procainamide and avoid AV nodal blocking drugs.',
  },
  {
    id: 'cardio-w-complete-heart-block',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Third-degree atrioventricular block',
    stem:
      'A 74-year-old man comes to the emergency department because of fatigue and two episodes of near-fainting during the past week. He has hypertension treated with lisinopril and takes no other medications. He has not traveled or spent time outdoors in wooded areas. Pulse is 36/min and regular, and blood pressure is 138/62 mm Hg. He is alert. Intermittent large a waves are seen in the jugular venous pulse. An ECG shows regular P waves at 78/min and regular wide QRS complexes at 36/min with no consistent relationship between them. Serum potassium is 4.4 mEq/L, and troponin I is 0.02 ng/mL. Transcutaneous pacing pads are applied.',
    leadIn: 'Which of the following is the most appropriate definitive treatment?',
    options: [
      {
        text: 'Atropine',
        why: 'Atropine can be tried as a temporizing measure, but it acts on the AV node and is often ineffective in infranodal block with wide escape complexes; it is not a long-term treatment.',
      },
      {
        text: 'Implantable cardioverter-defibrillator',
        why: 'A defibrillator is indicated for prevention of sudden death from ventricular arrhythmias (for example, ejection fraction 35% or less); this patient needs reliable pacing for a bradyarrhythmia.',
      },
      {
        text: 'Isoproterenol infusion',
        why: 'A chronotropic infusion can support the rate briefly until pacing is available but is not a definitive therapy.',
      },
      {
        text: 'Permanent pacemaker',
        why: 'Symptomatic third-degree AV block without a reversible cause is a class I indication for a permanent pacemaker.',
      },
      {
        text: 'Theophylline',
        why: 'Theophylline is used for bradycardia after heart transplantation or spinal cord injury; it is not an accepted treatment for degenerative complete heart block.',
      },
    ],
    answerIndex: 3,
    rationale:
      'P waves and QRS complexes that each march out regularly but independently, with a slow wide escape rhythm, indicate third-degree (complete) atrioventricular block; intermittent cannon a waves reflect atria contracting against closed AV valves. Reversible causes (AV nodal blocking drugs, hyperkalemia, ischemia, Lyme disease) are absent, so the block is most likely degenerative conduction system disease. Temporary pacing bridges the patient to implantation of a permanent pacemaker.',
    objective: 'Recognize third-degree AV block and choose a permanent pacemaker when no reversible cause is present.',
  },
  {
    id: 'cardio-w-ace-inhibitor-cough',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'ACE inhibitor adverse effects',
    stem:
      'A 57-year-old woman comes to the office because of a dry, tickling cough for 5 weeks. She has no fever, shortness of breath, heartburn, or nasal congestion, and she has never smoked. Seven weeks ago, she began taking lisinopril for hypertension; her other medication is metformin for type 2 diabetes mellitus. Temperature is 36.8°C, pulse is 74/min, respirations are 14/min, and blood pressure is 128/78 mm Hg. Examination of the nose, throat, and lungs shows no abnormalities. Chest radiography shows no abnormalities.',
    leadIn: "Which of the following is the most likely mechanism of this patient's cough?",
    options: [
      {
        text: 'Accumulation of bradykinin',
        why: 'ACE (kininase II) also degrades bradykinin and substance P; their accumulation in the airway causes the dry cough seen in roughly 5-20% of patients taking ACE inhibitors.',
      },
      {
        text: 'Eosinophilic airway inflammation',
        why: 'Cough-variant asthma or eosinophilic bronchitis causes chronic cough, but there is no atopic history, and the cough began soon after starting a new drug.',
      },
      {
        text: 'Histamine-mediated postnasal drip',
        why: 'Upper airway cough syndrome is a common cause of chronic cough, but she has no rhinitis, congestion or throat findings.',
      },
      {
        text: 'Increased angiotensin II activity',
        why: 'ACE inhibitors decrease angiotensin II formation; angiotensin II does not cause cough.',
      },
      {
        text: 'Reflux of gastric acid',
        why: 'Gastroesophageal reflux can cause chronic cough, but she has no heartburn, and the timing after starting lisinopril points to the drug.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A dry cough that starts within weeks of beginning an ACE inhibitor, with a normal examination and chest radiograph, is most likely drug-induced. Blocking ACE prevents the breakdown of bradykinin and substance P, which sensitize airway cough receptors. The cough resolves within days to weeks after stopping the drug; an angiotensin II receptor blocker, which does not affect bradykinin breakdown, is the usual substitute and keeps the renal benefit in diabetes.',
    objective: 'Attribute ACE inhibitor cough to bradykinin accumulation and switch to an angiotensin receptor blocker.',
  },
  {
    id: 'cardio-w-constrictive-pericarditis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Constrictive pericarditis',
    stem:
      'A 63-year-old man comes to the office because of increasing abdominal girth, leg swelling, and fatigue for 6 months. He underwent coronary artery bypass grafting 4 years ago. He rarely drinks alcohol. Pulse is 96/min, and blood pressure is 108/74 mm Hg. The jugular venous pressure is 16 cm H2O and rises during inspiration. A high-pitched early diastolic sound is heard shortly after S2 at the left sternal border. There is shifting dullness of the abdomen and 2+ pitting edema of both legs. Serum albumin is 3.9 g/dL. Echocardiography shows normal left ventricular wall thickness, an ejection fraction of 60%, and an abrupt shift of the septum toward the left ventricle during inspiration. CT of the chest shows a thickened, calcified pericardium with no effusion.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Cardiac tamponade',
        why: 'Tamponade requires a pericardial effusion and causes hypotension with pulsus paradoxus; the jugular venous pressure falls normally with inspiration, and there is no early diastolic knock.',
      },
      {
        text: 'Cirrhosis',
        why: 'Cirrhosis causes ascites and edema, but the jugular venous pressure is normal; a raised JVP that rises with inspiration points to a cardiac cause.',
      },
      {
        text: 'Constrictive pericarditis',
        why: 'A rigid, calcified pericardium after cardiac surgery limits diastolic filling: raised JVP with a Kussmaul sign, a pericardial knock, right-sided congestion and respiratory septal shift with normal systolic function.',
      },
      {
        text: 'Dilated cardiomyopathy',
        why: 'Dilated cardiomyopathy produces an enlarged ventricle with a reduced ejection fraction; here systolic function is normal.',
      },
      {
        text: 'Restrictive cardiomyopathy',
        why: 'Restrictive cardiomyopathy (for example amyloidosis) causes similar right-sided congestion, but the myocardium is often thickened, the pericardium is normal, and there is no respiratory septal shift.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Prior cardiac surgery is a leading cause of constrictive pericarditis in developed countries. Right-sided congestion (ascites, edema) with a raised JVP that paradoxically rises on inspiration (Kussmaul sign), an early diastolic pericardial knock, preserved ejection fraction, inspiratory septal shift (ventricular interdependence) and a thickened, calcified pericardium establish the diagnosis. Pericardiectomy is the definitive treatment for chronic symptomatic constriction.',
    objective: 'Distinguish constrictive pericarditis from tamponade, restrictive cardiomyopathy and liver disease.',
  },
];
