import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'cardio-q-right-ventricular-infarction',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Right ventricular myocardial infarction',
    stem: 'A 62-year-old man is brought to the emergency department 90 minutes after the onset of substernal chest pressure with diaphoresis and nausea. He has hypertension and smokes one pack of cigarettes daily. Paramedics gave him chewed aspirin and one dose of sublingual nitroglycerin, after which he became lightheaded. He appears pale. Pulse is 56/min, respirations are 18/min, and blood pressure is 78/50 mm Hg. Oxygen saturation is 97% on room air. The jugular venous pressure is 13 cm H2O. The lungs are clear to auscultation, and there is no murmur. An ECG shows ST-segment elevation in leads II, III, and aVF; a right-sided precordial lead (V4R) shows 1.5 mm of ST-segment elevation. The cardiac catheterization team has been called in.',
    leadIn: 'Which of the following is the most appropriate next step in management while reperfusion is being arranged?',
    options: [
      {
        text: 'Intravenous fluid bolus',
        why: 'The infarcted right ventricle depends on preload; an isotonic crystalloid bolus raises right-sided filling and, through it, left ventricular filling and output. It is the first treatment for hypotension with clear lungs in right ventricular infarction.',
      },
      {
        text: 'Intravenous furosemide',
        why: 'Diuresis removes the preload the failing right ventricle needs and would deepen the shock; a loop diuretic is right for infarction complicated by pulmonary edema, which this patient does not have.',
      },
      {
        text: 'Intravenous metoprolol',
        why: 'Early intravenous beta-blockade is avoided in hypotension, bradycardia or signs of shock because it increases the risk of cardiogenic shock; an oral beta-blocker is started later in stable patients.',
      },
      {
        text: 'Intravenous morphine',
        why: 'Morphine venodilates and lowers preload, so it worsens hypotension in right ventricular infarction; it is reserved for pain that persists despite other therapy in a stable patient.',
      },
      {
        text: 'Repeat sublingual nitroglycerin',
        why: 'Nitrates are contraindicated with a systolic pressure below 90 mm Hg and in suspected right ventricular infarction; the first dose already precipitated the hypotension.',
      },
    ],
    answerIndex: 0,
    rationale:
      'ST elevation in the inferior leads together with ST elevation in V4R indicates an inferior infarction extending into the right ventricle, usually from a proximal right coronary artery occlusion. Hypotension, a raised jugular venous pressure and clear lungs, and a fall in pressure after a single nitrate dose, show a preload-dependent right ventricle that cannot push enough blood through the lungs to fill the left ventricle. While reperfusion is arranged, the hypotension is treated with intravenous fluid; if pressure stays low, an inotrope such as dobutamine is added. Bradycardia and AV block are common because the right coronary artery usually supplies the sinus and AV nodes.',
    objective: 'Manage hypotension in right ventricular infarction with intravenous fluid and avoid preload-reducing drugs.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Inferior MI with hypotension, a raised JVP and clear lungs is right ventricular infarction: give fluid and avoid nitrates, morphine and diuretics.',
  },
  {
    id: 'cardio-q-stemi-fibrinolysis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'ST-elevation myocardial infarction: reperfusion strategy',
    stem: 'A 57-year-old woman comes to the emergency department of a rural hospital because of crushing substernal chest pain that began 2 hours ago. She has type 2 diabetes mellitus and hypertension. She has no history of stroke, bleeding, recent surgery, or head trauma. Pulse is 92/min, respirations are 18/min, and blood pressure is 146/88 mm Hg. Oxygen saturation is 97% on room air. The lungs are clear. An ECG shows 3-mm ST-segment elevation in leads V1 through V4. She is given aspirin and intravenous heparin. Because of a snowstorm, air transport is unavailable, and the estimated ground transfer time to the nearest hospital with a cardiac catheterization laboratory is 3 hours.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Coronary CT angiography',
        why: 'CT angiography evaluates stable chest pain of uncertain cause; an ST-elevation infarction needs reperfusion, and imaging would only delay it.',
      },
      {
        text: 'Fibrinolytic therapy',
        why: 'When primary PCI cannot be done within 120 minutes of first medical contact, a fibrin-specific lytic such as tenecteplase, given within 30 minutes of arrival, is recommended for patients presenting within 12 hours of onset without contraindications.',
      },
      {
        text: 'Serial troponin measurements',
        why: 'Serial troponins diagnose non-ST-elevation infarction; with diagnostic ST elevation, waiting for biomarkers delays reperfusion and loses myocardium.',
      },
      {
        text: 'Transfer for primary angioplasty',
        why: 'Primary PCI is preferred when it can be delivered within 120 minutes of first medical contact; a 3-hour transfer exceeds that window, so lysis comes first and transfer follows.',
      },
      {
        text: 'Treadmill stress testing',
        why: 'Stress testing is contraindicated in acute infarction; it is used in stable patients with suspected chronic coronary disease.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Ongoing chest pain for 2 hours with 3-mm ST elevation in V1-V4 is an acute anterior ST-elevation myocardial infarction that needs immediate reperfusion. Primary percutaneous coronary intervention is preferred only when it can be delivered within 120 minutes of first medical contact. Here transfer alone takes about 3 hours, she presents within 12 hours of onset, and she has no contraindication to lysis (prior hemorrhagic stroke, recent ischemic stroke, active bleeding, recent surgery or head trauma, severe uncontrolled hypertension). Fibrinolysis should therefore start within 30 minutes of arrival, followed by transfer to a PCI-capable center: urgently if reperfusion fails, and for routine angiography within 3-24 hours if it succeeds.',
    objective: 'Choose fibrinolysis for STEMI when primary PCI cannot be performed within 120 minutes of first medical contact.',
    task: 'next-step',
    steps: 2,
    takeHome: 'In STEMI, choose primary PCI if it can happen within 120 minutes of first contact; otherwise give a fibrinolytic within 30 minutes and then transfer.',
  },
  {
    id: 'cardio-q-wellens-pattern',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Wellens syndrome',
    stem: 'A 52-year-old man comes to the emergency department because of two episodes of substernal chest pressure at rest during the past 2 days. The last episode lasted 20 minutes and resolved 3 hours ago; he is now free of pain. He has hypertension and hyperlipidemia and smokes one pack of cigarettes daily. Pulse is 74/min, respirations are 14/min, and blood pressure is 136/84 mm Hg. Cardiopulmonary examination shows no abnormalities. An ECG shows deep, symmetric T-wave inversions in leads V2 and V3 without ST-segment elevation or Q waves; R-wave progression is normal. Serum troponin I is 0.09 ng/mL. He is given aspirin, a P2Y12 inhibitor, heparin, and atorvastatin.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Coronary angiography',
        why: 'The T-wave pattern points to a critical proximal left anterior descending stenosis, and the raised troponin makes this a high-risk non-ST-elevation infarction; early angiography (within 24 hours) with revascularization is indicated.',
      },
      {
        text: 'Discharge with outpatient follow-up',
        why: 'Discharge is appropriate only after an acute coronary syndrome has been excluded; rest pain, a troponin rise and ischemic T-wave changes establish one.',
      },
      {
        text: 'Exercise treadmill testing',
        why: 'Stress testing suits low-risk chest pain once infarction is excluded; in this pattern exercise can precipitate occlusion of the narrowed artery and an extensive anterior infarction.',
      },
      {
        text: 'Fibrinolytic therapy',
        why: 'Fibrinolysis benefits ST-elevation infarction with ongoing ischemia; it does not help and adds bleeding risk in non-ST-elevation acute coronary syndromes.',
      },
      {
        text: 'Repeat ECG in 24 hours',
        why: 'Serial ECGs help when the first tracing is nondiagnostic, but here the diagnosis and its high risk are already clear, and waiting delays revascularization.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Rest pain with a raised troponin is a non-ST-elevation myocardial infarction. The ECG recorded while he is pain-free shows deep, symmetric T-wave inversions in V2-V3 with preserved R waves and no Q waves: the Wellens pattern. It reflects reperfusion of a critically narrowed proximal left anterior descending artery that is likely to occlude again within days. After antiplatelet therapy, anticoagulation and a high-intensity statin, the next step is early invasive coronary angiography with a view to revascularization; provocative stress testing is contraindicated.',
    objective: 'Recognize the Wellens T-wave pattern and refer for early coronary angiography rather than stress testing.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Deep T inversions in V2-V3 after chest pain resolves (Wellens pattern) mean critical proximal LAD stenosis: angiography, not a stress test.',
  },
  {
    id: 'cardio-q-infarct-histology-rupture',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Myocardial infarction: histologic evolution',
    stem: 'A 68-year-old man is admitted to the hospital with an anterior ST-elevation myocardial infarction. He arrived 16 hours after the onset of chest pain, when the pain had resolved, and did not undergo reperfusion. He is treated with aspirin, clopidogrel, metoprolol, lisinopril, and atorvastatin. Six days after the onset of pain, he suddenly loses consciousness. No pulse is palpable although the cardiac monitor shows sinus rhythm at 60/min, and the jugular veins are distended. Resuscitation is unsuccessful. At autopsy, the pericardial sac contains 400 mL of clotted blood, and there is a slit-like tear through the anterior wall of the left ventricle.',
    leadIn: 'Microscopic examination of the myocardium at the edge of the tear is most likely to show which of the following?',
    options: [
      {
        text: 'Contraction band necrosis',
        why: 'Contraction bands form when necrotic myocytes are reperfused and flooded with calcium, as after PCI or fibrinolysis; this infarct was not reperfused.',
      },
      {
        text: 'Dense collagenous scar',
        why: 'A dense collagen scar replaces the infarct by about 2 months; scar does not rupture but can bulge to form a ventricular aneurysm.',
      },
      {
        text: 'Granulation tissue throughout the infarct',
        why: 'Granulation tissue appears at the margins from about 7-10 days and fills the infarct over the next weeks; as it matures, the risk of rupture falls.',
      },
      {
        text: 'Macrophages clearing necrotic myocytes',
        why: 'From about day 3 to day 7, macrophages remove dead myocytes before collagen has been laid down; the softened wall is at its weakest, which is when free wall, septal and papillary muscle rupture cluster.',
      },
      {
        text: 'Wavy fibers without inflammation',
        why: 'Wavy fibers appear in the first hours, before any inflammatory response; by day 6 the infarct contains an intense cellular infiltrate.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Sudden pulseless electrical activity with distended neck veins, hemopericardium and a tear through the infarcted wall 6 days after an unreperfused transmural infarction is left ventricular free wall rupture with tamponade. Lack of reperfusion and older age increase this risk. The histologic stage explains the timing: neutrophils dominate at 1-3 days, macrophages clear necrotic myocytes from about 3-7 days, granulation tissue forms from about 7-10 days, and a collagen scar develops over the following weeks. Rupture is most likely in the macrophage phase, when dead muscle is being removed faster than it is replaced.',
    objective: 'Relate the timing of post-infarction rupture to the macrophage phase of infarct healing.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Rupture after MI peaks at about 3-7 days, when macrophages are clearing necrotic myocardium and no collagen has yet formed.',
    table: {
      caption: 'Evolution of a transmural infarct (approximate timing)',
      header: ['Time', 'Main microscopic finding', 'Clinical correlate'],
      rows: [
        ['0-4 hours', 'Wavy fibers, no inflammation', 'Ventricular arrhythmia'],
        ['1-3 days', 'Coagulative necrosis, neutrophils', 'Fibrinous pericarditis'],
        ['3-7 days', 'Macrophages clear dead myocytes', 'Free wall, septal or papillary muscle rupture'],
        ['1-3 weeks', 'Granulation tissue', 'Rupture risk falls'],
        ['About 2 months', 'Dense collagen scar', 'Ventricular aneurysm, mural thrombus'],
      ],
    },
  },
  {
    id: 'cardio-q-cardiogenic-shock-hemodynamics',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cardiogenic shock',
    stem: 'A 71-year-old woman is in the cardiac care unit 2 days after an extensive anterior ST-elevation myocardial infarction; she arrived 9 hours after the onset of pain, and the occluded left anterior descending artery was opened with a stent. Today she has become confused, and her urine output has fallen to 10 mL/h. Temperature is 36.8°C, pulse is 116/min, respirations are 26/min, and blood pressure is 82/60 mm Hg. Oxygen saturation is 90% on 4 L/min of oxygen by nasal cannula. The skin is cool and mottled. The jugular venous pressure is 12 cm H2O, and crackles are heard over both lower lung fields. Serum lactate is 4.6 mmol/L. Echocardiography shows akinesis of the anterior wall and apex with an ejection fraction of 20%, no pericardial effusion, no new valvular regurgitation, and an intact ventricular septum. A pulmonary artery catheter is placed.',
    leadIn: 'Which of the following sets of hemodynamic measurements is most likely?',
    options: [
      {
        text: 'Cardiac index high, PCWP low, SVR low',
        why: 'A high output with low resistance and low filling pressure is the warm, vasodilated picture of early septic shock; she is cold and congested with a failing ventricle.',
      },
      {
        text: 'Cardiac index low, PCWP high, SVR high',
        why: 'Pump failure lowers cardiac output, blood backs up into the left atrium and lungs (high wedge pressure), and sympathetic and renin-angiotensin activation constrict the arterioles (high SVR).',
      },
      {
        text: 'Cardiac index low, PCWP low, SVR high',
        why: 'Low filling pressures with compensatory vasoconstriction describe hypovolemic shock from hemorrhage or dehydration; her raised JVP and crackles show high filling pressures.',
      },
      {
        text: 'Cardiac index low, PCWP low, SVR low',
        why: 'Loss of sympathetic tone with low resistance and low filling describes neurogenic shock after spinal cord injury, typically with warm skin and bradycardia.',
      },
      {
        text: 'Cardiac index normal, PCWP high, SVR normal',
        why: 'A raised wedge pressure with preserved output occurs in pulmonary edema without shock, for example from volume overload; she has hypoperfusion with confusion, oliguria and a raised lactate.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Hypotension with hypoperfusion (confusion, oliguria, cool mottled skin, lactate 4.6 mmol/L) plus congestion (raised jugular venous pressure, crackles, hypoxemia) after a large anterior infarction, with an ejection fraction of 20% and no mechanical complication on echocardiography, is cardiogenic shock from pump failure. The cardiac index is low (below about 2.2 L/min/m²), the pulmonary capillary wedge pressure (PCWP) is high (above about 15-18 mm Hg), and the systemic vascular resistance (SVR) rises as a compensatory response. Management combines inotropes or vasopressors with mechanical circulatory support in selected patients.',
    objective: 'Predict the hemodynamic profile of cardiogenic shock and distinguish it from other shock states.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Cardiogenic shock: low cardiac index, high wedge pressure, high systemic vascular resistance ("cold and wet").',
    table: {
      caption: 'Hemodynamic profiles of shock',
      header: ['Type of shock', 'Cardiac index', 'PCWP', 'SVR'],
      rows: [
        ['Cardiogenic', 'Low', 'High', 'High'],
        ['Hypovolemic', 'Low', 'Low', 'High'],
        ['Septic (early, warm)', 'High', 'Low', 'Low'],
        ['Neurogenic', 'Low', 'Low', 'Low'],
      ],
    },
  },
  {
    id: 'cardio-q-nitroglycerin-mechanism',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Stable angina: nitrate pharmacology',
    stem: 'A 64-year-old man comes to the office because of substernal pressure that occurs when he climbs two flights of stairs and resolves within 5 minutes of rest; it began 3 months ago. He has hypertension and hyperlipidemia. Pulse is 70/min, and blood pressure is 134/82 mm Hg. Examination shows no abnormalities. A resting ECG shows no abnormalities. He is given a drug to place under his tongue at the onset of pain. At his next visit, he reports that the drug relieves the pressure within 2 minutes but causes a brief, throbbing headache.',
    leadIn: 'Which of the following is the main way in which this drug relieves his chest pain?',
    options: [
      {
        text: 'Decreased heart rate',
        why: 'Slowing the heart rate lowers oxygen demand and lengthens diastolic perfusion; this is how beta-blockers and non-dihydropyridine calcium channel blockers work, whereas nitrates cause reflex tachycardia.',
      },
      {
        text: 'Decreased myocardial contractility',
        why: 'Reduced contractility is an effect of beta-blockers, verapamil and diltiazem; nitrates have no direct negative inotropic effect.',
      },
      {
        text: 'Decreased ventricular preload',
        why: 'At antianginal doses nitroglycerin dilates veins more than arterioles; venous pooling lowers left ventricular end-diastolic volume and pressure, reducing wall stress and myocardial oxygen demand.',
      },
      {
        text: 'Dilation of stenotic coronary segments',
        why: 'Nitrates do dilate epicardial arteries and collaterals, which matters in vasospastic angina, but a fixed atherosclerotic stenosis dilates little; in stable angina the benefit comes mainly from lower demand.',
      },
      {
        text: 'Increased aortic diastolic pressure',
        why: 'Raising aortic diastolic pressure to improve coronary perfusion is how an intra-aortic balloon pump works; nitrates lower rather than raise aortic pressure.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Exertional substernal pressure relieved by rest is stable angina: a fixed coronary stenosis cannot increase flow to meet demand. A sublingual drug that relieves the pain within minutes and causes a throbbing headache (meningeal vasodilation) is nitroglycerin. It releases nitric oxide, which raises cGMP in vascular smooth muscle and causes relaxation, mostly of veins. Blood pools in the capacitance veins, end-diastolic volume and pressure fall, and by the Laplace relation (wall stress is proportional to pressure times radius divided by wall thickness) wall tension and oxygen demand fall. Reflex tachycardia partly offsets the benefit, which is why nitrates are often combined with a beta-blocker.',
    objective: 'Explain that nitrates relieve stable angina mainly by venodilation and reduced preload.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Nitrates relieve stable angina mainly by venodilation: lower preload lowers wall stress and myocardial oxygen demand.',
  },
  {
    id: 'cardio-q-vasospastic-angina',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vasospastic angina',
    stem: 'A 38-year-old woman comes to the office because of episodes of chest tightness for 2 months. The episodes wake her from sleep between 4 AM and 6 AM, last 10 to 15 minutes, and resolve on their own. She jogs 5 km three times weekly without symptoms. She has migraine and Raynaud phenomenon and smokes half a pack of cigarettes daily. Pulse is 72/min, and blood pressure is 118/74 mm Hg. Examination shows no abnormalities. During an episode in the emergency department last week, an ECG showed 2-mm ST-segment elevation in leads II, III, and aVF that resolved completely within minutes after sublingual nitroglycerin; serial troponin I concentrations remained below 0.04 ng/mL. Coronary angiography showed no obstructive disease.',
    leadIn: 'In addition to smoking cessation, which of the following is the most appropriate long-term pharmacotherapy?',
    options: [
      {
        text: 'Amlodipine',
        why: 'Calcium channel blockers prevent contraction of coronary smooth muscle and are first-line for preventing attacks of vasospastic angina; long-acting nitrates can be added if attacks continue.',
      },
      {
        text: 'Atorvastatin',
        why: 'Statins treat and prevent atherosclerotic disease; her coronary arteries have no obstructive plaque, and a statin would not prevent the attacks of spasm.',
      },
      {
        text: 'Propranolol',
        why: 'A nonselective beta-blocker is tempting because it also prevents migraine, but it leaves alpha-mediated coronary vasoconstriction unopposed and can worsen vasospasm.',
      },
      {
        text: 'Ranolazine',
        why: 'Ranolazine inhibits the late sodium current and is an add-on drug for chronic stable angina from fixed stenoses; it has no established role in vasospasm.',
      },
      {
        text: 'Sumatriptan',
        why: 'Triptans are serotonin 5-HT1B/1D agonists that constrict coronary arteries; they are contraindicated in vasospastic angina even though she has migraine.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Chest pain at rest in the early morning in a young woman who exercises without symptoms, with transient ST elevation that resolves with nitroglycerin, normal troponin and no obstructive coronary disease, is vasospastic (Prinzmetal) angina. Smoking is its strongest modifiable risk factor, and it is associated with migraine and Raynaud phenomenon, which suggests a generalized vasospastic tendency. Calcium channel blockers are first-line long-term therapy, sublingual nitroglycerin treats attacks, and triggers such as smoking, cocaine, triptans and nonselective beta-blockers are avoided.',
    objective: 'Treat vasospastic angina with a calcium channel blocker and avoid drugs that provoke coronary spasm.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Vasospastic angina (rest pain, transient ST elevation, clean coronaries): calcium channel blocker; avoid nonselective beta-blockers and triptans.',
  },
  {
    id: 'cardio-q-cocaine-chest-pain',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cocaine-associated chest pain',
    stem: 'A 29-year-old man is brought to the emergency department because of chest pain that began 1 hour ago while he was using cocaine at a party. He is agitated and diaphoretic. Temperature is 37.8°C, pulse is 124/min, respirations are 22/min, and blood pressure is 176/104 mm Hg. Oxygen saturation is 98% on room air. The pupils are dilated. The lungs are clear, and there is no murmur. Pulses are equal in all four limbs. An ECG shows sinus tachycardia without ST-segment changes. Serum troponin I is 0.02 ng/mL. He has received chewed aspirin.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Intravenous alteplase',
        why: 'Fibrinolysis is for ST-elevation infarction when primary PCI is delayed; there is no ST elevation, and severe hypertension raises the risk of intracranial hemorrhage.',
      },
      {
        text: 'Intravenous haloperidol',
        why: 'Antipsychotics lower the seizure threshold, impair heat loss and can prolong the QT interval; they do not treat the sympathetic excess of stimulant toxicity.',
      },
      {
        text: 'Intravenous lorazepam',
        why: 'Benzodiazepines reduce central sympathetic outflow, lowering heart rate, blood pressure and agitation; with aspirin and nitroglycerin they are first-line for cocaine-associated chest pain.',
      },
      {
        text: 'Intravenous metoprolol',
        why: 'Beta-blockade during acute cocaine intoxication leaves alpha-adrenergic vasoconstriction unopposed, which can raise blood pressure and worsen coronary spasm; it is avoided in this setting.',
      },
      {
        text: 'Intravenous phentolamine',
        why: 'An alpha-blocker is a second-line choice for hypertension that persists after benzodiazepines and nitroglycerin, not the first step.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Chest pain, agitation, tachycardia, hypertension, diaphoresis and mydriasis after cocaine use reflect catecholamine excess: cocaine blocks reuptake of norepinephrine, dopamine and serotonin, increasing myocardial oxygen demand while causing coronary vasoconstriction and platelet activation. The ECG shows no ST elevation and troponin is normal, so there is no evidence of infarction so far, and equal pulses argue against aortic dissection. Initial treatment is aspirin, a benzodiazepine to reduce sympathetic outflow, and nitroglycerin for persistent pain, with serial ECGs and troponins.',
    objective: 'Treat cocaine-associated chest pain with a benzodiazepine and avoid beta-blockers during acute intoxication.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Cocaine chest pain: benzodiazepine, aspirin and nitrates first; avoid beta-blockers while the patient is intoxicated.',
  },
  {
    id: 'cardio-q-sacubitril-mechanism',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Heart failure with reduced ejection fraction: angiotensin receptor-neprilysin inhibitor',
    stem: 'A 66-year-old man comes to the office for follow-up of heart failure. He has ischemic cardiomyopathy with a left ventricular ejection fraction of 30%, and he becomes short of breath after walking about one block. His medications are lisinopril, carvedilol, spironolactone, and furosemide. Pulse is 62/min, and blood pressure is 118/72 mm Hg. The jugular venous pressure is 7 cm H2O, the lungs are clear, and there is no peripheral edema. Serum potassium is 4.6 mEq/L, and creatinine is 1.1 mg/dL. The physician stops lisinopril and, 36 hours later, starts a combination tablet that contains valsartan and a second drug.',
    leadIn: 'The second drug in this tablet acts by which of the following mechanisms?',
    options: [
      {
        text: 'Blockade of the cardiac funny current',
        why: 'Ivabradine blocks the If current of the sinus node and slows the heart rate; it is added for patients in sinus rhythm whose resting rate stays at 70/min or more despite a maximal beta-blocker, and it is a separate tablet.',
      },
      {
        text: 'Inhibition of Na+/K+-ATPase',
        why: 'Digoxin inhibits the sodium pump, raising intracellular calcium; it relieves symptoms and reduces hospitalizations but not mortality, and it is not combined with valsartan.',
      },
      {
        text: 'Inhibition of neprilysin',
        why: 'Sacubitril is a prodrug whose metabolite inhibits neprilysin, the enzyme that degrades natriuretic peptides; higher natriuretic peptide activity promotes natriuresis and vasodilation and limits remodeling.',
      },
      {
        text: 'Inhibition of renin',
        why: 'Aliskiren directly inhibits renin; added to an ACE inhibitor or angiotensin receptor blocker it increases hyperkalemia and kidney injury without benefit, and it has no place in heart failure.',
      },
      {
        text: 'Inhibition of sodium-glucose cotransporter 2',
        why: 'SGLT2 inhibitors such as dapagliflozin also reduce heart failure hospitalization and death, but they are separate tablets and need no washout after an ACE inhibitor.',
      },
    ],
    answerIndex: 2,
    rationale:
      'He has symptomatic heart failure with reduced ejection fraction despite an ACE inhibitor. Replacing the ACE inhibitor with sacubitril-valsartan, an angiotensin receptor-neprilysin inhibitor, further reduces hospitalization and cardiovascular death. Neprilysin breaks down natriuretic peptides, bradykinin and angiotensin II. Because inhibiting it raises angiotensin II, sacubitril is paired with an angiotensin receptor blocker; because ACE and neprilysin both degrade bradykinin, the ACE inhibitor must be stopped 36 hours beforehand to limit the risk of angioedema. BNP, a neprilysin substrate, rises on treatment, so NT-proBNP is the better marker to follow.',
    objective: 'Identify neprilysin inhibition as the mechanism of sacubitril and the reason for the ACE inhibitor washout.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Sacubitril inhibits neprilysin and raises natriuretic peptides; stop an ACE inhibitor 36 hours before starting sacubitril-valsartan to avoid angioedema.',
  },
  {
    id: 'cardio-q-hfref-sglt2-inhibitor',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Heart failure with reduced ejection fraction: SGLT2 inhibitor',
    stem: 'A 61-year-old woman comes to the office for follow-up of heart failure due to ischemic cardiomyopathy; her most recent left ventricular ejection fraction is 30%. She becomes short of breath after climbing two flights of stairs. She does not have diabetes mellitus. Her medications are sacubitril-valsartan, metoprolol succinate at the target dose, spironolactone, furosemide, aspirin, and atorvastatin. Pulse is 62/min and regular, and blood pressure is 112/70 mm Hg. The jugular venous pressure is 7 cm H2O, the lungs are clear, and there is no edema. Serum potassium is 4.5 mEq/L, and creatinine is 1.0 mg/dL. An ECG shows sinus rhythm with a QRS duration of 100 msec.',
    leadIn: 'Which of the following drugs is most appropriate to add to reduce her risk of hospitalization and death?',
    options: [
      {
        text: 'Dapagliflozin',
        why: 'SGLT2 inhibitors are one of the four foundational drug classes for heart failure with reduced ejection fraction and reduce heart failure hospitalization and cardiovascular death whether or not the patient has diabetes.',
      },
      {
        text: 'Digoxin',
        why: 'Digoxin can reduce hospitalizations in patients who remain symptomatic despite full therapy, but it does not lower mortality and is not added before the foundational drugs are in place.',
      },
      {
        text: 'Diltiazem',
        why: 'Non-dihydropyridine calcium channel blockers are negative inotropes that worsen outcomes in reduced ejection fraction and should be avoided.',
      },
      {
        text: 'Hydralazine-isosorbide dinitrate',
        why: 'This combination is added for self-identified Black patients who stay in NYHA class III-IV on optimal therapy, or used when no renin-angiotensin blocker is tolerated; neither applies before an SGLT2 inhibitor has been added.',
      },
      {
        text: 'Ivabradine',
        why: 'Ivabradine is reserved for patients in sinus rhythm with a resting heart rate of 70/min or more despite a maximally tolerated beta-blocker; her rate is 62/min.',
      },
    ],
    answerIndex: 0,
    rationale:
      'She has symptomatic heart failure with reduced ejection fraction (NYHA class II) and already takes three of the four foundational drug classes: an angiotensin receptor-neprilysin inhibitor, an evidence-based beta-blocker at target dose and a mineralocorticoid receptor antagonist. The missing class is an SGLT2 inhibitor (dapagliflozin or empagliflozin), which reduces heart failure hospitalization and cardiovascular death with or without diabetes. The benefit appears within weeks, with little effect on blood pressure or potassium. Genital mycotic infection and volume depletion are the main adverse effects, and euglycemic ketoacidosis is rare. Her narrow QRS means cardiac resynchronization is not indicated.',
    objective: 'Complete guideline-directed therapy for HFrEF by adding an SGLT2 inhibitor.',
    task: 'treatment',
    steps: 2,
    takeHome: 'HFrEF has four foundational drug classes: ARNI (or ACE inhibitor/ARB), beta-blocker, mineralocorticoid antagonist and SGLT2 inhibitor.',
  },
  {
    id: 'cardio-q-spironolactone-gynecomastia',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Spironolactone-induced gynecomastia',
    stem: 'A 70-year-old man comes to the office because of painful enlargement of both breasts for 2 months. He has heart failure with reduced ejection fraction. His medications, unchanged for the past year, are sacubitril-valsartan, carvedilol, spironolactone, dapagliflozin, and furosemide. He does not drink alcohol or use other drugs. Pulse is 64/min, and blood pressure is 114/70 mm Hg. There is tender, rubbery, 3-cm subareolar glandular tissue in both breasts without nipple discharge or skin change. The testes are normal in size and consistency. The liver is not enlarged. Serum potassium is 4.6 mEq/L, creatinine is 1.1 mg/dL, and TSH is 2.1 μU/mL.',
    leadIn: 'Which of the following is the most appropriate change in his medications?',
    options: [
      {
        text: 'Replace carvedilol with metoprolol succinate',
        why: 'Both are evidence-based beta-blockers for reduced ejection fraction, and neither causes gynecomastia, so the switch would not help.',
      },
      {
        text: 'Replace dapagliflozin with empagliflozin',
        why: 'SGLT2 inhibitors do not cause gynecomastia; exchanging one for another changes nothing.',
      },
      {
        text: 'Replace furosemide with torsemide',
        why: 'Loop diuretics do not act on androgen or progesterone receptors; torsemide is used for better oral absorption, not for gynecomastia.',
      },
      {
        text: 'Replace sacubitril-valsartan with losartan',
        why: 'The angiotensin receptor-neprilysin inhibitor is not the cause, and replacing it with an angiotensin receptor blocker alone would forfeit part of its mortality benefit.',
      },
      {
        text: 'Replace spironolactone with eplerenone',
        why: 'Eplerenone is a selective mineralocorticoid receptor antagonist with little affinity for androgen and progesterone receptors; it keeps the mortality benefit of aldosterone blockade and rarely causes gynecomastia.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Bilateral tender subareolar glandular tissue in a man taking spironolactone, with normal testes, no liver enlargement, normal thyroid function and no alcohol or other drug use, is drug-induced gynecomastia. Besides blocking aldosterone receptors, spironolactone blocks androgen receptors and stimulates progesterone receptors, causing gynecomastia, breast pain and decreased libido in up to about 10% of men. Aldosterone blockade should not simply be stopped, because it lowers mortality in reduced ejection fraction; switching to eplerenone keeps the benefit without the antiandrogen effect. Potassium and creatinine are still monitored because hyperkalemia remains a risk.',
    objective: 'Replace spironolactone with eplerenone when antiandrogen adverse effects develop in heart failure.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Spironolactone gynecomastia in heart failure: switch to the selective mineralocorticoid antagonist eplerenone rather than stopping aldosterone blockade.',
  },
  {
    id: 'cardio-q-hydralazine-drug-induced-lupus',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Drug-induced lupus from hydralazine',
    stem: 'A 63-year-old man comes to the office because of joint pain and pain in the left side of his chest on deep breathing for 3 weeks. He has heart failure with reduced ejection fraction. He identifies as Black, and 10 months ago hydralazine and isosorbide dinitrate were added to sacubitril-valsartan, metoprolol succinate, spironolactone, and dapagliflozin because of persistent symptoms. Temperature is 37.8°C, pulse is 84/min, and blood pressure is 116/72 mm Hg. The wrists and metacarpophalangeal joints are tender and mildly swollen bilaterally. A pleural friction rub is heard at the left lung base. There is no rash or oral ulcer. Leukocyte count is 5,200/mm³, hemoglobin is 13.8 g/dL, and platelet count is 210,000/mm³. Urinalysis shows no protein or blood. Antinuclear antibodies are positive at a titer of 1:640 in a homogeneous pattern; anti-double-stranded DNA antibodies are negative, and serum complement levels are normal.',
    leadIn: 'Which of the following drugs is the most likely cause of these findings?',
    options: [
      {
        text: 'Dapagliflozin',
        why: 'SGLT2 inhibitors cause genital mycotic infection, volume depletion and, rarely, euglycemic ketoacidosis, not a lupus-like syndrome.',
      },
      {
        text: 'Hydralazine',
        why: 'Hydralazine is a classic cause of drug-induced lupus, especially in slow acetylators after months of therapy; arthritis and serositis are typical, with a positive ANA and anti-histone antibodies and usually no kidney or brain involvement.',
      },
      {
        text: 'Isosorbide dinitrate',
        why: 'It is prescribed together with hydralazine, which makes it tempting, but nitrates cause headache and hypotension, not autoimmunity.',
      },
      {
        text: 'Metoprolol',
        why: 'Metoprolol can cause fatigue, bradycardia and bronchospasm, but it is not a recognized cause of drug-induced lupus.',
      },
      {
        text: 'Spironolactone',
        why: 'Spironolactone causes hyperkalemia and gynecomastia, not a lupus-like syndrome.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Arthritis and pleuritis with a friction rub, together with a high-titer homogeneous ANA but without kidney disease, rash, cytopenias, anti-dsDNA antibodies or low complement, developing after months of a new drug, is drug-induced lupus. Hydralazine and procainamide, both inactivated by hepatic N-acetylation, are the classic causes, and slow acetylators are at greatest risk; isoniazid, minocycline and TNF inhibitors are others. Anti-histone antibodies are present in most cases. Stopping the drug leads to resolution over weeks to months; NSAIDs treat the arthritis and serositis, and glucocorticoids are occasionally needed.',
    objective: 'Recognize hydralazine-induced lupus from arthritis, serositis and a positive ANA without kidney disease.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Hydralazine or procainamide plus arthritis, serositis and a positive ANA without kidney disease or anti-dsDNA: drug-induced lupus; stop the drug.',
  },
  {
    id: 'cardio-q-amiodarone-hypothyroidism',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Amiodarone-induced hypothyroidism',
    stem: 'A 72-year-old woman comes to the office because of fatigue, cold intolerance, constipation, and a 3-kg weight gain over 3 months. She has heart failure with reduced ejection fraction and paroxysmal atrial fibrillation. Amiodarone was started 9 months ago after catheter ablation failed, and she has remained in sinus rhythm since. Her other medications are apixaban, metoprolol succinate, sacubitril-valsartan, and furosemide. Pulse is 58/min and regular, and blood pressure is 126/78 mm Hg. The skin is dry, and the relaxation phase of the ankle reflexes is delayed. Serum TSH was 2.4 μU/mL before amiodarone was started. Serum TSH is now 18 μU/mL, and free T4 is 0.6 ng/dL.',
    leadIn: 'Which of the following is the most appropriate management?',
    options: [
      {
        text: 'Continue amiodarone and add levothyroxine',
        why: 'Amiodarone-induced hypothyroidism is treated with thyroid hormone replacement titrated to a normal TSH, and the antiarrhythmic can be continued when it is still needed.',
      },
      {
        text: 'Continue amiodarone and add methimazole',
        why: 'Thionamides treat type 1 amiodarone-induced thyrotoxicosis (excess iodine-driven hormone synthesis); this patient is hypothyroid, and methimazole would make it worse.',
      },
      {
        text: 'Continue amiodarone and add prednisone',
        why: 'Glucocorticoids treat type 2 amiodarone-induced thyrotoxicosis, a destructive thyroiditis; they have no role in hypothyroidism.',
      },
      {
        text: 'Stop amiodarone and repeat thyroid tests in 3 months',
        why: 'Amiodarone has a half-life of weeks to months, so the hypothyroidism would persist long after stopping; she would stay symptomatic and lose effective rhythm control.',
      },
      {
        text: 'Stop amiodarone and start levothyroxine',
        why: 'Levothyroxine is right, but stopping amiodarone is unnecessary and would forfeit the only strategy that has kept her in sinus rhythm.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Fatigue, cold intolerance, weight gain, dry skin and delayed reflex relaxation with a high TSH and low free T4 indicate overt hypothyroidism, which developed after amiodarone was started (TSH was normal before). Amiodarone is about 37% iodine by weight; the iodine load inhibits thyroid hormone synthesis (the Wolff-Chaikoff effect), and patients with underlying autoimmune thyroiditis fail to escape from it. Amiodarone also inhibits peripheral conversion of T4 to T3. The drug need not be stopped: levothyroxine is started and titrated to a normal TSH. Thyroid and liver tests are checked before amiodarone and about every 6 months during therapy, and lung and eye symptoms are watched for.',
    objective: 'Manage amiodarone-induced hypothyroidism with levothyroxine while continuing a needed antiarrhythmic.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Amiodarone-induced hypothyroidism: add levothyroxine and continue amiodarone if it is still needed for the arrhythmia.',
  },
  {
    id: 'cardio-q-torsades-de-pointes',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Torsades de pointes',
    stem: 'A 67-year-old woman is hospitalized with community-acquired pneumonia. She is treated with intravenous ceftriaxone and azithromycin and has received ondansetron for nausea; she also takes citalopram for depression. On the third hospital day, she has palpitations followed by a brief loss of consciousness. Telemetry shows several self-terminating runs of polymorphic ventricular tachycardia in which the QRS axis twists around the baseline, each preceded by a pause. She is now awake and in sinus rhythm. Pulse is 64/min, and blood pressure is 118/70 mm Hg. An ECG shows a corrected QT interval of 580 msec. Serum potassium is 3.6 mEq/L, and magnesium is 1.7 mEq/L.',
    leadIn: 'In addition to stopping the QT-prolonging drugs and raising the serum potassium, which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Amiodarone',
        why: 'Amiodarone prolongs the QT interval further; it is used for monomorphic ventricular tachycardia or ventricular fibrillation, not for torsades caused by a long QT.',
      },
      {
        text: 'Magnesium sulfate',
        why: 'Intravenous magnesium sulfate suppresses the early afterdepolarizations that trigger torsades and is first-line even when the serum magnesium is normal.',
      },
      {
        text: 'Metoprolol',
        why: 'Beta-blockers prevent events in congenital long QT syndrome, but in acquired, pause-dependent torsades slowing the heart rate lengthens the QT and can provoke more episodes.',
      },
      {
        text: 'Procainamide',
        why: 'Procainamide is a class IA drug that prolongs the QT interval and can itself cause torsades; it is used for stable monomorphic ventricular tachycardia or pre-excited atrial fibrillation.',
      },
      {
        text: 'Sodium bicarbonate',
        why: 'Bicarbonate treats the sodium channel blockade of tricyclic antidepressant poisoning (wide QRS, terminal R wave in aVR); citalopram is a serotonin reuptake inhibitor whose cardiac effect is QT prolongation, which bicarbonate does not correct.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Polymorphic ventricular tachycardia with a twisting QRS axis, triggered after pauses, in a patient with a markedly prolonged QT interval is torsades de pointes. The QT prolongation is acquired: azithromycin, ondansetron and citalopram all block the rapid delayed-rectifier potassium current, and older age, female sex and low-normal potassium add to the risk. Management is to stop the offending drugs, give intravenous magnesium sulfate and replete potassium to about 4.5-5.0 mEq/L. Episodes that recur despite magnesium are treated by increasing the heart rate with isoproterenol or temporary overdrive pacing, and sustained unstable torsades needs defibrillation.',
    objective: 'Treat acquired torsades de pointes with intravenous magnesium and avoid QT-prolonging antiarrhythmics.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Torsades de pointes: stop QT-prolonging drugs, give IV magnesium and replete potassium; avoid class IA and III antiarrhythmics.',
  },
  {
    id: 'cardio-q-adenosine-mechanism',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Paroxysmal supraventricular tachycardia: adenosine',
    stem: 'A 31-year-old woman comes to the emergency department because of palpitations that began suddenly 40 minutes ago while she was sitting at her desk. She has had similar but shorter episodes in the past. She has no other medical conditions and takes no medications. Pulse is 188/min and regular, respirations are 18/min, and blood pressure is 112/70 mm Hg. She is alert, and the lungs are clear. An ECG shows a regular narrow-complex tachycardia at 188/min without visible P waves. A modified Valsalva maneuver is unsuccessful. A drug is given as a rapid intravenous push followed by a saline flush; she feels a few seconds of chest discomfort and flushing, the monitor shows a brief pause, and sinus rhythm at 82/min resumes.',
    leadIn: 'This drug terminated the tachycardia mainly by which of the following mechanisms?',
    options: [
      {
        text: 'Blockade of beta-1 adrenergic receptors',
        why: 'Beta-blockers such as metoprolol slow AV nodal conduction over minutes and are a second-line choice for reentrant tachycardia; their effect does not last only seconds.',
      },
      {
        text: 'Blockade of fast sodium channels',
        why: 'Class I drugs such as procainamide or flecainide act on atrial, ventricular and accessory-pathway tissue; AV nodal conduction depends on calcium, not fast sodium, currents.',
      },
      {
        text: 'Blockade of L-type calcium channels',
        why: 'Verapamil and diltiazem also terminate AV nodal reentry and are the main alternative, but their effect lasts hours and they do not cause seconds of flushing and chest discomfort.',
      },
      {
        text: 'Inhibition of Na+/K+-ATPase',
        why: 'Digoxin slows AV conduction indirectly through vagal effects over hours; it is not used to terminate an acute reentrant tachycardia.',
      },
      {
        text: 'Opening of potassium channels',
        why: 'Adenosine acts on A1 receptors in the AV node, opening potassium channels and reducing calcium current; the hyperpolarized nodal cells briefly block conduction and interrupt the reentrant circuit.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A sudden-onset, regular narrow-complex tachycardia at 188/min without visible P waves in a young woman with recurrent similar episodes is paroxysmal supraventricular tachycardia, most often AV nodal reentry, which uses the AV node as part of its circuit. When vagal maneuvers fail, adenosine is the drug of choice. It is given as a rapid push followed by a flush because its half-life is under 10 seconds; transient flushing, chest discomfort, dyspnea and a brief pause are expected. Theophylline and caffeine (adenosine receptor antagonists) blunt its effect, and dipyridamole and a transplanted heart exaggerate it.',
    objective: 'Explain how adenosine terminates AV nodal reentrant tachycardia.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Adenosine opens AV nodal potassium channels through A1 receptors, blocking the node for seconds; give it by rapid push for reentrant SVT after vagal maneuvers fail.',
  },
  {
    id: 'cardio-q-atrial-flutter-ablation-site',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Typical atrial flutter',
    stem: 'A 63-year-old man comes to the emergency department because of palpitations and fatigue for 2 weeks. He has hypertension and chronic obstructive pulmonary disease. Pulse is 150/min and regular, respirations are 18/min, and blood pressure is 124/78 mm Hg. An ECG shows a regular narrow-complex tachycardia at 150/min. After intravenous adenosine briefly slows the ventricular response, the ECG shows regular atrial waves at 300/min with a continuous sawtooth pattern that is negative in leads II, III, and aVF, without an isoelectric baseline between them. The ventricular rate is controlled with diltiazem and anticoagulation is started. He later chooses catheter ablation to prevent recurrence.',
    leadIn: 'Ablation at which of the following sites is most likely to cure this arrhythmia?',
    options: [
      {
        text: 'Atrioventricular node',
        why: 'Ablating the AV node and implanting a pacemaker controls the ventricular rate when other treatments fail, but it leaves the atrial arrhythmia in place and makes the patient pacemaker-dependent.',
      },
      {
        text: 'Cavotricuspid isthmus',
        why: 'Typical flutter is a macroreentrant circuit that runs counterclockwise around the tricuspid annulus; a line of ablation across the isthmus between the tricuspid annulus and the inferior vena cava interrupts it in more than 90% of patients.',
      },
      {
        text: 'Ostia of the pulmonary veins',
        why: 'Triggers from muscle sleeves in the pulmonary veins start atrial fibrillation, so pulmonary vein isolation treats fibrillation, not an organized sawtooth rhythm.',
      },
      {
        text: 'Right ventricular outflow tract',
        why: 'The right ventricular outflow tract is the usual origin of idiopathic ventricular tachycardia in a structurally normal heart, a wide-complex rhythm.',
      },
      {
        text: 'Slow pathway of the atrioventricular node',
        why: 'Slow-pathway ablation cures AV nodal reentrant tachycardia, which adenosine usually terminates rather than unmasking continuing atrial activity.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A regular narrow-complex tachycardia at about 150/min should suggest atrial flutter with 2:1 conduction. Adenosine does not stop flutter because the AV node is not part of the circuit; it only slows the ventricular response and reveals the atrial activity, here sawtooth waves at 300/min that are negative in the inferior leads. This is typical counterclockwise flutter, a right atrial macroreentry that depends on conduction through the cavotricuspid isthmus. Catheter ablation of the isthmus is first-line rhythm control for recurrent typical flutter, and anticoagulation follows the same stroke-risk rules as for atrial fibrillation.',
    objective: 'Identify the cavotricuspid isthmus as the ablation target for typical atrial flutter.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Typical atrial flutter (sawtooth waves near 300/min, often 2:1 at 150/min) is a right atrial macroreentry cured by cavotricuspid isthmus ablation.',
  },
  {
    id: 'cardio-q-brugada-syndrome',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Brugada syndrome',
    stem: 'A 34-year-old man is brought to the emergency department after he fainted while sitting on his couch watching television. He regained consciousness within 1 minute without confusion. He has had fever and cough for 2 days. He emigrated from Thailand 6 years ago. His brother died suddenly in his sleep at the age of 38 years. He takes only acetaminophen. Temperature is 38.9°C, pulse is 104/min, respirations are 18/min, and blood pressure is 124/76 mm Hg. Examination shows no murmurs or other abnormalities. Serum potassium is 4.1 mEq/L, and troponin I is 0.01 ng/mL. An ECG shows coved ST-segment elevation of 3 mm in leads V1 and V2 that descends into inverted T waves, a QRS duration of 100 msec, and a corrected QT interval of 420 msec; there is no delta wave. Echocardiography shows a structurally normal heart.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Arrhythmogenic right ventricular cardiomyopathy',
        why: 'This cardiomyopathy also causes syncope and sudden death in young adults, but the ECG shows T-wave inversion in V1-V3, sometimes with epsilon waves, and imaging shows a dilated, dyskinetic right ventricle.',
      },
      {
        text: 'Brugada syndrome',
        why: 'Usually caused by loss-of-function mutations in the cardiac sodium channel gene SCN5A, it produces coved ST elevation in V1-V2 that fever or sodium channel blockers unmask, and polymorphic ventricular tachycardia at rest or in sleep in a structurally normal heart.',
      },
      {
        text: 'Congenital long QT syndrome',
        why: 'Congenital long QT syndrome causes torsades and syncope triggered by exercise, emotion or a sudden noise, with a corrected QT usually well above 460 msec; his QT is normal.',
      },
      {
        text: 'Hypertrophic cardiomyopathy',
        why: 'Hypertrophic cardiomyopathy causes exertional syncope, a murmur that increases with the Valsalva maneuver, and asymmetric septal thickening on echocardiography; his heart is structurally normal.',
      },
      {
        text: 'Wolff-Parkinson-White syndrome',
        why: 'Pre-excitation shows a short PR interval and a delta wave and causes reentrant tachycardia or pre-excited atrial fibrillation; neither is present.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Syncope at rest in a young man of Southeast Asian origin with a family history of sudden death during sleep, and coved ST elevation of at least 2 mm in V1-V2 followed by negative T waves (the type 1 pattern) in a structurally normal heart, indicate Brugada syndrome. Fever is a classic trigger that unmasks or worsens the pattern, because the mutant sodium channels function even worse at higher temperature. Arrhythmic syncope with a spontaneous type 1 pattern is an indication for an implantable cardioverter-defibrillator; fever is treated promptly with antipyretics, and sodium channel blocking drugs are avoided.',
    objective: 'Recognize Brugada syndrome from the type 1 ECG pattern, fever trigger and family history of sudden death.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Coved ST elevation in V1-V2 with syncope at rest or in sleep, often unmasked by fever, in a normal heart is Brugada syndrome; arrhythmic syncope calls for an ICD.',
  },
  {
    id: 'cardio-q-unstable-atrial-fibrillation',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Atrial fibrillation with hemodynamic instability',
    stem: 'A 74-year-old man is brought to the emergency department because of palpitations and shortness of breath that began 3 hours ago. He has become increasingly confused during the past hour. He has hypertension treated with lisinopril. Pulse is 164/min and irregularly irregular, respirations are 28/min, and blood pressure is 76/48 mm Hg. Oxygen saturation is 90% on room air. He is oriented only to person. The skin is cool and clammy, and crackles are heard at both lung bases. An ECG shows atrial fibrillation with a ventricular rate of 164/min, narrow QRS complexes, and no ST-segment elevation.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Intravenous amiodarone',
        why: 'Amiodarone can slow the rate or restore sinus rhythm in hemodynamically stable patients, including those with heart failure, but it acts too slowly for a patient in shock.',
      },
      {
        text: 'Intravenous diltiazem',
        why: 'A calcium channel blocker controls the rate in stable atrial fibrillation, but its vasodilating and negative inotropic effects would worsen this hypotension and pulmonary edema.',
      },
      {
        text: 'Synchronized cardioversion',
        why: 'A shock synchronized to the R wave restores sinus rhythm at once; it is the treatment for any tachyarrhythmia causing hypotension, altered mental status, shock, ischemic chest pain or acute heart failure.',
      },
      {
        text: 'Transesophageal echocardiography',
        why: 'Before elective cardioversion of atrial fibrillation lasting 48 hours or more without 3 weeks of anticoagulation, this excludes left atrial thrombus; an unstable patient is cardioverted without that delay.',
      },
      {
        text: 'Unsynchronized defibrillation',
        why: 'Unsynchronized shocks are for pulseless ventricular tachycardia and ventricular fibrillation; a shock that falls on the T wave of an organized rhythm can induce ventricular fibrillation.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Atrial fibrillation with a rapid ventricular response has produced hypotension, confusion, cool clammy skin and pulmonary edema: hemodynamic instability caused by the arrhythmia. The fast, irregular rate shortens diastolic filling and removes the atrial contribution to ventricular filling, so cardiac output falls. Any tachyarrhythmia with a pulse and signs of instability is treated with immediate synchronized cardioversion, with sedation if time allows. Heparin is started as soon as possible but should not delay the shock, and long-term anticoagulation then follows the CHA2DS2-VASc score.',
    objective: 'Treat hemodynamically unstable atrial fibrillation with immediate synchronized cardioversion.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Unstable tachyarrhythmia with a pulse (hypotension, confusion, pulmonary edema): immediate synchronized cardioversion, without waiting for imaging or drugs.',
  },
  {
    id: 'cardio-q-stable-ventricular-tachycardia',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Stable monomorphic ventricular tachycardia',
    stem: 'A 66-year-old man comes to the emergency department because of palpitations for 1 hour. He had an anterior myocardial infarction 3 years ago, and his most recent left ventricular ejection fraction was 35%. He has no chest pain or shortness of breath. Pulse is 170/min and regular, respirations are 18/min, and blood pressure is 122/78 mm Hg. Oxygen saturation is 97% on room air. He is alert, the lungs are clear, and the skin is warm. An ECG shows a regular wide-complex tachycardia at 170/min with a QRS duration of 160 msec, identical QRS complexes, positive concordance across the precordial leads, and P waves that march through the QRS complexes at a slower rate, with occasional fusion beats. Serum potassium is 4.2 mEq/L.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Amiodarone',
        why: 'Intravenous amiodarone (or procainamide) is used for hemodynamically stable monomorphic ventricular tachycardia, and amiodarone is safe with a reduced ejection fraction; synchronized cardioversion follows if the drug fails or the patient becomes unstable.',
      },
      {
        text: 'Digoxin',
        why: 'Digoxin slows AV nodal conduction in atrial fibrillation over hours; it has no effect on a ventricular circuit, and its toxicity itself causes ventricular arrhythmias.',
      },
      {
        text: 'Diltiazem',
        why: 'Giving a calcium channel blocker for presumed supraventricular tachycardia with aberrancy is a classic error: in ventricular tachycardia it causes hypotension and can precipitate arrest, especially with a reduced ejection fraction.',
      },
      {
        text: 'Magnesium sulfate',
        why: 'Magnesium treats torsades de pointes, a polymorphic rhythm with a long QT interval; identical QRS complexes indicate monomorphic tachycardia.',
      },
      {
        text: 'Metoprolol',
        why: 'Beta-blockers reduce recurrences in the long term and are used in electrical storm, but they are not used to terminate sustained monomorphic ventricular tachycardia and can cause hypotension here.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A regular wide-complex tachycardia in a patient with a previous infarction should be treated as ventricular tachycardia until proven otherwise, and here AV dissociation (P waves marching through at a slower rate), fusion beats and precordial concordance confirm it. Scar from the old anterior infarction is the substrate for a reentrant circuit. He is hemodynamically stable, so an intravenous antiarrhythmic is appropriate; unstable tachycardia with a pulse is treated with synchronized cardioversion, and pulseless tachycardia with defibrillation. Because his ejection fraction is 35% after an infarction and he has had sustained ventricular tachycardia, he will need an implantable cardioverter-defibrillator.',
    objective: 'Recognize ventricular tachycardia on the ECG and treat the stable patient with intravenous amiodarone.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Regular wide-complex tachycardia after MI is VT: if stable, IV amiodarone or procainamide; if unstable, synchronized cardioversion; avoid calcium channel blockers.',
  },
  {
    id: 'cardio-q-mobitz-type-ii-block',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Second-degree atrioventricular block, Mobitz type II',
    stem: 'A 78-year-old woman comes to the office because of two episodes of lightheadedness and one episode of fainting during the past 2 weeks. Each episode occurred without warning while she was standing in her kitchen, and she recovered within seconds. She has hypertension treated with amlodipine and takes no other medications. Pulse is 60/min and irregular, and blood pressure is 142/70 mm Hg without orthostatic change. Examination shows no other abnormalities. An ECG shows sinus P waves at 78/min with a constant PR interval of 180 msec; intermittently, a P wave is not followed by a QRS complex, and the PR interval does not lengthen before the dropped beats. The QRS complexes are 140 msec wide with a right bundle branch block pattern and left axis deviation. Serum potassium is 4.3 mEq/L, TSH is 2.2 μU/mL, and troponin I is 0.01 ng/mL.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Ambulatory ECG monitoring',
        why: 'Ambulatory monitoring is used when syncope remains unexplained; here the resting ECG already shows a block that explains the symptoms, so more monitoring only delays treatment.',
      },
      {
        text: 'Implantable cardioverter-defibrillator',
        why: 'A defibrillator prevents sudden death from ventricular arrhythmias, for example with an ejection fraction of 35% or less; she needs reliable pacing for a bradyarrhythmia.',
      },
      {
        text: 'Oral theophylline',
        why: 'Theophylline is used for bradycardia after heart transplantation or spinal cord injury; it does not prevent progression of block below the AV node.',
      },
      {
        text: 'Permanent pacemaker',
        why: 'Symptomatic Mobitz type II block is a class I indication for permanent pacing because the block lies below the AV node and can progress suddenly to complete heart block with an unreliable escape rhythm.',
      },
      {
        text: 'Reassurance and follow-up',
        why: 'Observation suits asymptomatic Mobitz type I (Wenckebach) block, which lies within the AV node and is usually benign; it is not safe for symptomatic infranodal block.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Dropped QRS complexes without progressive PR prolongation beforehand define second-degree AV block, Mobitz type II. The constant PR interval and the bifascicular block (right bundle branch block with left anterior fascicular block) place the disease in the His-Purkinje system below the AV node, usually from degenerative fibrosis. Infranodal block causes sudden syncope without warning and can progress abruptly to complete heart block. She has no reversible cause: she takes no AV nodal blocking drug, and potassium, thyroid function and troponin are normal. A permanent pacemaker is indicated.',
    objective: 'Distinguish Mobitz type II from type I block and treat symptomatic Mobitz II with a permanent pacemaker.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Mobitz II (dropped beats with a constant PR, often a wide QRS) is infranodal and unpredictable: permanent pacemaker. Mobitz I is nodal and usually benign.',
    table: {
      caption: 'Second-degree AV block',
      header: ['Feature', 'Mobitz type I', 'Mobitz type II'],
      rows: [
        ['PR before the dropped beat', 'Progressively lengthens', 'Constant'],
        ['Usual level of block', 'AV node', 'His-Purkinje system'],
        ['QRS', 'Usually narrow', 'Often wide'],
        ['Management', 'Observe if asymptomatic', 'Permanent pacemaker'],
      ],
    },
  },
  {
    id: 'cardio-q-carotid-sinus-hypersensitivity',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Carotid sinus hypersensitivity',
    stem: 'A 76-year-old man comes to the office because of two brief episodes of loss of consciousness during the past month. The first occurred as he turned his head to look over his shoulder while backing his car out of the driveway, and the second while he was shaving his neck. Each episode lasted a few seconds, and he recovered fully without confusion. He has hypertension treated with lisinopril. Pulse is 72/min and regular, and blood pressure is 138/80 mm Hg with no orthostatic change. There are no carotid bruits or heart murmurs. An ECG shows no abnormalities. With continuous ECG and blood pressure monitoring, massage over the right carotid bifurcation for 5 seconds produces a 4-second pause in ventricular activity and reproduces his lightheadedness.',
    leadIn: 'The afferent limb of the reflex responsible for these episodes travels in which of the following nerves?',
    options: [
      {
        text: 'Glossopharyngeal nerve',
        why: 'Stretch receptors in the carotid sinus send impulses through the carotid sinus nerve (of Hering), a branch of the glossopharyngeal nerve, to the nucleus tractus solitarius in the medulla.',
      },
      {
        text: 'Hypoglossal nerve',
        why: 'The hypoglossal nerve is a motor nerve to the tongue that crosses the carotid arteries superficially; it carries no baroreceptor afferents.',
      },
      {
        text: 'Phrenic nerve',
        why: 'The phrenic nerve (C3-C5) supplies the diaphragm and runs on the anterior scalene muscle; it has no role in blood pressure reflexes.',
      },
      {
        text: 'Recurrent laryngeal nerve',
        why: 'The recurrent laryngeal branch of the vagus supplies the intrinsic laryngeal muscles; injury causes hoarseness, not reflex bradycardia.',
      },
      {
        text: 'Vagus nerve',
        why: 'The vagus carries the efferent limb of this reflex to the sinus and AV nodes, and the afferents from the aortic arch baroreceptors, but carotid sinus afferents run in the glossopharyngeal nerve.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Brief syncope triggered by head turning or pressure on the neck, reproduced by carotid massage with a pause of 3 seconds or more, is carotid sinus hypersensitivity (cardioinhibitory type), a cause of reflex syncope in older adults. The baroreceptor reflex reads pressure on the carotid sinus as a rise in blood pressure: afferents travel through the glossopharyngeal nerve to the nucleus tractus solitarius, and the efferent response increases vagal outflow to the heart and reduces sympathetic tone. In hypersensitive patients the response is exaggerated, causing asystole or vasodilation. Symptomatic cardioinhibitory carotid sinus syndrome with pauses can be treated with a dual-chamber pacemaker.',
    objective: 'Identify the glossopharyngeal nerve as the afferent limb of the carotid sinus baroreceptor reflex.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Carotid sinus baroreceptors signal through the glossopharyngeal nerve (CN IX); aortic arch baroreceptors and the efferent limb use the vagus (CN X).',
  },
  {
    id: 'cardio-q-subclavian-steal',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Subclavian steal syndrome',
    stem: 'A 67-year-old man comes to the office because of episodes of dizziness and double vision for 3 months. The episodes occur when he paints ceilings or lifts objects overhead with his left arm, and the arm aches and tires quickly during these activities. He has hypertension and hyperlipidemia and a 45-pack-year smoking history. Blood pressure is 148/86 mm Hg in the right arm and 112/74 mm Hg in the left arm. The left radial pulse is weaker than the right. A bruit is heard in the left supraclavicular fossa. Neurologic examination at rest shows no abnormalities. Duplex ultrasonography of the neck is performed.',
    leadIn: 'Ultrasonography is most likely to show reversed flow in which of the following arteries?',
    options: [
      {
        text: 'Basilar artery',
        why: 'The basilar artery keeps its forward flow; blood arriving through the right vertebral artery is diverted at the vertebrobasilar junction down the left vertebral artery, which reduces basilar flow and causes the symptoms.',
      },
      {
        text: 'Left common carotid artery',
        why: 'The left common carotid artery arises from the aortic arch proximal to the subclavian lesion, so its flow is normal; carotid stenosis causes anterior-circulation symptoms.',
      },
      {
        text: 'Left internal thoracic artery',
        why: 'Flow reverses in this artery only when it has been grafted to a coronary artery (coronary-subclavian steal, with angina during arm exercise); he has not had bypass surgery.',
      },
      {
        text: 'Left vertebral artery',
        why: 'It arises from the subclavian artery distal to the stenosis; when arm demand rises, blood flows backward down it into the arm, drawing blood away from the basilar circulation.',
      },
      {
        text: 'Right vertebral artery',
        why: 'The right vertebral artery arises from a normal right subclavian artery; its flow is forward and increased because it supplies the steal.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Vertebrobasilar symptoms (dizziness, diplopia) brought on by exercising the left arm, arm claudication, a systolic pressure difference of more than 15-20 mm Hg between the arms, a weak left radial pulse and a supraclavicular bruit indicate subclavian steal syndrome. Atherosclerotic stenosis or occlusion of the proximal left subclavian artery, before the origin of the vertebral artery, lowers pressure in the distal subclavian artery, so the ipsilateral vertebral artery fills backward from the basilar junction to supply the arm. The left side is affected far more often than the right. Persistent symptoms despite risk-factor control are treated with stenting or bypass.',
    objective: 'Explain subclavian steal as reversed flow in the ipsilateral vertebral artery distal to a proximal subclavian stenosis.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Subclavian steal: proximal subclavian stenosis reverses flow in the ipsilateral vertebral artery, causing vertebrobasilar symptoms with arm exercise.',
  },
  {
    id: 'cardio-q-aaa-screening',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Abdominal aortic aneurysm screening',
    stem: 'A 67-year-old man comes to the office for a health maintenance examination. He feels well. He has hypertension and hyperlipidemia treated with lisinopril and atorvastatin. He smoked half a pack of cigarettes daily for 20 years and quit 15 years ago. His father had a myocardial infarction at the age of 74 years. Pulse is 70/min, and blood pressure is 132/80 mm Hg. BMI is 27 kg/m². Examination, including palpation of the abdomen, shows no abnormalities. Colonoscopy 3 years ago showed no abnormalities. His most recent serum LDL cholesterol is 92 mg/dL.',
    leadIn: 'Which of the following is the most appropriate screening test at this visit?',
    options: [
      {
        text: 'Abdominal ultrasonography',
        why: 'The USPSTF recommends a one-time ultrasound to screen for abdominal aortic aneurysm in men aged 65-75 years who have ever smoked; finding and repairing large aneurysms lowers aneurysm-related death.',
      },
      {
        text: 'Ankle-brachial index',
        why: 'Evidence is insufficient to screen asymptomatic adults for peripheral artery disease; the index is used to diagnose it in patients with claudication or abnormal pulses.',
      },
      {
        text: 'Carotid duplex ultrasonography',
        why: 'The USPSTF recommends against screening asymptomatic adults for carotid stenosis because the harms of subsequent procedures outweigh the benefit; duplex is used after a transient ischemic attack or stroke.',
      },
      {
        text: 'Exercise electrocardiography',
        why: 'The USPSTF recommends against ECG screening of asymptomatic low-risk adults and finds the evidence insufficient in those at higher risk; stress testing is for symptoms that suggest ischemia.',
      },
      {
        text: 'Low-dose chest CT',
        why: 'Lung cancer screening requires at least 20 pack-years in a person aged 50-80 years who still smokes or quit within 15 years; he has a 10-pack-year history.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Smoking is the strongest modifiable risk factor for abdominal aortic aneurysm, and male sex and older age add to it. Because most aneurysms are silent until they rupture, and rupture is often fatal, the USPSTF recommends a single abdominal ultrasound in men aged 65-75 years who have ever smoked (at least 100 cigarettes in a lifetime). A normal abdominal examination does not exclude an aneurysm, because palpation is insensitive, especially in larger patients. His 10-pack-year history does not qualify him for lung cancer screening, and his colorectal cancer screening is up to date.',
    objective: 'Apply the USPSTF criteria for one-time abdominal aortic aneurysm screening.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Men aged 65-75 who have ever smoked: one-time abdominal ultrasound to screen for AAA; palpation is not enough.',
  },
  {
    id: 'cardio-q-hypertensive-emergency-target',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hypertensive emergency',
    stem: 'A 56-year-old man comes to the emergency department because of severe headache and blurred vision for 6 hours. He has hypertension but ran out of his medications 3 weeks ago. He has no chest or back pain and no weakness. Pulse is 96/min, respirations are 18/min, and blood pressure is 228/132 mm Hg in both arms. He is alert and oriented. Funduscopic examination shows bilateral flame-shaped hemorrhages, cotton-wool spots, and swelling of the optic discs. There are no focal neurologic deficits. Serum creatinine is 2.1 mg/dL (1.1 mg/dL 6 months ago), and troponin I is 0.02 ng/mL. Urinalysis shows 2+ protein and 10-15 erythrocytes per high-power field. An ECG shows left ventricular hypertrophy without ischemic changes. CT of the head shows no hemorrhage. He is admitted to the intensive care unit, and an intravenous nicardipine infusion is started.',
    leadIn: 'Which of the following is the most appropriate blood pressure goal for the first hour of treatment?',
    options: [
      {
        text: 'Lower systolic pressure to below 120 mm Hg',
        why: 'Lowering systolic pressure below 120 mm Hg within about 20 minutes is the target in acute aortic dissection; he has no chest or back pain and equal arm pressures, and so rapid a fall would risk brain, kidney and heart ischemia.',
      },
      {
        text: 'Lower systolic pressure to below 140 mm Hg',
        why: 'A systolic target near 140 mm Hg is used in acute intracerebral hemorrhage; CT shows no bleeding, and a fall of almost 90 mm Hg in an hour exceeds what his reset autoregulation can tolerate.',
      },
      {
        text: 'Maintain the current blood pressure',
        why: 'Permissive hypertension (up to 220/120 mm Hg) applies to acute ischemic stroke not treated with thrombolysis; he has ongoing retinal and kidney injury that needs controlled lowering.',
      },
      {
        text: 'Normalize blood pressure to below 130/80 mm Hg',
        why: 'Normal values are reached gradually over 24-48 hours; abrupt normalization can cause stroke, myocardial infarction or kidney injury because autoregulation is reset upward in chronic hypertension.',
      },
      {
        text: 'Reduce systolic pressure by up to 25%',
        why: 'Without a compelling condition, systolic pressure is lowered by no more than 25% in the first hour (older sources state the same rule for mean arterial pressure), then to about 160/100-110 mm Hg over the next 2-6 hours, and then toward normal over 24-48 hours.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Severe hypertension with acute end-organ damage is a hypertensive emergency. Here the damage involves the retina (hemorrhages, cotton-wool spots and papilledema of malignant hypertension) and the kidneys (a new rise in creatinine with proteinuria and hematuria). He has no aortic dissection, intracerebral hemorrhage, ischemic stroke or acute coronary syndrome, each of which has its own target. In long-standing hypertension, cerebral and renal autoregulation shift to higher pressures, so lowering pressure too far or too fast causes hypoperfusion. A titratable intravenous drug such as nicardipine, clevidipine or labetalol is used with continuous monitoring.',
    objective: 'Set the first-hour blood pressure target in a hypertensive emergency without a compelling condition.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Hypertensive emergency: lower systolic pressure by at most 25% in the first hour, to about 160/100-110 over 2-6 hours, then to normal over 24-48 hours.',
  },
  {
    id: 'cardio-q-aortic-stenosis-valve-replacement',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Aortic stenosis',
    stem: 'An 81-year-old woman comes to the office because of shortness of breath on exertion and lightheadedness when climbing stairs for 4 months. She has hypertension treated with amlodipine. She lives independently and walks her dog daily. Pulse is 72/min and regular, and blood pressure is 128/78 mm Hg. The carotid upstrokes are weak and delayed. A grade 3/6 late-peaking crescendo-decrescendo systolic murmur is heard at the right second intercostal space and radiates to both carotid arteries; the second heart sound is single and soft. The lungs are clear. Echocardiography shows a heavily calcified aortic valve with an area of 0.7 cm², a mean gradient of 52 mm Hg, a peak velocity of 4.6 m/s, and a left ventricular ejection fraction of 60%. Coronary angiography shows no significant stenoses.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Aortic valve replacement',
        why: 'Replacement is a class I indication for symptomatic severe aortic stenosis and greatly improves survival; in a patient over 80 years, transcatheter replacement is generally preferred to surgery when the anatomy is suitable.',
      },
      {
        text: 'Balloon aortic valvuloplasty',
        why: 'Balloon dilation gives only short-lived relief because restenosis occurs within months; it is a bridge to replacement in unstable patients or palliation when replacement is not possible.',
      },
      {
        text: 'Oral furosemide',
        why: 'A diuretic can ease congestion, but it lowers the preload a stiff, hypertrophied ventricle needs to push blood past a fixed obstruction, and it does not change the course of the disease.',
      },
      {
        text: 'Oral metoprolol',
        why: 'Beta-blockers do not relieve a fixed outflow obstruction and can depress contractility; they are not a treatment for aortic stenosis.',
      },
      {
        text: 'Repeat echocardiography in 6 months',
        why: 'Surveillance every 6-12 months suits asymptomatic severe stenosis with a normal ejection fraction; once symptoms appear, delaying replacement carries a high risk of sudden death.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Exertional dyspnea and presyncope, weak and delayed carotid upstrokes, a late-peaking systolic murmur radiating to the carotids and a single soft S2 indicate aortic stenosis, and the echocardiogram shows it is severe (valve area below 1.0 cm², mean gradient of 40 mm Hg or more, peak velocity of 4 m/s or more). Once angina, syncope or heart failure appear, average survival without valve replacement is only a few years, and no drug relieves the fixed obstruction. Symptomatic severe aortic stenosis is therefore an indication for valve replacement; a heart team chooses between the transcatheter and surgical approach, and in an older patient the transcatheter route is usually chosen.',
    objective: 'Refer symptomatic severe aortic stenosis for valve replacement.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Symptomatic severe aortic stenosis (area <1.0 cm², mean gradient ≥40 mm Hg, velocity ≥4 m/s) needs valve replacement; no drug changes its course.',
  },
  {
    id: 'cardio-q-bicuspid-aortic-valve',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Aortic stenosis in a middle-aged adult',
    stem: 'A 46-year-old man comes to the office because of shortness of breath on exertion for 3 months and one episode of near-fainting while running for a bus. He has no history of rheumatic fever and takes no medications. Pulse is 70/min, and blood pressure is 124/80 mm Hg. An early systolic ejection click is followed by a grade 3/6 crescendo-decrescendo systolic murmur at the right second intercostal space that radiates to the carotid arteries. Echocardiography shows severe aortic stenosis with a calcified valve, a normal mitral valve, and dilation of the ascending aorta to 4.6 cm.',
    leadIn: 'Which of the following is the most likely predisposing condition for his valve disease?',
    options: [
      {
        text: 'Bicuspid aortic valve',
        why: 'A bicuspid valve, present in about 1-2% of people, calcifies early and typically becomes severely stenotic in the fifth or sixth decade; the ejection click and the associated dilation of the ascending aorta are typical.',
      },
      {
        text: 'Chronic rheumatic heart disease',
        why: 'Rheumatic disease can cause aortic stenosis, but it almost always involves the mitral valve as well, with commissural fusion; his mitral valve is normal.',
      },
      {
        text: 'Marfan syndrome',
        why: 'Marfan syndrome dilates the aortic root and causes aortic regurgitation and mitral valve prolapse, not a calcified stenotic valve.',
      },
      {
        text: 'Senile calcific degeneration',
        why: 'Calcification of a normal three-leaflet valve is the most common cause overall, but it usually becomes severe after age 70 years and is not accompanied by an ejection click or aortic dilation.',
      },
      {
        text: 'Syphilitic aortitis',
        why: 'Tertiary syphilis causes aortitis with root dilation and aortic regurgitation, not stenosis of a calcified valve.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Symptomatic severe aortic stenosis in a man in his forties is most often due to a congenitally bicuspid valve. An early systolic ejection click (the domed valve snapping open) and dilation of the ascending aorta support this: bicuspid valve disease is accompanied by an aortopathy from abnormal structure of the aortic media, and it is associated with coarctation of the aorta and Turner syndrome. Calcification of a normal three-leaflet valve, the most common cause overall, presents one to two decades later. First-degree relatives are offered echocardiographic screening, and the aorta is followed with imaging because of the risk of aneurysm and dissection.',
    objective: 'Recognize a bicuspid aortic valve as the usual cause of severe aortic stenosis before old age.',
    task: 'risk-factor',
    steps: 2,
    takeHome: 'Severe aortic stenosis before about age 65, with an ejection click and a dilated ascending aorta, suggests a bicuspid aortic valve.',
  },
  {
    id: 'cardio-q-syphilitic-aortitis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Syphilitic aortitis',
    stem: 'A 62-year-old man comes to the office because of shortness of breath on exertion for 6 months. In his twenties, he had a painless sore on his penis that healed without treatment, followed weeks later by a rash on his palms and soles. Pulse is 84/min, and blood pressure is 168/52 mm Hg. The carotid pulses are bounding, and his head bobs with each heartbeat. A high-pitched, blowing, early diastolic decrescendo murmur is heard along the right sternal border. Chest radiography shows a dilated ascending aorta with thin linear calcification of its wall. The serum rapid plasma reagin test is reactive at a titer of 1:8, and a treponemal antibody test is reactive.',
    leadIn: "Which of the following is the most likely underlying mechanism of this patient's valvular disease?",
    options: [
      {
        text: 'Cystic medial degeneration of the aorta',
        why: 'Cystic medial degeneration weakens the aortic media in Marfan syndrome and long-standing hypertension, causing root dilation or dissection; it is not caused by infection.',
      },
      {
        text: 'Endarteritis of the vasa vasorum',
        why: 'Treponema pallidum causes obliterative endarteritis of the small vessels that nourish the thoracic aortic wall; ischemia destroys the elastic media, the root dilates, and the stretched valve ring prevents the leaflets from closing.',
      },
      {
        text: 'Giant cell inflammation of the aortic wall',
        why: 'Granulomatous inflammation with giant cells characterizes giant cell arteritis and Takayasu arteritis, which can also dilate the aorta, but the serology points to syphilis.',
      },
      {
        text: 'Molecular mimicry against valve proteins',
        why: 'Antibodies to streptococcal M protein cross-react with cardiac antigens in rheumatic fever, causing valvulitis that mainly affects the mitral valve.',
      },
      {
        text: 'Myxomatous degeneration of the leaflets',
        why: 'Myxomatous degeneration causes mitral valve prolapse; it does not dilate and calcify the ascending aorta.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A wide pulse pressure, bounding pulses, head bobbing and an early diastolic decrescendo murmur indicate chronic aortic regurgitation, and a murmur loudest along the right sternal border suggests dilation of the aortic root rather than a leaflet disorder. Untreated syphilis decades earlier (a painless chancre, then a palmar-plantar rash), reactive nontreponemal and treponemal tests and thin calcification of the ascending aortic wall point to tertiary cardiovascular syphilis. Scarring of the media gives a wrinkled "tree-bark" intima and aneurysmal dilation of the ascending aorta and arch, which can also narrow the coronary ostia. Treatment is intravenous penicillin, with valve and aortic surgery when indicated.',
    objective: 'Explain aortic regurgitation in tertiary syphilis as aortic root dilation from endarteritis of the vasa vasorum.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Tertiary syphilis: endarteritis of the vasa vasorum dilates the ascending aorta and aortic root, causing aortic regurgitation.',
  },
  {
    id: 'cardio-q-mitral-valve-prolapse-maneuvers',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Mitral valve prolapse',
    stem: 'A 26-year-old woman comes to the office because of occasional palpitations and brief episodes of sharp chest pain at rest for 6 months. She takes no medications. She is 175 cm tall and weighs 57 kg. Pulse is 74/min and regular, and blood pressure is 108/68 mm Hg. With the patient supine, a midsystolic click followed by a short late systolic murmur is heard at the apex. The remainder of the examination shows no abnormalities.',
    leadIn: 'Which of the following maneuvers is most likely to move the click closer to the first heart sound?',
    options: [
      {
        text: 'Passive leg raise',
        why: 'Raising the legs returns venous blood to the heart and enlarges the ventricle, so the click moves later and the murmur shortens.',
      },
      {
        text: 'Phenylephrine infusion',
        why: 'Raising afterload with an alpha-agonist enlarges the left ventricle and delays the click, although the regurgitant murmur may become louder.',
      },
      {
        text: 'Squatting from standing',
        why: 'Squatting increases venous return and afterload, enlarging the ventricle, so the click moves later toward S2.',
      },
      {
        text: 'Standing from squatting',
        why: 'Standing pools blood in the legs and reduces preload; the smaller ventricle lets the redundant leaflets prolapse earlier in systole, so the click moves toward S1 and the murmur lengthens.',
      },
      {
        text: 'Sustained handgrip',
        why: 'Handgrip raises afterload and ventricular volume, which delays the click; it also makes the murmurs of mitral regurgitation and ventricular septal defect louder.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A midsystolic click followed by a late systolic murmur at the apex in a thin young woman indicates mitral valve prolapse: myxomatous, redundant leaflets billow into the left atrium during systole, and the click occurs when the chordae suddenly tense. When the click occurs depends on left ventricular size: the smaller the ventricle, the earlier in systole the leaflets prolapse. Maneuvers that reduce preload (standing, the strain phase of the Valsalva maneuver) move the click earlier and lengthen the murmur; maneuvers that increase preload or afterload (squatting, leg raising, handgrip) move it later. The murmur of obstructive hypertrophic cardiomyopathy changes in the same direction with preload.',
    objective: 'Predict how changes in preload and afterload move the click of mitral valve prolapse.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'In mitral valve prolapse, less preload (standing, Valsalva) means a smaller ventricle: the click moves earlier and the murmur lengthens.',
  },
  {
    id: 'cardio-q-chronic-aortic-regurgitation',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chronic aortic regurgitation',
    stem: 'A 48-year-old man comes to the office because of fatigue and shortness of breath on exertion for 1 year. He notices a forceful pounding of his heart when he lies on his left side. He has no history of fever or drug use. Pulse is 78/min, and blood pressure is 162/48 mm Hg. The peripheral pulses are bounding, with a rapid upstroke and collapse, and pulsations are visible in the nail beds with light pressure. The apical impulse is diffuse and displaced to the sixth intercostal space at the anterior axillary line. A high-pitched, blowing, decrescendo diastolic murmur that begins immediately after S2 is heard at the third left intercostal space; it is loudest with the patient sitting up and leaning forward at end-expiration. A soft, low-pitched mid-diastolic rumble is heard at the apex.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Aortic regurgitation',
        why: 'Backflow from the aorta into the left ventricle during diastole causes a decrescendo early diastolic murmur, a large stroke volume with a wide pulse pressure, and a dilated ventricle with a displaced apex.',
      },
      {
        text: 'Aortic stenosis',
        why: 'Aortic stenosis causes a crescendo-decrescendo systolic murmur with a narrow pulse pressure and a slow-rising carotid pulse, the opposite of this picture.',
      },
      {
        text: 'Mitral stenosis',
        why: 'The apical rumble is tempting, but mitral stenosis produces an opening snap and a loud S1 without a wide pulse pressure; here the rumble is an Austin Flint murmur from the regurgitant jet impeding mitral opening.',
      },
      {
        text: 'Patent ductus arteriosus',
        why: 'A patent ductus also widens the pulse pressure, but its murmur is continuous and machine-like below the left clavicle, not purely diastolic.',
      },
      {
        text: 'Pulmonic regurgitation',
        why: 'Pulmonic regurgitation (the Graham Steell murmur of pulmonary hypertension) is an early diastolic murmur at the left upper sternal border that increases with inspiration, without bounding pulses or a wide pulse pressure.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A high-pitched decrescendo diastolic murmur beginning right after S2 at the left sternal border, best heard leaning forward at end-expiration, is aortic regurgitation. Chronic volume overload causes eccentric hypertrophy and a dilated ventricle (a diffuse, displaced apex and awareness of the heartbeat when lying on the left side). The large stroke volume raises systolic pressure, and rapid runoff back into the ventricle lowers diastolic pressure, producing bounding, collapsing (water-hammer) pulses and visible capillary pulsations in the nail beds (Quincke sign). The apical rumble is the Austin Flint murmur. Symptoms, an ejection fraction of 55% or less, or severe ventricular dilation indicate valve replacement.',
    objective: 'Diagnose chronic aortic regurgitation from its murmur and peripheral signs of a wide pulse pressure.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Decrescendo diastolic murmur at the left sternal border with a wide pulse pressure and bounding pulses: chronic aortic regurgitation.',
  },
  {
    id: 'cardio-q-atrial-septal-defect',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Atrial septal defect',
    stem: 'A 32-year-old woman comes to the office because of shortness of breath on exertion and fatigue for 1 year. She has occasional palpitations. Pulse is 88/min and regular, and blood pressure is 112/70 mm Hg. Oxygen saturation is 98% on room air. There is a parasternal lift at the left lower sternal border. A grade 2/6 midsystolic ejection murmur is heard at the left upper sternal border. The second heart sound is widely split, and the split does not change with respiration. A soft mid-diastolic rumble is heard at the left lower sternal border. An ECG shows right axis deviation and an incomplete right bundle branch block. Chest radiography shows enlarged central pulmonary arteries and increased pulmonary vascular markings.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Atrial septal defect',
        why: 'A left-to-right shunt at the atrial level overloads the right heart: flow across the pulmonic valve causes the ejection murmur, flow across the tricuspid valve the diastolic rumble, and the shared atrial volume the fixed split S2.',
      },
      {
        text: 'Coarctation of the aorta',
        why: 'Coarctation causes upper extremity hypertension, weak and delayed femoral pulses and a murmur heard over the back, without right heart overload.',
      },
      {
        text: 'Patent ductus arteriosus',
        why: 'A patent ductus produces a continuous machine-like murmur below the left clavicle and a wide pulse pressure, with left-sided rather than right-sided volume overload.',
      },
      {
        text: 'Pulmonic stenosis',
        why: 'Pulmonic stenosis also causes an ejection murmur at the left upper sternal border and a wide split, but the split still varies with respiration, an ejection click is common, and pulmonary vascular markings are not increased.',
      },
      {
        text: 'Ventricular septal defect',
        why: 'A ventricular septal defect causes a harsh holosystolic murmur at the left lower sternal border, often with a thrill, and loads the left atrium and ventricle.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Fixed wide splitting of S2 is the hallmark of an atrial septal defect. Normally inspiration increases venous return to the right heart and delays pulmonic valve closure; with an atrial communication the atria share volume, so right ventricular stroke volume stays large in both phases of respiration and the split stays wide and fixed. Right ventricular volume overload produces the parasternal lift, right axis deviation and incomplete right bundle branch block, and the shunt increases pulmonary blood flow. Secundum defects are the most common type and often present in adulthood with exercise intolerance, atrial arrhythmias or paradoxical embolism.',
    objective: 'Diagnose an atrial septal defect from a fixed split S2 and signs of right heart volume overload.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Fixed, widely split S2 with a pulmonic flow murmur and right heart overload in an adult: atrial septal defect.',
  },
  {
    id: 'cardio-q-coarctation-rib-notching',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Coarctation of the aorta',
    stem: 'A 19-year-old man comes to the office for a preparticipation sports examination. He has occasional headaches, and his legs tire and cramp when he runs. Pulse is 68/min. Blood pressure is 164/90 mm Hg in the right arm and 160/88 mm Hg in the left arm; by Doppler, systolic pressure in both legs is 108 mm Hg. The femoral pulses are weak and delayed compared with the radial pulses. An early systolic ejection click is heard at the apex, and a grade 2/6 systolic murmur is heard in the left infraclavicular area and over the left side of the back between the scapula and the spine.',
    leadIn: 'A chest radiograph is most likely to show which of the following?',
    options: [
      {
        text: 'Boot-shaped cardiac silhouette',
        why: 'A boot-shaped heart, from right ventricular hypertrophy and a small pulmonary trunk, is the classic radiograph of tetralogy of Fallot, a cyanotic condition.',
      },
      {
        text: 'Egg-on-a-string cardiac silhouette',
        why: 'An egg-on-a-string silhouette with a narrow mediastinum suggests transposition of the great arteries in a cyanotic newborn.',
      },
      {
        text: 'Inferior rib notching',
        why: 'Enlarged intercostal arteries carrying collateral flow around the narrowing erode the undersurfaces of the posterior ribs (usually the third to eighth) from later childhood onward; a "3" sign of the aortic contour may also be seen.',
      },
      {
        text: 'Snowman-shaped cardiac silhouette',
        why: 'A snowman (figure-of-eight) silhouette is the sign of supracardiac total anomalous pulmonary venous return.',
      },
      {
        text: 'Widened mediastinum',
        why: 'A widened mediastinum suggests aortic dissection or traumatic aortic injury, which present with acute chest pain, not chronic upper-body hypertension.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Hypertension in both arms with much lower pressure in the legs, weak and delayed femoral pulses, exertional leg fatigue and a systolic murmur heard over the back indicate coarctation of the aorta, usually just distal to the origin of the left subclavian artery. The ejection click suggests an associated bicuspid aortic valve, present in about half of patients; Turner syndrome is another association. Blood bypasses the narrowing through collaterals from the subclavian arteries (internal thoracic to intercostal arteries) into the descending aorta, and the dilated intercostal arteries notch the ribs. Treatment is surgical repair or balloon angioplasty with stenting, followed by lifelong surveillance for hypertension and recoarctation.',
    objective: 'Predict rib notching on chest radiography in coarctation of the aorta.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Arm hypertension, weak delayed femoral pulses and inferior rib notching from intercostal collaterals: coarctation of the aorta.',
  },
  {
    id: 'cardio-q-atrial-myxoma',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cardiac myxoma',
    stem: 'A 45-year-old woman comes to the office because of fatigue, intermittent low-grade fevers, joint aches, and a 4-kg weight loss over 3 months. She becomes short of breath and lightheaded when she lies on her left side, and these symptoms ease when she sits up. She has no history of rheumatic fever, injection drug use, or recent dental procedures. Temperature is 37.8°C, pulse is 92/min and regular, and blood pressure is 118/74 mm Hg. A low-pitched sound is heard in early diastole, followed by a mid-diastolic rumble at the apex; both vary in intensity with her position. There are no skin lesions, splinter hemorrhages, or joint effusions. Hemoglobin is 10.9 g/dL, leukocyte count is 9,800/mm³, and erythrocyte sedimentation rate is 58 mm/h. Three sets of blood cultures drawn before any antibiotics show no growth. An ECG shows sinus rhythm.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Infective endocarditis',
        why: 'Endocarditis also causes fever, weight loss, anemia, a raised ESR and a murmur, but not positional symptoms or a diastolic plop, and three negative cultures drawn before antibiotics make it unlikely.',
      },
      {
        text: 'Left atrial myxoma',
        why: 'A pedunculated atrial mass that prolapses into the mitral orifice in diastole causes a tumor plop, a variable rumble and positional dyspnea or presyncope, and its interleukin-6 secretion causes fever, weight loss, arthralgia, anemia and a raised ESR.',
      },
      {
        text: 'Mitral stenosis',
        why: 'Mitral stenosis causes a rumble after an opening snap, with a loud S1; it does not cause fever, weight loss or positional symptoms, and she has no rheumatic history.',
      },
      {
        text: 'Papillary fibroelastoma',
        why: 'Papillary fibroelastomas are small frond-like tumors on valve surfaces, usually aortic, found incidentally or after an embolic stroke; they do not obstruct the mitral orifice or cause constitutional symptoms.',
      },
      {
        text: 'Systemic lupus erythematosus',
        why: 'Lupus causes fever, arthralgia, anemia and sterile Libman-Sacks vegetations, but not positional obstruction of ventricular filling with a diastolic plop.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Constitutional symptoms (fever, weight loss, arthralgia, anemia, raised ESR) with signs of intermittent obstruction of the mitral valve that change with body position point to a left atrial myxoma, the most common primary cardiac tumor in adults. Most arise from the interatrial septum near the fossa ovalis. The early diastolic "tumor plop" occurs as the mobile mass drops into the mitral orifice, and the obstruction produces a rumble like that of mitral stenosis; fragments can embolize to the brain or limbs. Transthoracic echocardiography shows the mass, and surgical excision is curative.',
    objective: 'Recognize a left atrial myxoma from constitutional symptoms and positional signs of mitral obstruction.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Constitutional symptoms plus positional dyspnea, a diastolic tumor plop and a variable rumble in sinus rhythm: left atrial myxoma; confirm with echocardiography.',
  },
  {
    id: 'cardio-q-transthyretin-cardiac-amyloidosis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cardiac amyloidosis',
    stem: 'A 78-year-old man comes to the office because of shortness of breath on exertion and swelling of both legs for 8 months. He underwent carpal tunnel release on both wrists 6 years ago and has lumbar spinal stenosis. He has never had chest pain. He had hypertension for many years but stopped taking amlodipine 1 year ago because of lightheadedness on standing. Pulse is 76/min, and blood pressure is 104/68 mm Hg. The jugular venous pressure is 12 cm H2O, and there is 2+ pitting edema to the mid-calves. An ECG shows low-voltage QRS complexes in the limb leads and Q waves in leads V1 through V3. Echocardiography shows concentric thickening of the left ventricular walls to 17 mm with a normal cavity size, an ejection fraction of 50%, enlargement of both atria, a granular, speckled appearance of the myocardium, and reduced longitudinal strain that spares the apex. The pericardium appears normal. Serum BNP is 680 pg/mL, and troponin I is 0.08 ng/mL. Serum and urine immunofixation show no monoclonal protein, and the serum free light chain ratio is normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Cardiac sarcoidosis',
        why: 'Cardiac sarcoidosis affects younger adults and causes heart block, ventricular arrhythmias and patchy wall thinning or scarring, not diffuse thickening with low voltage.',
      },
      {
        text: 'Hypertensive heart disease',
        why: 'Hypertension thickens the walls, but true hypertrophy raises QRS voltage; thick walls with low voltage mean infiltration, and his blood pressure has fallen rather than risen.',
      },
      {
        text: 'Hypertrophic cardiomyopathy',
        why: 'Hypertrophic cardiomyopathy causes asymmetric septal hypertrophy with high QRS voltage, usually in younger patients, not concentric thickening with low voltage and carpal tunnel syndrome.',
      },
      {
        text: 'Light-chain amyloidosis',
        why: 'Light-chain disease produces the same cardiac picture and must be excluded first because it needs urgent chemotherapy, but it requires a plasma cell clone; there is no monoclonal protein and the light chain ratio is normal.',
      },
      {
        text: 'Transthyretin amyloidosis',
        why: 'Misfolded wild-type transthyretin deposits in the hearts of older men, causing a restrictive cardiomyopathy, and in ligaments and tendon sheaths, causing bilateral carpal tunnel syndrome and spinal stenosis years before heart failure.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Heart failure with thick ventricular walls but low QRS voltage is the signature of an infiltrative cardiomyopathy. Other clues to cardiac amyloidosis are pseudo-infarct Q waves, biatrial enlargement, a speckled myocardium, apical sparing of longitudinal strain, a persistently raised troponin, and hypotension that forces withdrawal of antihypertensive drugs. Bilateral carpal tunnel syndrome and lumbar spinal stenosis in an older man point to wild-type transthyretin amyloidosis, and the absence of a monoclonal protein with a normal free light chain ratio makes light-chain disease very unlikely. Technetium pyrophosphate scintigraphy can confirm the diagnosis without biopsy, and tafamidis, a transthyretin stabilizer, slows progression.',
    objective: 'Recognize transthyretin cardiac amyloidosis from thick walls with low voltage and its extracardiac clues.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Thick ventricular walls with low QRS voltage mean infiltration; in an older man with bilateral carpal tunnel syndrome and no monoclonal protein, think transthyretin amyloidosis.',
  },
  {
    id: 'cardio-q-takotsubo-prognosis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Takotsubo cardiomyopathy',
    stem: 'A 67-year-old woman is brought to the emergency department because of substernal chest pain and shortness of breath that began 2 hours ago during the funeral of her husband. Pulse is 104/min, respirations are 20/min, and blood pressure is 112/72 mm Hg. An ECG shows ST-segment elevation in leads V2 through V5. Serum troponin I is 1.8 ng/mL. Emergency coronary angiography shows no obstructive coronary disease. Left ventriculography shows akinesis of the apical and mid-ventricular segments with a hyperkinetic base and an ejection fraction of 35%. Echocardiography the next day shows no left ventricular thrombus and no outflow tract obstruction. She is treated with an ACE inhibitor and a beta-blocker.',
    leadIn: 'Which of the following is the most likely course of her left ventricular function?',
    options: [
      {
        text: 'Fixed apical scar with reduced function',
        why: 'A fixed scar follows transmural infarction from an occluded artery; here the myocardium is stunned rather than dead, and MRI typically shows no late gadolinium enhancement.',
      },
      {
        text: 'Need for cardiac transplantation',
        why: 'Transplantation is for end-stage heart failure refractory to therapy; this condition rarely progresses beyond the acute phase.',
      },
      {
        text: 'Progression to dilated cardiomyopathy',
        why: 'Progressive dilation and remodeling follow myocarditis, toxins or genetic cardiomyopathy; this stress-induced dysfunction usually resolves.',
      },
      {
        text: 'Recovery after coronary revascularization',
        why: 'Revascularization helps viable myocardium supplied by a narrowed artery; her coronary arteries have no obstructive disease, and the wall motion abnormality extends beyond one coronary territory.',
      },
      {
        text: 'Recovery within several weeks',
        why: 'Left ventricular function usually returns to normal within days to weeks, mostly within 1-2 months, as the stunned myocardium recovers; recurrence occurs in a minority of patients.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Chest pain with ST elevation and a troponin rise after intense emotional stress in a postmenopausal woman, with no obstructive coronary disease and apical ballooning with a hypercontractile base, is stress (takotsubo) cardiomyopathy. A catecholamine surge is thought to stun the apical myocardium, possibly with microvascular spasm. The acute phase can be complicated by heart failure, cardiogenic shock, outflow tract obstruction, left ventricular thrombus and arrhythmias, so in-hospital risk resembles that of an acute coronary syndrome. In survivors, however, systolic function typically recovers completely within weeks, and follow-up echocardiography documents the recovery.',
    objective: 'Predict recovery of ventricular function in takotsubo cardiomyopathy.',
    task: 'prognosis',
    steps: 2,
    takeHome: 'Takotsubo cardiomyopathy: stress-triggered apical ballooning with clean coronaries; the acute phase can be dangerous, but function usually recovers within weeks.',
  },
  {
    id: 'cardio-q-viral-myocarditis-cause',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Viral myocarditis',
    stem: 'A 24-year-old man comes to the emergency department because of shortness of breath and chest pain for 3 days. Ten days ago, he had fever, sore throat, muscle aches, and diarrhea that resolved after 4 days. He has not traveled outside the United States, has had no tick bites, and has received all recommended vaccinations. He does not use alcohol or illicit drugs. Temperature is 37.6°C, pulse is 112/min, respirations are 22/min, and blood pressure is 104/66 mm Hg. Oxygen saturation is 94% on room air. The jugular venous pressure is 10 cm H2O. Crackles are heard at both lung bases, and an S3 is present. There is no joint swelling or rash. An ECG shows sinus tachycardia with diffuse nonspecific ST-T changes and a normal PR interval. Serum troponin I is 4.2 ng/mL, and BNP is 850 pg/mL. Echocardiography shows global left ventricular hypokinesis with an ejection fraction of 30% and no pericardial effusion. Coronary angiography shows normal arteries. A urine drug screen is negative.',
    leadIn: 'Which of the following is the most likely cause of his condition?',
    options: [
      {
        text: 'Borrelia burgdorferi',
        why: 'Lyme carditis follows a tick bite and erythema migrans and typically causes fluctuating AV block; severe ventricular dysfunction is uncommon, and he has had no tick exposure.',
      },
      {
        text: 'Corynebacterium diphtheriae',
        why: 'Diphtheritic myocarditis is toxin-mediated, follows pharyngitis with a gray pseudomembrane and often causes conduction block; it is very rare in vaccinated people.',
      },
      {
        text: 'Coxsackievirus B',
        why: 'Enteroviruses, classically coxsackievirus B, cause a febrile respiratory or gastrointestinal illness followed 1-2 weeks later by myocarditis, in which direct viral injury and a T-cell-mediated response destroy myocytes.',
      },
      {
        text: 'Streptococcus pyogenes',
        why: 'Rheumatic carditis follows untreated streptococcal pharyngitis by 2-4 weeks, usually with migratory arthritis, and mainly causes valvulitis with a new regurgitant murmur rather than severe global systolic failure.',
      },
      {
        text: 'Trypanosoma cruzi',
        why: 'Chagas cardiomyopathy appears decades after infection in people from rural Latin America, with right bundle branch block, apical aneurysm and megaesophagus or megacolon; he has not traveled.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A young adult with heart failure (raised jugular venous pressure, crackles, S3, high BNP), chest pain and a high troponin 1-2 weeks after a febrile viral illness, with global hypokinesis and normal coronary arteries, has acute myocarditis. In the United States, viruses are the most common identified cause, and coxsackievirus B (an enterovirus) is the classic agent; adenovirus, parvovirus B19, human herpesvirus 6 and SARS-CoV-2 are others. Most patients recover with standard heart failure therapy, but some progress to dilated cardiomyopathy. Competitive sports are avoided for 3-6 months because of the risk of ventricular arrhythmia.',
    objective: 'Identify coxsackievirus B as the classic cause of acute viral myocarditis after a febrile illness.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Heart failure with a high troponin and normal coronaries 1-2 weeks after a viral illness in a young adult: viral myocarditis, classically coxsackievirus B.',
  },
  {
    id: 'cardio-q-anthracycline-cardiomyopathy',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Anthracycline cardiotoxicity',
    stem: 'A 56-year-old woman comes to the office because of shortness of breath on exertion and difficulty breathing when lying flat for 2 months. Eight months ago, she completed chemotherapy for hormone receptor-positive, HER2-negative breast cancer with doxorubicin and cyclophosphamide followed by paclitaxel; she did not receive radiation therapy. Echocardiography before chemotherapy showed an ejection fraction of 62%. Pulse is 98/min, and blood pressure is 108/70 mm Hg. The jugular venous pressure is 11 cm H2O, an S3 is heard, and there are crackles at both lung bases and edema of both ankles. Echocardiography now shows a dilated left ventricle with global hypokinesis and an ejection fraction of 30%. Pharmacologic stress myocardial perfusion imaging shows no ischemia.',
    leadIn: 'Which of the following is the most likely mechanism of her heart disease?',
    options: [
      {
        text: 'Antibody blockade of HER2 signaling',
        why: 'Trastuzumab blocks HER2 signaling needed for myocyte repair and causes a usually reversible, dose-independent fall in ejection fraction; her tumor was HER2-negative, so she did not receive it.',
      },
      {
        text: 'Coronary artery vasospasm',
        why: 'Fluorouracil and capecitabine cause coronary vasospasm with angina or infarction during treatment, not a delayed dilated cardiomyopathy; she received neither.',
      },
      {
        text: 'Free radical injury to myocytes',
        why: 'Doxorubicin binds iron and undergoes redox cycling, generating reactive oxygen species that damage myocyte membranes and mitochondria, along with inhibition of topoisomerase II-beta; myocytes have weak antioxidant defenses, so the injury is cumulative and dose-dependent.',
      },
      {
        text: 'Hemorrhagic myocardial necrosis',
        why: 'Very high-dose cyclophosphamide, as in conditioning for stem cell transplantation, can cause hemorrhagic myocarditis within days; standard breast cancer doses rarely do, and it does not appear months later.',
      },
      {
        text: 'Microtubule stabilization in myocytes',
        why: 'Paclitaxel stabilizes microtubules in dividing cells; its cardiac effects are mainly bradycardia and conduction disturbances during infusion, and its main toxicity is peripheral neuropathy.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Heart failure with a dilated, globally hypokinetic ventricle months after chemotherapy, with a normal ejection fraction beforehand and no ischemia, is chemotherapy-related cardiomyopathy, and of her drugs doxorubicin is the usual cause. Anthracycline toxicity depends on the cumulative dose (risk rises steeply above about 400-550 mg/m², though it can occur at lower doses), older age, chest radiation and concurrent trastuzumab. Unlike trastuzumab toxicity, it involves myocyte death and is often irreversible. Prevention includes limiting the cumulative dose, monitoring the ejection fraction, and the iron chelator dexrazoxane; established disease is treated with standard heart failure therapy.',
    objective: 'Explain anthracycline cardiomyopathy as cumulative, iron-mediated free radical injury to myocytes.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Doxorubicin causes dose-dependent, often irreversible dilated cardiomyopathy through free radical injury (dexrazoxane protects); trastuzumab toxicity is usually reversible.',
  },
  {
    id: 'cardio-q-acute-pericarditis-treatment',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute pericarditis',
    stem: 'A 34-year-old man comes to the emergency department because of sharp substernal chest pain for 2 days. The pain worsens when he lies back or breathes deeply and improves when he sits up and leans forward. He had a runny nose and sore throat 1 week ago. He takes no medications. Temperature is 37.8°C, pulse is 96/min, respirations are 18/min, and blood pressure is 126/78 mm Hg. A high-pitched scratching sound with three components is heard at the left lower sternal border. An ECG shows diffuse concave ST-segment elevation with PR-segment depression in most leads and PR-segment elevation in lead aVR. Serum troponin I is 0.02 ng/mL, and creatinine is 0.9 mg/dL. Echocardiography shows a trivial pericardial effusion and normal wall motion.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Aspirin, clopidogrel, and heparin',
        why: 'This regimen treats an acute coronary syndrome; the diffuse concave ST elevation with PR depression, positional pain, friction rub and normal troponin indicate pericarditis, and anticoagulation risks a hemorrhagic effusion.',
      },
      {
        text: 'Colchicine monotherapy',
        why: 'Colchicine roughly halves the rate of recurrence and belongs in first-line therapy, but on its own it controls the acute pain and inflammation less well than combined treatment.',
      },
      {
        text: 'Ibuprofen and colchicine',
        why: 'A high-dose NSAID (or aspirin) for 1-2 weeks with a taper, plus colchicine for 3 months, relieves symptoms and reduces recurrence; this is first-line treatment for acute pericarditis.',
      },
      {
        text: 'Intravenous alteplase',
        why: 'Fibrinolysis is for ST-elevation infarction; in pericarditis it can cause bleeding into the pericardium and tamponade.',
      },
      {
        text: 'Oral prednisone',
        why: 'Glucocorticoids are reserved for patients who cannot take NSAIDs or who have an autoimmune cause; used first-line they increase the risk of recurrent pericarditis.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Sharp pleuritic chest pain relieved by sitting forward, a three-component friction rub, diffuse concave ST elevation with PR depression (and PR elevation in aVR), and a small effusion after an upper respiratory infection indicate acute viral or idiopathic pericarditis. A normal troponin shows no significant myocardial involvement. He has none of the high-risk features (fever above 38°C, a large effusion or tamponade, immunosuppression, trauma, anticoagulant use, or failure to respond to an NSAID) that call for admission or further investigation, so he can be treated as an outpatient and advised to avoid strenuous exercise until symptoms resolve.',
    objective: 'Treat acute pericarditis with an NSAID plus colchicine and avoid first-line glucocorticoids.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Acute pericarditis: NSAID (or aspirin) plus colchicine; avoid first-line glucocorticoids, which increase recurrence.',
  },
  {
    id: 'cardio-q-marfan-fibrillin',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Marfan syndrome',
    stem: 'A 19-year-old man comes to the office for a preparticipation examination before joining a college basketball team. He is 198 cm tall with an arm span of 208 cm. He has worn glasses for severe myopia since childhood, and an ophthalmologist recently found upward displacement of both lenses. His father died suddenly at the age of 41 years; an autopsy showed rupture of the ascending aorta. Pulse is 68/min, and blood pressure is 124/62 mm Hg. He has long, thin fingers, and his thumb projects beyond the ulnar border of the palm when enclosed in his fist. He has pectus excavatum. A soft early diastolic murmur is heard at the left sternal border. Echocardiography shows dilation of the aortic root at the sinuses of Valsalva to 4.6 cm with mild aortic regurgitation.',
    leadIn: "A mutation in the gene encoding which of the following proteins is the most likely cause of this patient's condition?",
    options: [
      {
        text: 'Cystathionine beta-synthase',
        why: 'Deficiency of this enzyme (homocystinuria) also gives a tall, thin build with lens dislocation, but the lenses usually move downward, and intellectual disability and thrombosis are typical; inheritance is autosomal recessive.',
      },
      {
        text: 'Elastin',
        why: 'Deletion of the elastin gene in Williams syndrome causes supravalvular aortic stenosis, hypercalcemia and elfin facies, not aortic root dilation.',
      },
      {
        text: 'Fibrillin-1',
        why: 'Autosomal dominant mutations in FBN1 weaken the microfibrils that scaffold elastic fibers and increase TGF-beta signaling, causing aortic root dilation, upward lens dislocation and skeletal overgrowth.',
      },
      {
        text: 'Type I collagen',
        why: 'Type I collagen defects cause osteogenesis imperfecta, with fractures, blue sclerae and hearing loss, not long limbs and aortic root dilation.',
      },
      {
        text: 'Type III collagen',
        why: 'Type III collagen defects cause vascular Ehlers-Danlos syndrome, with thin translucent skin, easy bruising and arterial or bowel rupture, but not lens dislocation or tall stature.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Tall stature with an arm span greater than height, arachnodactyly with a positive thumb sign, pectus excavatum, severe myopia with upward lens dislocation, aortic root dilation with regurgitation, and a father who died of aortic rupture indicate Marfan syndrome, an autosomal dominant disorder of fibrillin-1. Cystic medial degeneration of the aortic wall leads to progressive root dilation, aortic regurgitation and dissection, the main causes of death. Management includes a beta-blocker or angiotensin receptor blocker to slow root growth, avoidance of competitive and contact sports, regular aortic imaging, and prophylactic root replacement at about 5.0 cm, or from about 4.5 cm with rapid growth or a family history of dissection, as in this patient.',
    objective: 'Identify fibrillin-1 as the defective protein in Marfan syndrome.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Tall, long-limbed patient with upward lens dislocation and aortic root dilation: Marfan syndrome, an autosomal dominant fibrillin-1 defect.',
  },
  {
    id: 'cardio-q-icd-primary-prevention',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary prevention of sudden cardiac death',
    stem: 'A 63-year-old man comes to the office for follow-up 5 months after an anterior myocardial infarction treated with a stent in the left anterior descending artery. For the past 4 months, he has taken sacubitril-valsartan, metoprolol succinate, spironolactone, and dapagliflozin at target or maximally tolerated doses, along with aspirin, clopidogrel, and atorvastatin. He becomes short of breath after climbing two flights of stairs. He has had no palpitations or fainting. Pulse is 64/min, and blood pressure is 112/70 mm Hg. The lungs are clear, and there is no edema. An ECG shows sinus rhythm, Q waves in leads V1 through V4, and a QRS duration of 104 msec. Echocardiography shows anterior and apical akinesis with a left ventricular ejection fraction of 30%.',
    leadIn: 'Which of the following is the most appropriate next step to reduce his risk of sudden cardiac death?',
    options: [
      {
        text: 'Amiodarone',
        why: 'Amiodarone suppresses ventricular arrhythmias but does not reduce mortality as primary prevention; it is used to reduce shocks in patients who already have a defibrillator.',
      },
      {
        text: 'Cardiac resynchronization therapy',
        why: 'Resynchronization is added for an ejection fraction of 35% or less with left bundle branch block and a QRS of 150 msec or more; his QRS is narrow.',
      },
      {
        text: 'Implantable defibrillator',
        why: 'An implantable cardioverter-defibrillator reduces mortality with an ejection fraction of 35% or less and NYHA class II-III symptoms, at least 40 days after infarction and after 3 months of optimal medical therapy, when survival of more than 1 year is expected.',
      },
      {
        text: 'Repeat echocardiography in 1 year',
        why: 'Reassessing the ejection fraction once medical therapy is optimized is appropriate, but that has been done: it remains 30% after 4 months of full therapy, and waiting another year leaves him unprotected.',
      },
      {
        text: 'Wearable defibrillator',
        why: 'A wearable defibrillator can bridge the first 40 days after infarction, when a permanent device is not yet indicated; he is well past that period.',
      },
    ],
    answerIndex: 2,
    rationale:
      'He has ischemic cardiomyopathy with an ejection fraction of 30% and NYHA class II symptoms more than 40 days after infarction and more than 90 days after revascularization, despite at least 3 months of guideline-directed medical therapy. Scar from the infarction is the substrate for reentrant ventricular tachycardia, and sudden death is a leading cause of death in such patients. He therefore meets the class I indication for a primary-prevention implantable cardioverter-defibrillator. Because his QRS is narrow, resynchronization would not help.',
    objective: 'Apply the criteria for a primary-prevention implantable cardioverter-defibrillator after myocardial infarction.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Primary-prevention ICD: ejection fraction ≤35% with NYHA class II-III despite ≥3 months of optimal therapy, at least 40 days after MI.',
  },
  {
    id: 'cardio-q-rheumatic-fever-secondary-prophylaxis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute rheumatic fever: secondary prophylaxis',
    stem: 'A 14-year-old girl is in the hospital because of fever and joint pain. Three weeks after a sore throat that was not treated, she developed fever and painful swelling that moved from her right knee to her left ankle and then to her left wrist over 1 week. The antistreptolysin O titer is elevated. A new grade 2/6 holosystolic murmur is heard at the apex, and echocardiography shows mild mitral regurgitation with thickened mitral leaflets. She has completed a course of antibiotics to eradicate streptococci and is taking aspirin, and the joint symptoms have resolved. Temperature is 37.0°C, pulse is 84/min, and blood pressure is 108/64 mm Hg. She has no drug allergies.',
    leadIn: 'Which of the following is the most appropriate long-term regimen to prevent a recurrence of her illness?',
    options: [
      {
        text: 'Amoxicillin before each dental procedure',
        why: 'Dental prophylaxis aims at infective endocarditis and is now reserved for prosthetic valves, previous endocarditis and certain congenital lesions; it does not prevent streptococcal pharyngitis or rheumatic recurrences.',
      },
      {
        text: 'Benzathine penicillin G every 4 weeks',
        why: 'Intramuscular benzathine penicillin G every 4 weeks prevents new group A streptococcal infections; with carditis and residual valve disease it continues for 10 years or until age 40 years, whichever is longer.',
      },
      {
        text: 'Daily aspirin until the murmur resolves',
        why: 'Aspirin or another NSAID treats the arthritis of the acute attack; it does not prevent new streptococcal infection or recurrent carditis.',
      },
      {
        text: 'Oral prednisone for 6 months',
        why: 'Glucocorticoids are sometimes given for severe acute carditis, but they do not prevent recurrences, and long-term use causes serious harm.',
      },
      {
        text: 'Penicillin for each new sore throat',
        why: 'Treating each sore throat misses streptococcal infections that cause few symptoms yet still trigger recurrences; continuous prophylaxis is needed.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Migratory polyarthritis of large joints and carditis (new mitral regurgitation) after a recent streptococcal infection (raised antistreptolysin O titer) meet the Jones criteria for acute rheumatic fever. Each new group A streptococcal pharyngitis can trigger a recurrence that worsens valve damage, so continuous secondary prophylaxis is the most effective intervention. Intramuscular benzathine penicillin G every 4 weeks is preferred; daily oral penicillin V is an alternative, and a macrolide is used for penicillin allergy. Duration depends on carditis: 5 years or until age 21 without carditis, 10 years or until 21 with carditis but no residual disease, and 10 years or until 40 with residual valve disease, whichever is longer.',
    objective: 'Choose benzathine penicillin G as secondary prophylaxis after acute rheumatic fever.',
    task: 'prevention',
    steps: 2,
    takeHome: 'After acute rheumatic fever, give benzathine penicillin G every 4 weeks for years (longest when valve disease persists) to prevent recurrences.',
  },
  {
    id: 'cardio-q-endocarditis-dental-prophylaxis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Infective endocarditis prophylaxis',
    stem: 'A 71-year-old man comes to the office because his dentist plans to extract a molar next week and has asked whether he needs antibiotics beforehand. Three years ago, he underwent surgical aortic valve replacement with a bioprosthetic valve for severe aortic stenosis. He has hypertension treated with lisinopril. He has never had endocarditis and has no drug allergies. Temperature is 36.8°C, pulse is 70/min, and blood pressure is 128/76 mm Hg. A soft grade 1/6 midsystolic murmur is heard at the right upper sternal border. Echocardiography 6 months ago showed normal function of the prosthetic valve.',
    leadIn: 'Which of the following is the most appropriate recommendation regarding antibiotic prophylaxis?',
    options: [
      {
        text: 'Amoxicillin daily for 7 days after the procedure',
        why: 'A course after the procedure does not prevent the bacteremia of the extraction itself and adds adverse effects and resistance; prophylaxis is a single dose given beforehand.',
      },
      {
        text: 'Clindamycin as a single dose before the procedure',
        why: 'Clindamycin is no longer recommended for dental prophylaxis, even in penicillin allergy, because of Clostridioides difficile infection; azithromycin, clarithromycin or doxycycline are used when penicillin cannot be given.',
      },
      {
        text: 'Intravenous vancomycin at the start of the procedure',
        why: 'Vancomycin is used for surgical prophylaxis against staphylococci when MRSA is a concern, not for dental procedures, where viridans group streptococci are the target.',
      },
      {
        text: 'No antibiotic prophylaxis for this procedure',
        why: 'No prophylaxis is right for most valve disease, including mitral valve prolapse, rheumatic heart disease and native valve stenosis, but a prosthetic valve, bioprosthetic or mechanical, is a high-risk condition.',
      },
      {
        text: 'One dose of oral amoxicillin before the procedure',
        why: 'Amoxicillin 2 g by mouth 30-60 minutes before a procedure that manipulates the gingiva covers viridans group streptococci in patients at highest risk of a poor outcome from endocarditis.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Antibiotic prophylaxis before dental procedures is limited to patients at the highest risk of a poor outcome from endocarditis: a prosthetic valve (including transcatheter valves) or prosthetic material used for valve repair, previous infective endocarditis, certain congenital heart disease (unrepaired cyanotic disease, or repaired defects with residual shunts or within 6 months of repair with prosthetic material), and cardiac transplant recipients with valvulopathy. The procedure must involve manipulation of gingival tissue or the periapical region of the teeth, or perforation of the oral mucosa; an extraction qualifies. His bioprosthetic aortic valve places him in the high-risk group. Good oral hygiene and regular dental care remain the most important preventive measures.',
    objective: 'Identify which patients and procedures need antibiotic prophylaxis against infective endocarditis, and the regimen.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Dental prophylaxis against endocarditis is for prosthetic valves, prior endocarditis, certain congenital disease and transplant valvulopathy: one dose of amoxicillin beforehand.',
  },
  {
    id: 'cardio-q-streptococcus-gallolyticus-endocarditis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Streptococcus gallolyticus endocarditis',
    stem: 'A 72-year-old man comes to the office because of fever, fatigue, and a 4-kg weight loss over 6 weeks. He has had no recent dental work, and he does not inject drugs. Temperature is 38.3°C, pulse is 96/min, and blood pressure is 128/72 mm Hg. A new grade 2/6 holosystolic murmur is heard at the apex and radiates to the axilla. Splinter hemorrhages are present under several fingernails. Hemoglobin is 10.8 g/dL, and mean corpuscular volume is 76 μm³. Three sets of blood cultures grow gram-positive cocci in chains, identified as Streptococcus gallolyticus (formerly Streptococcus bovis). Transesophageal echocardiography shows a 7-mm vegetation on the mitral valve with mild regurgitation and no abscess. Intravenous ceftriaxone is started.',
    leadIn: 'In addition to antibiotic therapy, which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Colonoscopy',
        why: 'Bacteremia or endocarditis with this organism is strongly associated with colorectal adenomas and carcinoma, so colonoscopy is recommended once the patient is stable; his microcytic anemia adds to the concern.',
      },
      {
        text: 'Cystoscopy',
        why: 'Urologic evaluation is considered for enterococcal endocarditis in older men, which often follows genitourinary infection or instrumentation.',
      },
      {
        text: 'Dental panoramic radiography',
        why: 'A dental source is sought for viridans group streptococci, which come from the mouth; this organism comes from the colon.',
      },
      {
        text: 'Mitral valve surgery',
        why: 'Early surgery is indicated for heart failure from valve dysfunction, uncontrolled infection such as an abscess, or a large vegetation (over 10 mm) with embolism; he has none of these.',
      },
      {
        text: 'Upper endoscopy',
        why: 'Microcytic anemia can come from upper gastrointestinal bleeding, but the organism points to the colon; upper endoscopy follows only if colonoscopy does not explain the blood loss.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Fever, weight loss, a new murmur of mitral regurgitation, splinter hemorrhages, persistent streptococcal bacteremia and a mitral vegetation establish infective endocarditis. Streptococcus gallolyticus belongs to the bowel flora and enters the blood through a breach in the colonic mucosa, and a large proportion of patients with this bacteremia have colorectal adenomas or cancer, which may be unsuspected. His iron deficiency-pattern anemia, suggesting chronic blood loss, supports that concern. Colonoscopy is therefore part of the workup, while antibiotic therapy continues for 4 weeks for native valve disease.',
    objective: 'Look for colorectal neoplasia with colonoscopy in Streptococcus gallolyticus endocarditis.',
    task: 'next-step',
    steps: 1,
    takeHome: 'Streptococcus gallolyticus (S. bovis) bacteremia or endocarditis: perform colonoscopy to look for colorectal neoplasia.',
  },
  {
    id: 'cardio-q-ace-inhibitor-renal-artery-stenosis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Renovascular hypertension: ACE inhibitor effect',
    stem: 'A 71-year-old man comes to the office for follow-up 2 weeks after lisinopril was added to amlodipine and chlorthalidone for hypertension that has remained above 150/90 mm Hg. He has peripheral artery disease and a 50-pack-year smoking history. He takes no NSAIDs. Pulse is 72/min, and blood pressure is 152/88 mm Hg. Bruits are heard on both sides of the upper abdomen. There is no edema. Serum creatinine is 2.0 mg/dL (1.1 mg/dL before lisinopril was started), and potassium is 5.0 mEq/L. Urinalysis shows no protein, blood, or casts. Renal ultrasonography shows a right kidney 8.9 cm and a left kidney 9.2 cm in length, without hydronephrosis.',
    leadIn: "Which of the following best explains the rise in this patient's creatinine?",
    options: [
      {
        text: 'Afferent arteriolar constriction',
        why: 'Afferent constriction lowers filtration when NSAIDs block prostaglandin-mediated dilation or with calcineurin inhibitors; he takes neither, and ACE inhibitors act on the efferent side.',
      },
      {
        text: 'Allergic interstitial inflammation',
        why: 'Drug-induced interstitial nephritis causes kidney injury with white cells and white cell casts in the urine, often with rash or fever; his urinalysis is bland.',
      },
      {
        text: 'Direct tubular epithelial injury',
        why: 'Tubular injury from aminoglycosides, contrast or ischemia produces muddy brown granular casts and does not follow the start of an ACE inhibitor in this way.',
      },
      {
        text: 'Loss of efferent arteriolar constriction',
        why: 'When both renal arteries are narrowed, angiotensin II-mediated constriction of the efferent arterioles maintains glomerular pressure; an ACE inhibitor removes it, so filtration falls abruptly.',
      },
      {
        text: 'Reduced renal perfusion from volume depletion',
        why: 'Diuretic-induced volume depletion can raise creatinine, but he has taken chlorthalidone without change, and the rise followed the ACE inhibitor in a patient with signs of bilateral renal artery stenosis.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Resistant hypertension in an older smoker with peripheral artery disease, bilateral abdominal bruits, small kidneys and a rise in creatinine of more than 30% soon after an ACE inhibitor was started point to bilateral atherosclerotic renal artery stenosis. Low perfusion pressure activates the renin-angiotensin system, and angiotensin II preferentially constricts the efferent arteriole, preserving glomerular capillary pressure and filtration. Blocking angiotensin II formation dilates the efferent arteriole, and the glomerular filtration rate falls. The effect is hemodynamic and usually reverses when the drug is stopped. Duplex ultrasonography or CT or MR angiography confirms the stenosis; most patients are treated medically, and revascularization is reserved for selected cases.',
    objective: 'Explain the fall in GFR after ACE inhibition in bilateral renal artery stenosis.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'A >30% rise in creatinine after an ACE inhibitor or ARB suggests bilateral renal artery stenosis: GFR depended on angiotensin II constricting the efferent arteriole.',
  },
  {
    id: 'cardio-q-amlodipine-edema',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Dihydropyridine calcium channel blocker edema',
    stem: 'A 64-year-old woman comes to the office because of swelling of both ankles for 6 weeks. The swelling is worse at the end of the day. Two months ago, her amlodipine dose for hypertension was increased from 5 mg to 10 mg daily. She has no shortness of breath, orthopnea, or abdominal swelling. Pulse is 72/min, and blood pressure is 128/78 mm Hg. The jugular venous pressure is 7 cm H2O, the lungs are clear, and there is no S3 or murmur. There is 1+ pitting edema of both ankles without skin changes or tenderness. Serum albumin is 4.2 g/dL, creatinine is 0.8 mg/dL, TSH is 1.8 μU/mL, and BNP is 40 pg/mL. Urinalysis shows no protein.',
    leadIn: 'Which of the following is the most likely mechanism of her edema?',
    options: [
      {
        text: 'Decreased plasma oncotic pressure',
        why: 'Low oncotic pressure causes edema in nephrotic syndrome, cirrhosis and malnutrition; her albumin is normal and her urine has no protein.',
      },
      {
        text: 'Increased capillary permeability',
        why: 'Capillary leak causes edema in sepsis, burns and angioedema; it does not explain dependent edema after a dose increase.',
      },
      {
        text: 'Lymphatic obstruction',
        why: 'Lymphedema follows lymph node dissection, radiation or filariasis, usually affects one limb and becomes nonpitting with thickened skin.',
      },
      {
        text: 'Precapillary arteriolar dilation',
        why: 'Dihydropyridines dilate arterioles much more than venules; the rise in capillary hydrostatic pressure in dependent limbs drives fluid into the tissues, a dose-dependent effect that diuretics relieve poorly.',
      },
      {
        text: 'Renal sodium and water retention',
        why: 'Sodium retention drives the edema of heart failure and kidney disease, with a raised jugular venous pressure or a high BNP; her volume status is otherwise normal, and this drug edema does not come from sodium retention.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Bilateral dependent ankle edema that began after the amlodipine dose was doubled, with a normal jugular venous pressure, clear lungs, a normal BNP, normal albumin, kidney and thyroid function, and no proteinuria, is edema caused by the dihydropyridine calcium channel blocker. Because the precapillary arterioles dilate while the postcapillary venules do not, pressure in the capillary bed rises and fluid filters into the tissues of the legs. The edema responds to lowering the dose, switching drugs, or adding an ACE inhibitor or angiotensin receptor blocker, which dilates the venous side and balances capillary pressure; diuretics help little because total body sodium is not increased.',
    objective: 'Explain dihydropyridine-induced edema as increased capillary pressure from arteriolar dilation.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Amlodipine edema comes from arteriolar (precapillary) dilation raising capillary pressure; lower the dose or add an ACE inhibitor or ARB rather than a diuretic.',
  },
  {
    id: 'cardio-q-statin-clarithromycin-rhabdomyolysis',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Statin myopathy from a drug interaction',
    stem: 'A 68-year-old man comes to the emergency department because of diffuse muscle aching, weakness of his thighs, and dark urine for 4 days. He has taken simvastatin 40 mg daily for 6 years without problems. Twelve days ago, he began a 14-day course of clarithromycin, amoxicillin, and omeprazole for Helicobacter pylori infection. He rarely drinks alcohol. Temperature is 37.1°C, pulse is 88/min, and blood pressure is 136/82 mm Hg. The thigh and calf muscles are tender, and hip flexion strength is 4/5 bilaterally. Serum creatine kinase is 18,400 U/L, creatinine is 1.6 mg/dL (0.9 mg/dL 1 year ago), potassium is 5.0 mEq/L, and TSH is 2.0 μU/mL. The urine dipstick is strongly positive for blood, but microscopy shows no erythrocytes.',
    leadIn: "Which of the following is the most likely mechanism of this patient's condition?",
    options: [
      {
        text: 'Antibodies against HMG-CoA reductase',
        why: 'Statin-associated immune-mediated necrotizing myopathy is rare and persists or progresses after the statin is stopped; the timing here points to a newly added interacting drug.',
      },
      {
        text: 'Direct antibiotic toxicity to myocytes',
        why: 'Some antibiotics, such as daptomycin, are directly myotoxic; clarithromycin and amoxicillin are not, and clarithromycin harms muscle here only by raising the statin level.',
      },
      {
        text: 'Induction of hepatic CYP3A4',
        why: 'Inducers such as rifampin and carbamazepine speed statin metabolism and lower statin levels, which reduces efficacy rather than causing toxicity.',
      },
      {
        text: 'Inhibition of hepatic CYP3A4',
        why: 'Clarithromycin strongly inhibits CYP3A4, which metabolizes simvastatin, lovastatin and atorvastatin; statin levels rise several-fold and cause dose-dependent muscle injury.',
      },
      {
        text: 'Inhibition of statin glucuronidation',
        why: 'Gemfibrozil raises statin levels by inhibiting statin glucuronidation and hepatic uptake, which is why it is avoided with statins; none of his drugs acts this way.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Muscle pain and weakness, a creatine kinase more than 10 times the upper limit of normal, kidney injury and pigmenturia (a dipstick positive for blood without red cells, from myoglobin) indicate rhabdomyolysis. It began within 2 weeks of adding clarithromycin to long-standing simvastatin. Simvastatin is metabolized by CYP3A4, and clarithromycin is a strong inhibitor of that enzyme, so simvastatin levels rose sharply. Management is to stop the statin and the interacting drug if possible, give intravenous fluids, and monitor potassium and kidney function. Statins not metabolized by CYP3A4 (pravastatin, rosuvastatin, pitavastatin) or a different antibiotic avoid this interaction.',
    objective: 'Attribute statin rhabdomyolysis to CYP3A4 inhibition by an interacting drug.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Simvastatin, lovastatin or atorvastatin plus a strong CYP3A4 inhibitor (clarithromycin, azole antifungals, protease inhibitors) can cause rhabdomyolysis.',
  },
  {
    id: 'cardio-q-familial-hypercholesterolemia',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Familial hypercholesterolemia',
    stem: 'A 32-year-old man comes to the office for a routine examination. His father had a myocardial infarction at the age of 44 years, and his paternal aunt takes medication for high cholesterol. He does not smoke and exercises regularly. Pulse is 66/min, and blood pressure is 122/76 mm Hg. BMI is 24 kg/m². There are firm, nontender nodules on both Achilles tendons and on the extensor tendons of the hands, and a gray-white ring at the margin of each cornea. Fasting serum studies show total cholesterol of 360 mg/dL, LDL cholesterol of 290 mg/dL, HDL cholesterol of 48 mg/dL, and triglycerides of 110 mg/dL. Serum glucose, TSH, and liver tests are normal, and urinalysis shows no protein.',
    leadIn: 'Which of the following is the most likely underlying defect?',
    options: [
      {
        text: 'Apolipoprotein C-II deficiency',
        why: 'Apolipoprotein C-II activates lipoprotein lipase; its deficiency causes massive chylomicronemia with pancreatitis and eruptive xanthomas, not an isolated high LDL.',
      },
      {
        text: 'Apolipoprotein E2 homozygosity',
        why: 'Homozygous apolipoprotein E2 impairs clearance of remnant lipoproteins (dysbetalipoproteinemia), raising cholesterol and triglycerides together, with palmar and tuberoeruptive xanthomas.',
      },
      {
        text: 'Defective LDL receptor',
        why: 'Mutations in the LDL receptor gene (most often), apolipoprotein B or PCSK9 impair hepatic uptake of LDL, causing very high LDL cholesterol, tendon xanthomas and premature coronary disease, inherited in an autosomal dominant pattern.',
      },
      {
        text: 'Hepatic VLDL overproduction',
        why: 'Overproduction of VLDL raises triglycerides, as in familial hypertriglyceridemia or combined hyperlipidemia; his triglycerides are normal.',
      },
      {
        text: 'Lipoprotein lipase deficiency',
        why: 'Lipoprotein lipase deficiency causes severe hypertriglyceridemia from childhood with pancreatitis, lipemia retinalis and eruptive xanthomas.',
      },
    ],
    answerIndex: 2,
    rationale:
      'An isolated, very high LDL cholesterol (above 190 mg/dL) with normal triglycerides, xanthomas of the Achilles and hand extensor tendons, corneal arcus at a young age and premature coronary disease in a first-degree relative indicate heterozygous familial hypercholesterolemia. It is autosomal dominant and most often due to a defective LDL receptor, so the liver cannot clear LDL from the blood. Secondary causes (hypothyroidism, nephrotic syndrome, cholestasis) are excluded by the normal tests. Treatment starts with a high-intensity statin, which increases expression of the functioning receptors; ezetimibe and a PCSK9 inhibitor are added as needed, and first-degree relatives are screened.',
    objective: 'Identify a defective LDL receptor as the usual cause of familial hypercholesterolemia.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'LDL >190 mg/dL with tendon xanthomas and early coronary disease in the family: familial hypercholesterolemia, usually an LDL receptor defect (autosomal dominant).',
  },
  {
    id: 'cardio-q-fibrate-hypertriglyceridemia',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Severe hypertriglyceridemia',
    stem: 'A 48-year-old man comes to the office for follow-up 2 months after he was hospitalized for acute pancreatitis; his serum triglyceride concentration at that time was 2,400 mg/dL. He has type 2 diabetes mellitus treated with metformin. Since discharge, he has stopped drinking alcohol and followed a very-low-fat diet. Pulse is 74/min, and blood pressure is 132/82 mm Hg. BMI is 31 kg/m². Examination shows no xanthomas or abdominal tenderness. Hemoglobin A1c is 7.0%. The fasting serum triglyceride concentration is now 1,150 mg/dL. Serum TSH and creatinine are normal, and urinalysis shows no protein. A drug is added to lower his triglycerides and his risk of recurrent pancreatitis.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate drug?',
    options: [
      {
        text: 'Activation of PPAR-alpha',
        why: 'Fibrates such as fenofibrate activate PPAR-alpha, increasing lipoprotein lipase synthesis and fatty acid oxidation and decreasing apolipoprotein C-III; they lower triglycerides by about 30-50% and are the first drug for triglycerides of 1,000 mg/dL or more.',
      },
      {
        text: 'Bile acid sequestration in the gut',
        why: 'Bile acid sequestrants lower LDL but raise triglycerides by increasing hepatic VLDL production, so they are contraindicated with severe hypertriglyceridemia.',
      },
      {
        text: 'Blockade of the NPC1L1 transporter',
        why: 'Ezetimibe blocks intestinal cholesterol absorption and lowers LDL by about 20%, with little effect on triglycerides.',
      },
      {
        text: 'Inhibition of HMG-CoA reductase',
        why: 'A statin is indicated for his cardiovascular risk and lowers triglycerides modestly, but on its own it does not lower triglycerides enough to prevent pancreatitis at this level.',
      },
      {
        text: 'Inhibition of PCSK9',
        why: 'PCSK9 inhibitors lower LDL markedly by preserving LDL receptors and have little effect on severe hypertriglyceridemia.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Triglycerides above 1,000 mg/dL despite stopping alcohol and following a very-low-fat diet, after an episode of pancreatitis, carry a high risk of recurrent pancreatitis, and his diabetes and obesity add to the hypertriglyceridemia. When triglycerides remain this high after diet and correction of secondary causes, a fibrate is the first drug to prevent pancreatitis; fenofibrate is preferred because gemfibrozil interacts with statins. High-dose omega-3 fatty acids are an alternative or add-on, and better glucose control also helps. Adverse effects of fibrates include gallstones, myopathy (especially with statins) and a reversible rise in creatinine.',
    objective: 'Choose a fibrate for severe hypertriglyceridemia and recall its PPAR-alpha mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Triglycerides ≥1,000 mg/dL despite diet and correction of secondary causes: add a fibrate (PPAR-alpha agonist) to prevent pancreatitis.',
  },
  {
    id: 'cardio-q-pcsk9-inhibitor-mechanism',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'PCSK9 inhibitors',
    stem: 'A 58-year-old man comes to the office for follow-up 1 year after a myocardial infarction treated with a coronary stent. He has hypertension and type 2 diabetes mellitus. He takes aspirin, metoprolol succinate, lisinopril, metformin, atorvastatin 80 mg daily, and ezetimibe 10 mg daily, and pharmacy records confirm that he fills every prescription on time. He does not smoke. Pulse is 62/min, and blood pressure is 124/76 mm Hg. Fasting serum LDL cholesterol is 112 mg/dL. Liver tests and creatine kinase are normal. His physician adds a drug that he injects subcutaneously every 2 weeks.',
    leadIn: 'Which of the following is the mechanism of action of this drug?',
    options: [
      {
        text: 'Decreased degradation of hepatic LDL receptors',
        why: 'Monoclonal antibodies such as evolocumab and alirocumab bind PCSK9, which otherwise directs LDL receptors to lysosomal degradation; more receptors recycle to the hepatocyte surface, and LDL falls by about 50-60% on top of a statin.',
      },
      {
        text: 'Inhibition of apolipoprotein B synthesis',
        why: 'Mipomersen, an antisense oligonucleotide against apolipoprotein B, was used only in homozygous familial hypercholesterolemia and was withdrawn because of liver toxicity.',
      },
      {
        text: 'Inhibition of ATP citrate lyase',
        why: 'Bempedoic acid inhibits ATP citrate lyase upstream of HMG-CoA reductase; it is a daily oral tablet that lowers LDL by about 15-25%.',
      },
      {
        text: 'Inhibition of cholesteryl ester transfer protein',
        why: 'CETP inhibitors raise HDL cholesterol, but most failed to reduce cardiovascular events, and none is in clinical use.',
      },
      {
        text: 'Inhibition of microsomal triglyceride transfer protein',
        why: 'Lomitapide, an oral inhibitor of this protein, blocks assembly of VLDL and chylomicrons; it is reserved for homozygous familial hypercholesterolemia because it causes hepatic steatosis.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A myocardial infarction plus several high-risk conditions (diabetes, hypertension, and an LDL cholesterol of 100 mg/dL or more despite a maximal statin and ezetimibe) make his atherosclerotic disease very high risk. With LDL still above 70 mg/dL despite confirmed adherence, adding a PCSK9 inhibitor is recommended. A drug injected subcutaneously every 2 weeks fits a PCSK9 monoclonal antibody (evolocumab or alirocumab); inclisiran, a small interfering RNA given every 6 months after the initial doses, reduces PCSK9 production with the same end result. Statins increase PCSK9 expression, so the combination is complementary. Adverse effects are mild, mainly injection-site reactions.',
    objective: 'Explain how PCSK9 inhibitors lower LDL cholesterol and when they are added.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'PCSK9 inhibitors preserve hepatic LDL receptors and lower LDL by about 50-60%; add one in very high-risk ASCVD when LDL stays ≥70 mg/dL despite a maximal statin plus ezetimibe.',
  },
  {
    id: 'cardio-q-warfarin-intracranial-hemorrhage-reversal',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Warfarin-associated intracranial hemorrhage',
    stem: 'A 76-year-old woman is brought to the emergency department 2 hours after she fell at home and struck her head. Since then, her headache has worsened, and she has vomited twice. She has a mechanical mitral valve and takes warfarin. Pulse is 84/min, respirations are 16/min, and blood pressure is 168/92 mm Hg. She is drowsy but follows commands and has mild weakness of the left arm. CT of the head shows a 2-cm acute right frontal intraparenchymal hemorrhage. The INR is 3.4, hemoglobin is 12.4 g/dL, and platelet count is 210,000/mm³. Intravenous vitamin K is given.',
    leadIn: 'Which of the following is the most appropriate additional treatment to reverse her anticoagulation?',
    options: [
      {
        text: 'Andexanet alfa',
        why: 'Andexanet alfa is a decoy factor Xa that reverses apixaban and rivaroxaban; it has no effect on warfarin.',
      },
      {
        text: 'Fresh frozen plasma',
        why: 'Plasma also supplies vitamin K-dependent factors and is the fallback when a concentrate is unavailable, but it needs thawing and ABO matching, requires large volumes that risk circulatory overload, and corrects the INR slowly.',
      },
      {
        text: 'Idarucizumab',
        why: 'Idarucizumab is a monoclonal antibody fragment that reverses dabigatran, a direct thrombin inhibitor; it does not affect warfarin.',
      },
      {
        text: 'Prothrombin complex concentrate',
        why: 'Four-factor concentrate replaces factors II, VII, IX and X in a small volume and corrects the INR within minutes; with intravenous vitamin K it is the treatment of choice for life-threatening bleeding on warfarin.',
      },
      {
        text: 'Recombinant activated factor VII',
        why: 'Factor VIIa corrects the INR value without replacing the other missing factors, does not reliably restore hemostasis, and increases thrombotic events; it is not recommended for warfarin reversal.',
      },
    ],
    answerIndex: 3,
    rationale:
      'An intracranial hemorrhage in a patient taking warfarin is a life-threatening bleed that needs immediate, complete reversal, even with a mechanical valve, because in the short term the risk of hematoma expansion far exceeds the risk of valve thrombosis. Warfarin inhibits vitamin K epoxide reductase, depleting functional factors II, VII, IX and X and proteins C and S. Intravenous vitamin K restores factor synthesis but takes 12-24 hours, so the missing factors are replaced at once with four-factor prothrombin complex concentrate, and the INR is rechecked after the dose. Anticoagulation is resumed once the bleeding is stable, in discussion with neurosurgery and cardiology.',
    objective: 'Reverse warfarin in life-threatening bleeding with prothrombin complex concentrate plus intravenous vitamin K.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Life-threatening bleeding on warfarin: IV vitamin K plus four-factor prothrombin complex concentrate; plasma only if the concentrate is unavailable.',
  },
  {
    id: 'cardio-q-clopidogrel-cyp2c19',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Clopidogrel pharmacogenomics',
    stem: 'A 59-year-old man is brought to the emergency department 1 hour after the onset of severe chest pain. Three months ago, he had a drug-eluting stent placed in the proximal left anterior descending artery for a non-ST-elevation myocardial infarction. Since then, he has taken aspirin, clopidogrel, atorvastatin, and metoprolol every day, which pharmacy refill records and pill counts confirm. He takes no other medications or supplements. Pulse is 98/min, and blood pressure is 132/84 mm Hg. An ECG shows ST-segment elevation in leads V1 through V4. Emergency angiography shows thrombotic occlusion within the stent, which is well expanded and fully apposed to the vessel wall. Genetic testing later shows that he is homozygous for a loss-of-function allele of CYP2C19.',
    leadIn: 'Which of the following best explains the failure of his antiplatelet therapy?',
    options: [
      {
        text: 'Accelerated hepatic inactivation of the drug',
        why: 'Faster inactivation explains failure of drugs that are active as given; clopidogrel is inactive until metabolized, and his loss-of-function alleles slow that step.',
      },
      {
        text: 'Impaired activation of a prodrug',
        why: 'Clopidogrel needs hepatic oxidation, largely by CYP2C19, to form the active metabolite that irreversibly blocks the platelet P2Y12 ADP receptor; poor metabolizers make little active drug and are at higher risk of stent thrombosis.',
      },
      {
        text: 'Increased renal excretion of the drug',
        why: 'The antiplatelet effect of clopidogrel does not depend on renal clearance, and nothing in his history suggests increased excretion.',
      },
      {
        text: 'Mutation of the glycoprotein IIb/IIIa receptor',
        why: 'Glycoprotein IIb/IIIa mutations cause Glanzmann thrombasthenia, a bleeding disorder, not resistance to P2Y12 blockade.',
      },
      {
        text: 'Upregulation of thromboxane synthesis',
        why: 'Persistent thromboxane production despite aspirin (so-called aspirin resistance) is uncommon, usually reflects poor adherence, and has nothing to do with CYP2C19.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Stent thrombosis despite documented adherence to dual antiplatelet therapy, with a well-deployed stent, suggests inadequate platelet inhibition. Homozygous loss-of-function CYP2C19 alleles (such as *2), most common in people of East Asian ancestry, make him a poor metabolizer, and the drug label warns of reduced effectiveness of clopidogrel in poor metabolizers. Drugs that inhibit CYP2C19, such as omeprazole, have a smaller effect of the same kind. Prasugrel and ticagrelor do not depend on CYP2C19 and are used instead after acute coronary syndromes when bleeding risk allows.',
    objective: 'Explain clopidogrel failure in CYP2C19 poor metabolizers by impaired prodrug activation.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Clopidogrel is a prodrug activated by CYP2C19; poor metabolizers risk stent thrombosis and should receive prasugrel or ticagrelor instead.',
  },
  {
    id: 'cardio-q-new-atrial-fibrillation-tsh',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'New-onset atrial fibrillation: evaluation',
    stem: 'A 38-year-old woman comes to the office because of intermittent palpitations for 2 weeks. She has lost 4 kg over the past 2 months without trying and has had trouble sleeping. She drinks one cup of coffee daily, does not drink alcohol, and takes no medications or supplements. Temperature is 37.4°C, pulse is 128/min and irregularly irregular, respirations are 16/min, and blood pressure is 132/64 mm Hg. The lungs are clear, and there is no murmur. An ECG shows atrial fibrillation with a ventricular rate of 128/min, without delta waves or ST-segment changes. Metoprolol is started to control the rate.',
    leadIn: 'Which of the following is the most appropriate initial test to identify the cause of her arrhythmia?',
    options: [
      {
        text: 'Coronary angiography',
        why: 'Coronary disease rarely presents as isolated atrial fibrillation in a young woman without angina; invasive angiography is not part of the routine evaluation.',
      },
      {
        text: 'Electrophysiology study',
        why: 'An electrophysiology study maps accessory pathways or reentrant circuits before ablation; there is no pre-excitation, and it does not identify systemic causes.',
      },
      {
        text: 'Plasma metanephrines',
        why: 'Pheochromocytoma can cause palpitations, weight loss and arrhythmias, but it typically causes paroxysms of headache, sweating and hypertension and is far less common; it is tested for when those features are present.',
      },
      {
        text: 'Serum TSH',
        why: 'Thyroid function is tested in every patient with a first episode of atrial fibrillation; hyperthyroidism is a common reversible cause, and treating it often restores sinus rhythm.',
      },
      {
        text: 'Tilt-table testing',
        why: 'Tilt-table testing evaluates recurrent unexplained syncope from suspected reflex mechanisms; she has not fainted.',
      },
    ],
    answerIndex: 3,
    rationale:
      'New atrial fibrillation in a young woman with unintentional weight loss, insomnia and a wide pulse pressure should raise concern for hyperthyroidism, a common reversible trigger: excess thyroid hormone increases adrenergic sensitivity and shortens the atrial refractory period. Guidelines recommend a serum TSH, with free T4 if it is abnormal, along with a transthoracic echocardiogram, electrolytes, a blood count and kidney and liver tests, in every new case. A beta-blocker controls the rate and the adrenergic symptoms. Decisions about anticoagulation follow the same stroke-risk score as in other atrial fibrillation.',
    objective: 'Order thyroid function tests in the evaluation of new-onset atrial fibrillation.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Check TSH in every patient with new atrial fibrillation; hyperthyroidism is a common, reversible cause.',
  },
  {
    id: 'cardio-q-dobutamine-stress-asthma',
    category: 'Cardiology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Stable angina: choice of stress test',
    stem: 'A 66-year-old woman comes to the office because of pressure-like chest discomfort for 2 months when she carries groceries up the stairs to her apartment; it resolves within 5 minutes of rest. She has hypertension, hyperlipidemia, and moderate persistent asthma, and during the past week she has needed her albuterol inhaler several times daily because of wheezing. Severe osteoarthritis of both knees prevents her from exercising on a treadmill. Pulse is 78/min, respirations are 18/min, and blood pressure is 138/82 mm Hg. Oxygen saturation is 96% on room air. Scattered expiratory wheezes are heard in both lungs. A resting ECG shows sinus rhythm without ST-segment or T-wave abnormalities.',
    leadIn: 'Which of the following is the most appropriate test to evaluate for myocardial ischemia?',
    options: [
      {
        text: 'Adenosine myocardial perfusion imaging',
        why: 'Vasodilator stress agents act on adenosine receptors and can provoke bronchospasm, so they are avoided during active wheezing; they are preferred in patients who cannot exercise and have no reactive airway disease, or who have left bundle branch block.',
      },
      {
        text: 'Ambulatory ECG monitoring',
        why: 'Ambulatory monitoring detects intermittent arrhythmias; it is not a reliable test for exertional ischemia.',
      },
      {
        text: 'Dobutamine stress echocardiography',
        why: 'Dobutamine increases heart rate and contractility, raising oxygen demand as exercise does; new wall motion abnormalities reveal ischemia, and it does not cause bronchospasm.',
      },
      {
        text: 'Exercise treadmill testing',
        why: 'Exercise is the preferred stressor when a patient can reach an adequate workload and has an interpretable ECG, but her knee osteoarthritis prevents it.',
      },
      {
        text: 'Resting transthoracic echocardiography',
        why: 'A resting echocardiogram assesses ventricular and valve function but cannot detect ischemia that appears only under stress.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Exertional chest pressure relieved by rest in a woman with cardiovascular risk factors is typical angina, and a test for inducible ischemia is appropriate. Exercise is the preferred stressor, but she cannot exercise adequately, so pharmacologic stress with imaging is needed. Her asthma decides the agent: adenosine and related vasodilators act on adenosine receptors in the airways and can cause severe bronchospasm, particularly during active wheezing. Dobutamine, a beta-1 agonist, increases myocardial oxygen demand and can be paired with echocardiography or perfusion imaging. Coronary CT angiography is an anatomic alternative in many patients with stable chest pain.',
    objective: 'Choose dobutamine stress imaging for a patient who cannot exercise and has active bronchospasm.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Pharmacologic stress when a patient cannot exercise: a vasodilator such as adenosine or regadenoson, unless there is bronchospasm; then use dobutamine.',
  },
];
