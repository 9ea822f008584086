import type { WrittenItem } from '../types';

export const itemsB: readonly WrittenItem[] = [
  {
    id: 'cardio-w-hypertension-diabetic-albuminuria',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hypertension with diabetic kidney disease',
    stem:
      'A 54-year-old man comes to the office for follow-up of elevated blood pressure. He has type 2 diabetes mellitus treated with metformin. He does not smoke. His blood pressure was 150/94 mm Hg 1 month ago and is 148/92 mm Hg today; home readings average 146/90 mm Hg. Pulse is 76/min. BMI is 31 kg/m². Examination shows no other abnormalities. Hemoglobin A1c is 7.2%, serum creatinine is 1.0 mg/dL, and potassium is 4.3 mEq/L. The urine albumin-to-creatinine ratio is 180 mg/g (normal <30) on two samples 3 months apart.',
    leadIn: "Which of the following is the most appropriate pharmacotherapy for this patient's hypertension?",
    options: [
      {
        text: 'Amlodipine',
        why: 'Calcium channel blockers are first-line for hypertension without albuminuria and are a good add-on drug, but they do not reduce albuminuria or slow diabetic kidney disease as renin-angiotensin blockade does.',
      },
      {
        text: 'Clonidine',
        why: 'Central alpha-2 agonists are reserved for resistant hypertension because of sedation and rebound hypertension on withdrawal.',
      },
      {
        text: 'Hydrochlorothiazide',
        why: 'Thiazides are first-line for uncomplicated hypertension, but in albuminuric diabetic kidney disease an ACE inhibitor or angiotensin receptor blocker is preferred first.',
      },
      {
        text: 'Lisinopril',
        why: 'ACE inhibitors lower intraglomerular pressure by dilating the efferent arteriole, reducing albuminuria and slowing progression of diabetic kidney disease.',
      },
      {
        text: 'Metoprolol',
        why: 'Beta-blockers are not first-line for hypertension without a specific indication such as coronary disease, heart failure or rate control.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Blood pressure persistently above 130/80 mm Hg in a patient with diabetes needs drug treatment, and a urine albumin-to-creatinine ratio of 30 mg/g or more on repeated samples indicates diabetic kidney disease. An ACE inhibitor (or an angiotensin receptor blocker, not both) is the first choice because it reduces albuminuria and slows loss of kidney function; potassium and creatinine are rechecked 1-2 weeks after starting it.',
    objective: 'Choose an ACE inhibitor or angiotensin receptor blocker for hypertension with diabetic albuminuria.',
  },
  {
    id: 'cardio-w-atheroembolic-disease',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cholesterol atheroembolism',
    stem:
      'A 69-year-old man comes to the office because of painful, discolored toes on both feet for 1 week. Two weeks ago, he underwent cardiac catheterization through the right femoral artery with placement of a stent in the left anterior descending artery. He has hypertension, hyperlipidemia, and a 40-pack-year smoking history. Pulse is 78/min, and blood pressure is 146/86 mm Hg. A lacy, violaceous, netlike rash is present over both thighs, and several toes are blue and tender. Dorsalis pedis and posterior tibial pulses are palpable bilaterally. Serum creatinine is 2.3 mg/dL (1.0 mg/dL before the procedure). Leukocyte count is 9,800/mm³ with 9% eosinophils. Serum complement C3 concentration is decreased.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Acute interstitial nephritis',
        why: 'Drug-induced interstitial nephritis causes kidney injury with eosinophilia and a diffuse drug rash, but not livedo reticularis or blue toes, and complement is normal.',
      },
      {
        text: 'Atheroembolic disease',
        why: 'Cholesterol crystals dislodged from aortic plaque during catheterization lodge in small arteries of the skin and kidneys, causing livedo, blue toes with intact pulses, subacute kidney injury, eosinophilia and low complement.',
      },
      {
        text: 'Contrast-induced nephropathy',
        why: 'Contrast nephropathy raises creatinine within 24-72 hours and usually recovers in a week; it does not cause skin findings, eosinophilia or hypocomplementemia.',
      },
      {
        text: 'Femoral artery thrombosis',
        why: 'Thrombosis at the access site causes an acutely cold, pale limb with absent distal pulses on one side, not bilateral digital ischemia with palpable pulses.',
      },
      {
        text: 'Polyarteritis nodosa',
        why: 'Polyarteritis nodosa can cause livedo and renal injury, but it is a subacute systemic vasculitis unrelated to a recent arterial procedure and does not typically cause eosinophilia or low complement.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Days to weeks after an arterial catheter procedure, a patient with extensive atherosclerosis develops livedo reticularis, painful blue toes despite palpable pedal pulses, a subacute rise in creatinine, eosinophilia and hypocomplementemia. This is cholesterol crystal embolization from the aorta to small distal arteries. Skin or kidney biopsy shows biconvex cholesterol clefts in arterioles; treatment is supportive, with statins and risk-factor control.',
    objective: 'Recognize atheroembolic disease after an arterial procedure and distinguish it from contrast nephropathy.',
  },
  {
    id: 'cardio-w-claudication-cilostazol',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Peripheral artery disease',
    stem:
      'A 66-year-old man comes to the office because of cramping pain in both calves when he walks more than one block. The pain resolves within 5 minutes of rest. He has hypertension and hyperlipidemia and stopped smoking 2 years ago after a 50-pack-year history. For the past 4 months, he has taken aspirin and high-intensity atorvastatin and has completed a supervised exercise program, but his walking distance has improved only slightly and he cannot do his job as a mail carrier. He has no history of heart failure. Pedal pulses are diminished bilaterally; the feet are warm, without ulcers. The ankle-brachial index is 0.68 on the right and 0.72 on the left.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate drug to add to improve his walking distance?',
    options: [
      {
        text: 'Blockade of beta-1 adrenergic receptors',
        why: 'Beta-1 selective blockers are safe in peripheral artery disease but do not improve claudication; they are used for other indications such as coronary disease.',
      },
      {
        text: 'Blockade of P2Y12 ADP receptors',
        why: 'Clopidogrel is an alternative antiplatelet drug for cardiovascular risk reduction in peripheral artery disease; it does not increase walking distance, and he already takes aspirin.',
      },
      {
        text: 'Direct inhibition of factor Xa',
        why: 'Low-dose rivaroxaban with aspirin reduces major cardiovascular and limb events in peripheral artery disease but does not treat claudication symptoms.',
      },
      {
        text: 'Inhibition of phosphodiesterase 3',
        why: 'Cilostazol raises cAMP in platelets and vascular smooth muscle, causing vasodilation and inhibiting platelet aggregation; it improves pain-free walking distance, and its main contraindication is heart failure of any severity.',
      },
      {
        text: 'Inhibition of vitamin K epoxide reductase',
        why: 'Warfarin does not improve claudication and adds bleeding risk without benefit in peripheral artery disease without another indication for anticoagulation.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Exertional calf pain relieved by rest with an ankle-brachial index below 0.90 is intermittent claudication from peripheral artery disease. He already receives antiplatelet and statin therapy and has completed supervised exercise, yet his symptoms still limit his work. Cilostazol, a phosphodiesterase 3 inhibitor, is the drug shown to improve walking distance; it is contraindicated in heart failure of any severity, which he does not have. Revascularization is considered if lifestyle-limiting symptoms persist.',
    objective: 'Add cilostazol (a phosphodiesterase 3 inhibitor) for persistent claudication when there is no heart failure.',
  },
  {
    id: 'cardio-w-papillary-muscle-rupture',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Mechanical complications of myocardial infarction',
    stem:
      'A 66-year-old woman is hospitalized for an inferior ST-elevation myocardial infarction. She arrived 20 hours after the onset of chest pain, when her pain had resolved, and was treated medically. On the fourth hospital day, she suddenly develops severe shortness of breath. Pulse is 118/min, respirations are 30/min, and blood pressure is 88/56 mm Hg. Oxygen saturation is 86% on 4 L/min of oxygen by nasal cannula. A new grade 3/6 holosystolic murmur is heard at the apex and radiates to the left axilla; there is no palpable thrill. Crackles are heard throughout both lung fields. The jugular venous pressure is 9 cm H2O.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Interventricular septal rupture',
        why: 'Septal rupture also presents 3-5 days after infarction with a new holosystolic murmur, but it is loudest at the left lower sternal border, usually with a thrill and signs of right heart overload.',
      },
      {
        text: 'Left ventricular aneurysm',
        why: 'An aneurysm develops weeks after infarction and causes persistent ST elevation, heart failure, thrombus or ventricular arrhythmias, not a sudden new murmur.',
      },
      {
        text: 'Left ventricular free wall rupture',
        why: 'Free wall rupture causes hemopericardium with tamponade (hypotension, raised JVP, faint heart sounds) or sudden death, without a new murmur or pulmonary edema.',
      },
      {
        text: 'Papillary muscle rupture',
        why: 'Rupture of the posteromedial papillary muscle, which has a single blood supply from the posterior descending artery, causes acute severe mitral regurgitation with flash pulmonary edema 2-7 days after an inferior infarction.',
      },
      {
        text: 'Postinfarction pericarditis',
        why: 'Pericarditis after infarction causes pleuritic positional chest pain and a friction rub, not a holosystolic murmur with pulmonary edema and shock.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Sudden pulmonary edema and hypotension several days after an inferior infarction, with a new apical holosystolic murmur radiating to the axilla and no thrill, indicate acute mitral regurgitation from papillary muscle rupture. The posteromedial papillary muscle is vulnerable because it depends on one artery, usually the posterior descending branch of the right coronary artery. Late presentation without reperfusion increases the risk of all mechanical complications. Echocardiography confirms the diagnosis, and emergency surgery is needed, with afterload reduction or mechanical support as a bridge.',
    objective: 'Distinguish papillary muscle rupture from septal rupture and free wall rupture after myocardial infarction.',
  },
  {
    id: 'cardio-w-omm-chapman-heart',
    category: 'Cardiology',
    examTypes: ['comlex'],
    topic: 'Chapman reflex points: heart',
    stem:
      'A 61-year-old man comes to the office because of pressure-like chest discomfort when walking uphill during the past 2 months. The discomfort resolves within 5 minutes of rest. He has hypertension and hyperlipidemia. Pulse is 72/min, and blood pressure is 138/84 mm Hg. Cardiopulmonary examination shows no abnormalities. A resting ECG shows no abnormalities, and exercise stress testing is scheduled. On osteopathic examination, a small, smooth, firm, tender nodule is palpated in the deep fascia on the anterior chest wall; it is consistent with an anterior Chapman reflex point related to the heart.',
    leadIn: 'Which of the following is the most likely location of this nodule?',
    options: [
      {
        text: 'Along the iliotibial band',
        why: 'Chapman points along the iliotibial band on the lateral thigh relate to the colon.',
      },
      {
        text: 'One inch superior and lateral to the umbilicus',
        why: 'The anterior Chapman point 1 inch superior and 1 inch lateral to the umbilicus relates to the kidney.',
      },
      {
        text: 'Second intercostal space adjacent to the sternum',
        why: 'The anterior Chapman reflex point for the heart (myocardium) is in the second intercostal space next to the sternum.',
      },
      {
        text: 'Sixth intercostal space, right midclavicular line',
        why: 'This point relates to the gallbladder, an upper gastrointestinal organ innervated from T5-T9.',
      },
      {
        text: 'Tip of the right 12th rib',
        why: 'The anterior Chapman point at the tip of the right 12th rib relates to the appendix.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Chapman reflex points are small, smooth, firm, often tender gangliform nodules in the deep fascia that reflect visceral dysfunction through the autonomic nervous system. Anterior points are used mainly for diagnosis and posterior points for treatment. This patient has exertional angina, and the anterior Chapman point for the heart lies in the second intercostal space near the sternum; its posterior counterpart lies between the transverse processes of T2 and T3. The finding supports, but does not replace, the planned cardiac evaluation.',
    objective: 'Locate the anterior Chapman reflex point for the heart in the second intercostal space near the sternum.',
  },
  {
    id: 'cardio-w-omm-rib-raising-sympathetic',
    category: 'Cardiology',
    examTypes: ['comlex'],
    topic: 'OMT for sympathetic hyperactivity in cardiac disease',
    stem:
      'A 68-year-old woman is hospitalized with a non-ST-elevation myocardial infarction. She underwent placement of a coronary stent 2 days ago and is receiving aspirin, ticagrelor, metoprolol, and atorvastatin. She is now free of pain. Pulse is 68/min, and blood pressure is 124/76 mm Hg. Osteopathic structural examination shows warm, boggy paraspinal tissue texture changes with deep muscle hypertonicity in the left upper thoracic region. Her physician plans gentle osteopathic manipulative treatment to reduce sympathetic hyperactivity to the heart.',
    leadIn: 'Which of the following is the most appropriate technique?',
    options: [
      {
        text: 'Counterstrain to lumbar tender points',
        why: 'Counterstrain treats tender points of the corresponding segment; lumbar tender points have no sympathetic relation to the heart.',
      },
      {
        text: 'High-velocity, low-amplitude thrust to T2',
        why: 'A thrust technique is not the gentle approach planned for a patient 2 days after infarction who is receiving dual antiplatelet therapy, and it is not the standard method to normalize sympathetic tone.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'Lymphatic pumps improve lymphatic and venous return; they do not target the thoracic sympathetic chain ganglia.',
      },
      {
        text: 'Rib raising',
        why: 'Rib raising applies gentle rhythmic anterolateral traction at the angles of the upper ribs, over the sympathetic chain ganglia, to normalize sympathetic outflow; it is well tolerated in hospitalized patients.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral techniques influence the pelvic splanchnic (S2-S4) parasympathetic outflow to the pelvic organs and distal colon, not the cardiac sympathetic supply.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Sympathetic innervation of the heart comes from the upper thoracic segments (T1-T5), and the paravertebral chain ganglia lie just anterior to the rib heads. Rib raising at these levels is a gentle articulatory technique that reduces segmental sympathetic hyperactivity and can be used in hospitalized patients, including after acute coronary syndromes. Thrust techniques are avoided in this setting.',
    objective: 'Choose rib raising to reduce thoracic sympathetic hyperactivity in a hospitalized cardiac patient.',
  },
];
