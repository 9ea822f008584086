import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'card-acute-coronary-syndrome',
    title: 'Acute coronary syndrome (STEMI, NSTEMI, unstable angina)',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'ACS',
      'STEMI',
      'NSTEMI',
      'MI',
      'AMI',
      'heart attack',
      'myocardial infarction',
      'unstable angina',
      'NSTE-ACS',
      'chest pain',
      'coronary thrombosis',
    ],
    definition:
      'Acute coronary syndrome (ACS) is acute myocardial ischemia, usually from rupture or erosion of an atherosclerotic plaque with superimposed thrombus, classified as STEMI (ST elevation, usually complete occlusion), NSTEMI (troponin rise without ST elevation) or unstable angina (ischemic symptoms without a troponin rise).',
    mostCommonCause:
      'The most common cause of acute coronary syndrome is rupture or erosion of an atherosclerotic coronary plaque with superimposed thrombus (type 1 myocardial infarction).',
    causes: [
      'Less common causes of acute coronary syndrome include coronary vasospasm (including cocaine use), spontaneous coronary artery dissection (typically young and peripartum women), coronary embolism and aortic dissection extending into a coronary ostium.',
      'Type 2 myocardial infarction is supply-demand mismatch without plaque rupture, caused by states such as severe anemia, tachyarrhythmia, hypotension or hypoxemia.',
    ],
    riskFactors: [
      'Risk factors for acute coronary syndrome are those of atherosclerosis: smoking, diabetes, hypertension, dyslipidemia, chronic kidney disease, obesity, older age, male sex and a family history of premature coronary disease.',
    ],
    pathophysiology:
      'In acute coronary syndrome, a vulnerable plaque with a thin fibrous cap ruptures or erodes, exposing collagen and tissue factor that trigger platelet aggregation and thrombus; complete occlusion causes transmural ischemia (STEMI), while partial or intermittent occlusion causes subendocardial ischemia (NSTEMI or unstable angina). Irreversible myocyte injury begins after about 20-40 minutes of complete occlusion and spreads from the subendocardium outward, so the time to reperfusion decides how much muscle is saved.',
    presentation: [
      'The classic symptom of acute coronary syndrome is pressure-like retrosternal chest pain lasting more than about 20 minutes, radiating to the arm, neck or jaw, with diaphoresis, dyspnea or nausea.',
      'Women, older adults and people with diabetes who have acute coronary syndrome more often present atypically, with dyspnea, fatigue or epigastric discomfort.',
      'STEMI is shown on the ECG by new ST elevation in two or more contiguous leads; ST elevation in the inferior leads (II, III, aVF) usually means right coronary artery occlusion, and in the anterior leads (V1-V4) left anterior descending artery occlusion.',
      'Myocardial infarction in acute coronary syndrome is shown by a cardiac troponin above the 99th percentile upper reference limit with a rising or falling pattern on serial high-sensitivity measurements.',
      'NSTEMI and unstable angina may show ST depression or T-wave inversion on the ECG, or a normal ECG.',
    ],
    bestInitialTest:
      'The best initial test for suspected acute coronary syndrome is a 12-lead ECG within 10 minutes of arrival; STEMI is diagnosed on the ECG and goes straight to reperfusion without waiting for troponin.',
    testOfChoice:
      'Serial high-sensitivity troponin separates NSTEMI from unstable angina, and coronary angiography is the definitive test that defines the culprit lesion in acute coronary syndrome.',
    firstLine:
      'First-line treatment of STEMI is emergent reperfusion by primary PCI (first medical contact to device within 90 minutes, or within 120 minutes if transfer is needed), or fibrinolysis within 30 minutes of arrival when timely PCI is not available and symptoms began within 12 hours; every patient with acute coronary syndrome also chews aspirin 162-325 mg at presentation.',
    management:
      'All patients with acute coronary syndrome receive aspirin, a P2Y12 inhibitor (clopidogrel, ticagrelor or prasugrel), parenteral anticoagulation (e.g. unfractionated heparin), a high-intensity statin, an oral beta-blocker when there is no heart failure, shock or bradycardia, nitrates for ongoing pain, and oxygen only if SpO2 is below 90%. NSTEMI and unstable angina are managed with invasive angiography, urgently for refractory pain or instability and early (within 24 hours) for high-risk patients. After the event, aspirin continues at low dose daily, dual antiplatelet therapy is usually continued for 12 months, and an ACE inhibitor is given, especially with EF 40% or less, diabetes or anterior MI.',
    contraindications: [
      'Nitrates in acute coronary syndrome are contraindicated in hypotension, right ventricular infarction and after recent PDE-5 inhibitor use.',
      'Prasugrel for acute coronary syndrome is contraindicated in patients with a prior stroke or TIA.',
    ],
    complications: [
      'Ventricular arrhythmias after myocardial infarction are most common in the first 48 hours.',
      'Mechanical complications of myocardial infarction (papillary muscle rupture with acute mitral regurgitation, ventricular septal rupture, and free-wall rupture with tamponade) typically appear within the first 2 weeks.',
      'Dressler syndrome is an immune-mediated pericarditis that appears weeks after myocardial infarction.',
      'Other complications of myocardial infarction include cardiogenic shock, heart failure, left ventricular aneurysm and mural thrombus with embolic stroke.',
      'Inferior myocardial infarction can cause bradycardia and AV block because the right coronary artery usually supplies the AV node.',
    ],
    prevention:
      'Acute coronary syndrome is prevented by treating atherosclerotic risk factors (smoking cessation, statin therapy, blood pressure and diabetes control) and, after an event, by secondary prevention with antiplatelet therapy, a high-intensity statin, a beta-blocker, an ACE inhibitor when indicated and cardiac rehabilitation.',
    keyComparisons: [
      {
        with: 'card-stable-angina',
        difference:
          'Unstable angina, part of acute coronary syndrome, is new-onset, rest or crescendo chest pain managed as an emergency, whereas stable angina is predictable exertional pain relieved within minutes by rest or nitroglycerin.',
      },
      {
        with: 'card-acute-pericarditis',
        difference:
          'STEMI causes regional, often convex ST elevation with reciprocal ST depression, whereas acute pericarditis causes widespread concave ST elevation with PR depression and no reciprocal changes.',
      },
      {
        with: 'card-aortic-dissection',
        difference:
          'Aortic dissection can mimic or cause an inferior STEMI by involving the right coronary artery; tearing pain radiating to the back, a pulse deficit or a wide mediastinum point to dissection, in which anticoagulants and fibrinolytics are dangerous.',
      },
    ],
    why: [
      {
        question: 'Why are nitrates avoided in right ventricular infarction?',
        answer:
          'In right ventricular infarction, cardiac output depends on preload, and nitrates dilate veins and lower preload, which can cause severe hypotension. This is why right-sided leads (V4R) are recorded in inferior STEMI before nitrates are given.',
      },
      {
        question: 'Why does STEMI go straight to reperfusion without waiting for troponin?',
        answer:
          'STEMI usually means a completely occluded coronary artery, and myocardium is lost progressively the longer the occlusion lasts, so the ECG alone triggers reperfusion. Troponin can still be normal in the first hours.',
      },
      {
        question: 'Why is a P2Y12 inhibitor added to aspirin in acute coronary syndrome?',
        answer:
          'Aspirin blocks only thromboxane A2-mediated platelet activation through irreversible COX-1 inhibition, while P2Y12 inhibitors block the platelet ADP receptor, a separate activation pathway. Together they reduce recurrent ischemia and stent thrombosis more than aspirin alone.',
      },
    ],
    highYield: [
      'Aspirin in acute coronary syndrome works by irreversible COX-1 inhibition, reducing platelet thromboxane A2.',
      'P2Y12 inhibitors used in acute coronary syndrome (clopidogrel, ticagrelor, prasugrel) block the platelet ADP receptor.',
      'Papillary muscle rupture after myocardial infarction most often involves the posteromedial papillary muscle, which has a single blood supply from the posterior descending artery.',
      'Free-wall rupture after myocardial infarction presents with sudden cardiac tamponade and pulseless electrical activity.',
    ],
    dontMiss:
      'In inferior STEMI, record right-sided leads (V4R) before giving nitrates to detect right ventricular infarction, and exclude aortic dissection before anticoagulation or fibrinolysis in any apparent acute coronary syndrome.',
    icd10: ['I21.4', 'I21.3', 'I20.0', 'I24.9'],
  },
  {
    id: 'card-stable-angina',
    title: 'Stable angina (chronic coronary disease)',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'stable angina',
      'angina pectoris',
      'chronic coronary syndrome',
      'chronic coronary disease',
      'CCD',
      'coronary artery disease',
      'CAD',
      'ischemic heart disease',
      'IHD',
      'exertional chest pain',
    ],
    definition:
      'Stable angina is predictable chest discomfort provoked by exertion or emotional stress and relieved by rest or nitroglycerin, caused by fixed atherosclerotic narrowing of the coronary arteries that limits supply when myocardial oxygen demand rises.',
    mostCommonCause:
      'The most common cause of stable angina is fixed atherosclerotic stenosis of the epicardial coronary arteries.',
    causes: [
      'Non-atherosclerotic causes of exertional angina include aortic stenosis, hypertrophic cardiomyopathy and coronary microvascular dysfunction; vasospastic angina typically occurs at rest.',
    ],
    riskFactors: [
      'Risk factors for stable angina and coronary artery disease are smoking, diabetes, hypertension, dyslipidemia, chronic kidney disease and a family history of premature coronary disease.',
    ],
    pathophysiology:
      'In stable angina, a fixed coronary stenosis allows enough flow at rest but cannot increase flow when exertion raises heart rate, contractility and wall stress; the supply-demand mismatch causes subendocardial ischemia, seen as ST depression, which resolves once demand falls.',
    presentation: [
      'Stable angina causes substernal pressure on exertion lasting a few minutes and relieved within minutes by rest or sublingual nitroglycerin.',
      'The resting ECG in stable angina is often normal, with ST depression appearing during ischemia.',
      'Physical examination in stable angina is usually normal; look for signs of aortic stenosis or hypertrophic cardiomyopathy, which also cause exertional angina.',
    ],
    bestInitialTest: 'The best initial test for suspected stable angina is a resting 12-lead ECG.',
    diagnosis:
      'Stable angina is then evaluated with stress testing (an exercise ECG if the patient can exercise and the resting ECG is interpretable, otherwise pharmacologic stress imaging) or with coronary CT angiography.',
    testOfChoice:
      'Invasive coronary angiography is the definitive test for stable angina and is used for high-risk noninvasive findings or for symptoms despite medical therapy.',
    firstLine:
      'First-line anti-anginal therapy for stable angina is a beta-blocker or a calcium channel blocker, with sublingual nitroglycerin as needed, together with aspirin (clopidogrel if aspirin-intolerant) and a high-intensity statin to prevent cardiovascular events.',
    management:
      'Stable angina management includes risk-factor control (smoking cessation, blood pressure and diabetes control, exercise) alongside antiplatelet and statin therapy. Long-acting nitrates or ranolazine are add-on anti-anginal options. Revascularization by PCI or CABG is reserved for symptoms refractory to medical therapy or for high-risk anatomy such as left main disease or multivessel disease with reduced EF.',
    contraindications: [
      'Nitrates for stable angina must not be combined with PDE-5 inhibitors such as sildenafil because the combination causes severe hypotension.',
      'Beta-blockers for stable angina are avoided in marked bradycardia and decompensated heart failure.',
      'Exercise stress testing for suspected stable angina is contraindicated in severe symptomatic aortic stenosis.',
    ],
    complications: [
      'Stable angina can progress to acute coronary syndrome when a coronary plaque ruptures or erodes.',
      'Chronic coronary disease with stable angina can lead to ischemic cardiomyopathy and heart failure.',
    ],
    prevention:
      'Stable angina and its progression are prevented by smoking cessation, regular exercise, statin therapy and control of blood pressure, diabetes and weight.',
    keyComparisons: [
      {
        with: 'card-acute-coronary-syndrome',
        difference:
          'Stable angina is predictable exertional pain relieved by rest, whereas new-onset, rest or crescendo angina is unstable angina, an acute coronary syndrome needing emergency care.',
      },
      {
        with: 'card-aortic-stenosis',
        difference:
          'Aortic stenosis also causes exertional angina, but it has a crescendo-decrescendo murmur radiating to the carotids, and exercise stress testing is contraindicated when it is severe and symptomatic.',
      },
    ],
    why: [
      {
        question: 'Why do nitrates relieve angina?',
        answer:
          'Nitrates release nitric oxide, which raises cGMP in vascular smooth muscle and mainly dilates veins; the fall in preload lowers left ventricular wall stress and myocardial oxygen demand. Nitrates also dilate the epicardial coronary arteries.',
      },
      {
        question: 'Why do long-acting nitrates need a nitrate-free interval?',
        answer:
          'Continuous nitrate exposure causes tolerance, so long-acting nitrates lose their anti-anginal effect unless there is a daily nitrate-free interval, usually overnight.',
      },
      {
        question: 'Why do beta-blockers relieve stable angina?',
        answer:
          'Beta-blockers lower heart rate and contractility, which reduces myocardial oxygen demand, and the slower rate lengthens diastole, when the left ventricle is perfused.',
      },
    ],
    highYield: [
      'Beta-blockers in stable angina lower heart rate and contractility, reducing myocardial oxygen demand.',
      'Nitrates for stable angina cause headache and hypotension.',
      'Ranolazine, an add-on drug for stable angina, can prolong the QT interval.',
    ],
    dontMiss:
      'New-onset, rest or crescendo angina is unstable angina and is managed as an acute coronary syndrome, not as stable angina.',
    icd10: ['I25.119', 'I20.9', 'I25.118'],
  },
  {
    id: 'card-heart-failure',
    title: 'Heart failure (HFrEF and HFpEF)',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'CHF',
      'congestive heart failure',
      'HFrEF',
      'HFpEF',
      'HFmrEF',
      'systolic heart failure',
      'diastolic heart failure',
      'heart failure with reduced ejection fraction',
      'cardiac failure',
      'fluid on the lungs',
      'weak heart',
      'cardiomyopathy',
    ],
    definition:
      'Heart failure is a clinical syndrome in which the heart cannot meet the body\'s needs without raised filling pressures, classified by ejection fraction as reduced (HFrEF, EF 40% or less), mildly reduced (41-49%) or preserved (HFpEF, EF 50% or more).',
    mostCommonCause:
      'The most common causes of heart failure are ischemic heart disease and hypertension; coronary disease is the leading cause of HFrEF, and hypertension is the main driver of HFpEF.',
    causes: [
      'Other causes of heart failure include valvular disease, alcohol, myocarditis and cardiotoxic drugs such as anthracyclines.',
      'Further causes of heart failure include persistent tachyarrhythmia, thyroid disease, infiltrative disease such as amyloidosis, and peripartum cardiomyopathy.',
    ],
    riskFactors: [
      'Risk factors for heart failure include hypertension, coronary artery disease and prior myocardial infarction, diabetes, obesity and older age.',
    ],
    pathophysiology:
      'In HFrEF, loss of contractility lowers stroke volume and activates the renin-angiotensin-aldosterone system, the sympathetic nervous system and vasopressin, which retain salt and water and drive adverse remodeling; in HFpEF, a stiff ventricle with impaired relaxation needs high filling pressures to fill. Raised left-sided filling pressure causes pulmonary congestion, and raised right-sided pressure causes systemic venous congestion.',
    presentation: [
      'Heart failure causes exertional dyspnea, orthopnea, paroxysmal nocturnal dyspnea, fatigue and reduced exercise tolerance.',
      'Left-sided congestion in heart failure causes pulmonary crackles and an S3 gallop.',
      'Right-sided congestion in heart failure causes a raised JVP, hepatojugular reflux, hepatomegaly and peripheral edema.',
      'BNP or NT-proBNP is raised in heart failure.',
      'The chest x-ray in heart failure shows cardiomegaly, cephalization of vessels, Kerley B lines and pleural effusions.',
    ],
    bestInitialTest:
      'The best initial test for suspected heart failure is BNP or NT-proBNP; a normal level makes heart failure unlikely.',
    testOfChoice:
      'Transthoracic echocardiography confirms heart failure, measures the ejection fraction and shows the cause.',
    firstLine:
      'First-line treatment of HFrEF is four drug classes that lower mortality and are started early: an ARNI (sacubitril-valsartan) or an ACE inhibitor or ARB, an evidence-based beta-blocker (carvedilol, metoprolol succinate or bisoprolol), a mineralocorticoid receptor antagonist and an SGLT2 inhibitor, with loop diuretics to relieve congestion.',
    management:
      'In HFrEF, an ICD is indicated for EF 35% or less with NYHA II-III symptoms despite at least 3 months of optimal therapy (and at least 40 days after MI), and cardiac resynchronization therapy is added when there is also LBBB with QRS 150 ms or more. Hydralazine plus isosorbide dinitrate adds benefit in self-identified Black patients with NYHA III-IV symptoms, and digoxin reduces hospitalization but not mortality. HFpEF is treated with diuretics for congestion, an SGLT2 inhibitor, and treatment of hypertension, atrial fibrillation and ischemia. Cardiogenic shock (hypotension with hypoperfusion) needs urgent inotropic or mechanical circulatory support.',
    contraindications: [
      'Non-dihydropyridine calcium channel blockers (verapamil, diltiazem) and thiazolidinediones are avoided in HFrEF because they worsen heart failure.',
      'NSAIDs are avoided in heart failure because they cause sodium and water retention and can precipitate decompensation.',
    ],
    complications: [
      'Heart failure, especially HFrEF, causes ventricular arrhythmias and sudden cardiac death.',
      'Other complications of heart failure include atrial fibrillation, worsening kidney function (cardiorenal syndrome), mural thrombus and cardiogenic shock.',
    ],
    prevention:
      'Heart failure is prevented by controlling hypertension, diabetes and coronary risk factors, and by ACE inhibitors and beta-blockers in patients with reduced EF or prior myocardial infarction who do not yet have symptoms.',
    keyComparisons: [
      {
        with: 'pulm-ards',
        difference:
          'Cardiogenic pulmonary edema from heart failure has a raised BNP, cardiomegaly and high filling pressures and improves with diuresis, whereas ARDS is noncardiogenic pulmonary edema from increased alveolar-capillary permeability.',
      },
      {
        with: 'pulm-pulmonary-hypertension',
        difference:
          'Left heart failure is the most common cause of pulmonary hypertension (WHO group 2), with a raised pulmonary artery wedge pressure, whereas pulmonary arterial hypertension (group 1) has a normal wedge pressure.',
      },
    ],
    why: [
      {
        question: 'Why do beta-blockers improve survival in HFrEF when they lower contractility?',
        answer:
          'Chronic sympathetic activation in HFrEF damages myocytes and drives remodeling and arrhythmia; long-term beta-blockade reverses remodeling, improves EF and lowers sudden death. Beta-blockers are therefore started at a low dose in stable patients and titrated up.',
      },
      {
        question: 'Why does heart failure cause orthopnea?',
        answer:
          'Lying flat shifts blood from the legs and abdomen into the chest, raising venous return and left-sided filling pressure, which a failing left ventricle cannot accommodate, so pulmonary congestion worsens until the patient sits up.',
      },
      {
        question: 'Why is an ARNI never started within 36 hours of an ACE inhibitor?',
        answer:
          'Sacubitril inhibits neprilysin and ACE inhibitors block ACE, and both enzymes break down bradykinin; giving them together lets bradykinin accumulate and causes angioedema, so a 36-hour washout is required.',
      },
    ],
    highYield: [
      'ACE inhibitors in heart failure cause cough, angioedema, hyperkalemia and a rise in creatinine.',
      'Spironolactone in heart failure causes hyperkalemia and gynecomastia.',
      'SGLT2 inhibitors in heart failure cause genital mycotic infection, volume depletion and euglycemic ketoacidosis.',
      'Loop diuretics relieve heart failure symptoms but do not lower mortality, and they cause hypokalemia and ototoxicity.',
      'The NYHA classification of heart failure is class I (no limitation), II (symptoms with ordinary activity), III (symptoms with less than ordinary activity) and IV (symptoms at rest).',
    ],
    dontMiss:
      'In decompensated heart failure, look for the trigger: ischemia, new arrhythmia such as atrial fibrillation, nonadherence to drugs or salt restriction, uncontrolled hypertension, infection or NSAIDs.',
    icd10: ['I50.9', 'I50.22', 'I50.32', 'I50.20', 'I50.30'],
  },
  {
    id: 'card-atrial-fibrillation',
    title: 'Atrial fibrillation',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'AF',
      'AFib',
      'a-fib',
      'atrial fibrillation',
      'paroxysmal atrial fibrillation',
      'irregular heartbeat',
      'irregularly irregular rhythm',
      'palpitations',
      'holiday heart',
      'CHA2DS2-VASc',
    ],
    definition:
      'Atrial fibrillation is a supraventricular arrhythmia with disorganized atrial activity and an irregularly irregular ventricular response; it is the most common sustained arrhythmia and causes stroke through left atrial appendage thrombus.',
    mostCommonCause:
      'The most common condition underlying atrial fibrillation is hypertension, and the risk of atrial fibrillation rises steeply with age.',
    causes: [
      'Causes and associations of atrial fibrillation include hypertension, heart failure, mitral valve disease, hyperthyroidism, alcohol (holiday heart), obstructive sleep apnea and recent cardiac surgery.',
    ],
    riskFactors: [
      'Risk factors for atrial fibrillation include older age, hypertension, obesity, obstructive sleep apnea, heavy alcohol use, diabetes and structural heart disease.',
    ],
    pathophysiology:
      'Atrial fibrillation is usually triggered by ectopic foci in the muscle sleeves of the pulmonary veins and maintained by multiple re-entrant wavelets in atria that are enlarged and fibrosed by pressure or volume load. Loss of organized atrial contraction causes blood stasis in the left atrial appendage, where thrombus forms and can embolize.',
    presentation: [
      'Atrial fibrillation causes palpitations, dyspnea, fatigue or dizziness, or no symptoms.',
      'Examination in atrial fibrillation shows an irregularly irregular pulse with variable intensity of S1 and no a waves in the JVP.',
      'The ECG in atrial fibrillation shows no discernible P waves, irregular RR intervals and usually a narrow QRS.',
    ],
    bestInitialTest:
      'The best initial test for atrial fibrillation is a 12-lead ECG or rhythm strip, which confirms the diagnosis.',
    diagnosis:
      'After atrial fibrillation is confirmed, check TSH, electrolytes, renal and liver function, and obtain an echocardiogram for structural heart disease and atrial size; ambulatory monitoring detects paroxysmal episodes missed on a resting ECG.',
    criteria: {
      name: 'CHA2DS2-VASc score for stroke risk in atrial fibrillation',
      items: [
        'Congestive heart failure or left ventricular dysfunction: 1 point.',
        'Hypertension: 1 point.',
        'Age 75 years or older: 2 points.',
        'Diabetes mellitus: 1 point.',
        'Prior stroke, TIA or thromboembolism: 2 points.',
        'Vascular disease (prior MI, peripheral artery disease, aortic plaque): 1 point.',
        'Age 65-74 years: 1 point.',
        'Female sex: 1 point.',
        'Anticoagulation is recommended at a score of 2 or more in men and 3 or more in women.',
      ],
    },
    firstLine:
      'First-line treatment of hemodynamically stable atrial fibrillation is rate control with a beta-blocker or a non-dihydropyridine calcium channel blocker plus anticoagulation according to CHA2DS2-VASc (recommended at 2 or more in men and 3 or more in women), with a DOAC preferred over warfarin except with a mechanical valve or moderate-severe mitral stenosis.',
    management:
      'Hemodynamically unstable atrial fibrillation (hypotension, ischemia, acute heart failure) is treated with immediate synchronized cardioversion. Rhythm control (cardioversion, antiarrhythmic drugs, catheter ablation) is used for persistent symptoms and increasingly early in the disease. For atrial fibrillation lasting 48 hours or more, anticoagulate for 3 weeks or exclude left atrial thrombus by TEE before elective cardioversion, and continue anticoagulation for at least 4 weeks afterwards. Warfarin (a vitamin K antagonist, target INR 2-3) is required with mechanical valves and moderate-severe mitral stenosis.',
    contraindications: [
      'Non-dihydropyridine calcium channel blockers for rate control of atrial fibrillation are avoided in HFrEF.',
      'AV-nodal blockers (adenosine, beta-blockers, calcium channel blockers, digoxin) are contraindicated in atrial fibrillation with pre-excitation (WPW) because they can precipitate ventricular fibrillation.',
    ],
    complications: [
      'Atrial fibrillation causes ischemic stroke and systemic embolism, such as acute limb ischemia or acute mesenteric ischemia.',
      'Persistently fast atrial fibrillation can cause tachycardia-induced cardiomyopathy.',
    ],
    prevention:
      'Stroke in atrial fibrillation is prevented by oral anticoagulation in patients at raised risk by CHA2DS2-VASc; control of blood pressure, weight, alcohol and sleep apnea lowers the burden of the arrhythmia itself.',
    keyComparisons: [
      {
        with: 'endo-graves-disease',
        difference:
          'Hyperthyroidism such as Graves disease is a reversible cause of atrial fibrillation, so TSH is checked in every new case of atrial fibrillation.',
      },
      {
        with: 'card-mitral-stenosis',
        difference:
          'Atrial fibrillation with moderate-severe mitral stenosis is anticoagulated with warfarin regardless of CHA2DS2-VASc, whereas nonvalvular atrial fibrillation is anticoagulated by score, preferably with a DOAC.',
      },
    ],
    why: [
      {
        question: 'Why are AV-nodal blockers dangerous in atrial fibrillation with WPW?',
        answer:
          'In pre-excited atrial fibrillation, blocking the AV node leaves the accessory pathway, which lacks the AV node\'s decremental conduction, to carry impulses; the ventricular rate can rise until it degenerates into ventricular fibrillation, so procainamide or cardioversion is used instead.',
      },
      {
        question: 'Why is anticoagulation needed before and after cardioversion of atrial fibrillation lasting 48 hours or more?',
        answer:
          'Thrombus may already have formed in the left atrial appendage, and restoring organized atrial contraction can dislodge it; 3 weeks of anticoagulation (or a TEE showing no thrombus) lowers the embolic risk, and post-cardioversion atrial stunning is why anticoagulation continues for at least 4 weeks.',
      },
      {
        question: 'Why is there no a wave in the JVP in atrial fibrillation?',
        answer:
          'The a wave of the jugular venous pulse is produced by right atrial contraction, which is lost in atrial fibrillation.',
      },
    ],
    highYield: [
      'Atrial fibrillation is the most common sustained arrhythmia.',
      'DOACs for atrial fibrillation are apixaban, rivaroxaban and edoxaban (factor Xa inhibitors, reversed by andexanet alfa) and dabigatran (a direct thrombin inhibitor, reversed by idarucizumab).',
      'Amiodarone, used for rhythm control in atrial fibrillation, causes thyroid dysfunction, pulmonary fibrosis, hepatotoxicity, corneal deposits and photosensitivity.',
    ],
    dontMiss:
      'Always check thyroid function in new atrial fibrillation. Atrial fibrillation with pre-excitation (WPW) shows very fast, broad, irregular complexes and is treated with procainamide or cardioversion, never AV-nodal blockers.',
    icd10: ['I48.91', 'I48.0', 'I48.19', 'I48.20'],
  },
  {
    id: 'card-aortic-stenosis',
    title: 'Aortic stenosis',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'AS',
      'aortic valve stenosis',
      'calcific aortic stenosis',
      'bicuspid aortic valve',
      'TAVR',
      'TAVI',
      'SAVR',
      'aortic valve replacement',
      'heart murmur',
    ],
    definition:
      'Aortic stenosis is narrowing of the aortic valve orifice that causes left ventricular pressure overload, most often from age-related calcific degeneration; a congenital bicuspid valve presents earlier.',
    mostCommonCause:
      'The most common cause of aortic stenosis is age-related calcific degeneration of a trileaflet valve in older adults; a congenital bicuspid aortic valve is the most common cause in younger patients, and rheumatic aortic stenosis usually coexists with mitral disease.',
    riskFactors: [
      'Risk factors for calcific aortic stenosis resemble those of atherosclerosis: older age, hypertension, smoking, dyslipidemia including raised lipoprotein(a), diabetes and chronic kidney disease.',
      'A bicuspid aortic valve is the main congenital risk factor for aortic stenosis and is associated with aortic dilation and dissection, coarctation of the aorta and Turner syndrome.',
    ],
    pathophysiology:
      'In aortic stenosis, the left ventricle develops concentric hypertrophy to push blood across the fixed outflow obstruction; hypertrophy raises oxygen demand and stiffens the ventricle, and cardiac output cannot rise with exertion. This produces angina, exertional syncope and eventually heart failure.',
    presentation: [
      'The classic symptoms of aortic stenosis are exertional angina, exertional syncope and dyspnea or heart failure; prognosis worsens sharply once symptoms appear.',
      'Aortic stenosis causes a harsh crescendo-decrescendo systolic ejection murmur at the right upper sternal border radiating to the carotids.',
      'Severe aortic stenosis shows a late-peaking murmur, a soft or absent A2 (single S2), a slow-rising, low-volume carotid pulse (pulsus parvus et tardus) and an S4.',
      'The ECG in aortic stenosis may show left ventricular hypertrophy.',
      'Heyde syndrome is GI bleeding from angiodysplasia with acquired von Willebrand deficiency in aortic stenosis.',
    ],
    bestInitialTest: 'The best initial and confirmatory test for aortic stenosis is transthoracic echocardiography.',
    testOfChoice:
      'Transthoracic echocardiography defines severe aortic stenosis as a peak aortic velocity of 4 m/s or more, a mean gradient of 40 mmHg or more, or a valve area of 1.0 cm2 or less.',
    firstLine:
      'First-line treatment of severe symptomatic aortic stenosis is aortic valve replacement, surgical (SAVR) or transcatheter (TAVR), chosen by age, surgical risk and anatomy.',
    management:
      'Aortic valve replacement is also indicated for severe asymptomatic aortic stenosis with EF below 50%. No drug slows the progression of aortic stenosis, and coexisting hypertension is treated cautiously.',
    contraindications: [
      'Nitrates, vasodilators and over-diuresis are used with great caution in severe aortic stenosis because the fixed outflow obstruction makes patients preload-dependent, and these drugs can cause hypotension and syncope.',
      'Exercise stress testing is contraindicated in severe symptomatic aortic stenosis.',
    ],
    complications: [
      'Complications of aortic stenosis include heart failure, syncope, sudden cardiac death and poorly tolerated atrial fibrillation.',
      'Aortic stenosis can cause GI bleeding from angiodysplasia (Heyde syndrome).',
    ],
    prognosis:
      'Symptomatic severe aortic stenosis has a poor prognosis without valve replacement; classically, average survival is about 5 years after angina, 3 years after syncope and 2 years after heart failure appears.',
    keyComparisons: [
      {
        with: 'card-hypertrophic-cardiomyopathy',
        difference:
          'The aortic stenosis murmur decreases with Valsalva and standing and radiates to the carotids, whereas the hypertrophic cardiomyopathy murmur increases with Valsalva and standing and decreases with squatting or handgrip.',
      },
      {
        with: 'card-stable-angina',
        difference:
          'Aortic stenosis causes exertional angina without fixed coronary disease, and it is recognized by its ejection murmur; stress testing is contraindicated when it is severe and symptomatic.',
      },
    ],
    why: [
      {
        question: 'Why does aortic stenosis cause syncope on exertion?',
        answer:
          'Exercise dilates the peripheral arterioles, but the fixed valve obstruction stops cardiac output from rising to match, so blood pressure and cerebral perfusion fall; arrhythmia can also contribute.',
      },
      {
        question: 'Why does the aortic stenosis murmur get softer with Valsalva?',
        answer:
          'Valsalva reduces venous return and left ventricular filling, so less blood crosses the stenotic aortic valve and the murmur softens. Hypertrophic cardiomyopathy behaves oppositely because a smaller ventricle worsens its dynamic obstruction.',
      },
      {
        question: 'Why does aortic stenosis cause GI bleeding (Heyde syndrome)?',
        answer:
          'High shear stress across the stenotic valve unfolds large von Willebrand factor multimers so that ADAMTS13 cleaves them, causing acquired von Willebrand deficiency that makes intestinal angiodysplasias bleed; valve replacement usually corrects it.',
      },
    ],
    highYield: [
      'A late-peaking murmur, a single S2 and pulsus parvus et tardus mark severe aortic stenosis.',
      'A bicuspid aortic valve usually causes aortic stenosis at a younger age than calcific degeneration of a trileaflet valve.',
    ],
    dontMiss:
      'Exertional syncope with a systolic murmur in an older adult is aortic stenosis until proven otherwise.',
    icd10: ['I35.0', 'Q23.81', 'Q23.0', 'I06.0'],
  },
  {
    id: 'card-mitral-stenosis',
    title: 'Mitral stenosis',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'mitral valve stenosis',
      'rheumatic mitral stenosis',
      'rheumatic heart disease',
      'rheumatic valve disease',
      'opening snap',
      'diastolic murmur',
      'balloon mitral valvotomy',
      'mitral commissurotomy',
    ],
    definition:
      'Mitral stenosis is narrowing of the mitral valve orifice that obstructs flow from the left atrium to the left ventricle, most often a late consequence of rheumatic heart disease.',
    mostCommonCause:
      'The most common cause of mitral stenosis is rheumatic heart disease, usually decades after acute rheumatic fever; mitral annular calcification is a less common cause in older adults.',
    riskFactors: [
      'The main risk factor for mitral stenosis is prior acute rheumatic fever after untreated group A streptococcal pharyngitis, most often in people who grew up where rheumatic fever is common; it is more common in women.',
    ],
    pathophysiology:
      'In mitral stenosis, commissural fusion narrows the valve, so left atrial pressure must rise to drive blood into the ventricle during diastole; the left atrium enlarges, and the pressure backs up into the pulmonary veins and arteries, causing pulmonary congestion and eventually pulmonary hypertension. Tachycardia shortens diastole and sharply raises the transvalvular gradient.',
    presentation: [
      'Mitral stenosis causes exertional dyspnea, orthopnea and hemoptysis, and symptoms worsen with tachycardia, pregnancy or atrial fibrillation because diastolic filling time shortens.',
      'Mitral stenosis causes a loud S1, an opening snap after S2, then a low-pitched mid-diastolic rumble at the apex heard best with the bell in the left lateral decubitus position.',
      'A shorter S2-to-opening-snap interval indicates more severe mitral stenosis.',
      'Left atrial enlargement in mitral stenosis causes atrial fibrillation and thromboembolism and can compress the esophagus (dysphagia) or the left recurrent laryngeal nerve (hoarseness).',
    ],
    bestInitialTest:
      'The best initial and confirmatory test for mitral stenosis is transthoracic echocardiography; severe mitral stenosis is a valve area of 1.5 cm2 or less.',
    testOfChoice:
      'Transesophageal echocardiography before balloon valvotomy for mitral stenosis excludes left atrial thrombus and assesses whether the valve is suitable.',
    firstLine:
      'The first-line intervention for severe symptomatic rheumatic mitral stenosis with favorable valve anatomy is percutaneous balloon mitral commissurotomy; a beta-blocker (which lengthens diastole) and diuretics relieve symptoms.',
    management:
      'In mitral stenosis, anticoagulation with warfarin is given for atrial fibrillation, prior embolism or left atrial thrombus; warfarin, not a DOAC, is used for atrial fibrillation with moderate-severe mitral stenosis. Surgical repair or replacement is used when the anatomy is unfavorable for balloon commissurotomy. Secondary prophylaxis against rheumatic fever with penicillin is continued.',
    complications: [
      'Mitral stenosis causes atrial fibrillation and left atrial thrombus, and embolic stroke is a major complication.',
      'Long-standing mitral stenosis causes pulmonary hypertension and right heart failure.',
      'Pregnancy and new atrial fibrillation can precipitate pulmonary edema in mitral stenosis.',
    ],
    prevention:
      'Mitral stenosis is prevented by treating group A streptococcal pharyngitis with penicillin to prevent rheumatic fever, and its progression is limited by long-term penicillin prophylaxis after rheumatic fever.',
    keyComparisons: [
      {
        with: 'card-aortic-stenosis',
        difference:
          'Mitral stenosis causes a mid-diastolic rumble at the apex after an opening snap and is usually rheumatic, whereas aortic stenosis causes a systolic ejection murmur at the right upper sternal border and is usually calcific.',
      },
      {
        with: 'card-atrial-fibrillation',
        difference:
          'Atrial fibrillation with moderate-severe mitral stenosis needs warfarin whatever the CHA2DS2-VASc score, because a DOAC (rivaroxaban) was less effective than a vitamin K antagonist in rheumatic heart disease with atrial fibrillation.',
      },
    ],
    why: [
      {
        question: 'Why does mitral stenosis worsen during pregnancy?',
        answer:
          'Pregnancy raises blood volume and heart rate; the faster rate shortens diastolic filling time across the narrowed valve, so left atrial pressure rises and pulmonary edema can develop.',
      },
      {
        question: 'Why does a shorter S2-to-opening-snap interval mean more severe mitral stenosis?',
        answer:
          'In severe mitral stenosis the left atrial pressure is higher, so it exceeds the falling left ventricular pressure sooner after aortic valve closure and the valve snaps open earlier.',
      },
      {
        question: 'Why does mitral stenosis cause hoarseness or dysphagia?',
        answer:
          'The enlarged left atrium in mitral stenosis can compress the left recurrent laryngeal nerve, causing hoarseness (Ortner syndrome), or the esophagus behind it, causing dysphagia.',
      },
    ],
    highYield: [
      'The murmur of mitral stenosis is a low-pitched diastolic rumble best heard at the apex with the bell while the patient lies in the left lateral decubitus position.',
    ],
    dontMiss:
      'Pregnancy and new atrial fibrillation can precipitate pulmonary edema in mitral stenosis, and embolic stroke is a major complication.',
    icd10: ['I05.0', 'I34.2'],
  },
  {
    id: 'card-infective-endocarditis',
    title: 'Infective endocarditis',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'IE',
      'endocarditis',
      'bacterial endocarditis',
      'SBE',
      'subacute bacterial endocarditis',
      'acute bacterial endocarditis',
      'prosthetic valve endocarditis',
      'valve vegetation',
      'heart valve infection',
      'Duke criteria',
    ],
    definition:
      'Infective endocarditis is infection of the endocardial surface, usually the heart valves, forming vegetations; acute endocarditis (typically Staphylococcus aureus) is aggressive and can affect normal valves, while subacute endocarditis (typically viridans streptococci) affects previously damaged valves.',
    mostCommonCause:
      'The most common cause of infective endocarditis overall, and in people who inject drugs, is Staphylococcus aureus; viridans streptococci classically cause subacute endocarditis on previously damaged native valves.',
    causes: [
      'Other causes of infective endocarditis include enterococci, Streptococcus gallolyticus (bovis), coagulase-negative staphylococci (prosthetic valves and devices) and the HACEK organisms.',
      'Culture-negative infective endocarditis is caused by prior antibiotics, HACEK organisms, Coxiella burnetii and Bartonella.',
    ],
    riskFactors: [
      'Risk factors for infective endocarditis are injection drug use, a prosthetic valve, prior endocarditis, structural or congenital heart disease, intravascular devices and hemodialysis.',
    ],
    pathophysiology:
      'Infective endocarditis begins when turbulent flow or injury damages the valve endothelium, platelets and fibrin form a sterile vegetation, and circulating bacteria adhere to it during bacteremia. The infected vegetation destroys the valve (regurgitation), embolizes, and provokes immune-complex disease.',
    presentation: [
      'Infective endocarditis presents with fever and a new or changed regurgitant murmur; subacute cases add fatigue, weight loss and night sweats.',
      'Peripheral signs of infective endocarditis are splinter hemorrhages, painless Janeway lesions on the palms and soles, painful Osler nodes on the finger pads and Roth spots on the retina.',
      'Septic emboli in infective endocarditis cause stroke and splenic and renal infarcts; right-sided (tricuspid) endocarditis in people who inject drugs causes septic pulmonary emboli.',
    ],
    bestInitialTest:
      'The best initial test for suspected infective endocarditis is at least three sets of blood cultures from separate venipunctures before antibiotics, followed by transthoracic echocardiography.',
    testOfChoice:
      'Transesophageal echocardiography is the most sensitive imaging test for infective endocarditis and is used when transthoracic echocardiography is nondiagnostic, with a prosthetic valve or when complications such as abscess are suspected.',
    criteria: {
      name: 'Modified Duke criteria for infective endocarditis',
      items: [
        'Major: blood cultures growing a typical organism (e.g. Staphylococcus aureus, viridans streptococci, Streptococcus gallolyticus, HACEK, Enterococcus faecalis) in two or more separate sets, or persistently positive cultures.',
        'Major: Coxiella burnetii on a single blood culture or a phase I IgG titer above 1:800.',
        'Major: imaging evidence of endocardial involvement, such as a vegetation, perivalvular abscess, new prosthetic valve dehiscence or new valvular regurgitation.',
        'Minor: a predisposing heart condition or injection drug use.',
        'Minor: fever of 38.0 C (100.4 F) or higher.',
        'Minor: vascular phenomena such as major arterial emboli, septic pulmonary infarcts, mycotic aneurysm, intracranial hemorrhage, conjunctival hemorrhages or Janeway lesions.',
        'Minor: immunologic phenomena such as glomerulonephritis, Osler nodes, Roth spots or rheumatoid factor.',
        'Minor: microbiologic evidence that does not meet a major criterion.',
        'Definite endocarditis is 2 major criteria, 1 major plus 3 minor, or 5 minor criteria.',
      ],
    },
    firstLine:
      'First-line treatment of infective endocarditis is empiric IV antibiotics started after blood cultures (vancomycin-based in acute presentations), then tailored to the organism, usually for 4-6 weeks.',
    management:
      'Organism-directed therapy for infective endocarditis: viridans streptococci are treated with penicillin G or ceftriaxone, methicillin-susceptible S. aureus with nafcillin, oxacillin or cefazolin, MRSA with vancomycin or daptomycin, and Enterococcus with ampicillin plus gentamicin or ceftriaxone. Surgery is indicated for heart failure from valve dysfunction, uncontrolled infection (abscess, heart block, persistent bacteremia), fungal or highly resistant organisms, or large vegetations with embolism.',
    complications: [
      'New AV block or PR prolongation in infective endocarditis suggests a perivalvular (aortic root) abscess.',
      'Complications of infective endocarditis include heart failure from valve destruction, embolic stroke, mycotic aneurysm, splenic and renal infarcts and immune-complex glomerulonephritis.',
    ],
    prevention:
      'Antibiotic prophylaxis against infective endocarditis (amoxicillin 2 g orally 30-60 minutes before) is given only to the highest-risk patients, such as those with prosthetic valves, prior endocarditis and certain congenital heart disease, undergoing dental procedures that manipulate gingival tissue.',
    keyComparisons: [
      {
        with: 'micro-viridans-streptococci',
        difference:
          'Viridans streptococcal endocarditis is subacute, follows dental bacteremia and affects previously damaged valves, whereas Staphylococcus aureus endocarditis is acute, destructive and can infect normal valves.',
      },
      {
        with: 'rheum-systemic-lupus-erythematosus',
        difference:
          'Libman-Sacks endocarditis in lupus is sterile, with small vegetations on both surfaces of the valve, whereas infective endocarditis has positive blood cultures and fever.',
      },
    ],
    why: [
      {
        question: 'Why do people who inject drugs get right-sided endocarditis?',
        answer:
          'Injected particulate matter damages the tricuspid valve endothelium, and skin organisms such as Staphylococcus aureus reach the right heart first; emboli from tricuspid vegetations lodge in the lungs as septic pulmonary emboli.',
      },
      {
        question: 'Why does Streptococcus gallolyticus endocarditis require a colonoscopy?',
        answer:
          'Streptococcus gallolyticus (bovis) bacteremia is strongly associated with colorectal neoplasia, probably because the organism enters the blood through the mucosa of a colonic tumor, so every patient needs a colonoscopy.',
      },
      {
        question: 'Why are blood cultures drawn before antibiotics in suspected endocarditis?',
        answer:
          'Even one antibiotic dose can sterilize blood cultures and leave culture-negative endocarditis, while identifying the organism and its susceptibility decides the 4-6 week regimen.',
      },
    ],
    highYield: [
      'In infective endocarditis, Janeway lesions are painless embolic macules on the palms and soles, while Osler nodes are painful immune-mediated nodules on the finger pads.',
      'The mitral valve is the valve most often involved in infective endocarditis overall, while the tricuspid valve is most often involved in people who inject drugs.',
    ],
    dontMiss:
      'New AV block in infective endocarditis suggests a perivalvular abscess and needs urgent surgical evaluation, and Streptococcus gallolyticus (bovis) endocarditis requires a colonoscopy for colorectal cancer.',
    icd10: ['I33.0', 'I38'],
  },
  {
    id: 'card-acute-pericarditis',
    title: 'Acute pericarditis',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'pericarditis',
      'pericardial inflammation',
      'viral pericarditis',
      'idiopathic pericarditis',
      'post-MI pericarditis',
      'Dressler syndrome',
      'myopericarditis',
      'pericardial friction rub',
      'chest pain better leaning forward',
    ],
    definition:
      'Acute pericarditis is inflammation of the pericardium, most often idiopathic or viral, causing pleuritic chest pain, a friction rub and widespread ST elevation.',
    mostCommonCause:
      'The most common cause of acute pericarditis in high-income countries is idiopathic or viral disease; tuberculosis is a leading cause worldwide.',
    causes: [
      'Other causes of acute pericarditis include uremia, myocardial infarction (early post-infarction pericarditis or later Dressler syndrome), autoimmune disease, tuberculosis, malignancy, radiation and cardiac surgery.',
    ],
    pathophysiology:
      'In acute pericarditis, inflammation of the pericardial layers causes friction and irritates the adjacent epicardium, which produces pleuritic pain, a friction rub and diffuse ST elevation; the inflammation can also produce an exudative effusion.',
    presentation: [
      'Acute pericarditis causes sharp, pleuritic chest pain that is worse lying flat and relieved by sitting up and leaning forward.',
      'A pericardial friction rub in acute pericarditis is a scratchy sound best heard with the patient leaning forward.',
      'The ECG in acute pericarditis shows widespread concave ST elevation with PR depression (PR elevation in aVR), without reciprocal changes.',
      'Acute pericarditis raises CRP and may show a pericardial effusion on echocardiography; a raised troponin suggests myopericarditis.',
    ],
    bestInitialTest: 'The best initial test for suspected acute pericarditis is an ECG.',
    criteria: {
      name: 'Diagnostic criteria for acute pericarditis (at least 2 of 4)',
      items: [
        'Typical pleuritic chest pain, relieved by sitting forward.',
        'Pericardial friction rub.',
        'Widespread ST elevation or PR depression on the ECG.',
        'New or enlarging pericardial effusion.',
      ],
    },
    testOfChoice:
      'Echocardiography is done in every case of acute pericarditis to look for effusion and tamponade.',
    firstLine:
      'First-line treatment of acute pericarditis is an NSAID (e.g. ibuprofen) or high-dose aspirin for 1-2 weeks with a taper, plus colchicine for about 3 months, which halves the risk of recurrence.',
    management:
      'Strenuous exercise is restricted in acute pericarditis until it resolves. Aspirin is preferred to other NSAIDs after myocardial infarction. Glucocorticoids are second line (for contraindications to NSAIDs or specific causes such as autoimmune disease) because they increase recurrence, and uremic pericarditis needs dialysis.',
    complications: [
      'Cardiac tamponade (hypotension, raised JVP, pulsus paradoxus) is the most dangerous early complication of acute pericarditis.',
      'Acute pericarditis recurs in a substantial minority of patients, and recurrent or chronic disease can lead to constrictive pericarditis.',
    ],
    keyComparisons: [
      {
        with: 'card-acute-coronary-syndrome',
        difference:
          'Acute pericarditis causes widespread concave ST elevation with PR depression and no reciprocal changes, whereas STEMI causes regional, often convex ST elevation with reciprocal ST depression.',
      },
      {
        with: 'card-cardiac-tamponade',
        difference:
          'Acute pericarditis is inflammation with pleuritic pain and a rub, whereas cardiac tamponade is hemodynamic compromise from pericardial fluid under pressure, with hypotension, raised JVP and pulsus paradoxus.',
      },
    ],
    why: [
      {
        question: 'Why is the pain of acute pericarditis relieved by sitting up and leaning forward?',
        answer:
          'Leaning forward is thought to reduce pressure of the heart on the inflamed parietal pericardium, which lying flat increases. The parietal pericardium is supplied by the phrenic nerve, which is why the pain can radiate to the trapezius ridge.',
      },
      {
        question: 'Why are glucocorticoids not first-line for acute pericarditis?',
        answer:
          'Glucocorticoids are associated with more recurrences of pericarditis, possibly by favoring viral persistence and rebound inflammation as the dose is tapered, so they are reserved for patients who cannot take NSAIDs or have specific causes such as autoimmune disease.',
      },
      {
        question: 'Why does acute pericarditis cause PR depression?',
        answer:
          'Inflammation of the epicardium over the atria creates an atrial injury current that depresses the PR segment in most leads and elevates it in aVR.',
      },
    ],
    highYield: [
      'Colchicine for pericarditis inhibits microtubule polymerization in neutrophils.',
      'Colchicine commonly causes diarrhea; its dose is reduced in renal impairment, and CYP3A4 or P-glycoprotein inhibitors raise its toxicity.',
      'The ECG of acute pericarditis evolves from diffuse ST elevation with PR depression, to normalization of the ST segments, to T-wave inversion, and then back to normal.',
    ],
    dontMiss:
      'Watch for cardiac tamponade in acute pericarditis, and do not mistake a STEMI for pericarditis: STEMI has regional, often convex ST elevation with reciprocal depression.',
    icd10: ['I30.9', 'I30.0', 'I30.1', 'I24.1'],
  },
  {
    id: 'card-cardiac-tamponade',
    title: 'Cardiac tamponade',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'tamponade',
      'pericardial tamponade',
      'pericardial effusion',
      'hemopericardium',
      'Beck triad',
      'pulsus paradoxus',
      'electrical alternans',
      'obstructive shock',
    ],
    definition:
      'Cardiac tamponade is pericardial fluid or blood under pressure that compresses the heart, impairs diastolic filling and causes obstructive shock.',
    causes: [
      'Causes of cardiac tamponade include malignancy, uremia, pericarditis, post-MI free-wall rupture, type A aortic dissection, trauma and cardiac procedures.',
    ],
    pathophysiology:
      'In cardiac tamponade, pericardial pressure exceeds the diastolic pressures of the heart chambers, so the ventricles cannot fill, stroke volume falls and diastolic pressures equalize; because total cardiac volume is fixed, inspiration fills the right ventricle at the expense of the left, producing pulsus paradoxus. The speed of accumulation matters more than the volume, so a small rapid bleed can cause tamponade while a slowly growing effusion can become very large.',
    presentation: [
      'Beck triad in cardiac tamponade is hypotension, distended neck veins and muffled heart sounds.',
      'Cardiac tamponade causes tachycardia and dyspnea with clear lung fields.',
      'Pulsus paradoxus in cardiac tamponade is an inspiratory fall in systolic pressure of more than 10 mmHg.',
      'The ECG in cardiac tamponade shows low QRS voltage and electrical alternans.',
      'Cardiac catheterization in tamponade shows equalization of diastolic pressures in all four chambers.',
    ],
    bestInitialTest:
      'The best initial test for suspected cardiac tamponade is bedside echocardiography, which shows an effusion with right atrial systolic and right ventricular diastolic collapse and a plethoric inferior vena cava; tamponade itself is a clinical diagnosis.',
    firstLine:
      'The first-line treatment of cardiac tamponade is urgent drainage by echo-guided pericardiocentesis.',
    management:
      'Surgical drainage is used for cardiac tamponade from trauma, aortic dissection or ventricular free-wall rupture. IV fluids are a temporizing measure in cardiac tamponade, and diuretics, vasodilators and, if possible, positive-pressure ventilation are avoided.',
    complications: [
      'Untreated cardiac tamponade progresses to pulseless electrical activity and cardiac arrest.',
    ],
    keyComparisons: [
      {
        with: 'em-tension-pneumothorax',
        difference:
          'Tension pneumothorax and cardiac tamponade both cause obstructive shock with distended neck veins, but tension pneumothorax has absent breath sounds, hyperresonance and tracheal deviation on one side.',
      },
      {
        with: 'card-aortic-dissection',
        difference:
          'Cardiac tamponade from type A aortic dissection (hemopericardium) is treated by emergency surgery rather than pericardiocentesis.',
      },
    ],
    why: [
      {
        question: 'Why does cardiac tamponade cause pulsus paradoxus?',
        answer:
          'In tamponade the heart sits in a fixed-volume sac, so when inspiration increases right ventricular filling, the septum bulges left and left ventricular filling and stroke volume fall, dropping systolic pressure by more than 10 mmHg.',
      },
      {
        question: 'Why is positive-pressure ventilation dangerous in cardiac tamponade?',
        answer:
          'Positive-pressure ventilation raises intrathoracic pressure and further reduces venous return to an already underfilled heart, which can precipitate cardiac arrest in tamponade.',
      },
      {
        question: 'Why does cardiac tamponade cause electrical alternans?',
        answer:
          'In a large pericardial effusion, the heart swings back and forth with each beat, changing its electrical axis, so the QRS amplitude alternates from beat to beat.',
      },
    ],
    highYield: [
      'Kussmaul sign (JVP rising on inspiration) and a pericardial knock point to constrictive pericarditis rather than cardiac tamponade.',
    ],
    dontMiss:
      'Hemopericardium from type A aortic dissection needs emergency surgery rather than pericardiocentesis, and tension pneumothorax (absent breath sounds, tracheal deviation) mimics cardiac tamponade.',
    icd10: ['I31.4', 'I31.39'],
  },
  {
    id: 'card-aortic-dissection',
    title: 'Aortic dissection',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'aortic dissection',
      'dissecting aorta',
      'dissecting aneurysm',
      'acute aortic syndrome',
      'tearing chest pain',
      'Stanford type A',
      'Stanford type B',
      'DeBakey classification',
      'torn aorta',
    ],
    definition:
      'Aortic dissection is an intimal tear that lets blood enter the aortic media and form a false lumen; Stanford type A involves the ascending aorta (a surgical emergency), and type B involves only the aorta distal to the left subclavian artery.',
    mostCommonCause: 'The most common risk factor for aortic dissection is hypertension.',
    riskFactors: [
      'Risk factors for aortic dissection include hypertension, Marfan and Ehlers-Danlos syndromes, a bicuspid aortic valve, Turner syndrome, cocaine use, pregnancy and prior aortic surgery.',
    ],
    pathophysiology:
      'In aortic dissection, weakening of the aortic media (cystic medial degeneration from hypertension or connective tissue disease) allows an intimal tear; pulsatile flow then drives a false lumen along the aorta that can compress branch arteries, rupture outward or extend back into the aortic root.',
    presentation: [
      'Aortic dissection causes sudden, severe, tearing or ripping chest pain radiating to the back between the scapulae.',
      'Aortic dissection causes a pulse deficit or a systolic blood pressure difference of more than 20 mmHg between the arms.',
      'The chest x-ray in aortic dissection may show a widened mediastinum, but a normal film does not exclude dissection.',
    ],
    bestInitialTest:
      'The best test for suspected aortic dissection in a stable patient is CT angiography of the chest, abdomen and pelvis, which confirms the diagnosis.',
    testOfChoice:
      'Transesophageal echocardiography is the test of choice for suspected aortic dissection in unstable patients or when contrast cannot be given.',
    firstLine:
      'First-line treatment of acute aortic dissection is an immediate IV beta-blocker (esmolol or labetalol) to a heart rate of 60/min or less, then a vasodilator (e.g. nitroprusside) if needed for a systolic pressure of about 100-120 mmHg, plus opioid analgesia.',
    management:
      'Type A aortic dissection requires emergency surgery. Type B aortic dissection is treated medically, with endovascular repair (TEVAR) for complications such as malperfusion, rupture, or refractory pain or hypertension.',
    complications: [
      'Complications of aortic dissection include acute aortic regurgitation (diastolic murmur), cardiac tamponade and stroke.',
      'Aortic dissection can cause inferior MI from right coronary involvement and mesenteric, renal, spinal or limb ischemia from branch-vessel compression.',
      'Aortic dissection can rupture, causing rapid death.',
    ],
    prevention:
      'Aortic dissection is prevented by controlling blood pressure and, in Marfan syndrome and other aortopathies, by beta-blockers or ARBs, imaging surveillance of the aortic root and prophylactic aortic repair once the root reaches a size threshold.',
    keyComparisons: [
      {
        with: 'card-acute-coronary-syndrome',
        difference:
          'Aortic dissection can present like an inferior STEMI, but tearing pain radiating to the back, a pulse or blood pressure difference between the arms and a wide mediastinum point to dissection, where fibrinolytics and anticoagulants can be fatal.',
      },
      {
        with: 'surg-abdominal-aortic-aneurysm',
        difference:
          'Aortic dissection is a tear with a false lumen in the aortic wall, typically thoracic and acutely painful, whereas an abdominal aortic aneurysm is a dilation of all wall layers that is usually silent until it ruptures.',
      },
    ],
    why: [
      {
        question: 'Why is a beta-blocker given before a vasodilator in aortic dissection?',
        answer:
          'A vasodilator alone causes reflex tachycardia, which increases the force and rate of ejection and therefore the shear stress on the aortic wall; controlling the heart rate first with a beta-blocker prevents the dissection from propagating.',
      },
      {
        question: 'Why can aortic dissection cause an inferior myocardial infarction?',
        answer:
          'A type A dissection flap can extend into the ostium of the right coronary artery, which supplies the inferior wall, producing an inferior STEMI.',
      },
      {
        question: 'Why do blood pressures differ between the arms in aortic dissection?',
        answer:
          'The dissection flap can narrow the brachiocephalic or left subclavian artery, lowering the pressure in one arm, so a difference of more than 20 mmHg is a clue.',
      },
    ],
    highYield: [
      'A normal chest x-ray does not exclude aortic dissection.',
      'Marfan syndrome, caused by fibrillin-1 mutations, predisposes to aortic root dilation and type A aortic dissection.',
    ],
    dontMiss:
      'Do not give fibrinolytics or anticoagulants for an apparent MI until aortic dissection is excluded; an inferior STEMI with back pain or a pulse deficit should raise suspicion.',
    icd10: ['I71.00', 'I71.010', 'I71.012', 'I71.03'],
  },
  {
    id: 'card-hypertension',
    title: 'Hypertension (primary)',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'HTN',
      'high blood pressure',
      'raised blood pressure',
      'elevated blood pressure',
      'essential hypertension',
      'primary hypertension',
      'hypertensive emergency',
      'hypertensive urgency',
      'BP',
    ],
    definition:
      'Hypertension is sustained elevation of blood pressure; ACC/AHA define stage 1 as 130-139/80-89 mmHg and stage 2 as 140/90 mmHg or higher, and about 90-95% of cases are primary (essential).',
    mostCommonCause:
      'The most common form of hypertension is primary (essential) hypertension, about 90-95% of cases; the most common endocrine cause of secondary hypertension is primary aldosteronism.',
    causes: [
      'Secondary causes of hypertension include primary aldosteronism, renal parenchymal disease, renal artery stenosis (abdominal bruit, creatinine rise on an ACE inhibitor), obstructive sleep apnea, pheochromocytoma, Cushing syndrome, coarctation of the aorta (arm-leg pressure difference) and drugs.',
    ],
    riskFactors: [
      'Risk factors for primary hypertension include older age, family history, Black race, obesity, high sodium intake, physical inactivity, excess alcohol and obstructive sleep apnea.',
    ],
    pathophysiology:
      'Primary hypertension arises from an interplay of genetic and environmental factors that raise systemic vascular resistance and reset renal pressure-natriuresis, so sodium balance is kept at a higher pressure. Sustained high pressure causes arteriolosclerosis and left ventricular hypertrophy that damage the heart, brain, kidneys and retina.',
    presentation: [
      'Hypertension is usually asymptomatic until target-organ damage: left ventricular hypertrophy, heart failure, coronary disease, stroke, chronic kidney disease or hypertensive retinopathy.',
      'A secondary cause of hypertension is suspected with onset at a young age, resistant or abruptly worsening hypertension, or hypokalemia.',
    ],
    diagnosis:
      'Hypertension is diagnosed from elevated office readings (the average of at least 2 readings on at least 2 occasions) confirmed by ambulatory or home monitoring.',
    bestInitialTest:
      'Baseline tests in newly diagnosed hypertension are electrolytes and creatinine, glucose or HbA1c, lipids, TSH, urinalysis, urine albumin-to-creatinine ratio and an ECG.',
    testOfChoice:
      'Ambulatory blood pressure monitoring is the reference test for confirming hypertension and detects white-coat and masked hypertension.',
    criteria: {
      name: 'ACC/AHA blood pressure categories in adults',
      items: [
        'Normal: below 120/80 mmHg.',
        'Elevated: 120-129 mmHg systolic and below 80 mmHg diastolic.',
        'Stage 1 hypertension: 130-139 mmHg systolic or 80-89 mmHg diastolic.',
        'Stage 2 hypertension: 140 mmHg systolic or higher, or 90 mmHg diastolic or higher.',
      ],
    },
    firstLine:
      'First-line drug classes for hypertension are thiazide-type diuretics, ACE inhibitors or ARBs and dihydropyridine calcium channel blockers, alongside lifestyle change for all (weight loss, a DASH-type diet, sodium restriction, physical activity and limiting alcohol), with a target below 130/80 mmHg for most adults.',
    management:
      'Drug therapy for hypertension is started for stage 2 (preferably two first-line agents as a single-pill combination), for stage 1 with cardiovascular disease, diabetes, CKD or a raised 10-year cardiovascular risk (2025 ACC/AHA: PREVENT 7.5% or more), and for others still at 130/80 mmHg or higher after 3-6 months of lifestyle change. An ACE inhibitor or ARB is preferred with albuminuric CKD, and an ACE inhibitor is never combined with an ARB. In pregnancy, hypertension is treated with labetalol, nifedipine or methyldopa. Severe hypertension without acute organ damage is treated with oral agents and gradual reduction.',
    contraindications: [
      'ACE inhibitors and ARBs for hypertension are contraindicated in pregnancy because they are teratogenic.',
    ],
    complications: [
      'Complications of hypertension include left ventricular hypertrophy, heart failure, coronary disease, stroke, chronic kidney disease, hypertensive retinopathy and aortic dissection.',
    ],
    prevention:
      'Hypertension is prevented by maintaining a healthy weight, a DASH-type diet low in sodium, regular physical activity and limited alcohol.',
    keyComparisons: [
      {
        with: 'endo-primary-aldosteronism',
        difference:
          'Primary aldosteronism causes hypertension with suppressed renin and often hypokalemia and is the most common endocrine cause of secondary hypertension, whereas primary hypertension has no single identifiable cause.',
      },
      {
        with: 'renal-renal-artery-stenosis',
        difference:
          'Renal artery stenosis causes secondary hypertension with high renin, an abdominal bruit and a sharp creatinine rise on an ACE inhibitor or ARB.',
      },
    ],
    why: [
      {
        question: 'Why are ACE inhibitors or ARBs preferred in hypertension with albuminuric kidney disease?',
        answer:
          'ACE inhibitors and ARBs dilate the efferent arteriole, lowering intraglomerular pressure and albuminuria, which slows the progression of chronic kidney disease beyond the effect of lowering blood pressure.',
      },
      {
        question: 'Why do thiazide diuretics cause hypercalcemia?',
        answer:
          'Thiazides block the Na-Cl cotransporter in the distal convoluted tubule, which increases calcium reabsorption there, so serum calcium rises and urinary calcium falls.',
      },
    ],
    highYield: [
      'Thiazide diuretics for hypertension (chlorthalidone, hydrochlorothiazide) cause hypokalemia, hyponatremia, hyperglycemia, hyperuricemia and hypercalcemia.',
      'ACE inhibitors for hypertension cause cough, angioedema and hyperkalemia.',
      'Amlodipine and other dihydropyridine calcium channel blockers for hypertension cause peripheral edema.',
    ],
    dontMiss:
      'Hypertensive emergency is severe hypertension (often above 180/120 mmHg) with acute target-organ damage such as encephalopathy, stroke, MI, aortic dissection, pulmonary edema or acute kidney injury; admit for IV therapy and lower the pressure by no more than about 25% in the first hour, except in aortic dissection, where systolic pressure is lowered quickly.',
    icd10: ['I10', 'I16.1', 'I16.0'],
  },
  {
    id: 'card-hypertrophic-cardiomyopathy',
    title: 'Hypertrophic cardiomyopathy',
    subject: 'Cardiology',
    kind: 'condition',
    aliases: [
      'HCM',
      'HOCM',
      'hypertrophic obstructive cardiomyopathy',
      'asymmetric septal hypertrophy',
      'IHSS',
      'idiopathic hypertrophic subaortic stenosis',
      'sudden cardiac death in athletes',
      'thick heart muscle',
    ],
    definition:
      'Hypertrophic cardiomyopathy is inherited left ventricular hypertrophy, often asymmetric and septal, not explained by loading conditions; it causes diastolic dysfunction and, in many patients, dynamic left ventricular outflow tract obstruction with systolic anterior motion of the mitral valve.',
    mostCommonCause:
      'The most common cause of hypertrophic cardiomyopathy is an autosomal dominant mutation in a sarcomere gene, most often beta-myosin heavy chain (MYH7) or myosin-binding protein C (MYBPC3).',
    pathophysiology:
      'In hypertrophic cardiomyopathy, sarcomere mutations cause myocyte hypertrophy, disarray and fibrosis; the thick, stiff ventricle fills poorly, and in obstructive disease the hypertrophied septum and systolic anterior motion of the mitral valve narrow the outflow tract, more so when the ventricle is small or contracting hard. Disarray and fibrosis are the substrate for ventricular arrhythmias and sudden death.',
    presentation: [
      'Hypertrophic cardiomyopathy causes exertional dyspnea, chest pain, palpitations or syncope, and sudden cardiac death may be the first event in a young athlete.',
      'Hypertrophic cardiomyopathy causes a systolic crescendo-decrescendo murmur at the left sternal border that increases with less preload (Valsalva, standing) and decreases with squatting, handgrip or passive leg raise.',
      'Hypertrophic cardiomyopathy causes an S4 gallop, and there is often a family history of cardiomyopathy or sudden death.',
      'The ECG in hypertrophic cardiomyopathy shows left ventricular hypertrophy and deep, narrow Q waves in the lateral and inferior leads.',
    ],
    bestInitialTest:
      'The best initial tests for suspected hypertrophic cardiomyopathy are an ECG and transthoracic echocardiography.',
    testOfChoice:
      'Echocardiography or cardiac MRI confirms hypertrophic cardiomyopathy by showing a wall thickness of 15 mm or more without another cause and measures outflow obstruction.',
    firstLine:
      'First-line treatment of symptomatic hypertrophic cardiomyopathy is a beta-blocker, with non-dihydropyridine calcium channel blockers (verapamil, diltiazem) as alternatives.',
    management:
      'Patients with hypertrophic cardiomyopathy avoid dehydration and receive individualized exercise advice. For obstructive symptoms despite beta-blockers or calcium channel blockers, add a cardiac myosin inhibitor (mavacamten) or disopyramide, or perform septal reduction (surgical myectomy or alcohol septal ablation). An ICD is placed for prior cardiac arrest, sustained ventricular tachycardia or a high estimated sudden-death risk.',
    contraindications: [
      'Drugs that reduce preload or afterload or increase contractility (nitrates, high-dose diuretics, dihydropyridines and other vasodilators, digoxin, inotropes) are avoided in hypertrophic cardiomyopathy because they worsen outflow obstruction.',
    ],
    complications: [
      'Hypertrophic cardiomyopathy is a leading cause of sudden cardiac death in young athletes, from ventricular arrhythmias.',
      'Other complications of hypertrophic cardiomyopathy include atrial fibrillation with stroke, heart failure and, in a minority, progression to a dilated, hypokinetic end stage.',
    ],
    prevention:
      'Screening first-degree relatives of a patient with hypertrophic cardiomyopathy with ECG, echocardiography and genetic testing detects the disease early.',
    keyComparisons: [
      {
        with: 'card-aortic-stenosis',
        difference:
          'The hypertrophic cardiomyopathy murmur is at the left sternal border and increases with Valsalva and standing, whereas the aortic stenosis murmur is at the right upper sternal border, radiates to the carotids and decreases with Valsalva.',
      },
    ],
    why: [
      {
        question: 'Why does the hypertrophic cardiomyopathy murmur get louder with Valsalva and standing?',
        answer:
          'Valsalva and standing reduce venous return, so the left ventricular cavity becomes smaller and the septum and mitral leaflet come closer together, worsening the dynamic outflow obstruction and the murmur.',
      },
      {
        question: 'Why are beta-blockers first-line in hypertrophic cardiomyopathy?',
        answer:
          'Beta-blockers slow the heart rate, lengthening diastolic filling of the stiff ventricle, and reduce contractility, which lessens dynamic outflow obstruction.',
      },
      {
        question: 'Why is atrial fibrillation poorly tolerated in hypertrophic cardiomyopathy?',
        answer:
          'The stiff ventricle in hypertrophic cardiomyopathy depends on atrial contraction and adequate diastolic time to fill, both of which atrial fibrillation removes; the stroke risk is also high, so anticoagulation is given regardless of CHA2DS2-VASc.',
      },
    ],
    highYield: [
      'Mavacamten, a cardiac myosin inhibitor for obstructive hypertrophic cardiomyopathy, can lower the ejection fraction and cause heart failure, so echocardiographic monitoring is required.',
    ],
    dontMiss:
      'Atrial fibrillation in hypertrophic cardiomyopathy requires anticoagulation regardless of the CHA2DS2-VASc score, and unexplained syncope in a young athlete needs evaluation for hypertrophic cardiomyopathy.',
    icd10: ['I42.1', 'I42.2'],
  },
];
