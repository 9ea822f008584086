import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: "card-aortic-regurgitation",
    title: "Aortic regurgitation",
    subject: "Cardiology",
    kind: "condition",
    aliases: ["AR", "aortic insufficiency", "AI", "leaky aortic valve", "aortic valve regurgitation", "Austin Flint murmur", "water-hammer pulse", "Corrigan pulse"],
    definition: "Aortic regurgitation (AR) is backflow of blood from the aorta into the left ventricle during diastole, caused by disease of the aortic valve leaflets or by dilation of the aortic root; it may be acute or chronic.",
    causes: [
      "Chronic aortic regurgitation from aortic root dilation is caused by hypertension, age-related (idiopathic) root dilation, Marfan syndrome, Ehlers-Danlos syndrome, ankylosing spondylitis and tertiary syphilis.",
      "Chronic aortic regurgitation from leaflet disease is caused by a bicuspid aortic valve, rheumatic heart disease and prior infective endocarditis.",
      "Acute aortic regurgitation is caused mainly by infective endocarditis, type A aortic dissection and blunt chest trauma."
    ],
    pathophysiology: "In chronic aortic regurgitation the regurgitant volume overloads the left ventricle, which responds with eccentric hypertrophy and dilation that keep forward stroke volume normal for years; the large stroke volume raises systolic pressure while diastolic runoff into the ventricle lowers diastolic pressure, producing a wide pulse pressure. In acute aortic regurgitation the nondilated ventricle cannot accommodate the sudden volume, so left ventricular diastolic pressure rises abruptly and causes pulmonary edema and cardiogenic shock.",
    presentation: [
      "Aortic regurgitation causes an early diastolic, high-pitched, blowing decrescendo murmur heard best at the left sternal border with the patient sitting up, leaning forward and holding the breath in expiration.",
      "Chronic severe aortic regurgitation produces a wide pulse pressure with bounding 'water-hammer' (Corrigan) pulses, head bobbing (de Musset sign), visible nail-bed capillary pulsations (Quincke sign) and a pistol-shot sound over the femoral artery (Traube sign).",
      "Severe aortic regurgitation can produce an Austin Flint murmur, a mid-to-late diastolic apical rumble caused by the regurgitant jet striking the anterior mitral leaflet.",
      "Chronic aortic regurgitation is asymptomatic for years and then presents with exertional dyspnea, orthopnea, fatigue and sometimes angina, with a laterally displaced, hyperdynamic apical impulse.",
      "Acute severe aortic regurgitation presents with sudden dyspnea, pulmonary edema, tachycardia and hypotension; its murmur is short and soft and the pulse pressure is not wide."
    ],
    bestInitialTest: "The best initial test for suspected aortic regurgitation is transthoracic echocardiography, which shows the regurgitant jet, grades severity, identifies the cause and measures left ventricular size and ejection fraction.",
    diagnosis: "Transesophageal echocardiography or cardiac MRI is used in aortic regurgitation when transthoracic images are inadequate, and TEE or CT angiography is obtained urgently when aortic dissection or endocarditis is suspected as the cause.",
    firstLine: "The definitive treatment of severe symptomatic aortic regurgitation is aortic valve replacement, which is indicated regardless of the left ventricular ejection fraction.",
    management: "Aortic valve replacement is also indicated for asymptomatic severe chronic aortic regurgitation when the left ventricular ejection fraction is 55% or lower (2020 ACC/AHA threshold), when the ventricle is markedly dilated (end-systolic diameter above 50 mm), or when the patient is having other cardiac surgery. Hypertension in chronic aortic regurgitation is treated with vasodilators such as dihydropyridine calcium channel blockers, ACE inhibitors or ARBs, but vasodilators do not replace surgery when surgery is indicated. Acute severe aortic regurgitation is a surgical emergency, and patients are stabilized with intravenous vasodilators (nitroprusside) and inotropes while awaiting urgent valve replacement.",
    complications: [
      "Chronic aortic regurgitation leads to left ventricular dilation and systolic dysfunction, which may become irreversible if valve replacement is delayed.",
      "Acute aortic regurgitation causes flash pulmonary edema and cardiogenic shock.",
      "Aortic regurgitation can cause angina because the low diastolic aortic pressure reduces coronary perfusion."
    ],
    keyComparisons: [
      { with: "card-aortic-stenosis", difference: "Aortic regurgitation causes an early diastolic decrescendo murmur at the left sternal border with a wide pulse pressure, whereas aortic stenosis causes a crescendo-decrescendo systolic ejection murmur at the right upper sternal border radiating to the carotids with a narrow pulse pressure and pulsus parvus et tardus." },
      { with: "card-mitral-stenosis", difference: "The Austin Flint murmur of severe aortic regurgitation is an apical diastolic rumble without an opening snap, whereas mitral stenosis causes an opening snap followed by a diastolic rumble." }
    ],
    why: [
      { question: "Why is an intra-aortic balloon pump contraindicated in aortic regurgitation?", answer: "An intra-aortic balloon pump inflates during diastole, which raises aortic diastolic pressure and increases the volume of blood regurgitating into the left ventricle, so it worsens aortic regurgitation." },
      { question: "Why does chronic aortic regurgitation produce a wide pulse pressure?", answer: "In chronic aortic regurgitation the dilated ventricle ejects a large stroke volume that raises systolic pressure, while blood leaking back into the ventricle during diastole lowers diastolic pressure." },
      { question: "Why are beta-blockers used cautiously, if at all, in acute aortic regurgitation?", answer: "Slowing the heart rate in acute aortic regurgitation lengthens diastole, which increases the regurgitant volume, and blocks the compensatory tachycardia that maintains forward cardiac output." }
    ],
    highYield: [
      "Handgrip increases the murmur of aortic regurgitation by raising afterload, and amyl nitrite decreases it by lowering afterload.",
      "Aortic regurgitation is the valve lesion classically associated with ankylosing spondylitis, Marfan syndrome and tertiary syphilis (syphilitic aortitis with 'tree-bark' intimal wrinkling).",
      "A bicuspid aortic valve can cause aortic regurgitation as well as aortic stenosis and is associated with aortic root dilation and coarctation of the aorta.",
      "Aortic regurgitation causes eccentric left ventricular hypertrophy from volume overload, whereas aortic stenosis causes concentric hypertrophy from pressure overload."
    ],
    dontMiss: "New aortic regurgitation with chest or back pain suggests type A aortic dissection, and new aortic regurgitation with fever suggests infective endocarditis; both require emergency imaging and surgical evaluation.",
    icd10: ["I35.1", "I06.1"]
  },
  {
    id: "card-mitral-regurgitation",
    title: "Mitral regurgitation and mitral valve prolapse",
    subject: "Cardiology",
    kind: "condition",
    aliases: ["MR", "mitral insufficiency", "mitral valve prolapse", "MVP", "floppy mitral valve", "Barlow syndrome", "papillary muscle rupture", "leaky mitral valve", "MitraClip", "TEER"],
    definition: "Mitral regurgitation (MR) is backflow of blood from the left ventricle into the left atrium during systole; primary MR results from disease of the valve apparatus (most often mitral valve prolapse), and secondary (functional) MR results from left ventricular dilation or ischemia acting on a structurally normal valve.",
    mostCommonCause: "The most common cause of chronic primary mitral regurgitation in the United States is mitral valve prolapse from myxomatous (degenerative) valve disease.",
    causes: [
      "Primary mitral regurgitation is caused by mitral valve prolapse, rheumatic heart disease, infective endocarditis, mitral annular calcification and ruptured chordae tendineae.",
      "Secondary (functional) mitral regurgitation is caused by left ventricular dilation in dilated or ischemic cardiomyopathy, which displaces the papillary muscles and dilates the annulus so that normal leaflets fail to coapt.",
      "Acute mitral regurgitation is caused by papillary muscle rupture after myocardial infarction, spontaneous rupture of chordae tendineae and infective endocarditis destroying the leaflets."
    ],
    pathophysiology: "In chronic mitral regurgitation the left atrium and left ventricle dilate to accommodate the regurgitant volume (volume overload with eccentric hypertrophy), so forward output is maintained until the ventricle fails; because part of each stroke volume goes backward into the low-pressure atrium, the ejection fraction overestimates true ventricular function. In acute mitral regurgitation the small, noncompliant left atrium cannot absorb the sudden regurgitant volume, so left atrial pressure rises steeply and causes pulmonary edema.",
    presentation: [
      "Chronic mitral regurgitation causes a holosystolic, blowing murmur heard best at the apex that radiates to the left axilla.",
      "Severe chronic mitral regurgitation can cause an S3 and a laterally displaced apical impulse, with exertional dyspnea, fatigue and atrial fibrillation from left atrial enlargement.",
      "Mitral valve prolapse causes a midsystolic click followed by a late systolic murmur heard best at the apex.",
      "Acute severe mitral regurgitation presents with sudden pulmonary edema and hypotension, and its murmur may be soft, short or absent because left atrial and ventricular pressures equalize quickly.",
      "Papillary muscle rupture causing acute mitral regurgitation typically occurs within the first week (classically 2 to 7 days) after a myocardial infarction and most often involves the posteromedial papillary muscle, which has a single blood supply from the posterior descending artery."
    ],
    bestInitialTest: "The best initial test for suspected mitral regurgitation is transthoracic echocardiography, which grades severity, shows the mechanism and measures left ventricular size and ejection fraction.",
    diagnosis: "Transesophageal echocardiography defines mitral valve anatomy in mitral regurgitation when transthoracic images are inadequate or when surgical or transcatheter repair is being planned.",
    firstLine: "First-line treatment of severe symptomatic primary mitral regurgitation is mitral valve surgery, with repair preferred over replacement whenever a durable repair is likely.",
    management: "Mitral valve surgery is also indicated for asymptomatic severe primary mitral regurgitation when the left ventricular ejection fraction is 60% or lower or the end-systolic diameter is 40 mm or more. Transcatheter edge-to-edge repair (MitraClip) is an option for severe primary mitral regurgitation at high surgical risk and for selected severe secondary mitral regurgitation that persists despite optimal heart failure therapy. Secondary mitral regurgitation is treated first by treating the ventricle with guideline-directed heart failure therapy, revascularization and cardiac resynchronization when indicated. Acute severe mitral regurgitation is stabilized with afterload reduction (intravenous nitroprusside), diuretics and an intra-aortic balloon pump as a bridge to emergency surgery.",
    complications: [
      "Chronic mitral regurgitation leads to atrial fibrillation, heart failure and irreversible left ventricular dysfunction if surgery is delayed.",
      "Mitral valve prolapse can be complicated by progressive mitral regurgitation, chordal rupture, infective endocarditis and, rarely, ventricular arrhythmias and sudden death."
    ],
    keyComparisons: [
      { with: "card-aortic-stenosis", difference: "Mitral regurgitation causes a holosystolic apical murmur radiating to the axilla, whereas aortic stenosis causes a crescendo-decrescendo systolic ejection murmur at the right upper sternal border radiating to the carotids." },
      { with: "card-hypertrophic-cardiomyopathy", difference: "The murmurs of mitral valve prolapse and hypertrophic cardiomyopathy both increase with Valsalva and standing, but the mitral valve prolapse murmur is a late systolic apical murmur after a click, whereas the hypertrophic cardiomyopathy murmur is a crescendo-decrescendo murmur at the left sternal border." }
    ],
    why: [
      { question: "Why does the click of mitral valve prolapse move earlier with Valsalva or standing?", answer: "Valsalva and standing reduce venous return and left ventricular volume, so the redundant mitral leaflets prolapse earlier in systole, moving the click earlier and lengthening the murmur; squatting increases ventricular volume and delays the click." },
      { question: "Why does a normal ejection fraction not mean normal ventricular function in mitral regurgitation?", answer: "In mitral regurgitation the left ventricle ejects part of its volume backward into the low-pressure left atrium, which inflates the ejection fraction, so an ejection fraction of 60% or lower already signals ventricular dysfunction and is an indication for surgery." },
      { question: "Why is the murmur of acute mitral regurgitation often soft?", answer: "In acute mitral regurgitation the pressure in the small, noncompliant left atrium rises rapidly toward ventricular pressure, so the gradient driving regurgitation falls during late systole and the murmur becomes short, soft or inaudible." }
    ],
    highYield: [
      "Handgrip increases the murmur of mitral regurgitation by raising afterload, and squatting increases it by raising venous return.",
      "Mitral valve prolapse is associated with Marfan syndrome, Ehlers-Danlos syndrome and autosomal dominant polycystic kidney disease.",
      "Mitral regurgitation is the most common valve lesion of acute rheumatic carditis, whereas mitral stenosis is the classic lesion of chronic rheumatic heart disease.",
      "Antibiotic prophylaxis before dental procedures is not recommended for mitral valve prolapse or native-valve mitral regurgitation alone."
    ],
    dontMiss: "A new holosystolic murmur with sudden pulmonary edema or shock days after a myocardial infarction suggests papillary muscle rupture (or ventricular septal rupture, which has a left sternal border murmur and often a thrill) and requires emergency echocardiography and surgery.",
    icd10: ["I34.0", "I34.1", "I05.1"]
  },
  {
    id: "card-dilated-cardiomyopathy",
    title: "Dilated cardiomyopathy",
    subject: "Cardiology",
    kind: "condition",
    aliases: ["DCM", "congestive cardiomyopathy", "nonischemic cardiomyopathy", "alcoholic cardiomyopathy", "peripartum cardiomyopathy", "anthracycline cardiomyopathy", "enlarged heart"],
    definition: "Dilated cardiomyopathy (DCM) is dilation and impaired systolic function of the left or both ventricles that is not explained by abnormal loading conditions (such as hypertension or valve disease) or by coronary artery disease; it is the most common cardiomyopathy and presents as heart failure with reduced ejection fraction.",
    mostCommonCause: "The most common form of dilated cardiomyopathy is idiopathic, and many idiopathic cases are genetic (usually autosomal dominant), with truncating variants in the titin (TTN) gene being the most common genetic cause.",
    causes: [
      "Toxic causes of dilated cardiomyopathy include chronic heavy alcohol use, cocaine and methamphetamine use, and anthracycline chemotherapy such as doxorubicin.",
      "Trastuzumab causes a dilated cardiomyopathy that, unlike anthracycline cardiotoxicity, is usually reversible after the drug is stopped.",
      "Infectious causes of dilated cardiomyopathy include viral myocarditis (classically coxsackievirus B), Chagas disease (Trypanosoma cruzi) and HIV.",
      "Peripartum cardiomyopathy is a dilated cardiomyopathy arising in the last month of pregnancy or within 5 months after delivery without another identifiable cause.",
      "Other causes of dilated cardiomyopathy include thiamine deficiency (wet beriberi), persistent tachyarrhythmia (tachycardia-induced cardiomyopathy), hyperthyroidism and hypothyroidism, hemochromatosis, sarcoidosis and Duchenne and Becker muscular dystrophies."
    ],
    pathophysiology: "Dilated cardiomyopathy results from myocyte loss or dysfunction that reduces contractility; the ventricle adds sarcomeres in series (eccentric hypertrophy) and dilates, wall stress rises, and neurohormonal activation of the renin-angiotensin-aldosterone and sympathetic systems drives further remodeling and systolic heart failure.",
    presentation: [
      "Dilated cardiomyopathy presents with symptoms of heart failure: exertional dyspnea, orthopnea, paroxysmal nocturnal dyspnea, fatigue and edema.",
      "Examination in dilated cardiomyopathy shows an S3 gallop, a laterally displaced and diffuse apical impulse and often holosystolic murmurs of functional mitral and tricuspid regurgitation.",
      "Dilated cardiomyopathy can first present with atrial fibrillation, ventricular arrhythmias, sudden cardiac death or systemic embolism from a left ventricular thrombus.",
      "Chest radiography in dilated cardiomyopathy shows cardiomegaly (a globular 'balloon' heart) with pulmonary vascular congestion."
    ],
    bestInitialTest: "The best initial test for suspected dilated cardiomyopathy is transthoracic echocardiography, which shows dilated ventricles with diffuse hypokinesis and a reduced ejection fraction.",
    diagnosis: "Evaluation of new dilated cardiomyopathy includes excluding coronary artery disease (invasive or CT coronary angiography), thyroid function tests, iron studies, HIV testing when at risk, a detailed alcohol and drug history, and cardiac MRI to look for myocarditis, sarcoidosis or infiltrative disease; genetic testing and screening of first-degree relatives are recommended for idiopathic cases.",
    firstLine: "First-line treatment of dilated cardiomyopathy with reduced ejection fraction is guideline-directed medical therapy for heart failure: an angiotensin receptor-neprilysin inhibitor (or an ACE inhibitor or ARB), an evidence-based beta-blocker (carvedilol, metoprolol succinate or bisoprolol), a mineralocorticoid receptor antagonist and an SGLT2 inhibitor, with loop diuretics for congestion.",
    management: "A primary-prevention implantable cardioverter-defibrillator is recommended in dilated cardiomyopathy when the ejection fraction remains 35% or lower with NYHA class II to III symptoms despite at least 3 months of guideline-directed therapy and expected survival beyond 1 year. Cardiac resynchronization therapy is added when the ejection fraction is 35% or lower with left bundle branch block and a QRS of 150 ms or more. Anticoagulation is used for atrial fibrillation or a left ventricular thrombus. Reversible causes are treated directly: alcohol abstinence, stopping cardiotoxic drugs, controlling tachyarrhythmias and repleting thiamine. Advanced disease is managed with a left ventricular assist device or heart transplantation.",
    complications: [
      "Dilated cardiomyopathy causes progressive heart failure, functional mitral and tricuspid regurgitation and cardiogenic shock.",
      "Dilated cardiomyopathy causes ventricular tachycardia and sudden cardiac death.",
      "Dilated cardiomyopathy predisposes to atrial fibrillation and to left ventricular mural thrombus with stroke and systemic embolism."
    ],
    prognosis: "Dilated cardiomyopathy from reversible causes such as alcohol, tachyarrhythmia, peripartum cardiomyopathy or trastuzumab can improve substantially after the cause is removed, whereas idiopathic and genetic forms often progress despite therapy.",
    keyComparisons: [
      { with: "card-hypertrophic-cardiomyopathy", difference: "Dilated cardiomyopathy causes a large, thin-walled ventricle with systolic dysfunction and a reduced ejection fraction, whereas hypertrophic cardiomyopathy causes a thick-walled, small-cavity ventricle with diastolic dysfunction and a preserved or supranormal ejection fraction." },
      { with: "card-heart-failure", difference: "Dilated cardiomyopathy is one cause of heart failure with reduced ejection fraction; it is treated with the same guideline-directed medical therapy plus treatment of its specific cause." }
    ],
    why: [
      { question: "Why is trastuzumab cardiotoxicity usually reversible but doxorubicin cardiotoxicity is not?", answer: "Doxorubicin generates free radicals that kill cardiac myocytes in a cumulative, dose-dependent way, whereas trastuzumab blocks HER2 signaling that myocytes use for repair and stress responses without destroying them, so function usually returns after trastuzumab is stopped." },
      { question: "Why does dexrazoxane protect against doxorubicin cardiomyopathy?", answer: "Dexrazoxane chelates iron, reducing the iron-dependent free radical formation by which anthracyclines damage cardiac muscle." },
      { question: "Why do patients with dilated cardiomyopathy have an S3?", answer: "The S3 in dilated cardiomyopathy is produced by rapid early diastolic filling of a dilated, volume-overloaded ventricle with elevated filling pressures." }
    ],
    highYield: [
      "Dilated cardiomyopathy is the most common type of cardiomyopathy.",
      "Doxorubicin cardiomyopathy is related to the cumulative dose, and dexrazoxane reduces the risk.",
      "Women with peripartum cardiomyopathy whose ejection fraction has not recovered are advised against another pregnancy because of a high risk of recurrence and death.",
      "Chagas disease is a leading cause of dilated cardiomyopathy in Latin America and classically causes an apical aneurysm, right bundle branch block and megaesophagus or megacolon."
    ],
    dontMiss: "Before labeling a dilated cardiomyopathy idiopathic, exclude coronary artery disease and treatable causes such as alcohol use, tachycardia-induced cardiomyopathy, thyroid disease, hemochromatosis and myocarditis, because treating the cause can restore ventricular function.",
    icd10: ["I42.00", "I42.01", "I42.09"]
  },
  {
    id: "card-wolff-parkinson-white-syndrome",
    title: "Wolff-Parkinson-White syndrome",
    subject: "Cardiology",
    kind: "condition",
    aliases: ["WPW", "Wolff-Parkinson-White", "pre-excitation syndrome", "ventricular pre-excitation", "accessory pathway", "bundle of Kent", "delta wave", "AVRT", "atrioventricular reentrant tachycardia", "pre-excited atrial fibrillation"],
    definition: "Wolff-Parkinson-White (WPW) syndrome is ventricular pre-excitation through an accessory atrioventricular pathway (bundle of Kent) combined with episodes of tachyarrhythmia; pre-excitation on the ECG without symptoms is called a WPW pattern.",
    pathophysiology: "In Wolff-Parkinson-White syndrome the accessory pathway conducts atrial impulses to the ventricles without the decremental delay of the AV node, so part of the ventricle is activated early, producing a short PR interval and a slurred delta wave; the pathway can also form a reentrant circuit with the AV node (atrioventricular reentrant tachycardia) and can conduct atrial fibrillation to the ventricles at dangerously fast rates.",
    presentation: [
      "The resting ECG in Wolff-Parkinson-White syndrome shows a short PR interval (under 120 ms), a delta wave (slurred upstroke of the QRS) and a widened QRS complex.",
      "Wolff-Parkinson-White syndrome presents with episodes of palpitations, lightheadedness, syncope or, rarely, sudden cardiac death, often in adolescents and young adults.",
      "The most common tachycardia in Wolff-Parkinson-White syndrome is orthodromic atrioventricular reentrant tachycardia, a regular narrow-complex tachycardia in which conduction goes down the AV node and back up the accessory pathway, so the delta wave disappears during the tachycardia.",
      "Atrial fibrillation in Wolff-Parkinson-White syndrome (pre-excited atrial fibrillation) produces an irregularly irregular, very rapid wide-complex tachycardia with QRS complexes that vary in width and shape."
    ],
    bestInitialTest: "The best initial test for Wolff-Parkinson-White syndrome is a 12-lead ECG, which shows the short PR interval and delta wave at rest.",
    testOfChoice: "An electrophysiology study is the definitive test in Wolff-Parkinson-White syndrome; it localizes the accessory pathway, assesses its risk of rapid conduction and allows catheter ablation in the same procedure.",
    firstLine: "First-line treatment of a stable regular narrow-complex (orthodromic) tachycardia in Wolff-Parkinson-White syndrome is vagal maneuvers followed by intravenous adenosine, and the definitive treatment of symptomatic Wolff-Parkinson-White syndrome is catheter ablation of the accessory pathway.",
    management: "Hemodynamically unstable tachycardia in Wolff-Parkinson-White syndrome is treated with synchronized cardioversion. Stable pre-excited atrial fibrillation is treated with intravenous procainamide or ibutilide, which slow conduction through the accessory pathway, or with elective synchronized cardioversion. Adenosine for orthodromic tachycardia should be given with a defibrillator available because it can precipitate atrial fibrillation. Catheter ablation is curative in most patients and is recommended for symptomatic patients; asymptomatic patients with a WPW pattern may undergo risk stratification, especially in high-risk occupations or competitive sports.",
    contraindications: [
      "AV nodal blocking drugs (adenosine, beta-blockers, verapamil, diltiazem and digoxin) and intravenous amiodarone are contraindicated in pre-excited atrial fibrillation in Wolff-Parkinson-White syndrome because they can accelerate conduction down the accessory pathway and precipitate ventricular fibrillation."
    ],
    complications: [
      "Pre-excited atrial fibrillation in Wolff-Parkinson-White syndrome can degenerate into ventricular fibrillation and cause sudden cardiac death."
    ],
    keyComparisons: [
      { with: "card-atrial-fibrillation", difference: "Ordinary atrial fibrillation produces an irregular narrow-complex tachycardia treated with AV nodal blockers for rate control, whereas pre-excited atrial fibrillation in Wolff-Parkinson-White syndrome produces an irregular wide-complex tachycardia in which AV nodal blockers are contraindicated and procainamide or cardioversion is used." },
      { with: "card-ventricular-tachycardia-and-fibrillation", difference: "Pre-excited atrial fibrillation in Wolff-Parkinson-White syndrome is irregularly irregular with QRS complexes of varying width, whereas monomorphic ventricular tachycardia is a regular wide-complex tachycardia with uniform QRS complexes." }
    ],
    why: [
      { question: "Why are AV nodal blockers dangerous in Wolff-Parkinson-White syndrome with atrial fibrillation?", answer: "Blocking the AV node removes competing conduction and leaves the accessory pathway, which lacks decremental slowing, as the main route to the ventricles, so ventricular rates can rise enough to cause ventricular fibrillation." },
      { question: "Why is the PR interval short in Wolff-Parkinson-White syndrome?", answer: "In Wolff-Parkinson-White syndrome the accessory pathway bypasses the normal conduction delay in the AV node, so ventricular depolarization begins soon after the P wave." }
    ],
    highYield: [
      "Wolff-Parkinson-White syndrome is associated with Ebstein anomaly of the tricuspid valve.",
      "Procainamide is the classic drug for stable pre-excited atrial fibrillation in Wolff-Parkinson-White syndrome because it slows conduction through the accessory pathway.",
      "The delta wave of Wolff-Parkinson-White syndrome disappears during orthodromic reentrant tachycardia because the ventricles are then activated only through the AV node."
    ],
    dontMiss: "An irregular, very fast wide-complex tachycardia with changing QRS morphology in a young patient is pre-excited atrial fibrillation from Wolff-Parkinson-White syndrome until proven otherwise, and giving adenosine, a beta-blocker, a calcium channel blocker or digoxin can be fatal.",
    icd10: ["I45.6"]
  },
  {
    id: "card-atrioventricular-block",
    title: "Atrioventricular block (first-degree, Mobitz I, Mobitz II, third-degree)",
    subject: "Cardiology",
    kind: "condition",
    aliases: ["AV block", "heart block", "first-degree AV block", "Mobitz I", "Wenckebach", "Mobitz II", "second-degree heart block", "complete heart block", "third-degree heart block", "CHB"],
    definition: "Atrioventricular (AV) block is delayed or failed conduction of atrial impulses to the ventricles, graded as first-degree (prolonged PR interval), second-degree (some P waves not conducted; Mobitz type I or type II) or third-degree (complete block, with no P waves conducted).",
    mostCommonCause: "The most common cause of acquired chronic AV block in older adults is idiopathic progressive fibrosis and sclerosis of the conduction system (Lenègre and Lev disease).",
    causes: [
      "Drugs that cause AV block include beta-blockers, nondihydropyridine calcium channel blockers (verapamil, diltiazem), digoxin and antiarrhythmic drugs such as amiodarone.",
      "Acute myocardial infarction causes AV block: inferior infarction (right coronary artery) causes AV nodal block that is usually transient, whereas anterior infarction causes infranodal block with a worse prognosis.",
      "Infiltrative and inflammatory causes of AV block include cardiac sarcoidosis, Lyme carditis, aortic valve endocarditis with a perivalvular abscess and amyloidosis.",
      "Congenital complete AV block is caused by transplacental maternal anti-Ro/SSA (and anti-La/SSB) antibodies in mothers with lupus or Sjögren syndrome (neonatal lupus).",
      "Other causes of AV block include hyperkalemia, high vagal tone (athletes, sleep), cardiac surgery and transcatheter aortic valve replacement."
    ],
    presentation: [
      "First-degree AV block shows a PR interval longer than 200 ms with every P wave followed by a QRS complex, and it is usually asymptomatic.",
      "Mobitz type I (Wenckebach) second-degree AV block shows progressive PR prolongation until a P wave is not conducted (a dropped QRS), producing grouped beating, and the block is usually in the AV node.",
      "Mobitz type II second-degree AV block shows a constant PR interval with sudden nonconducted P waves, often with a wide QRS, because the block is usually infranodal (His-Purkinje system).",
      "Third-degree (complete) AV block shows P waves and QRS complexes that are independent of each other (AV dissociation) with an atrial rate faster than the ventricular rate, and a junctional (narrow) or ventricular (wide) escape rhythm.",
      "Symptomatic high-grade AV block causes fatigue, dizziness, syncope (Stokes-Adams attacks), hypotension and heart failure, and complete heart block may show intermittent cannon a waves in the jugular venous pulse."
    ],
    bestInitialTest: "The best initial test for suspected AV block is a 12-lead ECG with a rhythm strip, and intermittent block is captured with ambulatory ECG monitoring.",
    diagnosis: "Evaluation of AV block includes a medication review, serum potassium, thyroid function, troponin when ischemia is possible, Lyme serology in endemic areas and echocardiography for structural heart disease; unexplained high-grade block in a younger patient should prompt cardiac MRI or PET to look for sarcoidosis.",
    firstLine: "First-line treatment of symptomatic bradycardia from AV block is intravenous atropine 1 mg, repeated every 3 to 5 minutes to a maximum of 3 mg, followed by transcutaneous pacing or a dopamine or epinephrine infusion if atropine fails.",
    management: "Atropine is often ineffective for Mobitz II and infranodal third-degree AV block, so transcutaneous or transvenous pacing should be prepared early in these patients. A permanent pacemaker is indicated for Mobitz II block, high-grade block and acquired third-degree block not caused by a reversible problem, even without symptoms. First-degree and Mobitz I block need no treatment unless symptomatic, and offending drugs are stopped. AV block from Lyme carditis is treated with intravenous ceftriaxone and temporary pacing if needed and usually resolves without a permanent pacemaker. AV block from digoxin toxicity is treated with digoxin immune Fab.",
    keyComparisons: [
      { with: "card-wolff-parkinson-white-syndrome", difference: "First-degree AV block lengthens the PR interval beyond 200 ms, whereas Wolff-Parkinson-White syndrome shortens it below 120 ms because an accessory pathway bypasses the AV node." }
    ],
    why: [
      { question: "Why does atropine help Mobitz I but not Mobitz II block?", answer: "Atropine blocks vagal (muscarinic) effects on the AV node, improving nodal conduction in Mobitz I block, but Mobitz II block is usually in the His-Purkinje system, which has little vagal innervation, and atropine may even worsen infranodal block by increasing the atrial rate." },
      { question: "Why do cannon a waves occur in complete heart block?", answer: "In complete heart block the atria sometimes contract while the tricuspid valve is closed during ventricular systole, and blood forced back into the jugular veins produces intermittent large cannon a waves." }
    ],
    highYield: [
      "Mobitz II AV block is more dangerous than Mobitz I block because it arises below the AV node and can progress suddenly to complete heart block with a slow, unreliable ventricular escape rhythm.",
      "In 2:1 AV block the Mobitz type cannot be determined from the PR intervals; a narrow QRS favors nodal block and a wide QRS favors infranodal block.",
      "Inferior myocardial infarction causes AV nodal block because the right coronary artery supplies the AV node in most people (right-dominant circulation).",
      "Lyme carditis classically causes fluctuating AV block, including complete heart block, in a young patient from an endemic area in summer.",
      "Congenital complete heart block from maternal anti-Ro/SSA antibodies (neonatal lupus) is permanent, unlike the rash of neonatal lupus."
    ],
    dontMiss: "Mobitz II or third-degree AV block requires continuous monitoring, pacing readiness and a permanent pacemaker, and new AV block with fever in a patient with aortic valve endocarditis suggests a perivalvular (aortic root) abscess that needs urgent surgery.",
    icd10: ["I44.0", "I44.1", "I44.2", "I44.30"]
  },
  {
    id: "card-ventricular-tachycardia-and-fibrillation",
    title: "Ventricular tachycardia and ventricular fibrillation",
    subject: "Cardiology",
    kind: "condition",
    aliases: ["VT", "V-tach", "VF", "V-fib", "ventricular arrhythmia", "wide-complex tachycardia", "torsades de pointes", "pulseless VT", "sudden cardiac arrest", "shockable rhythm"],
    definition: "Ventricular tachycardia (VT) is a rhythm of three or more consecutive ventricular beats at a rate above 100/min (sustained if it lasts more than 30 seconds or causes instability), and ventricular fibrillation (VF) is chaotic ventricular electrical activity without effective contraction that causes cardiac arrest.",
    mostCommonCause: "The most common cause of sustained monomorphic ventricular tachycardia is reentry around scar from a prior myocardial infarction, and ventricular arrhythmia from coronary artery disease is the most common mechanism of sudden cardiac death in adults.",
    causes: [
      "Ventricular tachycardia and fibrillation are caused by acute myocardial ischemia or infarction, ischemic scar, dilated and hypertrophic cardiomyopathy, myocarditis and infiltrative diseases such as cardiac sarcoidosis.",
      "Polymorphic ventricular tachycardia with a long QT interval (torsades de pointes) is caused by QT-prolonging drugs, hypokalemia, hypomagnesemia and congenital long QT syndrome.",
      "Inherited causes of ventricular fibrillation include Brugada syndrome, congenital long QT syndrome, catecholaminergic polymorphic ventricular tachycardia and arrhythmogenic right ventricular cardiomyopathy.",
      "Electrolyte disturbances (hyperkalemia, hypokalemia, hypomagnesemia), digoxin toxicity, cocaine and tricyclic antidepressant overdose can trigger ventricular tachycardia or fibrillation."
    ],
    presentation: [
      "Ventricular tachycardia shows a regular wide-complex tachycardia (QRS 120 ms or more), and AV dissociation, fusion beats, capture beats and precordial concordance point to ventricular tachycardia rather than supraventricular tachycardia with aberrancy.",
      "Ventricular tachycardia may cause palpitations, lightheadedness, chest pain, syncope or hypotension, or it may be tolerated hemodynamically for a time; pulseless ventricular tachycardia is cardiac arrest.",
      "Ventricular fibrillation shows a chaotic, irregular baseline without identifiable QRS complexes and causes immediate pulselessness and loss of consciousness.",
      "Torsades de pointes is a polymorphic ventricular tachycardia whose QRS complexes twist around the baseline, usually arising in the setting of a long QT interval."
    ],
    bestInitialTest: "The best initial test for a wide-complex tachycardia in a patient with a pulse is a 12-lead ECG, but an unstable patient is treated immediately without waiting for it.",
    firstLine: "First-line treatment of ventricular fibrillation and pulseless ventricular tachycardia is high-quality CPR with immediate unsynchronized defibrillation, followed by epinephrine 1 mg IV every 3 to 5 minutes and amiodarone (300 mg, then 150 mg) or lidocaine for shock-refractory rhythm.",
    management: "Ventricular tachycardia with a pulse and signs of instability (hypotension, altered mental status, ischemic chest pain, acute heart failure) is treated with synchronized cardioversion. Stable monomorphic ventricular tachycardia is treated with an intravenous antiarrhythmic (procainamide, amiodarone or sotalol) or elective cardioversion. Torsades de pointes is treated with intravenous magnesium sulfate, potassium repletion, removal of QT-prolonging drugs and, if recurrent, overdrive pacing or isoproterenol. After the acute event, reversible causes are corrected, and survivors of ventricular fibrillation or unstable sustained ventricular tachycardia without a reversible cause receive an implantable cardioverter-defibrillator (secondary prevention).",
    complications: [
      "Ventricular fibrillation causes death within minutes without defibrillation, and survivors may have hypoxic-ischemic brain injury.",
      "Sustained ventricular tachycardia can degenerate into ventricular fibrillation."
    ],
    prevention: "A primary-prevention implantable cardioverter-defibrillator reduces sudden death from ventricular arrhythmias in patients with a left ventricular ejection fraction of 35% or lower and NYHA class II to III heart failure despite optimal medical therapy, implanted at least 40 days after a myocardial infarction and 90 days after revascularization in ischemic cardiomyopathy.",
    keyComparisons: [
      { with: "card-wolff-parkinson-white-syndrome", difference: "Monomorphic ventricular tachycardia is a regular wide-complex tachycardia with uniform QRS complexes, whereas pre-excited atrial fibrillation in Wolff-Parkinson-White syndrome is irregularly irregular with varying QRS widths." },
      { with: "em-tricyclic-antidepressant-overdose", difference: "Wide-complex tachycardia from tricyclic antidepressant overdose results from sodium-channel blockade and is treated with intravenous sodium bicarbonate, whereas scar-related ventricular tachycardia is treated with antiarrhythmic drugs or cardioversion." }
    ],
    why: [
      { question: "Why are ventricular fibrillation and polymorphic ventricular tachycardia shocked unsynchronized?", answer: "Synchronized cardioversion times the shock to the R wave, but ventricular fibrillation and polymorphic ventricular tachycardia have no consistent R waves, so the device may fail to fire; unsynchronized defibrillation delivers the shock immediately." },
      { question: "Why is a wide-complex tachycardia treated as ventricular tachycardia when the diagnosis is unclear?", answer: "Most wide-complex tachycardias, especially in patients with structural heart disease, are ventricular tachycardia, and treating ventricular tachycardia as supraventricular tachycardia with verapamil or diltiazem can cause hemodynamic collapse." },
      { question: "Why does magnesium treat torsades de pointes?", answer: "Magnesium suppresses the early afterdepolarizations that trigger torsades de pointes, so it works even when the serum magnesium level is normal." }
    ],
    highYield: [
      "Early defibrillation is the most important determinant of survival from ventricular fibrillation, and survival falls with every minute of delay.",
      "Ventricular fibrillation within the first 48 hours of an acute myocardial infarction does not by itself call for an implantable cardioverter-defibrillator because it reflects acute ischemia rather than a permanent substrate.",
      "Brugada syndrome shows coved ST elevation in V1 to V2 with a right bundle branch block pattern and causes ventricular fibrillation, often during sleep or fever.",
      "QT-prolonging antiarrhythmic drugs such as sotalol, procainamide and amiodarone are not used to treat torsades de pointes."
    ],
    dontMiss: "Treat any wide-complex tachycardia as ventricular tachycardia until proven otherwise, especially after myocardial infarction or with heart failure, and in cardiac arrest search for reversible causes: hypoxia, hypovolemia, acidosis, hyperkalemia or hypokalemia, hypothermia, tension pneumothorax, tamponade, toxins and coronary or pulmonary thrombosis.",
    icd10: ["I47.20", "I47.29", "I47.21", "I49.01"]
  },
  {
    id: "card-dyslipidemia",
    title: "Dyslipidemia (lipid screening and statin therapy)",
    subject: "Cardiology",
    kind: "condition",
    aliases: ["hyperlipidemia", "high cholesterol", "hypercholesterolemia", "hypertriglyceridemia", "statin intensity", "LDL cholesterol", "familial hypercholesterolemia", "lipid screening", "ASCVD risk", "lipoprotein(a)"],
    definition: "Dyslipidemia is an abnormal blood lipid profile—most importantly elevated low-density lipoprotein cholesterol (LDL-C), but also elevated triglycerides, elevated lipoprotein(a) or low HDL cholesterol—that raises the risk of atherosclerotic cardiovascular disease (ASCVD).",
    causes: [
      "Familial hypercholesterolemia is a primary dyslipidemia, usually an autosomal dominant defect of the LDL receptor (less often of apolipoprotein B or PCSK9), that causes markedly elevated LDL-C from birth, typically 190 mg/dL or higher in untreated adults.",
      "Secondary causes of elevated LDL-C include hypothyroidism, nephrotic syndrome, cholestatic liver disease (such as primary biliary cholangitis), anorexia nervosa and drugs such as glucocorticoids and cyclosporine.",
      "Secondary causes of hypertriglyceridemia include obesity, poorly controlled diabetes, alcohol use, chronic kidney disease, pregnancy and drugs such as oral estrogens, glucocorticoids, retinoids, thiazides, protease inhibitors and atypical antipsychotics."
    ],
    pathophysiology: "Dyslipidemia promotes atherosclerosis because apolipoprotein B-containing particles (mainly LDL) enter the arterial intima, become oxidized and are taken up by macrophages to form foam cells, fatty streaks and then fibrous plaques; the risk depends on both the LDL-C level and the cumulative years of exposure.",
    presentation: [
      "Dyslipidemia is usually asymptomatic and is found on screening or after an atherosclerotic event such as myocardial infarction or stroke.",
      "Familial hypercholesterolemia can cause tendon xanthomas (especially of the Achilles tendons and finger extensor tendons), xanthelasma, corneal arcus before age 45 and premature coronary disease.",
      "Severe hypertriglyceridemia (above about 1000 mg/dL) can cause eruptive xanthomas, lipemia retinalis and acute pancreatitis."
    ],
    diagnosis: "Dyslipidemia is diagnosed with a lipid panel (total cholesterol, LDL-C, HDL-C and triglycerides), which may be nonfasting for initial screening; a fasting panel is repeated when nonfasting triglycerides are 400 mg/dL or higher.",
    criteria: {
      name: "Statin intensity (ACC/AHA)",
      items: [
        "A high-intensity statin lowers LDL-C by about 50% or more; the high-intensity regimens are atorvastatin 40 to 80 mg and rosuvastatin 20 to 40 mg daily.",
        "A moderate-intensity statin lowers LDL-C by about 30% to 49%; examples are atorvastatin 10 to 20 mg, rosuvastatin 5 to 10 mg, simvastatin 20 to 40 mg, pravastatin 40 to 80 mg and lovastatin 40 to 80 mg daily.",
        "A low-intensity statin lowers LDL-C by less than 30%; examples are simvastatin 10 mg, pravastatin 10 to 20 mg and lovastatin 20 mg daily."
      ]
    },
    firstLine: "First-line treatment of dyslipidemia is a heart-healthy lifestyle plus a statin when indicated: a high-intensity statin for clinical ASCVD and for LDL-C of 190 mg/dL or higher, and at least a moderate-intensity statin for adults aged 40 to 75 with diabetes.",
    management: "The 2026 ACC/AHA dyslipidemia guideline, which replaced the 2018 cholesterol guideline, estimates 10-year risk with the PREVENT-ASCVD equations (low under 3%, borderline 3% to under 5%, intermediate 5% to under 10%, high 10% or more), recommends at least a moderate-intensity statin at intermediate risk and a high-intensity statin at high risk, and reinstates LDL-C goals, including below 70 mg/dL in clinical ASCVD and below 55 mg/dL in very high-risk ASCVD. When a maximally tolerated statin does not reach the goal, ezetimibe or a PCSK9 monoclonal antibody is added, with bempedoic acid and inclisiran as other options. A coronary artery calcium score helps in borderline or intermediate risk: zero favors deferring a statin, and 100 or more favors starting one.",
    complications: [
      "Untreated dyslipidemia leads to coronary artery disease, ischemic stroke and peripheral artery disease.",
      "Severe hypertriglyceridemia, especially above 1000 mg/dL, causes acute pancreatitis."
    ],
    keyComparisons: [
      { with: "endo-hypothyroidism", difference: "Hypothyroidism is a secondary cause of elevated LDL-C, so thyroid-stimulating hormone is checked in new dyslipidemia, and treating hypothyroidism can lower LDL-C without a statin." },
      { with: "card-peripheral-artery-disease", difference: "Peripheral artery disease counts as clinical ASCVD, so a patient with dyslipidemia and peripheral artery disease receives a high-intensity statin without any risk calculation." }
    ],
    why: [
      { question: "Why do statins lower LDL cholesterol?", answer: "Statins inhibit HMG-CoA reductase, the rate-limiting enzyme of cholesterol synthesis; the fall in hepatocyte cholesterol upregulates LDL receptors, which clear more LDL from the blood." },
      { question: "Why does familial hypercholesterolemia cause very high LDL cholesterol?", answer: "In familial hypercholesterolemia, defective LDL receptors (or defective apolipoprotein B or gain-of-function PCSK9) impair hepatic clearance of LDL, so LDL accumulates from birth." },
      { question: "Why is gemfibrozil avoided with statins?", answer: "Gemfibrozil inhibits statin glucuronidation and hepatic uptake, raising statin levels and the risk of myopathy and rhabdomyolysis, so fenofibrate is preferred when a fibrate must be combined with a statin." }
    ],
    highYield: [
      "The earlier ACC/AHA cholesterol guidelines (2013, kept in 2018), the basis of many board questions, used four statin benefit groups: clinical ASCVD, LDL-C of 190 mg/dL or higher, diabetes at age 40 to 75, and age 40 to 75 with a 10-year ASCVD risk of 7.5% or more by the Pooled Cohort Equations.",
      "The USPSTF (2022) recommends a statin for adults aged 40 to 75 with at least one cardiovascular risk factor (dyslipidemia, diabetes, hypertension or smoking) and a 10-year ASCVD risk of 10% or more, with selective use at 7.5% to under 10%.",
      "The 2026 ACC/AHA dyslipidemia guideline recommends measuring lipoprotein(a) at least once in every adult, and a level of 125 nmol/L (50 mg/dL) or higher is a risk-enhancing factor.",
      "Universal pediatric lipid screening for dyslipidemia is recommended once between ages 9 and 11 and again between ages 17 and 21.",
      "Statin adverse effects include muscle symptoms (myalgia, rarely myopathy and rhabdomyolysis), transaminase elevation and a small increase in new-onset diabetes, and creatine kinase is checked only when muscle symptoms occur.",
      "Statin myopathy risk rises with CYP3A4 inhibitors for simvastatin, lovastatin and atorvastatin (macrolides, azole antifungals, protease inhibitors, grapefruit juice) and with gemfibrozil.",
      "A lipid panel is repeated 4 to 12 weeks after starting or changing statin therapy for dyslipidemia to assess response and adherence.",
      "Triglycerides of 500 mg/dL or higher are treated with lifestyle change, control of secondary causes and a fibrate or omega-3 fatty acids to prevent pancreatitis, and icosapent ethyl reduces cardiovascular events in statin-treated patients with ASCVD or diabetes and triglycerides of 150 mg/dL or higher.",
      "Statins for dyslipidemia are generally stopped during pregnancy and breastfeeding."
    ],
    dontMiss: "LDL-C of 190 mg/dL or higher suggests familial hypercholesterolemia, which calls for high-intensity statin therapy without a risk calculation, exclusion of secondary causes and cascade screening of first-degree relatives.",
    icd10: ["E78.5", "E78.00", "E78.2", "E78.1", "E78.019"]
  },
  {
    id: "card-peripheral-artery-disease",
    title: "Peripheral artery disease",
    subject: "Cardiology",
    kind: "condition",
    aliases: ["PAD", "peripheral arterial disease", "peripheral vascular disease", "PVD", "intermittent claudication", "claudication", "chronic limb-threatening ischemia", "CLTI", "Leriche syndrome", "ankle-brachial index"],
    definition: "Peripheral artery disease (PAD) is atherosclerotic narrowing of the arteries of the lower extremities that reduces limb blood flow, causing intermittent claudication or, in advanced disease, chronic limb-threatening ischemia with rest pain, ulcers or gangrene.",
    mostCommonCause: "The most common cause of peripheral artery disease is atherosclerosis.",
    riskFactors: [
      "The strongest risk factors for peripheral artery disease are cigarette smoking and diabetes mellitus.",
      "Other risk factors for peripheral artery disease are older age, hypertension, dyslipidemia and chronic kidney disease."
    ],
    pathophysiology: "In peripheral artery disease a fixed atherosclerotic stenosis allows adequate flow at rest but cannot increase flow during exercise, so exercising muscle beyond the stenosis becomes ischemic (claudication); when resting flow also becomes inadequate, rest pain, ulcers and gangrene develop.",
    presentation: [
      "Most patients with peripheral artery disease are asymptomatic or have atypical leg symptoms; the classic symptom is intermittent claudication, reproducible cramping leg pain with walking that is relieved within minutes by standing still.",
      "The location of claudication in peripheral artery disease indicates the diseased segment: calf claudication indicates femoropopliteal disease (the superficial femoral artery is the most commonly affected site), and buttock or thigh claudication indicates aortoiliac disease.",
      "Leriche syndrome (aortoiliac occlusive disease) causes the triad of buttock and thigh claudication, erectile dysfunction and absent or diminished femoral pulses.",
      "Signs of peripheral artery disease include diminished or absent pulses, femoral bruits, cool, shiny, hairless skin, thickened nails, elevation pallor with dependent rubor and delayed capillary refill.",
      "Chronic limb-threatening ischemia in peripheral artery disease causes forefoot rest pain that worsens when the leg is elevated at night and is relieved by dangling the foot, along with nonhealing ulcers and gangrene.",
      "Arterial ulcers in peripheral artery disease are painful, punched-out ulcers with a pale base on the toes, heels or lateral malleolus."
    ],
    bestInitialTest: "The best initial test for suspected peripheral artery disease is the resting ankle-brachial index (ABI): 0.90 or less is diagnostic, 0.91 to 0.99 is borderline, 1.00 to 1.40 is normal, and above 1.40 indicates noncompressible, calcified arteries.",
    diagnosis: "When the ankle-brachial index is above 1.40 in suspected peripheral artery disease (common in diabetes and chronic kidney disease), a toe-brachial index is used, and a value of 0.70 or less is diagnostic; when the resting ABI is normal or borderline but symptoms suggest claudication, an exercise ABI is performed. Duplex ultrasound, CT angiography, MR angiography or invasive angiography defines the anatomy when revascularization is being considered.",
    firstLine: "First-line treatment of symptomatic peripheral artery disease is smoking cessation, a supervised exercise program, single antiplatelet therapy (aspirin or clopidogrel) and a high-intensity statin.",
    management: "Cilostazol, a phosphodiesterase-3 inhibitor, improves walking distance in claudication but is contraindicated in heart failure. Low-dose rivaroxaban (2.5 mg twice daily) added to aspirin reduces major cardiovascular and limb events in selected patients with symptomatic peripheral artery disease. Blood pressure, diabetes and foot care are optimized. Revascularization (endovascular therapy or surgical bypass) is offered for lifestyle-limiting claudication despite exercise and medical therapy and is required to save the limb in chronic limb-threatening ischemia.",
    complications: [
      "Peripheral artery disease progresses in some patients to chronic limb-threatening ischemia, tissue loss and amputation.",
      "Peripheral artery disease markedly increases the risk of myocardial infarction, stroke and cardiovascular death because it reflects systemic atherosclerosis.",
      "Peripheral artery disease can be complicated by acute limb ischemia from thrombosis of a diseased artery or from embolism."
    ],
    keyComparisons: [
      { with: "surg-acute-limb-ischemia", difference: "Peripheral artery disease is chronic and causes exertional claudication or rest pain over months, whereas acute limb ischemia is a sudden loss of perfusion (pain, pallor, pulselessness, paresthesias, paralysis, poikilothermia) that needs emergency anticoagulation and revascularization." }
    ],
    why: [
      { question: "Why does elevating the leg worsen rest pain in peripheral artery disease?", answer: "Elevation removes the help of gravity, so the perfusion pressure beyond the stenoses falls further; dangling the foot adds hydrostatic pressure and relieves the pain." },
      { question: "Why can the ankle-brachial index be falsely high in diabetes?", answer: "Medial arterial calcification (Mönckeberg sclerosis) makes leg arteries noncompressible, so the cuff pressure needed to occlude them is falsely high, giving an ABI above 1.40 that can hide real peripheral artery disease." },
      { question: "Why is cilostazol contraindicated in heart failure?", answer: "Cilostazol is a phosphodiesterase-3 inhibitor, and other oral PDE3 inhibitors increased mortality in patients with heart failure, so cilostazol carries a boxed warning against use in heart failure of any severity." }
    ],
    highYield: [
      "Neurogenic claudication from lumbar spinal stenosis differs from the vascular claudication of peripheral artery disease because it is provoked by standing as well as walking, is relieved by sitting or bending forward, and occurs with normal pulses.",
      "Peripheral artery disease is a form of clinical atherosclerotic cardiovascular disease, so all patients need a high-intensity statin and antiplatelet therapy.",
      "Venous ulcers differ from the arterial ulcers of peripheral artery disease because they are shallow, less painful, located over the medial malleolus and accompanied by edema and hyperpigmentation.",
      "The USPSTF finds insufficient evidence to recommend screening asymptomatic adults for peripheral artery disease with the ankle-brachial index."
    ],
    dontMiss: "Rest pain, a nonhealing wound or gangrene in peripheral artery disease indicates chronic limb-threatening ischemia, which needs urgent vascular surgery referral for revascularization to prevent amputation.",
    icd10: ["I70.219", "I70.213", "I73.9"]
  },
  {
    id: "card-acute-rheumatic-fever",
    title: "Acute rheumatic fever and rheumatic heart disease",
    subject: "Cardiology",
    kind: "condition",
    aliases: ["ARF", "rheumatic fever", "rheumatic heart disease", "RHD", "Jones criteria", "Sydenham chorea", "St. Vitus dance", "rheumatic carditis"],
    definition: "Acute rheumatic fever is a delayed, nonsuppurative inflammatory complication of untreated group A streptococcal pharyngitis that affects the heart, joints, brain, skin and subcutaneous tissue; rheumatic heart disease is the chronic valve damage it leaves behind.",
    mostCommonCause: "Acute rheumatic fever follows pharyngitis caused by group A Streptococcus (Streptococcus pyogenes), not streptococcal skin infection, usually 2 to 4 weeks after the sore throat.",
    riskFactors: [
      "Acute rheumatic fever mainly affects children aged 5 to 15 years, especially in crowded or low-resource settings with poor access to treatment of streptococcal pharyngitis.",
      "A prior episode of acute rheumatic fever is the strongest risk factor for a recurrence after another group A streptococcal pharyngitis."
    ],
    pathophysiology: "Acute rheumatic fever is caused by molecular mimicry: antibodies and T cells directed against streptococcal M protein cross-react with cardiac myosin, valve tissue, synovium and basal ganglia neurons (type II hypersensitivity), producing a pancarditis with Aschoff bodies and Anitschkow cells.",
    presentation: [
      "Carditis in acute rheumatic fever is a pancarditis whose most common valvular finding is mitral regurgitation, sometimes with aortic regurgitation, pericarditis, a prolonged PR interval or heart failure.",
      "Arthritis in acute rheumatic fever is a migratory polyarthritis of large joints (knees, ankles, elbows, wrists) that responds dramatically to aspirin or NSAIDs and leaves no deformity.",
      "Sydenham chorea in acute rheumatic fever causes involuntary, purposeless movements, emotional lability and a 'milkmaid grip', and it can appear months after the infection as the only manifestation.",
      "Erythema marginatum in acute rheumatic fever is an evanescent, nonpruritic pink rash with annular or serpiginous edges and clear centers on the trunk and proximal limbs.",
      "Subcutaneous nodules in acute rheumatic fever are firm, painless nodules over bony prominences and extensor tendons that usually accompany carditis."
    ],
    diagnosis: "Acute rheumatic fever is diagnosed clinically with the revised Jones criteria plus evidence of a preceding group A streptococcal infection (elevated or rising antistreptolysin O or anti-DNase B titer, or a positive throat culture or rapid antigen test), and echocardiography is recommended in all suspected cases to detect clinical or subclinical carditis.",
    criteria: {
      name: "Revised Jones criteria (AHA 2015)",
      items: [
        "An initial episode of acute rheumatic fever requires evidence of preceding group A streptococcal infection plus 2 major criteria, or 1 major and 2 minor criteria.",
        "The major Jones criteria in low-risk populations are carditis (clinical or subclinical on echocardiography), polyarthritis, Sydenham chorea, erythema marginatum and subcutaneous nodules.",
        "The minor Jones criteria in low-risk populations are polyarthralgia, fever of 38.5 °C or higher, ESR of 60 mm/h or higher and/or CRP of 3.0 mg/dL or higher, and a prolonged PR interval unless carditis is counted as a major criterion.",
        "In moderate- and high-risk populations the Jones criteria also accept monoarthritis or polyarthralgia as major criteria, and the minor criteria become monoarthralgia, fever of 38.0 °C or higher, ESR of 30 mm/h or higher and/or CRP of 3.0 mg/dL or higher, and a prolonged PR interval.",
        "A recurrence of acute rheumatic fever can be diagnosed with 2 major, 1 major and 2 minor, or 3 minor criteria when there is evidence of preceding streptococcal infection."
      ]
    },
    firstLine: "First-line treatment of acute rheumatic fever is eradication of group A Streptococcus with penicillin (a single intramuscular dose of benzathine penicillin G, or 10 days of oral penicillin V or amoxicillin) plus high-dose aspirin or another NSAID for arthritis.",
    management: "Heart failure from rheumatic carditis is treated with diuretics, ACE inhibitors and rest, and glucocorticoids are sometimes used for severe carditis although their benefit is unproven. Severe Sydenham chorea may be treated with valproate, carbamazepine or haloperidol. After the acute episode, every patient begins secondary prophylaxis with intramuscular benzathine penicillin G every 3 to 4 weeks, with oral penicillin V or, for penicillin allergy, a macrolide as alternatives.",
    prevention: "Primary prevention of acute rheumatic fever is antibiotic treatment of group A streptococcal pharyngitis, which prevents rheumatic fever even when started up to 9 days after symptom onset; secondary prophylaxis lasts 5 years or until age 21 (whichever is longer) without carditis, 10 years or until age 21 with carditis but no residual valve disease, and 10 years or until age 40 (sometimes lifelong) with residual valve disease.",
    complications: [
      "Chronic rheumatic heart disease most often affects the mitral valve, and mitral stenosis is its classic late lesion, followed by aortic valve disease.",
      "Rheumatic heart disease leads to atrial fibrillation, heart failure, stroke and infective endocarditis."
    ],
    keyComparisons: [
      { with: "card-mitral-stenosis", difference: "Acute rheumatic fever causes mitral regurgitation during the acute carditis, whereas mitral stenosis develops years to decades later as chronic rheumatic heart disease fuses the valve commissures." }
    ],
    why: [
      { question: "Why does acute rheumatic fever follow streptococcal pharyngitis but not impetigo?", answer: "Acute rheumatic fever follows only pharyngeal infection with group A Streptococcus, probably because of differences in the infecting strains and in the immune response to pharyngeal infection, whereas streptococcal skin infection can trigger poststreptococcal glomerulonephritis but not rheumatic fever." },
      { question: "Why does penicillin prophylaxis continue for years after acute rheumatic fever?", answer: "Each new group A streptococcal pharyngitis can trigger a recurrence of acute rheumatic fever that adds further valve damage, so continuous prophylaxis prevents reinfection during the years when recurrence risk is highest." }
    ],
    highYield: [
      "Sydenham chorea may be the only manifestation of acute rheumatic fever and can establish the diagnosis by itself after other causes are excluded, because it appears after antibody titers may have fallen.",
      "Treating streptococcal pharyngitis prevents acute rheumatic fever but does not reliably prevent poststreptococcal glomerulonephritis.",
      "The Aschoff body, a granuloma with fibrinoid necrosis containing Anitschkow ('caterpillar') cells, is the pathologic hallmark of rheumatic carditis.",
      "Anti-DNase B stays elevated longer than antistreptolysin O and is useful when acute rheumatic fever presents late, as with chorea."
    ],
    dontMiss: "Fever with migratory large-joint arthritis and a new murmur 2 to 4 weeks after a sore throat suggests acute rheumatic fever and calls for echocardiography and long-term penicillin prophylaxis.",
    icd10: ["I00", "I01.9", "I09.9"]
  },
  {
    id: "pulm-bronchiectasis",
    title: "Bronchiectasis",
    subject: "Pulmonology",
    kind: "condition",
    aliases: ["non-CF bronchiectasis", "NCFB", "non-cystic fibrosis bronchiectasis", "Kartagener syndrome", "primary ciliary dyskinesia", "tram-track sign", "signet ring sign", "chronic suppurative lung disease"],
    definition: "Bronchiectasis is permanent, abnormal dilation of bronchi caused by a cycle of chronic infection, inflammation and impaired mucus clearance, producing chronic productive cough and recurrent respiratory infections.",
    causes: [
      "Cystic fibrosis is an important cause of bronchiectasis and typically produces upper-lobe-predominant disease.",
      "Post-infectious bronchiectasis follows severe pneumonia, pertussis, measles, tuberculosis or nontuberculous mycobacterial infection such as Mycobacterium avium complex.",
      "Primary ciliary dyskinesia causes bronchiectasis with chronic sinusitis, otitis and infertility, and about half of patients have situs inversus (Kartagener syndrome).",
      "Allergic bronchopulmonary aspergillosis causes central (proximal) bronchiectasis in patients with asthma or cystic fibrosis.",
      "Immunodeficiency, especially common variable immunodeficiency and other forms of hypogammaglobulinemia, causes bronchiectasis through recurrent bacterial infections.",
      "Localized bronchiectasis results from airway obstruction by a foreign body, tumor or enlarged lymph node.",
      "Bronchiectasis is also associated with rheumatoid arthritis, Sjögren syndrome, inflammatory bowel disease, alpha-1 antitrypsin deficiency and chronic aspiration, and many cases remain idiopathic."
    ],
    pathophysiology: "In bronchiectasis an initial insult impairs mucociliary clearance, so bacteria colonize the airways; the neutrophilic inflammation that follows releases proteases such as neutrophil elastase that destroy the elastic and muscular layers of the bronchial wall, causing permanent dilation that traps more mucus (the 'vicious cycle' or 'vortex' of bronchiectasis).",
    presentation: [
      "Bronchiectasis presents with chronic daily cough producing large volumes of thick, purulent and sometimes foul-smelling sputum.",
      "Bronchiectasis causes recurrent exacerbations with increased sputum, dyspnea, fatigue and sometimes fever.",
      "Bronchiectasis can cause hemoptysis ranging from blood-streaked sputum to massive bleeding from hypertrophied bronchial arteries.",
      "Examination in bronchiectasis may show coarse crackles, wheezing and digital clubbing.",
      "Pulmonary function testing in bronchiectasis most often shows airflow obstruction."
    ],
    bestInitialTest: "The best initial test for suspected bronchiectasis is a chest radiograph, which may show tram-track lines and ring shadows but is often nonspecific.",
    testOfChoice: "The test of choice for diagnosing bronchiectasis is high-resolution CT of the chest, which shows a bronchus wider than its accompanying artery (signet ring sign), lack of normal bronchial tapering and bronchi visible near the pleura.",
    diagnosis: "Once bronchiectasis is confirmed, its cause is sought with a complete blood count with differential, serum immunoglobulins (IgG, IgA, IgM), testing for allergic bronchopulmonary aspergillosis (total IgE and Aspergillus-specific IgE), sputum bacterial and mycobacterial cultures, and sweat chloride or CFTR genetic testing when cystic fibrosis is possible.",
    firstLine: "First-line treatment of bronchiectasis is daily airway clearance (chest physiotherapy, oscillating positive expiratory pressure devices and sometimes nebulized hypertonic saline) plus culture-guided antibiotics for exacerbations, usually for 14 days.",
    management: "Patients with bronchiectasis and three or more exacerbations a year benefit from long-term azithromycin after nontuberculous mycobacterial infection is excluded, or from inhaled antibiotics when chronically infected with Pseudomonas aeruginosa, and a new Pseudomonas isolate is treated with an eradication regimen. Brensocatib, an oral dipeptidyl peptidase-1 inhibitor that reduces neutrophil serine protease activity, was approved by the FDA in 2025 to reduce exacerbations of non-cystic fibrosis bronchiectasis. Underlying causes are treated, such as immunoglobulin replacement for hypogammaglobulinemia. Massive hemoptysis is treated with bronchial artery embolization, and surgical resection is reserved for localized disease.",
    complications: [
      "Bronchiectasis is complicated by massive hemoptysis, chronic Pseudomonas aeruginosa infection, respiratory failure and cor pulmonale."
    ],
    keyComparisons: [
      { with: "pulm-copd", difference: "Bronchiectasis causes daily large-volume purulent sputum with dilated, thick-walled bronchi on CT, whereas COPD causes airflow limitation from small-airway disease and emphysema without bronchial dilation on CT." },
      { with: "peds-cystic-fibrosis", difference: "Cystic fibrosis is one cause of bronchiectasis, identified by an elevated sweat chloride or two disease-causing CFTR variants, and some treatments differ: dornase alfa helps in cystic fibrosis but not in non-cystic fibrosis bronchiectasis." }
    ],
    why: [
      { question: "Why do macrolides reduce exacerbations of bronchiectasis?", answer: "Macrolides such as azithromycin have anti-inflammatory and immunomodulatory effects that reduce neutrophilic inflammation and mucus production in bronchiectasis, in addition to antibacterial effects; nontuberculous mycobacteria must be excluded first because macrolide monotherapy selects for resistance." },
      { question: "Why does hemoptysis in bronchiectasis come from the bronchial arteries?", answer: "Chronic airway inflammation in bronchiectasis makes the bronchial arteries, which carry blood at systemic pressure, enlarge and proliferate, so their erosion can cause massive bleeding that is controlled by embolizing them." }
    ],
    highYield: [
      "The organisms most often isolated from the airways in bronchiectasis are Haemophilus influenzae and Pseudomonas aeruginosa, and chronic Pseudomonas infection predicts worse outcomes.",
      "Inhaled dornase alfa helps in cystic fibrosis but is not recommended in non-cystic fibrosis bronchiectasis because it increased exacerbations.",
      "Kartagener syndrome is caused by defective dynein arms in cilia and presents with bronchiectasis, chronic sinusitis, situs inversus and infertility.",
      "Influenza and pneumococcal vaccination are recommended for all patients with bronchiectasis."
    ],
    dontMiss: "Bronchiectasis confined to one lobe should prompt bronchoscopy for an obstructing foreign body or tumor, and bronchiectasis with worsening asthma or cystic fibrosis should prompt testing for allergic bronchopulmonary aspergillosis.",
    icd10: ["J47.9", "J47.1", "J47.0"]
  },
  {
    id: "pulm-pneumoconioses",
    title: "Pneumoconioses (asbestosis, silicosis, coal workers' pneumoconiosis, berylliosis)",
    subject: "Pulmonology",
    kind: "condition",
    aliases: ["pneumoconiosis", "asbestosis", "silicosis", "coal workers' pneumoconiosis", "black lung", "berylliosis", "chronic beryllium disease", "occupational lung disease", "pleural plaques", "asbestos bodies"],
    definition: "Pneumoconioses are fibrotic interstitial lung diseases caused by inhaling inorganic mineral dusts at work, chiefly asbestos (asbestosis), crystalline silica (silicosis), coal dust (coal workers' pneumoconiosis) and beryllium (berylliosis, or chronic beryllium disease).",
    causes: [
      "Asbestosis follows years of asbestos exposure in shipbuilding, insulation, roofing, plumbing and pipefitting, construction and demolition, and brake-lining work.",
      "Silicosis follows exposure to crystalline silica in mining, quarrying, sandblasting, stone cutting, foundries and glass or ceramics work, and recently in fabrication of engineered-stone countertops.",
      "Coal workers' pneumoconiosis follows years of coal-dust exposure in coal mining.",
      "Berylliosis follows beryllium exposure in the aerospace, electronics, nuclear weapons and dental alloy industries."
    ],
    pathophysiology: "In pneumoconioses, alveolar macrophages engulf inhaled mineral particles, fail to clear them and release inflammatory and fibrogenic mediators that drive fibroblast proliferation and collagen deposition; berylliosis differs because it is a cell-mediated (type IV) hypersensitivity that forms noncaseating granulomas.",
    presentation: [
      "Pneumoconioses present after a latency of years to decades with progressive exertional dyspnea and dry cough, and pulmonary function tests show a restrictive pattern with a reduced diffusing capacity (DLCO).",
      "Asbestosis causes lower-lobe-predominant interstitial fibrosis with basal crackles and clubbing, and asbestos exposure also causes calcified pleural plaques, often on the diaphragmatic pleura.",
      "Silicosis causes upper-lobe nodules and 'eggshell' calcification of hilar lymph nodes, and very heavy exposure can cause rapidly progressive acute silicosis (silicoproteinosis).",
      "Coal workers' pneumoconiosis causes upper-lobe nodules that can coalesce into progressive massive fibrosis.",
      "Berylliosis causes upper-lobe noncaseating granulomas with hilar lymphadenopathy and can involve the skin and other organs, closely mimicking sarcoidosis."
    ],
    diagnosis: "Pneumoconioses are diagnosed from a detailed occupational exposure history combined with compatible chest imaging (high-resolution CT is most sensitive), and biopsy is rarely needed; chronic beryllium disease is confirmed with the beryllium lymphocyte proliferation test plus granulomas on biopsy.",
    firstLine: "First-line management of pneumoconioses is ending further exposure, smoking cessation and supportive care, because no drug reverses the fibrosis of asbestosis, silicosis or coal workers' pneumoconiosis.",
    management: "Supportive care for pneumoconioses includes influenza and pneumococcal vaccination, pulmonary rehabilitation and supplemental oxygen for hypoxemia, with lung transplantation for end-stage disease. Chronic beryllium disease with progressive impairment is treated with systemic glucocorticoids. Patients with silicosis are tested for latent tuberculosis (tuberculin skin test or interferon-gamma release assay) and treated if positive.",
    complications: [
      "Asbestos exposure increases the risk of bronchogenic carcinoma, the most common asbestos-related cancer, and the risk multiplies with smoking.",
      "Asbestos exposure causes malignant mesothelioma of the pleura or peritoneum decades after exposure, and mesothelioma risk is not related to smoking.",
      "Silicosis increases the risk of tuberculosis because silica impairs macrophage killing of mycobacteria, and silica exposure also increases lung cancer risk.",
      "Pneumoconiosis combined with rheumatoid arthritis can cause Caplan syndrome, multiple well-defined rheumatoid lung nodules, classically in coal workers.",
      "Advanced pneumoconioses lead to chronic hypoxemic respiratory failure and cor pulmonale."
    ],
    keyComparisons: [
      { with: "pulm-sarcoidosis", difference: "Berylliosis is clinically and histologically nearly identical to sarcoidosis (noncaseating granulomas, hilar adenopathy), so an occupational beryllium exposure history and the beryllium lymphocyte proliferation test distinguish them." },
      { with: "pulm-idiopathic-pulmonary-fibrosis", difference: "Asbestosis and idiopathic pulmonary fibrosis both cause lower-lobe fibrosis with crackles and clubbing, but asbestosis follows asbestos exposure and is usually accompanied by pleural plaques." }
    ],
    why: [
      { question: "Why does silicosis increase the risk of tuberculosis?", answer: "Silica particles are toxic to alveolar macrophages and impair their ability to kill Mycobacterium tuberculosis, so latent infection reactivates more easily in silicosis." },
      { question: "Why is smoking cessation so important after asbestos exposure?", answer: "Asbestos exposure and smoking act synergistically, so the combined lung cancer risk is far greater than the sum of their separate risks, and quitting smoking removes the larger multiplier." }
    ],
    highYield: [
      "Ferruginous (asbestos) bodies are golden-brown, beaded, dumbbell-shaped asbestos fibers coated with iron and protein that stain with Prussian blue.",
      "Pneumoconioses follow a lobar pattern: asbestosis affects the lower lobes, whereas silicosis, coal workers' pneumoconiosis and berylliosis affect the upper lobes.",
      "Pleural plaques are the most common manifestation of asbestos exposure and indicate exposure rather than asbestosis itself.",
      "Anthracosis, harmless carbon pigment in the macrophages of urban dwellers and smokers, is not a fibrotic pneumoconiosis."
    ],
    dontMiss: "A worker with a pneumoconiosis who develops weight loss, a new mass, a pleural effusion or hemoptysis needs evaluation for lung cancer, mesothelioma (after asbestos) or tuberculosis (after silica).",
    icd10: ["J61", "J62.8", "J60", "J63.2"]
  },
  {
    id: "pulm-solitary-pulmonary-nodule",
    title: "Solitary pulmonary nodule",
    subject: "Pulmonology",
    kind: "condition",
    aliases: ["SPN", "lung nodule", "pulmonary nodule", "coin lesion", "incidental lung nodule", "Fleischner criteria", "Lung-RADS", "ground-glass nodule"],
    definition: "A solitary pulmonary nodule is a single, rounded opacity up to 3 cm in diameter surrounded by lung parenchyma without associated atelectasis or lymphadenopathy; a lesion larger than 3 cm is a mass and is presumed malignant until proven otherwise.",
    causes: [
      "Benign causes of a solitary pulmonary nodule include infectious granulomas (histoplasmosis, coccidioidomycosis, tuberculosis), hamartoma, intrapulmonary lymph nodes, rounded atelectasis and vascular malformations.",
      "Malignant causes of a solitary pulmonary nodule include primary lung cancer (most often adenocarcinoma), carcinoid tumor and metastasis from another cancer."
    ],
    riskFactors: [
      "Patient features that increase the probability that a solitary pulmonary nodule is malignant are older age, smoking history, prior cancer, emphysema or pulmonary fibrosis, family history of lung cancer and asbestos exposure.",
      "Nodule features that increase the probability that a solitary pulmonary nodule is malignant are larger size, spiculated or irregular margins, upper-lobe location, growth over time and a part-solid appearance."
    ],
    presentation: [
      "A solitary pulmonary nodule is usually asymptomatic and is found incidentally on chest radiography or CT done for another reason or on lung cancer screening."
    ],
    bestInitialTest: "The best initial step for a solitary pulmonary nodule is comparison with any prior chest imaging, followed by thin-section chest CT to characterize size, density (solid, part-solid or ground-glass), margins and calcification.",
    diagnosis: "A solid solitary pulmonary nodule that has not grown for 2 years, or that has a benign calcification pattern (diffuse, central, laminated or popcorn), is considered benign and needs no further evaluation, whereas subsolid (ground-glass or part-solid) nodules are followed for up to 5 years because slow-growing adenocarcinomas can look stable for years.",
    criteria: {
      name: "Fleischner Society 2017 guidelines for incidental solid nodules (adults 35 and older)",
      items: [
        "A solid pulmonary nodule smaller than 6 mm needs no routine follow-up in a low-risk patient and an optional CT at 12 months in a high-risk patient.",
        "A solid pulmonary nodule of 6 to 8 mm needs CT at 6 to 12 months, followed by CT at 18 to 24 months, which is optional in low-risk and recommended in high-risk patients.",
        "A solid pulmonary nodule larger than 8 mm calls for consideration of CT at 3 months, PET/CT or tissue sampling.",
        "The Fleischner guidelines do not apply to lung cancer screening (which uses Lung-RADS), to patients with known cancer or to immunocompromised patients."
      ]
    },
    firstLine: "Management of a solitary pulmonary nodule is set by the estimated probability of cancer: low probability (under about 5%) is followed with serial CT, intermediate probability (about 5% to 65%) is evaluated with PET/CT or nonsurgical biopsy, and high probability (over about 65%) goes directly to surgical resection in a surgical candidate.",
    management: "PET/CT is useful for solid pulmonary nodules larger than 8 mm with intermediate probability; a hypermetabolic nodule favors cancer, but false positives occur with infection and inflammation, and false negatives occur with carcinoid tumors, adenocarcinoma in situ and small nodules. Tissue is obtained by CT-guided transthoracic needle biopsy for peripheral nodules or by navigational or radial-ultrasound bronchoscopy, and a nondiagnostic biopsy does not exclude cancer. Surgical wedge resection or lobectomy both diagnoses and treats a malignant nodule.",
    keyComparisons: [
      { with: "pulm-lung-cancer", difference: "A solitary pulmonary nodule is a radiographic finding of 3 cm or less that is usually benign, whereas lung cancer is the pathologic diagnosis the nodule evaluation aims to find or exclude; a lesion over 3 cm is treated as probable lung cancer." }
    ],
    why: [
      { question: "Why is comparison with old images the first step for a solitary pulmonary nodule?", answer: "A solid pulmonary nodule that has been stable in size for 2 years or more is almost certainly benign, so old images can end the evaluation without radiation, biopsy or surgery." },
      { question: "Why can PET/CT miss a malignant solitary pulmonary nodule?", answer: "PET detects increased glucose uptake, and slow-growing tumors such as carcinoid and adenocarcinoma in situ, or nodules smaller than about 8 mm, may not take up enough tracer to be seen." }
    ],
    highYield: [
      "Most solitary pulmonary nodules are benign, and infectious granulomas are the most common benign cause.",
      "Popcorn calcification in a solitary pulmonary nodule is characteristic of a hamartoma, the most common benign lung neoplasm.",
      "Eccentric or stippled calcification in a solitary pulmonary nodule does not exclude cancer.",
      "The USPSTF (2021) recommends annual low-dose CT lung cancer screening for adults aged 50 to 80 with at least a 20 pack-year smoking history who currently smoke or quit within the past 15 years."
    ],
    dontMiss: "A growing solid pulmonary nodule, or a part-solid nodule with an enlarging solid component, suggests lung cancer and needs tissue diagnosis or resection rather than continued surveillance.",
    icd10: ["R91.1"]
  },
  {
    id: "gi-large-bowel-obstruction",
    title: "Large bowel obstruction (including sigmoid and cecal volvulus)",
    subject: "Gastroenterology",
    kind: "condition",
    aliases: ["LBO", "colonic obstruction", "large intestinal obstruction", "sigmoid volvulus", "cecal volvulus", "volvulus", "coffee bean sign", "bird's beak sign", "malignant colonic obstruction"],
    definition: "Large bowel obstruction is a mechanical blockage of the colon or rectum that prevents passage of stool and gas and distends the colon upstream; unlike small bowel obstruction, it is usually caused by cancer or volvulus rather than adhesions.",
    mostCommonCause: "The most common cause of large bowel obstruction in adults is colorectal cancer, followed by volvulus (mainly sigmoid) and diverticular stricture.",
    causes: [
      "Sigmoid volvulus, twisting of a redundant sigmoid colon around its narrow mesentery, is the most common type of colonic volvulus causing large bowel obstruction.",
      "Cecal volvulus, twisting of an abnormally mobile cecum and ascending colon, causes large bowel obstruction in younger adults than sigmoid volvulus does.",
      "Other causes of large bowel obstruction include diverticular stricture, fecal impaction, incarcerated hernia, extrinsic compression by pelvic tumors, and ischemic or inflammatory strictures."
    ],
    riskFactors: [
      "Risk factors for sigmoid volvulus are older age, chronic constipation and laxative use, institutionalization, and neurologic or psychiatric disease such as Parkinson disease or dementia."
    ],
    presentation: [
      "Large bowel obstruction presents with gradually increasing abdominal distension, crampy lower abdominal pain and obstipation (no passage of stool or gas), with vomiting appearing late.",
      "Colorectal cancer causing large bowel obstruction is often preceded by a change in bowel habits, narrowing stools, iron deficiency anemia or weight loss.",
      "Sigmoid volvulus presents abruptly with massive abdominal distension in an elderly, often institutionalized or chronically constipated patient.",
      "Fever, tachycardia, peritonitis or severe localized tenderness in large bowel obstruction suggests bowel ischemia or perforation."
    ],
    bestInitialTest: "The best initial test for suspected large bowel obstruction is an abdominal radiograph, which shows a dilated colon with haustral markings, and sigmoid volvulus shows a 'coffee bean' (bent inner tube) loop pointing toward the right upper quadrant.",
    testOfChoice: "The test of choice for large bowel obstruction is CT of the abdomen and pelvis with intravenous contrast, which confirms the obstruction, locates the transition point, identifies the cause (tumor, or volvulus with a 'whirl sign') and detects ischemia or perforation.",
    firstLine: "Initial management of large bowel obstruction is nothing by mouth, intravenous fluids, electrolyte correction, nasogastric decompression if vomiting and urgent surgical consultation, with emergency surgery for peritonitis, perforation or ischemia.",
    management: "Sigmoid volvulus without peritonitis or gangrene is treated with endoscopic (flexible sigmoidoscopic) detorsion and a rectal tube, followed by elective sigmoid colectomy during the same admission because recurrence is common. Cecal volvulus is treated surgically, usually with right hemicolectomy, because endoscopic detorsion rarely succeeds. Obstructing colorectal cancer is treated with resection (with primary anastomosis, with or without a diverting stoma, or a Hartmann procedure) or with a self-expanding colonic stent as a bridge to elective surgery or for palliation.",
    complications: [
      "Large bowel obstruction with a competent ileocecal valve forms a closed loop, and the cecum can distend until it becomes ischemic and perforates.",
      "Large bowel obstruction can cause bowel ischemia, perforation, fecal peritonitis, sepsis and death."
    ],
    keyComparisons: [
      { with: "surg-small-bowel-obstruction", difference: "Small bowel obstruction is most often caused by adhesions and presents with early vomiting and central dilated loops with valvulae conniventes, whereas large bowel obstruction is most often caused by colorectal cancer and presents with distension and obstipation, late vomiting and a dilated peripheral colon with haustra." },
      { with: "gi-ogilvie-syndrome", difference: "Large bowel obstruction has a mechanical cause seen on CT at a transition point, whereas Ogilvie syndrome (acute colonic pseudo-obstruction) causes colonic dilation without any mechanical obstruction in hospitalized, seriously ill or postoperative patients." }
    ],
    why: [
      { question: "Why does the cecum perforate first in large bowel obstruction?", answer: "By the law of Laplace, wall tension rises with radius, and the cecum has the largest diameter of the colon, so in large bowel obstruction it develops the highest wall tension and is the most likely site of ischemia and perforation, especially when the ileocecal valve is competent." },
      { question: "Why is sigmoid colectomy recommended after successful detorsion of a sigmoid volvulus?", answer: "The redundant sigmoid colon and narrow mesentery remain after detorsion, so sigmoid volvulus recurs in many patients, and elective resection prevents recurrence and a later emergency operation." }
    ],
    highYield: [
      "A cecal diameter greater than about 12 cm in large bowel obstruction or colonic pseudo-obstruction indicates a high risk of perforation.",
      "A contrast enema in sigmoid volvulus shows a tapered 'bird's beak' at the point of twisting.",
      "Oral bowel preparation is contraindicated in large bowel obstruction because it can worsen distension and cause perforation."
    ],
    dontMiss: "Colonic obstruction in an older adult is colorectal cancer until proven otherwise, and peritoneal signs, fever, leukocytosis, lactic acidosis or a cecum over 12 cm signal ischemia or impending perforation that requires emergency surgery.",
    icd10: ["K56.609", "K56.2", "K56.699"]
  },
  {
    id: "gi-ogilvie-syndrome",
    title: "Ogilvie syndrome (acute colonic pseudo-obstruction)",
    subject: "Gastroenterology",
    kind: "condition",
    aliases: ["acute colonic pseudo-obstruction", "ACPO", "colonic pseudo-obstruction", "pseudo-obstruction", "Ogilvie's syndrome", "acute colonic ileus"],
    definition: "Ogilvie syndrome (acute colonic pseudo-obstruction) is acute, massive dilation of the colon, usually the cecum and right colon, without any mechanical obstruction, occurring mainly in hospitalized patients with serious illness or after surgery.",
    causes: [
      "Ogilvie syndrome most often follows surgery (especially orthopedic procedures such as hip or knee replacement, cesarean delivery and cardiac surgery), trauma, or serious medical illness such as sepsis, heart failure, myocardial infarction or stroke.",
      "Drugs that precipitate Ogilvie syndrome include opioids, anticholinergics, calcium channel blockers and antipsychotics.",
      "Electrolyte disturbances (especially hypokalemia, hypomagnesemia and hypocalcemia) and immobility contribute to Ogilvie syndrome."
    ],
    pathophysiology: "Ogilvie syndrome is thought to result from an imbalance in the autonomic innervation of the colon, with reduced sacral parasympathetic tone or excess sympathetic tone causing a functional obstruction of the distal colon with atony and dilation upstream.",
    presentation: [
      "Ogilvie syndrome presents with progressive, often massive abdominal distension over several days in a hospitalized patient, with abdominal pain, nausea and sometimes vomiting.",
      "Patients with Ogilvie syndrome may still pass some flatus or stool, and bowel sounds are often present.",
      "Fever, marked tenderness or peritoneal signs in Ogilvie syndrome suggest colonic ischemia or perforation."
    ],
    bestInitialTest: "The best initial test for suspected Ogilvie syndrome is an abdominal radiograph, which shows a dilated colon that is most prominent in the cecum and right colon.",
    testOfChoice: "Mechanical obstruction must be excluded in suspected Ogilvie syndrome, usually with CT of the abdomen and pelvis (or a water-soluble contrast enema), which shows colonic dilation without a transition point.",
    firstLine: "First-line treatment of Ogilvie syndrome without peritonitis or severe cecal dilation is conservative care for 24 to 48 hours: nothing by mouth, nasogastric and rectal tube decompression, correction of electrolytes, stopping opioids and anticholinergics, treating the underlying illness and mobilizing or repositioning the patient.",
    management: "Ogilvie syndrome that fails conservative care, or with a cecal diameter above 12 cm, is treated with intravenous neostigmine (2 mg given slowly) with cardiac monitoring and atropine at the bedside because of the risk of bradycardia. If neostigmine fails or is contraindicated, colonoscopic decompression is performed, often leaving a decompression tube. Surgery (cecostomy or colectomy) is reserved for perforation, ischemia or failure of all other measures.",
    contraindications: [
      "Neostigmine is contraindicated in suspected Ogilvie syndrome until mechanical obstruction and perforation have been excluded.",
      "Neostigmine for Ogilvie syndrome is used cautiously or avoided in patients with bradycardia, recent myocardial infarction, active bronchospasm or renal failure."
    ],
    complications: [
      "Ogilvie syndrome can progress to cecal ischemia and perforation, which carry high mortality."
    ],
    keyComparisons: [
      { with: "gi-large-bowel-obstruction", difference: "Ogilvie syndrome causes colonic dilation without a mechanical cause, whereas large bowel obstruction has a mechanical cause, most often colorectal cancer or volvulus, seen at a transition point on CT." },
      { with: "gi-ulcerative-colitis", difference: "Toxic megacolon from ulcerative colitis (or Clostridioides difficile infection) causes colonic dilation with systemic toxicity (fever, tachycardia, leukocytosis) and bloody diarrhea, whereas Ogilvie syndrome causes dilation without colitis." }
    ],
    why: [
      { question: "Why must atropine be at the bedside when neostigmine is given for Ogilvie syndrome?", answer: "Neostigmine raises acetylcholine at cardiac muscarinic receptors as well as in the colon and can cause symptomatic bradycardia or asystole, which atropine reverses." },
      { question: "Why does neostigmine relieve Ogilvie syndrome?", answer: "Neostigmine inhibits acetylcholinesterase, increasing acetylcholine at colonic muscarinic receptors and restoring the parasympathetic contractions that are deficient in acute colonic pseudo-obstruction." }
    ],
    highYield: [
      "The risk of perforation in Ogilvie syndrome rises when the cecal diameter exceeds 12 cm and when distension lasts more than about 6 days.",
      "Ogilvie syndrome is a classic cause of abdominal distension a few days after hip or knee replacement or cesarean delivery."
    ],
    dontMiss: "Before treating colonic dilation as Ogilvie syndrome, exclude mechanical obstruction with CT and exclude toxic megacolon by testing for Clostridioides difficile, because neostigmine given for a mechanical obstruction can cause perforation.",
    icd10: ["K59.81"]
  },
  {
    id: "gi-diverticulitis",
    title: "Diverticulitis",
    subject: "Gastroenterology",
    kind: "condition",
    aliases: ["acute diverticulitis", "sigmoid diverticulitis", "diverticular disease", "complicated diverticulitis", "diverticular abscess", "colovesical fistula", "Hinchey classification"],
    definition: "Diverticulitis is inflammation, usually with microperforation, of a colonic diverticulum; in Western countries it most often involves the sigmoid colon and is classified as uncomplicated or complicated (abscess, perforation, fistula, obstruction or stricture).",
    riskFactors: [
      "Risk factors for diverticulitis include older age, a low-fiber diet high in red meat, obesity, physical inactivity, smoking and use of NSAIDs, opioids or glucocorticoids.",
      "Immunosuppression (transplant recipients, chronic glucocorticoid use) increases the risk of complicated diverticulitis and can mask its signs."
    ],
    pathophysiology: "Colonic diverticula are false (pseudo-) diverticula in which mucosa and submucosa herniate through weak points in the muscular wall where the vasa recta penetrate; diverticulitis develops when a diverticulum becomes inflamed, usually with a microperforation contained by pericolic fat.",
    presentation: [
      "Diverticulitis presents with left lower quadrant abdominal pain, fever and leukocytosis, sometimes with nausea, a change in bowel habits or a tender left lower quadrant mass.",
      "Right-sided diverticulitis, which is more common in Asian populations, can mimic appendicitis.",
      "Complicated diverticulitis presents with a tender mass or persistent fever (abscess), generalized peritonitis (perforation), pneumaturia, fecaluria or recurrent polymicrobial urinary tract infections (colovesical fistula), or obstructive symptoms (stricture).",
      "Rectal bleeding is uncommon in diverticulitis, and painless hematochezia from diverticula is diverticular bleeding, a separate problem."
    ],
    testOfChoice: "The test of choice for suspected diverticulitis is CT of the abdomen and pelvis with intravenous contrast, which shows colonic wall thickening and pericolic fat stranding and detects abscess, free air or fistula.",
    diagnosis: "Diverticulitis can be diagnosed clinically in a patient with prior CT-confirmed episodes and typical findings, but CT is recommended for a first episode, when the diagnosis is uncertain, and when complications or severe illness are suspected.",
    criteria: {
      name: "Hinchey classification of perforated diverticulitis",
      items: [
        "Hinchey stage I diverticulitis has a pericolic or mesenteric abscess.",
        "Hinchey stage II diverticulitis has a pelvic, intra-abdominal or retroperitoneal abscess distant from the colon.",
        "Hinchey stage III diverticulitis has generalized purulent peritonitis.",
        "Hinchey stage IV diverticulitis has generalized fecal peritonitis."
      ]
    },
    firstLine: "First-line management of uncomplicated diverticulitis in an immunocompetent patient who can tolerate oral intake is outpatient care with a clear liquid or advancing diet and analgesia such as acetaminophen, with antibiotics used selectively rather than routinely (for example, for systemic symptoms, immunosuppression or significant comorbidity).",
    management: "When antibiotics are used for outpatient diverticulitis, options are amoxicillin-clavulanate, or ciprofloxacin or trimethoprim-sulfamethoxazole plus metronidazole. Patients who cannot take oral intake, are septic or immunosuppressed, or have complicated disease are admitted for intravenous antibiotics (such as ceftriaxone plus metronidazole). An abscess of about 3 cm or larger is drained percutaneously under CT guidance, while smaller abscesses usually respond to antibiotics alone. Generalized peritonitis requires emergency sigmoid resection (Hartmann procedure, or primary anastomosis with a diverting ileostomy). Elective colectomy after recovery is individualized rather than based on the number of episodes and is advised after fistula or stricture.",
    complications: [
      "Diverticulitis can be complicated by abscess, free perforation with peritonitis, fistula (colovesical is the most common) and stricture with large bowel obstruction."
    ],
    prevention: "Recurrence of diverticulitis may be reduced by a high-fiber diet, regular physical activity, weight loss, smoking cessation and avoiding nonaspirin NSAIDs, and there is no need to avoid nuts, seeds or popcorn.",
    keyComparisons: [
      { with: "surg-acute-appendicitis", difference: "Diverticulitis typically causes left lower quadrant pain in older adults, whereas appendicitis causes periumbilical pain migrating to the right lower quadrant, usually in younger patients." },
      { with: "gi-colorectal-cancer", difference: "Diverticulitis and perforated colorectal cancer can look alike on CT, so colonoscopy after recovery from diverticulitis is used to exclude cancer." }
    ],
    why: [
      { question: "Why are colonic diverticula called false diverticula?", answer: "Colonic diverticula contain only mucosa and submucosa pushed through the muscularis propria, unlike true diverticula such as Meckel diverticulum, which contain all layers of the bowel wall." },
      { question: "Why is diverticulitis most common in the sigmoid colon in Western patients?", answer: "The sigmoid colon has the narrowest lumen and generates the highest intraluminal pressure, which pushes mucosa out through weak points where the vasa recta penetrate the muscular wall." }
    ],
    highYield: [
      "Colonoscopy is avoided during acute diverticulitis because of perforation risk and is performed about 6 to 8 weeks after recovery, if not recently done, to exclude colorectal cancer, especially after complicated disease.",
      "Colovesical fistula from diverticulitis is more common in men because in women the uterus lies between the sigmoid colon and the bladder.",
      "Diverticulosis is the most common cause of acute lower gastrointestinal bleeding in adults, but diverticular bleeding is painless and usually occurs without diverticulitis."
    ],
    dontMiss: "Diverticulitis in elderly or immunosuppressed patients may present with minimal pain or fever, and free air, diffuse peritonitis or sepsis requires emergency surgery.",
    icd10: ["K57.32", "K57.20"]
  },
  {
    id: "gi-upper-gi-bleeding",
    title: "Upper gastrointestinal bleeding",
    subject: "Gastroenterology",
    kind: "condition",
    aliases: ["UGIB", "upper GI bleed", "GI bleed", "hematemesis", "melena", "coffee-ground emesis", "bleeding ulcer", "variceal bleeding", "Mallory-Weiss tear", "Glasgow-Blatchford score"],
    definition: "Upper gastrointestinal bleeding is bleeding from a source proximal to the ligament of Treitz (esophagus, stomach or duodenum), presenting with hematemesis, coffee-ground emesis or melena.",
    mostCommonCause: "The most common cause of upper gastrointestinal bleeding is peptic ulcer disease, usually related to NSAID use or Helicobacter pylori infection.",
    causes: [
      "Variceal bleeding from portal hypertension is a major cause of upper gastrointestinal bleeding in patients with cirrhosis and carries high mortality.",
      "Other causes of upper gastrointestinal bleeding include erosive esophagitis, gastritis and duodenitis, Mallory-Weiss tears, Dieulafoy lesions, angiodysplasia, portal hypertensive gastropathy, gastric antral vascular ectasia and upper gastrointestinal cancers.",
      "An aortoenteric fistula is a rare cause of upper gastrointestinal bleeding in a patient with a prior abdominal aortic graft and often begins with a small 'herald' bleed."
    ],
    presentation: [
      "Upper gastrointestinal bleeding presents with hematemesis (red blood or coffee-ground material) and/or melena (black, tarry stool).",
      "Brisk upper gastrointestinal bleeding can cause hematochezia, so hematochezia with hemodynamic instability should prompt evaluation for an upper source.",
      "Upper gastrointestinal bleeding raises the BUN-to-creatinine ratio (often above 30) because blood proteins are digested and absorbed and because of hypovolemia.",
      "Signs of major blood loss in upper gastrointestinal bleeding are tachycardia, orthostatic hypotension, syncope and shock, and the hemoglobin may be near normal at first because hemodilution takes hours."
    ],
    testOfChoice: "The test of choice for upper gastrointestinal bleeding is upper endoscopy (esophagogastroduodenoscopy), which identifies the source and allows hemostatic therapy, and it should be performed within 24 hours of presentation after resuscitation.",
    firstLine: "First-line management of upper gastrointestinal bleeding is resuscitation (two large-bore IV lines, crystalloid, and restrictive red cell transfusion at a hemoglobin threshold of 7 g/dL, or about 8 g/dL with cardiovascular disease), a high-dose intravenous proton pump inhibitor, and upper endoscopy within 24 hours.",
    management: "Ulcers with active bleeding or a nonbleeding visible vessel receive endoscopic therapy (thermal coagulation or clips, or epinephrine injection combined with a second method), followed by high-dose PPI for 72 hours; rebleeding is treated with repeat endoscopy, then transcatheter arterial embolization or surgery. Suspected variceal bleeding in cirrhosis is treated with intravenous octreotide, prophylactic ceftriaxone and endoscopic band ligation within 12 hours, with TIPS for refractory bleeding and balloon tamponade as a temporary bridge. Intravenous erythromycin before endoscopy improves visualization. Patients with ulcer bleeding are tested for H. pylori and treated if positive, and NSAIDs are stopped.",
    complications: [
      "Upper gastrointestinal bleeding can cause hemorrhagic shock, myocardial ischemia and acute kidney injury, and in cirrhosis it can precipitate hepatic encephalopathy and bacterial infection."
    ],
    keyComparisons: [
      { with: "gi-peptic-ulcer-disease", difference: "Peptic ulcer disease is the most common cause of upper gastrointestinal bleeding, and bleeding ulcers are treated with endoscopic hemostasis plus high-dose PPI, whereas variceal bleeding also needs octreotide, antibiotics and band ligation." },
      { with: "gi-cirrhosis", difference: "Upper gastrointestinal bleeding in a patient with cirrhosis is treated as variceal until endoscopy proves otherwise, adding octreotide and ceftriaxone to standard resuscitation." }
    ],
    why: [
      { question: "Why does upper gastrointestinal bleeding raise the BUN more than the creatinine?", answer: "Blood in the upper gut is digested and its proteins are absorbed and converted to urea, and hypovolemia increases urea reabsorption, so the BUN rises out of proportion to the creatinine." },
      { question: "Why is transfusion restricted to a hemoglobin below 7 g/dL in most upper gastrointestinal bleeding?", answer: "A restrictive transfusion strategy reduced rebleeding and mortality compared with a liberal strategy in upper gastrointestinal bleeding, partly because overtransfusion raises portal pressure and worsens variceal bleeding." },
      { question: "Why is erythromycin given before endoscopy for upper gastrointestinal bleeding?", answer: "Erythromycin is a motilin receptor agonist that speeds gastric emptying, clearing blood and clots from the stomach so the bleeding source can be seen." }
    ],
    highYield: [
      "A Glasgow-Blatchford score of 0 or 1 identifies patients with upper gastrointestinal bleeding at very low risk who can be managed as outpatients.",
      "In the Forrest classification of bleeding ulcers, active spurting or oozing, a nonbleeding visible vessel and an adherent clot are high-risk stigmata, whereas a flat pigmented spot or clean base carries a low risk of rebleeding.",
      "Low-dose aspirin taken for established cardiovascular disease should be resumed as soon as hemostasis is secure after upper gastrointestinal bleeding, because stopping it increases cardiovascular death.",
      "Nasogastric lavage is not required to diagnose or manage upper gastrointestinal bleeding.",
      "Mallory-Weiss tears are longitudinal mucosal lacerations at the gastroesophageal junction after forceful retching or vomiting (often with alcohol use), and most stop bleeding spontaneously.",
      "Prophylactic antibiotics in patients with cirrhosis and any gastrointestinal bleeding reduce infection, rebleeding and mortality."
    ],
    dontMiss: "Hematemesis after abdominal aortic aneurysm repair suggests an aortoenteric fistula, and any upper gastrointestinal bleeding in a patient with cirrhosis should be treated as variceal (octreotide, antibiotics, urgent endoscopy) until proven otherwise.",
    icd10: ["K92.2", "K92.0", "K92.1", "K25.4", "I85.11", "K22.6"]
  },
  {
    id: "gi-acute-cholangitis",
    title: "Acute cholangitis and choledocholithiasis",
    subject: "Gastroenterology",
    kind: "condition",
    aliases: ["ascending cholangitis", "acute cholangitis", "choledocholithiasis", "common bile duct stone", "CBD stone", "Charcot triad", "Reynolds pentad", "biliary sepsis", "Tokyo guidelines"],
    definition: "Acute cholangitis is bacterial infection of an obstructed biliary tree, and choledocholithiasis (a gallstone in the common bile duct) is its most common cause; cholangitis can progress rapidly to septic shock.",
    mostCommonCause: "The most common cause of acute cholangitis is choledocholithiasis (gallstones in the common bile duct).",
    causes: [
      "Other causes of acute cholangitis are benign biliary strictures, malignant obstruction (pancreatic head cancer, cholangiocarcinoma, ampullary cancer), primary sclerosing cholangitis, blocked biliary stents and recent ERCP.",
      "The organisms causing acute cholangitis are usually enteric gram-negative bacteria (Escherichia coli, Klebsiella, Enterobacter), enterococci and anaerobes ascending from the duodenum."
    ],
    pathophysiology: "In acute cholangitis, obstruction raises biliary pressure, and bacteria from the gut multiply in the stagnant bile and are forced from the bile ducts into the hepatic veins and lymphatics (cholangiovenous reflux), causing bacteremia and sepsis.",
    presentation: [
      "Acute cholangitis classically presents with Charcot triad: fever, right upper quadrant pain and jaundice.",
      "Severe acute cholangitis presents with Reynolds pentad: Charcot triad plus hypotension and altered mental status.",
      "Laboratory findings in acute cholangitis are leukocytosis and a cholestatic pattern (elevated conjugated bilirubin, alkaline phosphatase and GGT), often with elevated aminotransferases.",
      "Choledocholithiasis without infection may cause biliary colic, jaundice, pale stools and dark urine, or it may be asymptomatic."
    ],
    bestInitialTest: "The best initial imaging test for suspected acute cholangitis or choledocholithiasis is right upper quadrant ultrasound, which shows a dilated common bile duct and gallstones but often misses the duct stone itself.",
    diagnosis: "When ultrasound is inconclusive in suspected choledocholithiasis, MRCP or endoscopic ultrasound confirms or excludes a common bile duct stone noninvasively, and ERCP is reserved for treatment.",
    criteria: {
      name: "Tokyo Guidelines 2018 (TG18) diagnostic criteria for acute cholangitis",
      items: [
        "Systemic inflammation in acute cholangitis is fever and/or shaking chills, or laboratory evidence of inflammation (abnormal white cell count or elevated CRP).",
        "Cholestasis in acute cholangitis is jaundice (total bilirubin 2 mg/dL or higher) or abnormal liver tests.",
        "Imaging in acute cholangitis shows biliary dilation or evidence of the cause (stone, stricture or stent).",
        "A definite diagnosis of acute cholangitis requires one finding each of systemic inflammation, cholestasis and imaging, and a suspected diagnosis requires systemic inflammation plus either cholestasis or imaging."
      ]
    },
    firstLine: "First-line treatment of acute cholangitis is intravenous fluids, blood cultures and prompt broad-spectrum antibiotics covering enteric gram-negative bacteria and anaerobes (such as piperacillin-tazobactam, or ceftriaxone plus metronidazole), followed by biliary drainage with ERCP.",
    management: "Biliary drainage by ERCP with sphincterotomy and stone extraction or stent placement is performed urgently in acute cholangitis: as soon as possible with septic shock or organ dysfunction, and generally within 24 to 48 hours otherwise. If ERCP fails or is not possible, percutaneous transhepatic biliary drainage is used. Patients with gallstones should have cholecystectomy, ideally during the same admission. For choledocholithiasis without cholangitis, ERCP is done directly when a duct stone is likely (stone seen on imaging, or bilirubin above 4 mg/dL with a dilated duct), while intermediate likelihood is first evaluated with endoscopic ultrasound, MRCP or intraoperative cholangiography.",
    complications: [
      "Acute cholangitis can cause septic shock, liver abscesses and multiorgan failure, and untreated severe cholangitis is frequently fatal.",
      "Choledocholithiasis can cause gallstone pancreatitis as well as acute cholangitis."
    ],
    keyComparisons: [
      { with: "surg-acute-cholecystitis", difference: "Acute cholecystitis is inflammation of the gallbladder from cystic duct obstruction and usually causes little jaundice, whereas acute cholangitis is infection of the obstructed common bile duct system with jaundice, cholestatic liver tests and often bacteremia." },
      { with: "gi-acute-pancreatitis", difference: "Gallstone pancreatitis alone does not need urgent ERCP, but gallstone pancreatitis with concurrent acute cholangitis or persistent biliary obstruction does." },
      { with: "gi-primary-sclerosing-cholangitis", difference: "Primary sclerosing cholangitis is a chronic fibrosing disease of the bile ducts that predisposes to bacterial cholangitis, whereas acute cholangitis is an acute infection of an obstructed duct, most often from a stone." }
    ],
    why: [
      { question: "Why is biliary drainage, not just antibiotics, needed for acute cholangitis?", answer: "Antibiotics cannot reliably sterilize bile held under high pressure in an obstructed duct, so decompressing the biliary system is needed to control the source of infection in acute cholangitis." },
      { question: "Why does acute cholangitis cause bacteremia so quickly?", answer: "High pressure in the obstructed bile ducts forces bacteria from infected bile into the hepatic sinusoids and venous blood." }
    ],
    highYield: [
      "A common bile duct diameter above about 6 mm on ultrasound suggests obstruction such as choledocholithiasis in a patient with an intact gallbladder.",
      "Painless jaundice with a palpable, nontender gallbladder (Courvoisier sign) suggests malignant obstruction such as pancreatic head cancer rather than choledocholithiasis."
    ],
    dontMiss: "Fever with jaundice and right upper quadrant pain is acute cholangitis until proven otherwise, and added hypotension or confusion (Reynolds pentad) means septic shock requiring resuscitation, antibiotics and emergent biliary decompression.",
    icd10: ["K80.33", "K80.32", "K83.09", "K80.51", "K80.50"]
  },
  {
    id: "gi-hepatitis-c",
    title: "Hepatitis C",
    subject: "Gastroenterology",
    kind: "condition",
    aliases: ["HCV", "hep C", "hepatitis C virus", "chronic hepatitis C", "acute hepatitis C", "non-A non-B hepatitis", "DAA therapy", "Epclusa", "Mavyret"],
    definition: "Hepatitis C is infection with hepatitis C virus (HCV), a single-stranded RNA flavivirus spread mainly through blood; most infected adults develop chronic infection that can progress silently to cirrhosis and hepatocellular carcinoma, but direct-acting antivirals cure more than 95% of patients.",
    mostCommonCause: "The most common route of hepatitis C transmission in the United States is injection drug use with shared needles or equipment.",
    riskFactors: [
      "Risk factors for hepatitis C are current or past injection or intranasal drug use, blood transfusion or organ transplant before 1992, long-term hemodialysis, incarceration, unregulated tattoos, needlestick injury, HIV infection and birth to a mother with HCV.",
      "Sexual transmission of hepatitis C is inefficient between monogamous heterosexual partners but more frequent among men who have sex with men, especially with HIV infection."
    ],
    pathophysiology: "Hepatitis C virus evades immune clearance because its RNA polymerase lacks proofreading, producing rapidly mutating envelope proteins (quasispecies), so most infections become chronic; liver injury is driven largely by the host immune response, and chronic inflammation leads to fibrosis and cirrhosis.",
    presentation: [
      "Acute hepatitis C is asymptomatic in most patients, and a minority have fatigue, nausea, right upper quadrant pain or jaundice several weeks after exposure.",
      "Chronic hepatitis C develops in roughly 75% to 85% of infected people and is usually asymptomatic until cirrhosis, often with mildly elevated or fluctuating aminotransferases.",
      "Extrahepatic manifestations of hepatitis C include mixed cryoglobulinemia (palpable purpura, arthralgias, low complement), membranoproliferative glomerulonephritis, porphyria cutanea tarda, lichen planus and B-cell non-Hodgkin lymphoma.",
      "Chronic hepatitis C is associated with insulin resistance and type 2 diabetes."
    ],
    bestInitialTest: "The best initial test for hepatitis C is an HCV antibody test with reflex HCV RNA testing; a positive antibody shows past or current infection, and detectable HCV RNA confirms current infection.",
    testOfChoice: "The test that confirms active hepatitis C infection is HCV RNA by PCR, which is also used when recent exposure or immunosuppression could make the antibody falsely negative.",
    diagnosis: "Before treatment, evaluation of hepatitis C includes fibrosis assessment (for example, FIB-4 score or elastography), hepatitis B testing (HBsAg, anti-HBc and anti-HBs), HIV testing, a drug-interaction review and, when cirrhosis is present, assessment for decompensation.",
    firstLine: "First-line treatment of chronic hepatitis C is a pangenotypic direct-acting antiviral regimen, such as glecaprevir-pibrentasvir for 8 weeks or sofosbuvir-velpatasvir for 12 weeks.",
    management: "Cure of hepatitis C is sustained virologic response, an undetectable HCV RNA 12 weeks after finishing therapy (SVR12), and treatment is recommended for nearly everyone with acute or chronic infection. Regimens containing an NS3/4A protease inhibitor (glecaprevir, grazoprevir, voxilaprevir) are contraindicated in decompensated cirrhosis, which is treated with sofosbuvir-velpatasvir (usually with ribavirin) and referral to a transplant center. Patients with cirrhosis continue ultrasound surveillance for hepatocellular carcinoma every 6 months even after cure. Patients are vaccinated against hepatitis A and B if not immune and advised to avoid alcohol.",
    complications: [
      "Chronic hepatitis C leads to cirrhosis in a minority of patients over 20 to 30 years, with faster progression from alcohol use, HIV or HBV coinfection, obesity and older age at infection.",
      "Hepatitis C cirrhosis carries a risk of hepatocellular carcinoma of roughly 1% to 4% per year.",
      "Hepatitis B can reactivate, sometimes with fulminant hepatitis, during or after direct-acting antiviral therapy for hepatitis C in coinfected patients."
    ],
    prevention: "There is no vaccine and no post-exposure prophylaxis for hepatitis C, so prevention relies on screening, treatment as prevention, harm reduction (sterile injection equipment, syringe services programs) and screening of blood products.",
    keyComparisons: [
      { with: "gi-hepatitis-b", difference: "Hepatitis C is an RNA virus that becomes chronic in most infected adults and is curable with direct-acting antivirals but has no vaccine, whereas hepatitis B is a DNA virus that becomes chronic in fewer than 5% of infected adults, is suppressed rather than cured by antivirals, and is preventable by vaccination." }
    ],
    why: [
      { question: "Why is there no vaccine for hepatitis C?", answer: "Hepatitis C virus varies enormously in its envelope proteins because its RNA-dependent RNA polymerase lacks proofreading, so it escapes neutralizing antibodies and no effective vaccine has been developed." },
      { question: "Why is hepatitis B tested before treating hepatitis C?", answer: "Direct-acting antivirals rapidly clear hepatitis C virus, which can release coexisting hepatitis B from viral interference and cause HBV reactivation, so HBsAg-positive patients need monitoring or HBV antiviral prophylaxis." }
    ],
    highYield: [
      "The CDC (2020) recommends one-time hepatitis C screening for all adults aged 18 and older and testing during every pregnancy, and the USPSTF recommends screening adults aged 18 to 79.",
      "HCV antibody stays positive for life after cure or spontaneous clearance, so hepatitis C reinfection is detected with HCV RNA rather than antibody.",
      "Hepatitis C is not an indication for cesarean delivery, and breastfeeding is allowed unless the nipples are cracked or bleeding.",
      "Sofosbuvir taken with amiodarone can cause severe, sometimes fatal, bradycardia.",
      "Genotype 1 is the most common hepatitis C genotype in the United States, but pangenotypic regimens make genotyping unnecessary before treatment for most patients.",
      "Infants born to mothers with hepatitis C are tested with HCV RNA at 2 to 6 months of age."
    ],
    dontMiss: "A positive HCV antibody does not prove current hepatitis C infection and must be followed by HCV RNA testing, and patients with hepatitis C cirrhosis need continued hepatocellular carcinoma surveillance even after cure.",
    icd10: ["B18.2", "B17.10", "B19.20"]
  },
  {
    id: "gi-wilson-disease",
    title: "Wilson disease",
    subject: "Gastroenterology",
    kind: "condition",
    aliases: ["Wilson's disease", "hepatolenticular degeneration", "ATP7B", "copper overload", "Kayser-Fleischer rings", "copper storage disease"],
    definition: "Wilson disease (hepatolenticular degeneration) is an autosomal recessive disorder of copper metabolism caused by mutations in ATP7B that impair biliary copper excretion, so copper accumulates in the liver, brain, corneas and other organs.",
    pathophysiology: "In Wilson disease the defective ATP7B copper-transporting ATPase in hepatocytes cannot load copper onto ceruloplasmin or excrete it into bile, so copper builds up in the liver and, once hepatic storage is exceeded, spills into the blood as free copper that deposits in the basal ganglia (especially the putamen), Descemet membrane of the cornea, kidneys and red blood cells.",
    presentation: [
      "Wilson disease usually presents between about ages 5 and 35, with hepatic disease more common in children and adolescents and neuropsychiatric disease more common in young adults.",
      "Hepatic Wilson disease ranges from asymptomatic aminotransferase elevation to chronic hepatitis, cirrhosis and acute liver failure.",
      "Neurologic Wilson disease causes a movement disorder with tremor (classically 'wing-beating'), dysarthria, dystonia, drooling, incoordination and parkinsonism.",
      "Psychiatric Wilson disease causes personality change, depression, impulsivity and psychosis, sometimes years before diagnosis.",
      "Kayser-Fleischer rings, golden-brown corneal rings from copper in Descemet membrane, are present in nearly all patients with neurologic Wilson disease but in only about half of those with hepatic disease.",
      "Wilson disease can also cause Coombs-negative hemolytic anemia, renal Fanconi syndrome, sunflower cataracts and arthropathy."
    ],
    bestInitialTest: "The best initial tests for suspected Wilson disease are a serum ceruloplasmin (low, usually under 20 mg/dL), a 24-hour urinary copper (elevated, typically over 100 micrograms) and a slit-lamp examination for Kayser-Fleischer rings.",
    testOfChoice: "The diagnosis of Wilson disease is confirmed by ATP7B genetic testing or by liver biopsy showing increased hepatic copper (over 250 micrograms per gram dry weight), and scoring systems such as the Leipzig score combine these findings.",
    firstLine: "First-line treatment of symptomatic Wilson disease is lifelong copper chelation with D-penicillamine or trientine, and trientine is often preferred because it is better tolerated.",
    management: "Zinc salts, which induce intestinal metallothionein and block copper absorption, are used in Wilson disease for maintenance after chelation and for presymptomatic patients. Treatment continues through pregnancy, usually with a reduced chelator dose or with zinc. Patients avoid high-copper foods such as shellfish, liver, nuts, chocolate and mushrooms. Acute liver failure from Wilson disease, and decompensated cirrhosis that does not respond to chelation, is treated with liver transplantation, which corrects the metabolic defect. Therapy must never be stopped, because interruption can cause fatal liver failure.",
    complications: [
      "Wilson disease can cause cirrhosis, acute liver failure and permanent neurologic disability if untreated.",
      "D-penicillamine used for Wilson disease can cause hypersensitivity reactions, membranous nephropathy, a lupus-like syndrome, bone marrow suppression and pyridoxine deficiency, and it can initially worsen neurologic symptoms."
    ],
    prevention: "First-degree relatives of a patient with Wilson disease, especially siblings, should be screened, because treating presymptomatic patients prevents disease.",
    keyComparisons: [
      { with: "gi-hereditary-hemochromatosis", difference: "Wilson disease is autosomal recessive copper overload from ATP7B mutations that presents in youth with liver and neuropsychiatric disease, whereas hereditary hemochromatosis is autosomal recessive iron overload from HFE mutations that presents in middle age with liver disease, diabetes, skin bronzing, arthropathy and cardiomyopathy." },
      { with: "neuro-parkinson-disease", difference: "Wilson disease should be considered in any young patient (under about 40) with tremor, dystonia or parkinsonism, whereas idiopathic Parkinson disease usually begins after age 60." }
    ],
    why: [
      { question: "Why is ceruloplasmin low in Wilson disease?", answer: "ATP7B loads copper onto apoceruloplasmin in the hepatocyte, and apoceruloplasmin without copper is unstable and rapidly degraded, so serum ceruloplasmin falls in Wilson disease." },
      { question: "Why does zinc treat Wilson disease?", answer: "Zinc induces metallothionein in intestinal cells, which binds dietary copper and keeps it from being absorbed; the bound copper is lost in the stool when the cells slough." },
      { question: "Why does Wilson disease cause hemolysis?", answer: "Sudden release of copper from dying hepatocytes raises free serum copper, which oxidatively damages red cell membranes and causes Coombs-negative hemolytic anemia." }
    ],
    highYield: [
      "Wilson disease presenting as acute liver failure classically shows Coombs-negative hemolytic anemia, an alkaline phosphatase that is very low relative to bilirubin (ratio under 4) and an AST-to-ALT ratio above 2.2.",
      "Serum ceruloplasmin is low in most patients with Wilson disease but can be normal because it is an acute-phase reactant, and it is also low in heterozygous carriers, protein-losing states and Menkes disease.",
      "Total serum copper is usually low in Wilson disease because ceruloplasmin-bound copper is reduced, whereas free (non-ceruloplasmin-bound) copper is elevated.",
      "The ATP7B gene mutated in Wilson disease is on chromosome 13."
    ],
    dontMiss: "Test for Wilson disease in any young patient with unexplained liver disease, acute liver failure with hemolysis, or a new movement or psychiatric disorder, because it is treatable and fatal if missed.",
    icd10: ["E83.01"]
  },
  {
    id: "gi-primary-biliary-cholangitis",
    title: "Primary biliary cholangitis",
    subject: "Gastroenterology",
    kind: "condition",
    aliases: ["PBC", "primary biliary cirrhosis", "autoimmune cholangitis", "antimitochondrial antibody", "AMA-positive cholestasis", "ursodiol for PBC"],
    definition: "Primary biliary cholangitis (PBC, formerly primary biliary cirrhosis) is a chronic autoimmune disease in which T-cell-mediated destruction of small intrahepatic bile ducts causes cholestasis that can progress to cirrhosis; it mainly affects middle-aged women.",
    riskFactors: [
      "Primary biliary cholangitis affects women in about 90% of cases, usually between 40 and 60 years of age.",
      "Primary biliary cholangitis is associated with other autoimmune diseases, especially Sjögren syndrome, autoimmune thyroid disease, limited systemic sclerosis (CREST), Raynaud phenomenon and celiac disease."
    ],
    pathophysiology: "In primary biliary cholangitis, autoimmune attack accompanied by antimitochondrial antibodies against the E2 subunit of the pyruvate dehydrogenase complex destroys small interlobular bile ducts with lymphocytic, granulomatous inflammation (the 'florid duct lesion'); retained bile acids then injure hepatocytes and drive fibrosis.",
    presentation: [
      "Primary biliary cholangitis is often found as an asymptomatic elevated alkaline phosphatase on routine testing.",
      "The most common symptoms of primary biliary cholangitis are fatigue and pruritus, which may precede jaundice by years.",
      "Primary biliary cholangitis causes hypercholesterolemia with xanthelasma and xanthomas, hepatomegaly and skin hyperpigmentation.",
      "Late primary biliary cholangitis causes jaundice and the complications of cirrhosis and portal hypertension."
    ],
    bestInitialTest: "The best initial tests for suspected primary biliary cholangitis are liver tests showing a cholestatic pattern (elevated alkaline phosphatase and GGT) and serum antimitochondrial antibody (AMA), which is positive in about 95% of patients.",
    diagnosis: "Primary biliary cholangitis is diagnosed with two of three criteria: alkaline phosphatase at least 1.5 times the upper limit of normal, a positive antimitochondrial antibody (titer above 1:40), and compatible liver histology; ultrasound excludes biliary obstruction, and biopsy is needed only when AMA is negative or another liver disease is suspected.",
    firstLine: "First-line treatment of primary biliary cholangitis is lifelong ursodeoxycholic acid (ursodiol, 13 to 15 mg/kg/day), which improves liver tests, slows progression and improves transplant-free survival.",
    management: "Roughly 30% to 40% of patients with primary biliary cholangitis respond inadequately to ursodiol, and second-line options are the PPAR agonists elafibranor and seladelpar (FDA-approved in 2024) or off-label fibrates such as bezafibrate; obeticholic acid was withdrawn from the US market in 2025 after reports of serious liver injury. Pruritus is treated first with cholestyramine (taken hours apart from ursodiol), with rifampin, naltrexone or sertraline as alternatives. Patients need bone density testing, calcium and vitamin D, fat-soluble vitamin replacement when deficient, and cirrhosis care; liver transplantation is indicated for decompensated cirrhosis or intractable pruritus.",
    complications: [
      "Primary biliary cholangitis causes osteoporosis, steatorrhea and deficiency of the fat-soluble vitamins A, D, E and K from reduced bile acid secretion.",
      "Primary biliary cholangitis progresses to cirrhosis, portal hypertension and hepatocellular carcinoma if untreated."
    ],
    keyComparisons: [
      { with: "gi-primary-sclerosing-cholangitis", difference: "Primary biliary cholangitis affects small intrahepatic ducts in middle-aged women, is AMA-positive and has a normal cholangiogram, whereas primary sclerosing cholangitis affects large intrahepatic and extrahepatic ducts in younger men with ulcerative colitis, is AMA-negative and shows beaded strictures on MRCP." }
    ],
    why: [
      { question: "Why does primary biliary cholangitis cause hypercholesterolemia and xanthomas?", answer: "Cholestasis in primary biliary cholangitis impairs biliary excretion of cholesterol and generates an abnormal lipoprotein (lipoprotein X), so serum cholesterol rises and lipid deposits in the skin as xanthelasma and xanthomas." },
      { question: "Why does primary biliary cholangitis cause osteoporosis and night blindness?", answer: "Reduced bile acid delivery to the intestine in primary biliary cholangitis impairs fat absorption and causes malabsorption of vitamins A, D, E and K; vitamin D deficiency and cholestasis contribute to bone loss, and vitamin A deficiency causes night blindness." }
    ],
    highYield: [
      "Antimitochondrial antibody is the serologic hallmark of primary biliary cholangitis and is highly sensitive and specific.",
      "Elevated serum IgM is typical of primary biliary cholangitis."
    ],
    dontMiss: "A woman with an isolated elevated alkaline phosphatase and a normal ultrasound should be tested for antimitochondrial antibodies, because early ursodiol therapy changes the course of primary biliary cholangitis.",
    icd10: ["K74.3"]
  },
  {
    id: "gi-primary-sclerosing-cholangitis",
    title: "Primary sclerosing cholangitis",
    subject: "Gastroenterology",
    kind: "condition",
    aliases: ["PSC", "sclerosing cholangitis", "beaded bile ducts", "PSC-IBD", "onion-skin fibrosis", "large-duct PSC", "small-duct PSC"],
    definition: "Primary sclerosing cholangitis (PSC) is a chronic, progressive disease of unknown cause in which inflammation and fibrosis of the intrahepatic and/or extrahepatic bile ducts produce multifocal strictures, cholestasis and eventually biliary cirrhosis; it is strongly associated with ulcerative colitis.",
    riskFactors: [
      "Primary sclerosing cholangitis most often affects men, typically diagnosed around age 30 to 40.",
      "About 70% to 80% of patients with primary sclerosing cholangitis in Western countries have inflammatory bowel disease, most often ulcerative colitis, whereas only a small percentage of patients with ulcerative colitis develop PSC."
    ],
    pathophysiology: "Primary sclerosing cholangitis is thought to result from immune-mediated injury to bile duct epithelium in genetically susceptible people, possibly triggered by gut-derived bacterial products, leading to concentric periductal fibrosis that narrows and obliterates bile ducts.",
    presentation: [
      "Primary sclerosing cholangitis is often asymptomatic and found by an elevated alkaline phosphatase in a patient with ulcerative colitis.",
      "Symptoms of primary sclerosing cholangitis include fatigue, pruritus, right upper quadrant pain and jaundice.",
      "Primary sclerosing cholangitis can cause episodes of bacterial cholangitis with fever and jaundice, especially with a dominant stricture or after biliary instrumentation."
    ],
    bestInitialTest: "The initial tests for suspected primary sclerosing cholangitis are liver tests showing a cholestatic pattern (elevated alkaline phosphatase and GGT) and imaging to exclude other causes of biliary obstruction.",
    testOfChoice: "The test of choice for diagnosing primary sclerosing cholangitis is MRCP, which shows multifocal strictures alternating with dilations of the bile ducts ('beading'); ERCP is reserved for therapy and brush cytology.",
    diagnosis: "Liver biopsy in primary sclerosing cholangitis is needed only for suspected small-duct disease (normal cholangiogram) or overlap with autoimmune hepatitis and shows concentric 'onion-skin' periductal fibrosis; serum IgG4 is measured to exclude IgG4-related sclerosing cholangitis, atypical p-ANCA is often positive and antimitochondrial antibody is negative.",
    firstLine: "No medical therapy has been shown to improve survival in primary sclerosing cholangitis, so management centers on treating complications, cancer surveillance and liver transplantation, the only definitive treatment for advanced disease.",
    management: "Ursodeoxycholic acid improves liver tests in primary sclerosing cholangitis, but high doses (28 to 30 mg/kg/day) increased serious adverse outcomes and are not recommended. Symptomatic dominant strictures are treated by ERCP with balloon dilation and brush cytology to exclude cholangiocarcinoma. Bacterial cholangitis is treated with antibiotics and drainage. Pruritus is treated with cholestyramine, and fat-soluble vitamins and bone density are monitored. Liver transplantation is indicated for decompensated cirrhosis, recurrent cholangitis or intractable pruritus, and PSC can recur in the graft.",
    complications: [
      "Primary sclerosing cholangitis carries a high lifetime risk of cholangiocarcinoma (often cited as 10% to 20%), which can arise at any stage of the disease.",
      "Primary sclerosing cholangitis increases the risk of gallbladder cancer and, in patients with inflammatory bowel disease, of colorectal cancer.",
      "Primary sclerosing cholangitis progresses to biliary cirrhosis, portal hypertension and liver failure."
    ],
    keyComparisons: [
      { with: "gi-primary-biliary-cholangitis", difference: "Primary sclerosing cholangitis affects large intrahepatic and extrahepatic ducts in younger men with ulcerative colitis, is AMA-negative and shows beaded strictures on MRCP, whereas primary biliary cholangitis affects small intrahepatic ducts in middle-aged women, is AMA-positive and has a normal cholangiogram." },
      { with: "gi-ulcerative-colitis", difference: "Primary sclerosing cholangitis is much more common with ulcerative colitis than with Crohn disease, and its course is independent of colitis activity, so colectomy neither cures nor prevents PSC." }
    ],
    why: [
      { question: "Why is colectomy not a treatment for primary sclerosing cholangitis?", answer: "Primary sclerosing cholangitis progresses independently of colonic inflammation and can develop or worsen even after colectomy for ulcerative colitis." },
      { question: "Why does primary sclerosing cholangitis look 'beaded' on cholangiography?", answer: "In primary sclerosing cholangitis, multifocal fibrotic strictures alternate with normal or dilated duct segments upstream, producing an irregular beaded appearance of the bile ducts." }
    ],
    highYield: [
      "Patients with primary sclerosing cholangitis and inflammatory bowel disease need surveillance colonoscopy every 1 to 2 years (annually in many guidelines) beginning at the time PSC is diagnosed.",
      "Patients with primary sclerosing cholangitis undergo cholangiocarcinoma surveillance with MRI/MRCP, often with CA 19-9, every 6 to 12 months, plus gallbladder imaging, and gallbladder polyps of 8 mm or larger are an indication for cholecystectomy."
    ],
    dontMiss: "New jaundice, weight loss, a rising CA 19-9 or a new dominant stricture in primary sclerosing cholangitis suggests cholangiocarcinoma and needs ERCP with brush cytology and cross-sectional imaging.",
    icd10: ["K83.01"]
  },
  {
    id: "neuro-epidural-hematoma",
    title: "Epidural hematoma",
    subject: "Neurology",
    kind: "condition",
    aliases: ["EDH", "epidural hemorrhage", "extradural hematoma", "middle meningeal artery bleed", "lucid interval", "biconvex hematoma"],
    definition: "An epidural hematoma is a collection of blood between the inner table of the skull and the dura mater, usually from arterial bleeding after a skull fracture, that can expand rapidly and cause brain herniation.",
    mostCommonCause: "The most common cause of an epidural hematoma is a temporal bone fracture near the pterion that tears the middle meningeal artery, a branch of the maxillary artery.",
    riskFactors: [
      "Epidural hematomas occur mainly in adolescents and young adults after head trauma such as falls, assaults, motor vehicle collisions and sports injuries, and they are uncommon in the elderly because the dura adheres more firmly to the skull with age."
    ],
    pathophysiology: "In an epidural hematoma, arterial blood under pressure strips the dura from the inner table of the skull; because the dura is tightly attached at the sutures, the collection is confined between suture lines and bulges inward in a lens shape, compressing the brain and causing herniation.",
    presentation: [
      "Epidural hematoma classically presents with brief loss of consciousness after head trauma, a lucid interval of minutes to hours, and then rapid deterioration with headache, vomiting, drowsiness and focal deficits, although only a minority of patients show this classic sequence.",
      "An enlarging epidural hematoma causes uncal (transtentorial) herniation with an ipsilateral fixed, dilated pupil from oculomotor nerve compression and contralateral hemiparesis.",
      "Raised intracranial pressure from an epidural hematoma produces the Cushing reflex: hypertension, bradycardia and irregular respirations."
    ],
    bestInitialTest: "The best initial test for suspected epidural hematoma is noncontrast head CT, which shows a biconvex (lens-shaped) hyperdense collection that does not cross suture lines, often with an overlying skull fracture.",
    firstLine: "First-line treatment of a symptomatic or large epidural hematoma is emergency neurosurgical evacuation by craniotomy, and an epidural hematoma larger than 30 mL should be evacuated regardless of the Glasgow Coma Scale score.",
    management: "A small epidural hematoma (under 30 mL, under 15 mm thick and with under 5 mm of midline shift) in a patient with a Glasgow Coma Scale score above 8 and no focal deficit can be observed with serial CT and neurologic examinations in a neurosurgical center. While surgery is arranged, raised intracranial pressure is managed by elevating the head of the bed to 30 degrees, maintaining oxygenation and ventilation and giving mannitol or hypertonic saline, with brief hyperventilation only as a bridge for signs of herniation. Any anticoagulation is reversed.",
    prognosis: "Epidural hematoma has an excellent prognosis when evacuated promptly because the underlying brain is often uninjured, but delayed treatment after herniation leads to death or severe disability.",
    complications: [
      "Untreated epidural hematoma causes uncal herniation, brainstem (Duret) hemorrhages and death."
    ],
    keyComparisons: [
      { with: "neuro-subdural-hematoma", difference: "An epidural hematoma is arterial (middle meningeal artery), biconvex and limited by sutures, often with a lucid interval in a young patient, whereas a subdural hematoma is venous (bridging veins), crescent-shaped and crosses sutures but not the midline, often in elderly or anticoagulated patients." },
      { with: "neuro-subarachnoid-hemorrhage", difference: "Subarachnoid hemorrhage shows blood in the sulci and basal cisterns, usually from a ruptured aneurysm with a thunderclap headache, whereas an epidural hematoma is a lens-shaped collection outside the dura after trauma." }
    ],
    why: [
      { question: "Why does an epidural hematoma not cross suture lines?", answer: "The dura is firmly attached to the skull at the sutures, so blood collecting between the skull and dura cannot dissect past them." },
      { question: "Why does an epidural hematoma cause a blown pupil on the same side?", answer: "The expanding epidural hematoma pushes the medial temporal lobe (uncus) over the tentorium, compressing the ipsilateral oculomotor nerve, whose superficial parasympathetic pupillary fibers are affected first, causing a fixed, dilated pupil." },
      { question: "Why does a lucid interval occur with an epidural hematoma?", answer: "The initial concussion causes brief unconsciousness, the patient then recovers while the arterial bleed enlarges, and deterioration follows once the epidural hematoma produces enough mass effect." }
    ],
    highYield: [
      "A lucid interval is classic for epidural hematoma but is neither sensitive nor specific, occurring in only a minority of cases.",
      "The Kernohan notch phenomenon can cause hemiparesis on the same side as an epidural hematoma when the opposite cerebral peduncle is pushed against the tentorium, a false localizing sign."
    ],
    dontMiss: "Any patient who deteriorates after a seemingly minor head injury, especially with a temporal skull fracture, needs an immediate noncontrast head CT and neurosurgical consultation, because an expanding epidural hematoma can be fatal within hours.",
    icd10: ["S06.4X0A", "S06.4X9A"]
  },
  {
    id: "neuro-subdural-hematoma",
    title: "Subdural hematoma",
    subject: "Neurology",
    kind: "condition",
    aliases: ["SDH", "subdural hemorrhage", "acute subdural hematoma", "chronic subdural hematoma", "bridging vein tear", "crescent-shaped bleed"],
    definition: "A subdural hematoma is a collection of blood between the dura and the arachnoid, usually from tearing of bridging veins, classified as acute (under about 3 days old), subacute (about 3 days to 3 weeks) or chronic (over about 3 weeks).",
    mostCommonCause: "The most common cause of subdural hematoma is head trauma, often minor in older adults, that tears the bridging veins running between the cortex and the dural venous sinuses.",
    riskFactors: [
      "Risk factors for subdural hematoma are older age with brain atrophy, chronic alcohol use, falls, anticoagulant or antiplatelet therapy, coagulopathy and low intracranial pressure (for example, after CSF shunting).",
      "A subdural hematoma in an infant, especially with retinal hemorrhages, suggests abusive head trauma (shaken baby syndrome)."
    ],
    pathophysiology: "In a subdural hematoma, acceleration-deceleration forces shear the bridging veins that cross the subdural space; brain atrophy in older adults and in chronic alcohol use stretches these veins and enlarges the space, so small forces cause bleeding that can accumulate slowly because venous pressure is low.",
    presentation: [
      "Acute subdural hematoma usually follows significant head trauma and presents with depressed consciousness, often without a lucid interval, and with signs of raised intracranial pressure or herniation.",
      "Chronic subdural hematoma presents in older adults over weeks with headache, confusion, fluctuating drowsiness, cognitive decline, gait disturbance or mild hemiparesis, often after a trivial or forgotten fall."
    ],
    bestInitialTest: "The best initial test for suspected subdural hematoma is noncontrast head CT, which shows a crescent-shaped collection along the cerebral convexity that crosses suture lines but not the midline.",
    diagnosis: "On CT, an acute subdural hematoma is hyperdense, a subacute one (about 1 to 3 weeks old) may be isodense to brain and easily missed, and a chronic one is hypodense; MRI is more sensitive for isodense collections.",
    firstLine: "First-line treatment of an acute subdural hematoma thicker than 10 mm or causing more than 5 mm of midline shift is emergency surgical evacuation by craniotomy regardless of the Glasgow Coma Scale score, together with immediate reversal of any anticoagulation.",
    management: "Smaller acute subdural hematomas in stable patients are observed with serial CT and neurologic examinations. Symptomatic chronic subdural hematomas are drained through burr holes, and middle meningeal artery embolization reduces recurrence as an adjunct to surgery. Anticoagulation is reversed with four-factor prothrombin complex concentrate plus intravenous vitamin K for warfarin, idarucizumab for dabigatran, and four-factor prothrombin complex concentrate for factor Xa inhibitors. Raised intracranial pressure is controlled with head elevation and osmotic therapy, and a 7-day course of levetiracetam or phenytoin is used for seizure prophylaxis after severe traumatic brain injury.",
    prognosis: "Acute subdural hematoma has a higher mortality than epidural hematoma because it usually accompanies underlying brain injury, whereas chronic subdural hematoma usually does well after drainage but recurs in a minority of patients.",
    keyComparisons: [
      { with: "neuro-epidural-hematoma", difference: "A subdural hematoma is venous (bridging veins), crescent-shaped and crosses sutures but not the midline, whereas an epidural hematoma is arterial (middle meningeal artery), biconvex and stops at sutures." },
      { with: "neuro-alzheimer-disease", difference: "Chronic subdural hematoma can cause confusion, fluctuating drowsiness and gait change in an older adult that mimics dementia, but it evolves over weeks rather than years and is visible on head CT." }
    ],
    why: [
      { question: "Why are older adults and people with alcohol use disorder prone to subdural hematoma?", answer: "Brain atrophy widens the distance between the brain surface and the dural sinuses and stretches the bridging veins, so minor head movement can tear them, and alcohol adds falls and coagulopathy." },
      { question: "Why does a subdural hematoma cross suture lines but not the midline?", answer: "Blood in the subdural space lies inside the dura, so skull sutures do not restrict it, but the falx cerebri, a fold of dura between the hemispheres, stops it from crossing the midline." },
      { question: "Why can a subacute subdural hematoma be missed on CT?", answer: "As the clot ages over 1 to 3 weeks its density falls until it matches brain tissue (isodense), so the subdural hematoma may be recognized only by mass effect, sulcal effacement or midline shift." }
    ],
    highYield: [
      "Chronic subdural hematoma is a treatable cause of cognitive decline and should be excluded with CT in an older adult with subacute confusion, especially one taking anticoagulants.",
      "Subdural hematomas with retinal hemorrhages and posterior rib fractures in an infant are classic for abusive head trauma."
    ],
    dontMiss: "An older or anticoagulated patient with a fall and any new headache, confusion or drowsiness needs a head CT because subdural hematoma can present days to weeks after a trivial injury, and anticoagulation is reversed immediately if one is found.",
    icd10: ["S06.5X0A", "I62.01", "I62.03", "I62.00"]
  },
  {
    id: "neuro-intracerebral-hemorrhage",
    title: "Intracerebral hemorrhage",
    subject: "Neurology",
    kind: "condition",
    aliases: ["ICH", "intraparenchymal hemorrhage", "hemorrhagic stroke", "hypertensive hemorrhage", "brain bleed", "cerebral amyloid angiopathy", "lobar hemorrhage", "spontaneous intracerebral hemorrhage"],
    definition: "Intracerebral hemorrhage (ICH) is spontaneous, nontraumatic bleeding into the brain parenchyma; it causes about 10% to 15% of strokes and has a higher early mortality than ischemic stroke.",
    mostCommonCause: "The most common cause of spontaneous intracerebral hemorrhage is chronic hypertension, which causes deep hemorrhages in the basal ganglia (most often the putamen), thalamus, pons and cerebellum.",
    causes: [
      "Cerebral amyloid angiopathy, caused by beta-amyloid deposition in cortical vessel walls, is the most common cause of lobar intracerebral hemorrhage in older adults and causes recurrent lobar bleeds.",
      "Other causes of intracerebral hemorrhage include anticoagulant therapy, coagulopathy and thrombocytopenia, arteriovenous and cavernous malformations (important in young patients), sympathomimetic drugs such as cocaine and amphetamines, hemorrhagic transformation of ischemic stroke, brain tumors and cerebral venous thrombosis."
    ],
    pathophysiology: "Chronic hypertension damages small penetrating arteries (lipohyalinosis and Charcot-Bouchard microaneurysms), which rupture into deep brain structures; the hematoma often keeps expanding over the first hours, and surrounding edema and mass effect raise intracranial pressure.",
    presentation: [
      "Intracerebral hemorrhage presents with sudden focal neurologic deficits that often worsen over minutes to hours, typically with headache, vomiting, very high blood pressure and decreasing consciousness.",
      "Putaminal intracerebral hemorrhage causes contralateral hemiparesis and hemisensory loss with gaze deviation toward the side of the hemorrhage.",
      "Cerebellar intracerebral hemorrhage causes sudden vertigo, vomiting, inability to walk and headache, and it can rapidly compress the brainstem or cause obstructive hydrocephalus.",
      "Pontine intracerebral hemorrhage causes coma, quadriplegia and pinpoint pupils."
    ],
    bestInitialTest: "The best initial test for suspected intracerebral hemorrhage, as for any suspected stroke, is an emergency noncontrast head CT, which shows an acute hyperdense collection within the brain parenchyma.",
    diagnosis: "CT angiography in intracerebral hemorrhage detects a 'spot sign' (contrast extravasation that predicts hematoma expansion) and vascular causes such as aneurysms or arteriovenous malformations, and MRI with susceptibility-weighted imaging shows the lobar microbleeds of cerebral amyloid angiopathy or an underlying lesion.",
    firstLine: "First-line management of intracerebral hemorrhage is stabilization of the airway and circulation, rapid blood pressure lowering (for a systolic pressure of 150 to 220 mm Hg, a target of about 140 mm Hg while avoiding falls below 130 mm Hg) and immediate reversal of any anticoagulation, with admission to a stroke or neurocritical care unit.",
    management: "Anticoagulant reversal in intracerebral hemorrhage uses four-factor prothrombin complex concentrate plus intravenous vitamin K for warfarin, idarucizumab for dabigatran, and four-factor prothrombin complex concentrate for factor Xa inhibitors (andexanet alfa was withdrawn from the US market in 2025). Platelet transfusion is not recommended for antiplatelet users who are not having surgery. Cerebellar hemorrhage with neurologic deterioration, brainstem compression or hydrocephalus requires emergency surgical evacuation, and an external ventricular drain treats hydrocephalus. Supportive care includes normoglycemia, treating fever and intermittent pneumatic compression for venous thromboembolism prophylaxis.",
    complications: [
      "Intracerebral hemorrhage is complicated by hematoma expansion (mostly in the first hours), cerebral edema, intraventricular extension with hydrocephalus, herniation and seizures."
    ],
    prognosis: "Intracerebral hemorrhage has a 30-day mortality of roughly 40%, and the ICH score predicts mortality from the Glasgow Coma Scale score, a hematoma volume of 30 mL or more, intraventricular extension, infratentorial location and age 80 or older.",
    keyComparisons: [
      { with: "neuro-acute-ischemic-stroke", difference: "Intracerebral hemorrhage and ischemic stroke cannot be reliably distinguished clinically, so noncontrast CT is required before thrombolysis; headache, vomiting, early decreased consciousness and very high blood pressure favor hemorrhage." },
      { with: "neuro-subarachnoid-hemorrhage", difference: "Subarachnoid hemorrhage presents with a thunderclap headache and blood in the basal cisterns from a ruptured aneurysm, whereas intracerebral hemorrhage presents with a progressive focal deficit and a parenchymal hematoma." }
    ],
    why: [
      { question: "Why is platelet transfusion not given for antiplatelet-associated intracerebral hemorrhage?", answer: "In a randomized trial (PATCH), platelet transfusion in patients taking antiplatelet drugs with intracerebral hemorrhage increased death or dependence, so it is not recommended unless surgery is planned." },
      { question: "Why is blood pressure lowered quickly in intracerebral hemorrhage but allowed to run high in ischemic stroke?", answer: "In intracerebral hemorrhage high pressure promotes hematoma expansion, so early lowering to about 140 mm Hg is reasonable, whereas in ischemic stroke higher pressure maintains perfusion of the ischemic penumbra, so pressure is lowered only above 220/120 mm Hg or to below 185/110 mm Hg before thrombolysis." }
    ],
    highYield: [
      "Hypertensive intracerebral hemorrhage occurs most often in the putamen.",
      "Cerebral amyloid angiopathy causes lobar intracerebral hemorrhages in elderly patients and is associated with Alzheimer disease and the APOE e2 and e4 alleles.",
      "Prophylactic antiseizure medication is not recommended in intracerebral hemorrhage, and only clinical or electrographic seizures are treated."
    ],
    dontMiss: "Check for and reverse anticoagulation immediately in intracerebral hemorrhage, and watch closely for deterioration from hematoma expansion or hydrocephalus, especially in cerebellar hemorrhage, which may need emergency surgery.",
    icd10: ["I61.9", "I61.0"]
  },
  {
    id: "neuro-bell-palsy",
    title: "Bell palsy",
    subject: "Neurology",
    kind: "condition",
    aliases: ["Bell's palsy", "idiopathic facial paralysis", "facial nerve palsy", "CN VII palsy", "peripheral facial palsy", "facial droop"],
    definition: "Bell palsy is an acute, idiopathic, unilateral lower motor neuron paralysis of the facial nerve (cranial nerve VII) that develops over less than 72 hours and affects the whole half of the face, including the forehead.",
    mostCommonCause: "Bell palsy is thought to be caused most often by reactivation of herpes simplex virus type 1 in the geniculate ganglion, with inflammation and swelling of the facial nerve inside the narrow facial canal.",
    riskFactors: [
      "Risk factors for Bell palsy include pregnancy (especially the third trimester and early postpartum period), diabetes mellitus, obesity, hypertension and a recent upper respiratory infection."
    ],
    presentation: [
      "Bell palsy causes unilateral weakness of the entire face: inability to raise the eyebrow or wrinkle the forehead, incomplete eye closure, a flattened nasolabial fold and drooping of the corner of the mouth.",
      "Bell palsy may be preceded or accompanied by pain behind the ear and can cause hyperacusis (stapedius paralysis), loss of taste on the anterior two-thirds of the tongue (chorda tympani) and decreased tearing.",
      "When a patient with Bell palsy tries to close the affected eye, the eyeball rolls upward and the sclera remains visible (Bell phenomenon)."
    ],
    diagnosis: "Bell palsy is a clinical diagnosis of exclusion, and laboratory testing and imaging are not routinely needed for a typical presentation, but Lyme serology is checked in endemic areas and MRI is obtained when features are atypical.",
    firstLine: "First-line treatment of Bell palsy is oral glucocorticoids started within 72 hours of symptom onset (for example, prednisone 60 mg daily for 5 days followed by a 5-day taper, or prednisolone 50 mg daily for 10 days) plus eye protection.",
    management: "An antiviral (valacyclovir or acyclovir) may be added to glucocorticoids in Bell palsy for a possible small benefit, but antivirals alone are ineffective. Eye care is essential: lubricating drops by day, ointment at night and taping or patching the eye closed during sleep to prevent exposure keratitis. Patients with incomplete recovery after 3 months, or with new or worsening features, are reevaluated with imaging and referred to a specialist.",
    prognosis: "Bell palsy has a good prognosis: most patients begin improving within 2 to 3 weeks, about 70% recover fully even without treatment, recovery rates are higher with early glucocorticoids, and incomplete paralysis predicts full recovery.",
    complications: [
      "Bell palsy can cause exposure keratitis and corneal ulceration from incomplete eye closure.",
      "Aberrant regrowth of facial nerve fibers after Bell palsy causes synkinesis (such as eye closure when smiling) and 'crocodile tears' (tearing while eating)."
    ],
    keyComparisons: [
      { with: "neuro-acute-ischemic-stroke", difference: "Bell palsy is a lower motor neuron lesion that weakens the whole half of the face including the forehead, whereas a stroke (upper motor neuron lesion) weakens mainly the lower face and spares the forehead because the upper face receives input from both hemispheres." },
      { with: "id-herpes-zoster", difference: "Ramsay Hunt syndrome (herpes zoster oticus) causes facial palsy with painful vesicles in the ear canal or on the auricle, often with hearing loss or vertigo, and has a worse prognosis than Bell palsy." },
      { with: "id-lyme-disease", difference: "Lyme disease can cause unilateral or bilateral facial palsy in an endemic area, usually in summer, and is treated with doxycycline, whereas Bell palsy is treated with glucocorticoids." }
    ],
    why: [
      { question: "Why does Bell palsy affect the forehead while a stroke spares it?", answer: "The part of the facial motor nucleus supplying the forehead receives input from both cerebral hemispheres, so a unilateral cortical lesion leaves forehead movement intact, whereas the facial nerve lesion in Bell palsy interrupts the final pathway to every facial muscle on that side." },
      { question: "Why does Bell palsy cause sensitivity to loud sounds?", answer: "The facial nerve supplies the stapedius muscle, which dampens movement of the ossicles, so stapedius paralysis in Bell palsy makes ordinary sounds seem uncomfortably loud (hyperacusis)." }
    ],
    highYield: [
      "Bilateral facial palsy is rarely Bell palsy and suggests Lyme disease, sarcoidosis, Guillain-Barré syndrome, HIV or leptomeningeal disease.",
      "Facial weakness that progresses slowly over weeks, recurs on the same side or involves other cranial nerves suggests a tumor (such as a parotid tumor) rather than Bell palsy and requires MRI."
    ],
    dontMiss: "Forehead sparing, other neurologic deficits, vesicles in the ear, bilateral involvement or gradual progression argue against Bell palsy and call for evaluation for stroke, Ramsay Hunt syndrome, Lyme disease or tumor.",
    icd10: ["G51.0"]
  },
  {
    id: "neuro-cluster-headache",
    title: "Cluster headache",
    subject: "Neurology",
    kind: "condition",
    aliases: ["suicide headache", "trigeminal autonomic cephalalgia", "TAC", "episodic cluster headache", "chronic cluster headache", "Horton headache", "histamine headache"],
    definition: "Cluster headache is a primary headache disorder, the most common trigeminal autonomic cephalalgia, with attacks of excruciating unilateral orbital or temporal pain and ipsilateral autonomic symptoms that recur in bouts (clusters) lasting weeks to months.",
    riskFactors: [
      "Cluster headache is about three times more common in men than in women, usually begins between ages 20 and 40, and is associated with cigarette smoking."
    ],
    pathophysiology: "Cluster headache involves activation of the posterior hypothalamus, which explains its circadian and seasonal timing, and of the trigeminal-autonomic reflex, in which trigeminal pain fibers and cranial parasympathetic outflow fire together, producing unilateral pain with tearing and nasal symptoms.",
    presentation: [
      "Cluster headache attacks cause severe, unilateral, stabbing or boring pain around or behind one eye or in the temple, lasting 15 to 180 minutes and occurring from once every other day to eight times a day.",
      "Cluster headache attacks are accompanied by ipsilateral autonomic signs: tearing, conjunctival injection, nasal congestion or rhinorrhea, eyelid edema, facial sweating, and ptosis with miosis (partial Horner syndrome).",
      "During a cluster headache attack the patient is restless and agitated, pacing or rocking, unlike a patient with migraine who lies still.",
      "Cluster headache attacks often occur at the same time each day, frequently waking the patient 1 to 2 hours after falling asleep, and bouts often recur at the same time of year.",
      "Alcohol reliably triggers cluster headache attacks during a bout but not during remission."
    ],
    criteria: {
      name: "ICHD-3 criteria for cluster headache",
      items: [
        "Cluster headache requires at least 5 attacks of severe or very severe unilateral orbital, supraorbital and/or temporal pain lasting 15 to 180 minutes when untreated.",
        "Cluster headache attacks are accompanied by at least one ipsilateral autonomic symptom (conjunctival injection or tearing, nasal congestion or rhinorrhea, eyelid edema, forehead and facial sweating, miosis or ptosis) and/or a sense of restlessness or agitation.",
        "Cluster headache attacks occur from once every other day to 8 times a day for more than half of the time the disorder is active.",
        "Cluster headache is episodic when bouts are separated by remissions of at least 3 months, and chronic when attacks continue for a year or longer without remission or with remissions shorter than 3 months."
      ]
    },
    diagnosis: "Cluster headache is diagnosed clinically with the ICHD-3 criteria, and brain MRI is recommended to exclude secondary causes such as pituitary or other structural lesions.",
    firstLine: "First-line acute treatment of a cluster headache attack is 100% oxygen by non-rebreather mask at 12 to 15 L/min for 15 minutes, or subcutaneous sumatriptan 6 mg, with intranasal zolmitriptan as an alternative.",
    management: "The first-line preventive drug for cluster headache is verapamil, started at the beginning of a bout, with ECG monitoring for heart block as the dose is increased. A short course of oral glucocorticoids or a greater occipital nerve block provides transitional prevention while verapamil takes effect. Other preventive options are lithium and, for episodic cluster headache, galcanezumab. Patients should avoid alcohol during bouts and stop smoking.",
    keyComparisons: [
      { with: "neuro-migraine", difference: "Cluster headache attacks are short (15 to 180 minutes), strictly unilateral around the eye, with ipsilateral autonomic signs and restlessness, and more common in men, whereas migraine attacks last 4 to 72 hours with nausea, photophobia and phonophobia, make the patient lie still, and are more common in women." },
      { with: "neuro-giant-cell-arteritis", difference: "Giant cell arteritis causes a new, persistent temporal headache with jaw claudication and a high ESR in patients over 50, whereas cluster headache causes brief, recurrent, severe orbital attacks with autonomic signs, usually in younger adults." }
    ],
    why: [
      { question: "Why is verapamil monitored with ECGs in cluster headache?", answer: "Cluster headache often needs high doses of verapamil, which slows AV nodal conduction and can cause bradycardia or heart block, so an ECG is checked at baseline and after dose increases." },
      { question: "Why does cluster headache cause a partial Horner syndrome?", answer: "During cluster headache attacks, swelling of the internal carotid artery wall in the cavernous sinus is thought to compress the surrounding sympathetic fibers, causing ptosis and miosis on the side of the pain." }
    ],
    highYield: [
      "Tension-type headache, the most common primary headache, differs from cluster headache by causing bilateral, pressing or band-like pain of mild to moderate intensity without autonomic features, nausea or worsening with activity.",
      "Oral triptans act too slowly for cluster headache attacks, so subcutaneous or intranasal routes are used.",
      "Paroxysmal hemicrania resembles cluster headache but has shorter, more frequent attacks (2 to 30 minutes, more than 5 a day) and responds completely to indomethacin."
    ],
    dontMiss: "A new unilateral headache with Horner syndrome should be evaluated for carotid artery dissection, and a first cluster-like headache in an older patient or with abnormal neurologic findings warrants imaging for a secondary cause.",
    icd10: ["G44.009", "G44.019", "G44.029"]
  },
  {
    id: "neuro-normal-pressure-hydrocephalus",
    title: "Normal pressure hydrocephalus",
    subject: "Neurology",
    kind: "condition",
    aliases: ["NPH", "idiopathic normal pressure hydrocephalus", "iNPH", "wet wobbly wacky", "Hakim syndrome", "adult hydrocephalus"],
    definition: "Normal pressure hydrocephalus (NPH) is a chronic communicating hydrocephalus of older adults with enlarged ventricles and normal cerebrospinal fluid opening pressure, presenting with the triad of gait disturbance, urinary incontinence and cognitive impairment.",
    causes: [
      "Most cases of normal pressure hydrocephalus are idiopathic and occur in people older than about 60.",
      "Secondary normal pressure hydrocephalus follows subarachnoid hemorrhage, meningitis, traumatic brain injury or intracranial surgery, which scar the arachnoid granulations."
    ],
    pathophysiology: "In normal pressure hydrocephalus, impaired cerebrospinal fluid absorption at the arachnoid granulations enlarges the ventricles, and the expanding ventricles stretch periventricular white matter, including corona radiata fibers controlling the legs and bladder, producing gait and urinary symptoms.",
    presentation: [
      "Gait disturbance is usually the first and most prominent feature of normal pressure hydrocephalus: a slow, broad-based, shuffling 'magnetic' gait with difficulty lifting the feet and turning.",
      "Urinary urgency and incontinence in normal pressure hydrocephalus typically appear after the gait disorder and reflect loss of inhibition of the bladder.",
      "Cognitive impairment in normal pressure hydrocephalus follows a subcortical pattern of slowed thinking, apathy, inattention and executive dysfunction."
    ],
    bestInitialTest: "The best initial test for suspected normal pressure hydrocephalus is brain MRI (or CT), which shows ventricular enlargement out of proportion to cortical atrophy (Evans index above 0.3), often with a narrow callosal angle and crowded high-convexity sulci.",
    diagnosis: "The diagnosis of normal pressure hydrocephalus is supported by a high-volume lumbar puncture (tap test removing about 30 to 50 mL of cerebrospinal fluid) with a normal opening pressure followed by objective improvement in gait, or by extended lumbar drainage, and improvement predicts a good response to shunting.",
    firstLine: "First-line treatment of normal pressure hydrocephalus is cerebrospinal fluid diversion with a ventriculoperitoneal shunt in patients who improve after CSF removal.",
    management: "Shunt complications in normal pressure hydrocephalus include infection, obstruction, overdrainage with subdural hematoma or hygroma, and seizures, so patients are followed closely after surgery and shunt settings are adjusted as needed.",
    prognosis: "In normal pressure hydrocephalus, gait improves most reliably after shunting, urinary symptoms improve moderately, and cognitive impairment is least likely to improve, with better outcomes when symptoms are of shorter duration.",
    keyComparisons: [
      { with: "neuro-alzheimer-disease", difference: "Normal pressure hydrocephalus begins with gait disturbance and urinary incontinence and shows ventricles enlarged out of proportion to atrophy, whereas Alzheimer disease begins with memory loss and preserves gait and continence until late." },
      { with: "neuro-parkinson-disease", difference: "The gait of normal pressure hydrocephalus is wide-based and magnetic without resting tremor and does not respond to levodopa, whereas Parkinson disease causes a narrow-based shuffling gait with resting tremor, rigidity and a good levodopa response." }
    ],
    why: [
      { question: "Why is the opening pressure normal in normal pressure hydrocephalus?", answer: "In normal pressure hydrocephalus the ventricles have already enlarged to a new equilibrium, so the mean CSF pressure measured at lumbar puncture is normal, although intermittent pressure waves may occur." },
      { question: "Why does normal pressure hydrocephalus cause leg and bladder symptoms?", answer: "The enlarged lateral ventricles stretch the adjacent periventricular fibers of the corona radiata, which carry motor fibers to the legs and descending cortical control of the bladder." }
    ],
    highYield: [
      "The triad of normal pressure hydrocephalus is often remembered as 'wet, wobbly and wacky': urinary incontinence, gait disturbance and dementia.",
      "Normal pressure hydrocephalus is one of the few potentially reversible causes of dementia."
    ],
    dontMiss: "Consider normal pressure hydrocephalus in any older adult whose gait problem appears early in a cognitive decline, because shunting can restore mobility, and gait improvement after a large-volume lumbar puncture identifies good candidates.",
    icd10: ["G91.2"]
  },
  {
    id: "endo-type-1-diabetes",
    title: "Type 1 diabetes mellitus",
    subject: "Endocrinology",
    kind: "condition",
    aliases: ["T1D", "T1DM", "type 1 diabetes", "insulin-dependent diabetes", "IDDM", "juvenile diabetes", "autoimmune diabetes", "LADA"],
    definition: "Type 1 diabetes is autoimmune destruction of pancreatic beta cells that causes absolute insulin deficiency and requires lifelong insulin; it usually begins in childhood or young adulthood but can start at any age.",
    riskFactors: [
      "Risk factors for type 1 diabetes include a first-degree relative with type 1 diabetes, HLA-DR3 and HLA-DR4 haplotypes and other autoimmune diseases."
    ],
    pathophysiology: "In type 1 diabetes, T cells destroy beta cells in the islets of Langerhans (insulitis) in genetically susceptible people (HLA-DR3 and DR4, with DQ2 and DQ8), and islet autoantibodies against GAD65, insulin, IA-2 and ZnT8 appear months to years before hyperglycemia; symptoms develop when most beta-cell function is lost.",
    presentation: [
      "Type 1 diabetes presents with polyuria, polydipsia, polyphagia, weight loss and fatigue that develop over days to weeks.",
      "Diabetic ketoacidosis is the first presentation of type 1 diabetes in about a third of children.",
      "Type 1 diabetes can cause new bedwetting (secondary enuresis) in a previously toilet-trained child.",
      "Latent autoimmune diabetes in adults (LADA) is slowly progressive type 1 diabetes in adults that is initially mistaken for type 2 diabetes but has positive islet autoantibodies and progresses to insulin dependence."
    ],
    diagnosis: "Type 1 diabetes meets the standard ADA diagnostic thresholds (fasting glucose 126 mg/dL or higher, 2-hour glucose 200 mg/dL or higher on a 75 g oral glucose tolerance test, HbA1c 6.5% or higher, or random glucose 200 mg/dL or higher with classic symptoms), and the type is confirmed by positive islet autoantibodies, with a low C-peptide supporting insulin deficiency.",
    firstLine: "First-line treatment of type 1 diabetes is physiologic insulin replacement with basal plus prandial insulin, given either as multiple daily injections (long-acting basal insulin plus rapid-acting mealtime insulin) or by an insulin pump, preferably an automated insulin delivery (hybrid closed-loop) system with continuous glucose monitoring.",
    management: "The HbA1c target in type 1 diabetes is below 7% for most nonpregnant adults and children if achievable without significant hypoglycemia, with less stringent targets for patients with hypoglycemia unawareness or limited life expectancy. Continuous glucose monitoring is recommended, and everyone on insulin should have glucagon available. Basal insulin is never stopped during illness, and sick-day rules add frequent glucose and ketone checks. Teplizumab, an anti-CD3 monoclonal antibody, delays progression to clinical (stage 3) type 1 diabetes in patients aged 8 and older with stage 2 disease.",
    complications: [
      "The acute complications of type 1 diabetes are diabetic ketoacidosis and hypoglycemia.",
      "The chronic complications of type 1 diabetes are microvascular (retinopathy, nephropathy and neuropathy) and macrovascular (coronary, cerebrovascular and peripheral artery disease)."
    ],
    keyComparisons: [
      { with: "endo-type-2-diabetes", difference: "Type 1 diabetes is autoimmune absolute insulin deficiency with islet autoantibodies, low C-peptide, usual onset in youth and a tendency to ketoacidosis, whereas type 2 diabetes is insulin resistance with progressive relative insulin deficiency, strongly linked to obesity and family history, and rarely causes ketoacidosis." },
      { with: "endo-diabetic-ketoacidosis", difference: "Type 1 diabetes is the underlying disease, and diabetic ketoacidosis is its most dangerous acute complication, triggered by missed insulin, infection or new-onset disease." }
    ],
    why: [
      { question: "Why do patients with type 1 diabetes develop ketoacidosis?", answer: "Without insulin, lipolysis is unrestrained and glucagon is unopposed, so the liver converts the flood of free fatty acids into ketone bodies faster than tissues can use them." },
      { question: "Why must basal insulin be continued when a patient with type 1 diabetes is not eating?", answer: "Basal insulin suppresses hepatic glucose output and ketogenesis, and stopping it in someone with no endogenous insulin leads to ketoacidosis within hours even without food intake." }
    ],
    highYield: [
      "Type 1 diabetes is staged: stage 1 is two or more islet autoantibodies with normal glucose, stage 2 adds asymptomatic dysglycemia, and stage 3 is symptomatic clinical diabetes.",
      "Patients with type 1 diabetes are screened for autoimmune thyroid disease (TSH) and celiac disease (tissue transglutaminase IgA) soon after diagnosis and periodically thereafter.",
      "Screening for complications of type 1 diabetes begins 5 years after diagnosis with an annual dilated eye examination, urine albumin-to-creatinine ratio with eGFR, and foot and neuropathy examination.",
      "Many patients with new type 1 diabetes have a 'honeymoon' period after starting insulin, when residual beta-cell function recovers and insulin requirements fall temporarily.",
      "Morning hyperglycemia in type 1 diabetes can reflect the dawn phenomenon (an early-morning rise in growth hormone and cortisol) or, less commonly, rebound after nocturnal hypoglycemia (Somogyi effect), and an overnight glucose around 3 a.m. or CGM data distinguishes them.",
      "C-peptide is low or undetectable in established type 1 diabetes because endogenous insulin production is lost."
    ],
    dontMiss: "A child or young adult with polyuria, polydipsia and weight loss needs an immediate glucose and ketone check, because delayed diagnosis of type 1 diabetes often leads to diabetic ketoacidosis.",
    icd10: ["E10.9", "E10.65", "E10.10"]
  },
  {
    id: "endo-hyperosmolar-hyperglycemic-state",
    title: "Hyperosmolar hyperglycemic state",
    subject: "Endocrinology",
    kind: "condition",
    aliases: ["HHS", "HHNS", "hyperosmolar hyperglycemic nonketotic syndrome", "hyperosmolar nonketotic coma", "HONK", "hyperglycemic hyperosmolar state", "diabetic hyperosmolar coma"],
    definition: "Hyperosmolar hyperglycemic state (HHS) is an acute complication, mainly of type 2 diabetes, with extreme hyperglycemia, hyperosmolality and profound dehydration but little or no ketoacidosis, often accompanied by altered mental status.",
    mostCommonCause: "The most common precipitant of hyperosmolar hyperglycemic state is infection, especially pneumonia and urinary tract infection.",
    causes: [
      "Other precipitants of hyperosmolar hyperglycemic state are inadequate insulin or medication nonadherence, undiagnosed diabetes, myocardial infarction, stroke, pancreatitis and drugs such as glucocorticoids, thiazide diuretics and atypical antipsychotics.",
      "Hyperosmolar hyperglycemic state typically develops in older adults with limited access to water or impaired thirst, such as nursing home residents."
    ],
    pathophysiology: "In hyperosmolar hyperglycemic state, relative insulin deficiency and raised counterregulatory hormones increase glucose, but residual insulin is enough to suppress lipolysis and ketogenesis; heavy glycosuria causes an osmotic diuresis that loses water in excess of sodium, and inadequate intake leads to profound dehydration, hyperosmolality and reduced kidney function that worsens hyperglycemia.",
    presentation: [
      "Hyperosmolar hyperglycemic state develops over days to weeks with polyuria, polydipsia, weakness and progressive confusion, lethargy or coma.",
      "Hyperosmolar hyperglycemic state causes severe dehydration (dry mucous membranes, tachycardia, hypotension) and can cause focal neurologic deficits or seizures that mimic stroke.",
      "Laboratory findings in hyperosmolar hyperglycemic state are glucose of 600 mg/dL or more (sometimes over 1000 mg/dL), a high effective serum osmolality, minimal ketones, a pH of 7.30 or more and prerenal azotemia."
    ],
    criteria: {
      name: "Diagnostic criteria for hyperosmolar hyperglycemic state (2024 ADA/EASD/JBDS/AACE/DTS consensus)",
      items: [
        "Plasma glucose in hyperosmolar hyperglycemic state is 600 mg/dL or higher.",
        "Hyperosmolality in hyperosmolar hyperglycemic state is an effective serum osmolality above 300 mOsm/kg or a total serum osmolality above 320 mOsm/kg (older ADA criteria required an effective osmolality above 320 mOsm/kg).",
        "Acidosis is absent or mild in hyperosmolar hyperglycemic state: pH 7.30 or higher with a bicarbonate of 15 mEq/L or higher (older ADA criteria used a bicarbonate above 18 mEq/L).",
        "Ketosis is minimal in hyperosmolar hyperglycemic state, with beta-hydroxybutyrate below 3.0 mmol/L or negative to small urine ketones."
      ]
    },
    diagnosis: "Effective serum osmolality in hyperosmolar hyperglycemic state is calculated as 2 × sodium (mEq/L) + glucose (mg/dL)/18, and the measured sodium is corrected for hyperglycemia by adding about 1.6 mEq/L for every 100 mg/dL of glucose above 100 mg/dL.",
    firstLine: "First-line treatment of hyperosmolar hyperglycemic state is aggressive intravenous fluid replacement with isotonic (0.9%) saline, typically 1 to 1.5 L in the first hour, because fluids alone restore perfusion and lower the glucose.",
    management: "After initial resuscitation in hyperosmolar hyperglycemic state, fluids are adjusted to the corrected sodium and volume status, using 0.45% saline when the corrected sodium is normal or high. An intravenous insulin infusion is started once fluid resuscitation is under way and potassium is at least 3.5 mEq/L, and dextrose is added when glucose falls to about 250 to 300 mg/dL. Osmolality should fall gradually (about 3 to 8 mOsm/kg per hour) to limit the risk of cerebral edema and osmotic demyelination. Potassium is replaced, the precipitating cause is treated and venous thromboembolism prophylaxis is given.",
    complications: [
      "Hyperosmolar hyperglycemic state is complicated by venous and arterial thrombosis, rhabdomyolysis, acute kidney injury, seizures and coma.",
      "Overly rapid correction of osmolality in hyperosmolar hyperglycemic state can cause cerebral edema or osmotic demyelination."
    ],
    prognosis: "Hyperosmolar hyperglycemic state has a higher mortality than diabetic ketoacidosis (often cited as 5% to 20%), largely because patients are older and have serious precipitating illnesses.",
    keyComparisons: [
      { with: "endo-diabetic-ketoacidosis", difference: "Hyperosmolar hyperglycemic state occurs mainly in older patients with type 2 diabetes, evolves over days to weeks and has higher glucose (usually over 600 mg/dL), worse dehydration and osmolality and little ketosis or acidosis, whereas diabetic ketoacidosis occurs mainly in type 1 diabetes, evolves over hours to a day and causes an anion-gap metabolic acidosis with ketonemia." }
    ],
    why: [
      { question: "Why does hyperosmolar hyperglycemic state cause little ketoacidosis?", answer: "Patients with hyperosmolar hyperglycemic state still secrete enough insulin to suppress lipolysis and hepatic ketogenesis, though not enough to control glucose." },
      { question: "Why are fluids given before insulin in hyperosmolar hyperglycemic state?", answer: "Insulin drives glucose and water into cells, which can worsen hypotension and shock in a severely volume-depleted patient, whereas fluids alone restore perfusion and lower glucose by improving renal excretion." },
      { question: "Why does mental status track osmolality in hyperosmolar hyperglycemic state?", answer: "Extracellular hyperosmolality pulls water out of brain cells, and the degree of cellular dehydration correlates with drowsiness and coma, so coma with an effective osmolality below about 320 mOsm/kg should prompt a search for another cause." }
    ],
    highYield: [
      "Serum sodium in hyperosmolar hyperglycemic state must be corrected for hyperglycemia, and a high corrected sodium indicates severe free-water loss.",
      "Total body potassium is depleted in hyperosmolar hyperglycemic state even when the serum potassium is normal, and insulin lowers it further."
    ],
    dontMiss: "An older adult with confusion or focal deficits and marked hyperglycemia may have hyperosmolar hyperglycemic state rather than a stroke, and the precipitating infection or myocardial infarction must be sought and treated.",
    icd10: ["E11.00", "E11.01"]
  },
  {
    id: "endo-hypoglycemia",
    title: "Hypoglycemia (including insulinoma and factitious hypoglycemia)",
    subject: "Endocrinology",
    kind: "condition",
    aliases: ["low blood sugar", "insulin reaction", "insulinoma", "Whipple triad", "factitious hypoglycemia", "sulfonylurea overdose", "hypoglycemia unawareness", "insulin shock"],
    definition: "Hypoglycemia is a plasma glucose low enough to cause symptoms or harm; in diabetes it is classified as level 1 (below 70 mg/dL), level 2 (below 54 mg/dL) and level 3 (a severe event with altered mental or physical function requiring assistance), and in people without diabetes it is evaluated only when Whipple triad is documented.",
    mostCommonCause: "The most common cause of hypoglycemia is treatment of diabetes with insulin or insulin secretagogues (sulfonylureas and meglitinides).",
    causes: [
      "Hypoglycemia in diabetes is precipitated by missed or delayed meals, exercise, alcohol, insulin dosing errors and declining kidney function that slows clearance of insulin and sulfonylureas.",
      "Hypoglycemia in ill or medicated people without diabetes is caused by drugs (including alcohol, quinolones, pentamidine and quinine), sepsis, liver failure, kidney failure, adrenal insufficiency and starvation.",
      "Hypoglycemia in seemingly well people without diabetes is caused by insulinoma, surreptitious use of insulin or sulfonylureas, post-bariatric surgery hypoglycemia, insulin autoimmune syndrome and non-islet cell tumors that secrete IGF-2."
    ],
    pathophysiology: "When glucose falls, the normal defenses are suppression of insulin secretion, then release of glucagon and epinephrine, and later cortisol and growth hormone; hypoglycemia occurs when insulin action is inappropriately high or these counterregulatory responses fail, and the brain, which depends on a continuous glucose supply, is affected first.",
    presentation: [
      "Autonomic (neurogenic) symptoms of hypoglycemia are tremor, palpitations, anxiety, sweating, hunger and paresthesias.",
      "Neuroglycopenic symptoms of hypoglycemia are confusion, behavior change, dizziness, blurred vision, focal deficits, seizures and coma.",
      "Hypoglycemia unawareness develops after repeated hypoglycemia in long-standing diabetes, when autonomic warning symptoms are lost and neuroglycopenia is the first sign."
    ],
    criteria: {
      name: "Whipple triad",
      items: [
        "Whipple triad requires symptoms or signs consistent with hypoglycemia.",
        "Whipple triad requires a low plasma glucose measured at the time of symptoms (typically below 55 mg/dL in a person without diabetes).",
        "Whipple triad requires relief of the symptoms when the glucose is raised."
      ]
    },
    diagnosis: "Hypoglycemia in a person without diabetes is evaluated by drawing blood during a spontaneous episode, or during a supervised 72-hour fast for fasting hypoglycemia or a mixed-meal test for postprandial symptoms, for plasma glucose, insulin, C-peptide, proinsulin, beta-hydroxybutyrate and a sulfonylurea and meglitinide screen.",
    firstLine: "First-line treatment of hypoglycemia in an alert patient who can swallow is 15 to 20 g of fast-acting oral glucose, rechecking glucose after 15 minutes and repeating if still low, followed by a meal or snack.",
    management: "Hypoglycemia in a patient who cannot take oral glucose is treated with intravenous dextrose (for example, 25 g as 50% dextrose in adults) or, without IV access, glucagon given intramuscularly, subcutaneously or intranasally. Glucagon is ineffective when hepatic glycogen is depleted, as in alcohol use, starvation or liver failure. Sulfonylurea-induced hypoglycemia needs prolonged observation and dextrose because it recurs, and octreotide is given for recurrent episodes. Thiamine is given with glucose to malnourished or alcohol-dependent patients. Insulinoma is localized with CT, MRI or endoscopic ultrasound and surgically resected, with diazoxide for patients who cannot have surgery.",
    keyComparisons: [
      { with: "endo-multiple-endocrine-neoplasia", difference: "Insulinoma causing hypoglycemia can be part of MEN1, so a patient with an insulinoma should have calcium and PTH checked for primary hyperparathyroidism." },
      { with: "endo-adrenal-insufficiency", difference: "Hypoglycemia from adrenal insufficiency occurs with low insulin and C-peptide and with hypotension or electrolyte abnormalities, whereas insulinoma causes hypoglycemia with inappropriately high insulin and C-peptide." }
    ],
    why: [
      { question: "Why does C-peptide distinguish insulinoma from exogenous insulin?", answer: "Beta cells cleave proinsulin into insulin and C-peptide in equal amounts, so endogenous insulin secretion raises both, whereas injected insulin raises insulin alone and suppresses the patient's own C-peptide." },
      { question: "Why does sulfonylurea-induced hypoglycemia last so long?", answer: "Sulfonylureas stimulate insulin secretion for many hours, and their long half-lives (especially glyburide) and renal clearance mean hypoglycemia can recur for a day or more after an overdose." },
      { question: "Why does octreotide treat sulfonylurea-induced hypoglycemia?", answer: "Octreotide, a somatostatin analog, inhibits insulin release from beta cells and counteracts the sulfonylurea-driven insulin secretion that dextrose infusion otherwise stimulates further." }
    ],
    highYield: [
      "Insulinoma produces hypoglycemia with high insulin, high C-peptide and high proinsulin and a negative sulfonylurea screen.",
      "Surreptitious insulin use produces hypoglycemia with high insulin but low (suppressed) C-peptide, because pharmaceutical insulin contains no C-peptide.",
      "Sulfonylurea or meglitinide misuse produces hypoglycemia with high insulin, high C-peptide and a positive sulfonylurea screen, mimicking insulinoma.",
      "Beta-hydroxybutyrate is low during hypoglycemia caused by insulin or IGF-2 because they suppress ketogenesis, and it is high in non-insulin-mediated hypoglycemia such as prolonged fasting.",
      "Beta-blockers can mask the tremor and palpitations of hypoglycemia, but sweating persists because it is cholinergically mediated.",
      "Insulinoma is the most common functional pancreatic neuroendocrine tumor, is usually small, solitary and benign, and can occur in MEN1."
    ],
    dontMiss: "Check glucose in every patient with altered mental status, seizure or a new focal deficit, and in unexplained hypoglycemia in a healthy person draw plasma glucose, insulin, C-peptide and a sulfonylurea screen during the episode, ideally just before giving glucose.",
    icd10: ["E16.2", "E11.649", "E16.0", "E16.1"]
  },
  {
    id: "endo-congenital-adrenal-hyperplasia",
    title: "Congenital adrenal hyperplasia",
    subject: "Endocrinology",
    kind: "condition",
    aliases: ["CAH", "21-hydroxylase deficiency", "11-beta-hydroxylase deficiency", "17-alpha-hydroxylase deficiency", "salt-wasting CAH", "adrenogenital syndrome", "nonclassic CAH", "CYP21A2"],
    definition: "Congenital adrenal hyperplasia (CAH) is a group of autosomal recessive defects in adrenal steroid synthesis that reduce cortisol production; the resulting ACTH excess causes adrenal hyperplasia and diverts precursors into pathways that, depending on the enzyme, cause androgen excess, mineralocorticoid excess or mineralocorticoid deficiency.",
    mostCommonCause: "The most common cause of congenital adrenal hyperplasia, accounting for about 95% of cases, is 21-hydroxylase deficiency from mutations in CYP21A2.",
    pathophysiology: "In 21-hydroxylase deficiency, progesterone cannot be converted to 11-deoxycorticosterone and 17-hydroxyprogesterone cannot be converted to 11-deoxycortisol, so cortisol and, in the classic salt-wasting form, aldosterone are deficient; low cortisol raises ACTH, and the accumulating 17-hydroxyprogesterone is diverted into adrenal androgens.",
    presentation: [
      "Classic salt-wasting 21-hydroxylase deficiency presents at about 1 to 4 weeks of life with adrenal crisis: vomiting, poor feeding, dehydration, hypotension, hyponatremia, hyperkalemia and hypoglycemia.",
      "Girls (46,XX) with classic 21-hydroxylase deficiency are born with ambiguous or virilized external genitalia but have normal ovaries, uterus and fallopian tubes.",
      "Boys with classic 21-hydroxylase deficiency have normal genitalia at birth and are identified by newborn screening, a salt-wasting crisis or, in the simple virilizing form, early pubic hair, penile enlargement and rapid growth in early childhood.",
      "Nonclassic (late-onset) 21-hydroxylase deficiency presents in adolescence or adulthood with hirsutism, acne, irregular menses and infertility that mimic polycystic ovary syndrome, or in childhood with premature pubarche.",
      "11-beta-hydroxylase deficiency causes virilization plus hypertension and hypokalemia because 11-deoxycorticosterone, a mineralocorticoid, accumulates.",
      "17-alpha-hydroxylase deficiency causes hypertension and hypokalemia with deficient sex steroids, so 46,XX patients lack pubertal development and 46,XY patients are undervirilized with female-appearing external genitalia."
    ],
    bestInitialTest: "The best initial test for 21-hydroxylase deficiency is a serum 17-hydroxyprogesterone level, which is markedly elevated and is measured on newborn screening in every US state.",
    testOfChoice: "The confirmatory test for congenital adrenal hyperplasia, especially the nonclassic form, is a cosyntropin (ACTH) stimulation test measuring 17-hydroxyprogesterone and other steroid precursors, with CYP21A2 genetic testing for confirmation and family counseling.",
    firstLine: "First-line treatment of classic congenital adrenal hyperplasia is glucocorticoid replacement (hydrocortisone in children) to replace cortisol and suppress ACTH-driven androgen excess, plus fludrocortisone and sodium chloride supplements in infancy for the salt-wasting form.",
    management: "Patients with congenital adrenal hyperplasia need stress-dose glucocorticoids during illness, surgery and trauma to prevent adrenal crisis. Treatment is monitored with growth velocity, bone age, 17-hydroxyprogesterone and androstenedione. Crinecerfont, an oral corticotropin-releasing factor type 1 receptor antagonist approved in 2024, is an add-on that lowers ACTH and adrenal androgens so glucocorticoid doses can be reduced. Nonclassic disease is treated only when symptomatic, for example with combined oral contraceptives for hirsutism. Decisions about genital surgery in girls are individualized with the family by a multidisciplinary team.",
    complications: [
      "Untreated salt-wasting congenital adrenal hyperplasia causes fatal adrenal crisis in the newborn period.",
      "Androgen excess in congenital adrenal hyperplasia causes rapid childhood growth with advanced bone age and early epiphyseal closure, leading to short adult height, and can trigger central precocious puberty.",
      "Men with congenital adrenal hyperplasia can develop testicular adrenal rest tumors that impair fertility.",
      "Glucocorticoid overtreatment in congenital adrenal hyperplasia causes growth suppression, obesity and Cushingoid features."
    ],
    keyComparisons: [
      { with: "obgyn-polycystic-ovary-syndrome", difference: "Nonclassic 21-hydroxylase deficiency can be clinically indistinguishable from polycystic ovary syndrome, so an early-morning follicular-phase 17-hydroxyprogesterone is measured in hyperandrogenic women to exclude it." },
      { with: "endo-adrenal-insufficiency", difference: "Congenital adrenal hyperplasia is a congenital cause of primary adrenal insufficiency with high ACTH and usually androgen excess, whereas acquired primary adrenal insufficiency such as autoimmune Addison disease causes low adrenal androgens." }
    ],
    why: [
      { question: "Why do girls but not boys with 21-hydroxylase deficiency have ambiguous genitalia at birth?", answer: "Excess fetal adrenal androgens virilize the external genitalia of a 46,XX fetus, whereas a 46,XY fetus is already exposed to testicular testosterone, so the extra adrenal androgen does not visibly change the genitalia." },
      { question: "Why does 11-beta-hydroxylase deficiency cause hypertension while 21-hydroxylase deficiency causes salt wasting?", answer: "In 11-beta-hydroxylase deficiency the precursor 11-deoxycorticosterone, a potent mineralocorticoid, accumulates and causes sodium retention, whereas in 21-hydroxylase deficiency neither 11-deoxycorticosterone nor aldosterone can be made." },
      { question: "Why are the internal reproductive organs normal in girls with 21-hydroxylase deficiency?", answer: "A 46,XX fetus has ovaries that make no anti-Müllerian hormone, so the Müllerian ducts develop normally into the uterus and fallopian tubes regardless of androgen exposure." }
    ],
    highYield: [
      "All three major forms of congenital adrenal hyperplasia have low cortisol, high ACTH and bilateral adrenal hyperplasia.",
      "Renin is high in salt-wasting 21-hydroxylase deficiency and suppressed in 11-beta-hydroxylase and 17-alpha-hydroxylase deficiencies."
    ],
    dontMiss: "A vomiting, dehydrated newborn aged 1 to 4 weeks with hyponatremia and hyperkalemia, especially a boy with normal genitalia, should be presumed to have salt-wasting congenital adrenal hyperplasia and treated immediately with intravenous saline, dextrose and stress-dose hydrocortisone.",
    icd10: ["E25.0"]
  },
  {
    id: "endo-multiple-endocrine-neoplasia",
    title: "Multiple endocrine neoplasia (MEN1, MEN2A, MEN2B)",
    subject: "Endocrinology",
    kind: "condition",
    aliases: ["MEN", "MEN1", "MEN2A", "MEN2B", "Wermer syndrome", "Sipple syndrome", "RET proto-oncogene", "menin", "multiple endocrine neoplasia type 1", "multiple endocrine neoplasia type 2"],
    definition: "Multiple endocrine neoplasia (MEN) syndromes are autosomal dominant cancer syndromes with tumors of several endocrine glands: MEN1 (parathyroid, pancreatic and duodenal neuroendocrine, and pituitary tumors) from MEN1 gene mutations, and MEN2A and MEN2B (medullary thyroid carcinoma and pheochromocytoma) from activating RET proto-oncogene mutations.",
    pathophysiology: "MEN1 is caused by inactivating mutations of the MEN1 tumor suppressor gene (encoding menin) on chromosome 11, with tumors arising after loss of the normal allele, whereas MEN2A and MEN2B are caused by gain-of-function mutations of the RET proto-oncogene, a receptor tyrosine kinase on chromosome 10.",
    presentation: [
      "MEN1 (the 'three Ps') causes primary hyperparathyroidism from multigland parathyroid hyperplasia, which is the most common and usually the first manifestation, plus pancreatic and duodenal neuroendocrine tumors and pituitary adenomas.",
      "The most common functional pancreatic or duodenal tumor in MEN1 is gastrinoma, causing Zollinger-Ellison syndrome with multiple or refractory peptic ulcers, followed by insulinoma, and the most common pituitary tumor in MEN1 is prolactinoma.",
      "MEN2A causes medullary thyroid carcinoma in nearly all carriers, pheochromocytoma in about half and primary hyperparathyroidism in a minority, and some families also have cutaneous lichen amyloidosis or Hirschsprung disease.",
      "MEN2B causes early, aggressive medullary thyroid carcinoma and pheochromocytoma with mucosal neuromas of the lips and tongue, a marfanoid habitus and intestinal ganglioneuromatosis, but not hyperparathyroidism."
    ],
    diagnosis: "MEN syndromes are diagnosed clinically (two or more characteristic tumors) or by germline genetic testing for MEN1 or RET mutations, first-degree relatives of an affected patient are offered genetic testing, and every patient with medullary thyroid carcinoma is tested for a germline RET mutation.",
    firstLine: "First-line management of RET mutation carriers (MEN2) is prophylactic total thyroidectomy timed by mutation risk: within the first year of life for MEN2B and at or before age 5 for the highest-risk MEN2A mutations (codon 634), or when calcitonin begins to rise for moderate-risk mutations.",
    management: "Pheochromocytoma must be excluded with plasma or urine metanephrines before thyroidectomy or any other surgery in MEN2, and if present it is removed first after alpha-blockade. Primary hyperparathyroidism in MEN1 involves all four glands and is treated with subtotal (three-and-a-half-gland) parathyroidectomy or total parathyroidectomy with autotransplantation. Gastrinoma in MEN1 is treated with high-dose proton pump inhibitors, and resection is considered for larger pancreatic neuroendocrine tumors. Carriers undergo lifelong biochemical and imaging surveillance for each tumor type.",
    keyComparisons: [
      { with: "endo-pheochromocytoma", difference: "Pheochromocytomas in MEN2 are often bilateral and epinephrine-secreting, and they must be found and removed before thyroid surgery, whereas sporadic pheochromocytomas are usually unilateral." },
      { with: "endo-primary-hyperparathyroidism", difference: "Sporadic primary hyperparathyroidism is usually a single parathyroid adenoma cured by removing one gland, whereas hyperparathyroidism in MEN1 is multigland hyperplasia at a younger age that needs subtotal or total parathyroidectomy and often recurs." }
    ],
    why: [
      { question: "Why must pheochromocytoma be ruled out before thyroidectomy in MEN2?", answer: "Anesthesia and surgery in a patient with an unrecognized pheochromocytoma can trigger a catecholamine surge with hypertensive crisis, arrhythmia and death, so it is excluded biochemically and, if present, removed first after alpha-blockade." },
      { question: "Why is thyroidectomy done in childhood for RET mutation carriers?", answer: "Activating RET mutations cause C-cell hyperplasia that progresses to medullary thyroid carcinoma in nearly all carriers, often with early metastasis, so removing the thyroid before cancer develops is curative." }
    ],
    highYield: [
      "Calcitonin is the tumor marker for medullary thyroid carcinoma, which arises from parafollicular C cells and shows amyloid derived from calcitonin.",
      "A patient with hypercalcemia and recurrent or multiple peptic ulcers should be evaluated for MEN1 with PTH and fasting gastrin levels.",
      "MEN1, MEN2A and MEN2B are all inherited in an autosomal dominant pattern.",
      "Correcting hypercalcemia by parathyroidectomy in MEN1 can reduce gastrin secretion and acid output in Zollinger-Ellison syndrome, because calcium stimulates gastrin release."
    ],
    dontMiss: "Medullary thyroid carcinoma, a pheochromocytoma at a young age or in both adrenals, or multigland parathyroid disease should prompt germline genetic testing for a MEN syndrome and screening of family members.",
    icd10: ["E31.21", "E31.22", "E31.23", "E31.20"]
  },
  {
    id: "endo-acromegaly",
    title: "Acromegaly",
    subject: "Endocrinology",
    kind: "condition",
    aliases: ["growth hormone excess", "GH excess", "GH-secreting pituitary adenoma", "somatotroph adenoma", "gigantism", "pituitary gigantism", "IGF-1 excess"],
    definition: "Acromegaly is a chronic disorder of excess growth hormone (GH) secretion after epiphyseal closure, almost always from a GH-secreting pituitary adenoma, that causes overgrowth of bone and soft tissue and systemic complications; GH excess before epiphyseal closure causes gigantism.",
    mostCommonCause: "The most common cause of acromegaly, over 95% of cases, is a growth hormone-secreting pituitary adenoma, usually a macroadenoma at diagnosis.",
    pathophysiology: "In acromegaly, excess growth hormone stimulates hepatic production of insulin-like growth factor 1 (IGF-1), which drives growth of bone, cartilage and soft tissue, while growth hormone itself antagonizes insulin and causes insulin resistance.",
    presentation: [
      "Acromegaly causes enlargement of the hands and feet (increasing ring and shoe size), coarse facial features, frontal bossing, prognathism with widened spaces between the teeth, macroglossia and a deepened voice.",
      "Acromegaly causes excessive sweating, oily skin, skin tags, carpal tunnel syndrome, arthralgias and obstructive sleep apnea.",
      "A pituitary macroadenoma causing acromegaly can produce headaches and bitemporal hemianopia from compression of the optic chiasm.",
      "Acromegaly develops insidiously, and diagnosis is typically delayed for several years after symptoms begin."
    ],
    bestInitialTest: "The best initial test for suspected acromegaly is a serum IGF-1 level, which is elevated for age and sex.",
    testOfChoice: "The confirmatory test for acromegaly is an oral glucose tolerance test in which growth hormone fails to suppress (to below 1 ng/mL, or below about 0.4 ng/mL with sensitive assays) after 75 g of glucose, followed by pituitary MRI to locate the adenoma.",
    firstLine: "First-line treatment of acromegaly is transsphenoidal surgical resection of the pituitary adenoma.",
    management: "If acromegaly persists after surgery or surgery is not possible, medical therapy is used: somatostatin receptor ligands (octreotide, lanreotide, pasireotide), the growth hormone receptor antagonist pegvisomant, or the dopamine agonist cabergoline for mild IGF-1 elevation. Radiation therapy is reserved for residual tumor not controlled by surgery and medication. Control is monitored with IGF-1, and with pegvisomant only IGF-1 is useful because measured growth hormone rises. Patients are evaluated and treated for hypertension, diabetes, sleep apnea, cardiomyopathy and hypopituitarism.",
    complications: [
      "Cardiovascular disease (hypertension, left ventricular hypertrophy, cardiomyopathy and heart failure) is a leading cause of death in untreated acromegaly.",
      "Acromegaly causes insulin resistance and diabetes mellitus, obstructive sleep apnea, degenerative arthritis and colonic polyps, so colonoscopy is recommended at diagnosis.",
      "Acromegaly increases the risk of goiter and thyroid nodules.",
      "A large growth hormone-secreting adenoma can cause hypopituitarism by compressing normal pituitary tissue."
    ],
    keyComparisons: [
      { with: "endo-prolactinoma", difference: "Prolactinomas, the most common functioning pituitary adenomas, are treated first with dopamine agonists, whereas growth hormone-secreting adenomas causing acromegaly are treated first with transsphenoidal surgery." }
    ],
    why: [
      { question: "Why does acromegaly cause diabetes?", answer: "Growth hormone is a counterregulatory hormone that antagonizes insulin action in liver and muscle and increases lipolysis, so chronic excess in acromegaly causes insulin resistance and hyperglycemia." },
      { question: "Why does glucose fail to suppress growth hormone in acromegaly?", answer: "In healthy people hyperglycemia suppresses growth hormone secretion, but an autonomous somatotroph adenoma in acromegaly does not respond normally to this feedback." },
      { question: "Why is IGF-1, not growth hormone, monitored during pegvisomant therapy for acromegaly?", answer: "Pegvisomant blocks the growth hormone receptor, so growth hormone levels rise while IGF-1 falls, and only IGF-1 reflects the biologic effect of treatment." }
    ],
    highYield: [
      "A random growth hormone level is not useful for diagnosing acromegaly because growth hormone is secreted in pulses, whereas IGF-1 reflects integrated growth hormone secretion.",
      "Somatostatin analogs used for acromegaly cause gallstones, diarrhea and glucose intolerance, and pasireotide commonly causes hyperglycemia.",
      "Some growth hormone-secreting adenomas also secrete prolactin, so prolactin is measured in acromegaly.",
      "Acromegaly can occur as part of MEN1 and McCune-Albright syndrome."
    ],
    dontMiss: "Sudden severe headache with visual loss or ophthalmoplegia in a patient with acromegaly suggests pituitary apoplexy, which requires urgent MRI, stress-dose glucocorticoids and neurosurgical evaluation.",
    icd10: ["E22.0"]
  },
  {
    id: "id-osteomyelitis",
    title: "Osteomyelitis",
    subject: "Infectious Disease",
    kind: "condition",
    aliases: ["bone infection", "vertebral osteomyelitis", "diabetic foot osteomyelitis", "acute hematogenous osteomyelitis", "chronic osteomyelitis", "Brodie abscess", "Pott disease", "spinal osteomyelitis"],
    definition: "Osteomyelitis is infection of bone, acquired by hematogenous spread, by contiguous spread from nearby soft tissue or joints (as in diabetic foot ulcers and pressure injuries), or by direct inoculation from trauma or surgery; it is classified as acute or chronic (with necrotic bone).",
    mostCommonCause: "The most common cause of osteomyelitis in all age groups is Staphylococcus aureus.",
    causes: [
      "Salmonella is the classic cause of osteomyelitis in patients with sickle cell disease, although Staphylococcus aureus is also common in these patients.",
      "Pseudomonas aeruginosa causes osteomyelitis after a puncture wound through the sole of a sneaker and in people who inject drugs.",
      "Kingella kingae is a common cause of bone and joint infection in children younger than 4 years.",
      "Pasteurella multocida causes osteomyelitis after cat or dog bites.",
      "Diabetic foot osteomyelitis is often polymicrobial, including Staphylococcus aureus, streptococci, gram-negative bacilli and anaerobes.",
      "Mycobacterium tuberculosis causes vertebral osteomyelitis (Pott disease), usually of the thoracic spine.",
      "Staphylococcus aureus and coagulase-negative staphylococci cause osteomyelitis associated with orthopedic hardware and prosthetic joints."
    ],
    riskFactors: [
      "Risk factors for osteomyelitis include diabetes with neuropathy and vascular disease, injection drug use, bacteremia, hemodialysis, sickle cell disease, open fractures, orthopedic hardware and pressure injuries."
    ],
    pathophysiology: "Hematogenous osteomyelitis in children starts in the metaphysis of long bones, where slow flow in looping capillaries favors bacterial seeding, whereas in adults it most often involves the vertebral bodies and disc; infection raises intraosseous pressure and impairs blood flow, and in chronic osteomyelitis dead bone (sequestrum) becomes surrounded by reactive new bone (involucrum).",
    presentation: [
      "Acute hematogenous osteomyelitis in children presents with fever, localized bone pain and tenderness, and limping or refusal to use the limb.",
      "Vertebral osteomyelitis presents with localized back or neck pain and tenderness, often with fever, and may cause neurologic deficits from an epidural abscess.",
      "Diabetic foot osteomyelitis may be painless and is suggested by an ulcer larger than 2 cm², exposed bone, a positive probe-to-bone test, a red swollen 'sausage toe' or an ulcer that fails to heal despite offloading.",
      "Chronic osteomyelitis presents with persistent pain and a draining sinus tract, often without fever."
    ],
    bestInitialTest: "The best initial imaging test for suspected osteomyelitis is plain radiography, but changes such as periosteal reaction, lytic lesions and cortical destruction take about 2 weeks to appear, so a normal film does not exclude early infection.",
    testOfChoice: "The most sensitive and specific imaging test for osteomyelitis is MRI, and the gold standard for diagnosis is bone biopsy with culture and histology, ideally obtained before antibiotics in a stable patient.",
    diagnosis: "Supporting tests for osteomyelitis are ESR and CRP, which are usually elevated and useful for following response (an ESR above 70 mm/h with a diabetic foot ulcer suggests osteomyelitis), and blood cultures, which are positive in up to about half of hematogenous cases; when blood cultures grow Staphylococcus aureus in vertebral osteomyelitis, bone biopsy may be unnecessary.",
    firstLine: "First-line treatment of osteomyelitis is prolonged, pathogen-directed antibiotic therapy, usually for at least 6 weeks in adults, with empiric vancomycin plus a gram-negative agent such as ceftriaxone or cefepime when the patient is unstable or cultures are pending.",
    management: "Surgical debridement is needed in osteomyelitis with necrotic bone (sequestrum), abscess, infected hardware or failure of antibiotics, and amputation may be required for diabetic foot osteomyelitis with extensive necrosis or ischemia. Highly bioavailable oral antibiotics can complete therapy after initial treatment in many adults, and children with uncomplicated acute hematogenous osteomyelitis can usually switch to oral therapy early and complete about 3 to 4 weeks. Vertebral osteomyelitis with neurologic deficits or an epidural abscess needs urgent surgical evaluation. Response is followed with symptoms and inflammatory markers.",
    complications: [
      "Osteomyelitis can become chronic with sequestrum and draining sinus tracts, and a long-standing sinus tract can develop squamous cell carcinoma (Marjolin ulcer).",
      "Vertebral osteomyelitis is complicated by epidural or paraspinal abscess and spinal cord compression.",
      "Osteomyelitis in children can damage the growth plate and cause limb-length discrepancy, and it can spread into an adjacent joint as septic arthritis.",
      "Osteomyelitis can cause pathologic fractures, and chronic osteomyelitis can cause secondary (AA) amyloidosis."
    ],
    keyComparisons: [
      { with: "id-cellulitis", difference: "Cellulitis is a soft-tissue infection that responds to a short antibiotic course, whereas osteomyelitis under a wound or ulcer needs MRI, bone sampling and at least 6 weeks of therapy, and 'cellulitis' over an ulcer that fails to resolve should raise suspicion of osteomyelitis." }
    ],
    why: [
      { question: "Why does hematogenous osteomyelitis in children affect the metaphysis?", answer: "The metaphysis of a growing long bone has slow-flowing, looping capillaries and sinusoidal veins with few phagocytes, so circulating bacteria settle and multiply there." },
      { question: "Why does osteomyelitis need weeks of antibiotics?", answer: "Infected bone has poor blood flow and contains dead bone and bacterial biofilm that antibiotics penetrate poorly, so prolonged therapy, and sometimes debridement, is needed to eradicate osteomyelitis." },
      { question: "Why is bone biopsy preferred over a swab of the ulcer in diabetic foot osteomyelitis?", answer: "Superficial swabs grow colonizing organisms that often do not match the bone pathogen, whereas a bone biopsy identifies the true organism and its antibiotic susceptibilities." }
    ],
    highYield: [
      "A positive probe-to-bone test, in which a sterile metal probe reaches bone through an ulcer, strongly suggests osteomyelitis in a diabetic foot ulcer.",
      "Brodie abscess is a subacute, walled-off osteomyelitis seen as a lucent metaphyseal lesion with a sclerotic rim.",
      "Osteomyelitis of the vertebrae and of the sternoclavicular and sacroiliac joints is classic in people who inject drugs."
    ],
    dontMiss: "Fever with new back pain, especially in a person who injects drugs, has diabetes or has had bacteremia, needs MRI of the spine to detect vertebral osteomyelitis and epidural abscess before neurologic deficits develop.",
    icd10: ["M86.9", "M46.20", "M86.10"]
  },
  {
    id: "id-herpes-zoster",
    title: "Herpes zoster (shingles)",
    subject: "Infectious Disease",
    kind: "condition",
    aliases: ["shingles", "zoster", "HZ", "VZV reactivation", "herpes zoster ophthalmicus", "HZO", "Ramsay Hunt syndrome", "postherpetic neuralgia", "PHN", "Shingrix"],
    definition: "Herpes zoster (shingles) is reactivation of latent varicella-zoster virus (VZV) from a dorsal root or cranial nerve sensory ganglion, causing a painful vesicular rash in a dermatomal distribution.",
    riskFactors: [
      "The risk of herpes zoster rises with age, especially after 50, because cell-mediated immunity to varicella-zoster virus declines.",
      "Immunosuppression from HIV, malignancy, transplantation, glucocorticoids, JAK inhibitors and other immunosuppressive drugs increases the risk of herpes zoster and of disseminated disease."
    ],
    pathophysiology: "After primary varicella, varicella-zoster virus stays latent in sensory ganglia, and when cell-mediated immunity wanes the virus reactivates and travels along the sensory nerve to the skin, producing neuritis and vesicles in that nerve's dermatome.",
    presentation: [
      "Herpes zoster typically begins with a prodrome of burning, tingling or pain in one dermatome for several days before the rash appears.",
      "The herpes zoster rash is grouped vesicles on an erythematous base in a unilateral dermatomal band that does not cross the midline, and the vesicles crust over in 7 to 10 days.",
      "The most commonly involved region in herpes zoster is the thoracic dermatomes, followed by the ophthalmic division of the trigeminal nerve.",
      "Herpes zoster ophthalmicus involves the ophthalmic division (V1) of the trigeminal nerve, and vesicles on the tip, side or root of the nose (Hutchinson sign) predict eye involvement.",
      "Ramsay Hunt syndrome (herpes zoster oticus) is reactivation in the geniculate ganglion that causes ear pain, vesicles in the ear canal or on the auricle, ipsilateral facial palsy and sometimes hearing loss, tinnitus or vertigo."
    ],
    diagnosis: "Herpes zoster is usually diagnosed clinically, and when the presentation is atypical, PCR of vesicle fluid or a swab of the lesion base is the test of choice.",
    firstLine: "First-line treatment of herpes zoster is an oral antiviral for 7 days, valacyclovir 1 g three times daily, famciclovir, or acyclovir 800 mg five times daily, started within 72 hours of rash onset to speed healing and reduce acute pain.",
    management: "Antivirals are given for herpes zoster even after 72 hours when new lesions are still appearing, in immunocompromised patients and with ophthalmic or otic involvement. Intravenous acyclovir is used for disseminated zoster, severe disease in immunocompromised patients and neurologic complications. Herpes zoster ophthalmicus needs urgent ophthalmology evaluation. Acute pain is treated with analgesics, and postherpetic neuralgia is treated with gabapentin or pregabalin, a tricyclic antidepressant such as nortriptyline, topical lidocaine or capsaicin.",
    complications: [
      "The most common complication of herpes zoster is postherpetic neuralgia, pain persisting at least 90 days after the rash, which is more frequent with older age and severe acute pain.",
      "Herpes zoster ophthalmicus can cause keratitis, uveitis, acute retinal necrosis and vision loss.",
      "Herpes zoster can cause bacterial superinfection, segmental motor weakness, meningoencephalitis, myelitis, VZV vasculopathy with stroke, and disseminated cutaneous or visceral disease in immunocompromised patients."
    ],
    prevention: "Herpes zoster is prevented with the recombinant zoster vaccine (RZV, Shingrix), a nonlive adjuvanted vaccine given as 2 doses 2 to 6 months apart to all adults aged 50 and older and to immunocompromised adults aged 19 and older, including those with prior zoster or prior live zoster vaccine.",
    keyComparisons: [
      { with: "neuro-bell-palsy", difference: "Ramsay Hunt syndrome from herpes zoster causes facial palsy with painful vesicles in the ear canal or on the auricle and often hearing loss or vertigo, whereas Bell palsy causes facial palsy without vesicles and has a better prognosis." }
    ],
    why: [
      { question: "Why does herpes zoster follow a dermatome?", answer: "Varicella-zoster virus reactivates within a single sensory ganglion and travels down that ganglion's sensory fibers to the skin, so the herpes zoster rash maps to the dermatome supplied by that nerve." },
      { question: "Why does Hutchinson sign predict eye involvement in herpes zoster?", answer: "The nasociliary nerve, a branch of the ophthalmic division, supplies both the tip and side of the nose and the cornea and globe, so vesicles on the nose show that this branch, and therefore the eye, is involved." },
      { question: "Why can the recombinant zoster vaccine be given to immunocompromised patients?", answer: "The recombinant zoster vaccine contains only the VZV glycoprotein E antigen with an adjuvant and no live virus, so it cannot cause infection, unlike the former live attenuated vaccine." }
    ],
    highYield: [
      "Herpes zoster lesions can transmit varicella-zoster virus to nonimmune people, causing chickenpox rather than shingles, until all lesions have crusted.",
      "Localized herpes zoster in an immunocompetent patient requires covering the lesions and standard precautions, whereas disseminated zoster, or zoster in an immunocompromised patient, requires airborne plus contact precautions.",
      "The live zoster vaccine (Zostavax) is no longer available in the United States, so the recombinant vaccine is the only zoster vaccine used.",
      "Herpes zoster in a young adult without other risk factors, or involving multiple dermatomes, should prompt HIV testing.",
      "A Tzanck smear showing multinucleated giant cells cannot distinguish herpes zoster from herpes simplex and has been replaced by PCR."
    ],
    dontMiss: "Vesicles on the tip of the nose, eye pain, redness or vision change with herpes zoster require same-day ophthalmology evaluation, and widespread or multi-dermatomal zoster in an immunocompromised patient requires intravenous acyclovir and airborne isolation.",
    icd10: ["B02.9", "B02.29", "B02.30", "B02.21", "B02.7"]
  },
  {
    id: "id-pneumocystis-pneumonia",
    title: "Pneumocystis pneumonia (PCP) in HIV and other immunocompromised patients",
    subject: "Infectious Disease",
    kind: "condition",
    aliases: ["PCP", "PJP", "Pneumocystis jirovecii pneumonia", "Pneumocystis carinii pneumonia", "pneumocystosis", "AIDS pneumonia"],
    definition: "Pneumocystis pneumonia (PCP, or PJP) is an opportunistic pneumonia caused by the fungus Pneumocystis jirovecii in people with impaired cell-mediated immunity, classically untreated HIV with a CD4 count below 200 cells/mm³, and it is an AIDS-defining illness.",
    riskFactors: [
      "The main risk factor for Pneumocystis pneumonia in HIV is a CD4 count below 200 cells/mm³ (or a CD4 percentage below 14%), especially without antiretroviral therapy or prophylaxis.",
      "Pneumocystis pneumonia also occurs without HIV in patients taking prolonged glucocorticoids (for example, prednisone 20 mg or more daily for at least 4 weeks), in solid organ and stem cell transplant recipients, in hematologic malignancy and with other immunosuppressive drugs."
    ],
    pathophysiology: "In Pneumocystis pneumonia, organisms attach to type I alveolar cells and fill the alveoli with a foamy eosinophilic exudate, and the host inflammatory response, which intensifies as organisms die during treatment, is a major cause of impaired gas exchange.",
    presentation: [
      "Pneumocystis pneumonia in HIV presents subacutely over weeks with progressive exertional dyspnea, dry cough and low-grade fever.",
      "Hypoxemia in Pneumocystis pneumonia is often out of proportion to the examination, and oxygen saturation falls markedly with exertion.",
      "Chest radiography in Pneumocystis pneumonia shows bilateral diffuse interstitial or perihilar infiltrates but may be normal early, and CT shows patchy ground-glass opacities.",
      "Serum LDH and beta-D-glucan are usually elevated in Pneumocystis pneumonia, but both are nonspecific.",
      "Pneumocystis pneumonia can cause pneumatoceles (cysts) and spontaneous pneumothorax."
    ],
    bestInitialTest: "The best initial test for diagnosing Pneumocystis pneumonia is induced sputum examined with immunofluorescent antibody staining, silver (methenamine) staining or PCR.",
    testOfChoice: "The most sensitive specimen for Pneumocystis pneumonia is bronchoalveolar lavage fluid examined with immunofluorescent antibody or silver stain for cysts or with PCR, obtained when induced sputum is negative or cannot be collected.",
    firstLine: "First-line treatment of Pneumocystis pneumonia is trimethoprim-sulfamethoxazole (15 to 20 mg/kg/day of the trimethoprim component) for 21 days, given intravenously for moderate to severe disease.",
    management: "Adjunctive prednisone is added in Pneumocystis pneumonia when the room-air PaO2 is below 70 mm Hg or the alveolar-arterial gradient is 35 mm Hg or more, ideally within 72 hours of starting treatment. Alternatives are intravenous pentamidine or primaquine plus clindamycin for moderate to severe disease, and trimethoprim plus dapsone, primaquine plus clindamycin or atovaquone for mild to moderate disease; G6PD deficiency is excluded before dapsone or primaquine. Antiretroviral therapy is started within 2 weeks of beginning treatment. Secondary prophylaxis continues until the CD4 count stays above 200 cells/mm³ for at least 3 months on antiretroviral therapy.",
    prevention: "Primary prophylaxis for Pneumocystis pneumonia in HIV is trimethoprim-sulfamethoxazole (one double-strength or single-strength tablet daily) when the CD4 count is below 200 cells/mm³, the CD4 percentage is below 14% or oropharyngeal candidiasis is present, with dapsone, atovaquone or aerosolized pentamidine as alternatives, and it is stopped when the CD4 count stays above 200 cells/mm³ for at least 3 months on antiretroviral therapy.",
    complications: [
      "Pneumocystis pneumonia can progress to acute respiratory failure requiring mechanical ventilation.",
      "Pneumocystis pneumonia can cause pneumothorax from rupture of subpleural cysts."
    ],
    keyComparisons: [
      { with: "pulm-community-acquired-pneumonia", difference: "Typical bacterial community-acquired pneumonia presents acutely with productive cough and lobar consolidation, whereas Pneumocystis pneumonia presents subacutely with dry cough, exertional hypoxemia and bilateral interstitial or ground-glass infiltrates in an immunocompromised patient." },
      { with: "id-hiv-infection", difference: "Pneumocystis pneumonia is the classic AIDS-defining opportunistic infection at a CD4 count below 200 cells/mm³, and it is prevented with trimethoprim-sulfamethoxazole prophylaxis and antiretroviral therapy." }
    ],
    why: [
      { question: "Why are glucocorticoids given in severe Pneumocystis pneumonia?", answer: "Killing Pneumocystis organisms triggers a burst of alveolar inflammation that can worsen oxygenation in the first days of therapy, and adjunctive prednisone blunts this response, lowering mortality and the need for mechanical ventilation in hypoxemic patients." },
      { question: "Why is G6PD tested before dapsone or primaquine for Pneumocystis pneumonia?", answer: "Dapsone and primaquine are oxidant drugs that can cause hemolytic anemia in G6PD deficiency, and both can also cause methemoglobinemia." }
    ],
    highYield: [
      "Trimethoprim-sulfamethoxazole used for Pneumocystis pneumonia commonly causes rash, fever, cytopenias, hyperkalemia and transaminase elevation and, rarely, Stevens-Johnson syndrome.",
      "Intravenous pentamidine for Pneumocystis pneumonia can cause hypoglycemia or hyperglycemia, pancreatitis, nephrotoxicity, hypotension and QT prolongation.",
      "Pneumocystis jirovecii cannot be cultured, so Pneumocystis pneumonia is diagnosed by staining or PCR of respiratory specimens.",
      "Trimethoprim-sulfamethoxazole prophylaxis for Pneumocystis pneumonia also prevents toxoplasmic encephalitis in patients with a CD4 count below 100 cells/mm³ and positive Toxoplasma IgG.",
      "Pneumocystis pneumonia in patients without HIV usually progresses faster, with more severe hypoxemia and higher mortality, than in patients with HIV."
    ],
    dontMiss: "A patient with HIV and subacute dyspnea, dry cough and desaturation on exertion has Pneumocystis pneumonia until proven otherwise even with a normal chest radiograph, and treatment (with prednisone if hypoxemic) should not wait for confirmation.",
    icd10: ["B59", "B20"]
  },
  {
    id: "id-pelvic-inflammatory-disease",
    title: "Pelvic inflammatory disease",
    subject: "Infectious Disease",
    kind: "condition",
    aliases: ["PID", "salpingitis", "endometritis", "tubo-ovarian abscess", "TOA", "Fitz-Hugh-Curtis syndrome", "upper genital tract infection"],
    definition: "Pelvic inflammatory disease (PID) is infection of the upper female genital tract, any combination of endometritis, salpingitis, tubo-ovarian abscess and pelvic peritonitis, usually caused by organisms ascending from the cervix and vagina.",
    causes: [
      "Pelvic inflammatory disease is classically caused by Neisseria gonorrhoeae and Chlamydia trachomatis, but many cases involve neither and are polymicrobial, with vaginal flora (anaerobes, Gardnerella, Haemophilus, enteric gram-negative rods, streptococci) and Mycoplasma genitalium."
    ],
    riskFactors: [
      "Risk factors for pelvic inflammatory disease include age under 25, multiple or new sex partners, a partner with a sexually transmitted infection, prior PID or STI and inconsistent condom use.",
      "The risk of pelvic inflammatory disease related to an intrauterine device is increased only in the first 3 weeks after insertion."
    ],
    pathophysiology: "In pelvic inflammatory disease, cervical infection breaches the cervical barrier, often around menses, and ascends to the endometrium and fallopian tubes, where inflammation damages the ciliated tubal epithelium and leaves scarring and adhesions.",
    presentation: [
      "Pelvic inflammatory disease presents with lower abdominal or pelvic pain, often bilateral and often beginning during or shortly after menses, with abnormal vaginal discharge, dyspareunia, abnormal bleeding or fever.",
      "Examination in pelvic inflammatory disease shows cervical motion tenderness, uterine tenderness or adnexal tenderness, often with mucopurulent cervical discharge.",
      "Many women with pelvic inflammatory disease have mild or nonspecific symptoms, and subclinical PID still damages the fallopian tubes.",
      "Fitz-Hugh-Curtis syndrome is perihepatitis complicating pelvic inflammatory disease, causing right upper quadrant pain that is often pleuritic, with 'violin-string' adhesions between the liver capsule and the abdominal wall."
    ],
    criteria: {
      name: "CDC 2021 clinical criteria for pelvic inflammatory disease",
      items: [
        "Empiric treatment for pelvic inflammatory disease is started in a sexually active young woman, or a woman at risk for STI, with pelvic or lower abdominal pain, no other identified cause and at least one minimum criterion on pelvic examination: cervical motion tenderness, uterine tenderness or adnexal tenderness.",
        "Additional findings that increase the specificity of a pelvic inflammatory disease diagnosis are oral temperature above 38.3 °C (101 °F), mucopurulent cervical discharge or cervical friability, abundant white cells on saline microscopy of vaginal fluid, elevated ESR or CRP, and laboratory-documented gonorrhea or chlamydia.",
        "The most specific findings for pelvic inflammatory disease are endometritis on endometrial biopsy, thickened fluid-filled tubes or a tubo-ovarian complex on transvaginal ultrasound or MRI, and laparoscopic findings of PID."
      ]
    },
    bestInitialTest: "The first test in suspected pelvic inflammatory disease is a pregnancy test to exclude ectopic pregnancy, followed by nucleic acid amplification tests for gonorrhea and chlamydia (and Mycoplasma genitalium where available), saline microscopy of vaginal discharge, and HIV and syphilis testing.",
    diagnosis: "Pelvic inflammatory disease is a clinical diagnosis and treatment should not wait for test results, and transvaginal ultrasound is obtained when a tubo-ovarian abscess is suspected or the patient is severely ill.",
    firstLine: "First-line outpatient treatment of pelvic inflammatory disease (CDC 2021) is ceftriaxone 500 mg intramuscularly once plus doxycycline 100 mg orally twice daily for 14 days plus metronidazole 500 mg orally twice daily for 14 days.",
    management: "Hospitalization for pelvic inflammatory disease is indicated when a surgical emergency such as appendicitis cannot be excluded, with a tubo-ovarian abscess, in pregnancy, with severe illness, nausea, vomiting or high fever, or after failure of oral therapy. Inpatient regimens include ceftriaxone 1 g IV daily plus doxycycline and metronidazole, cefotetan or cefoxitin plus doxycycline, or clindamycin plus gentamicin. Patients are reassessed within 72 hours, and a tubo-ovarian abscess that does not respond is drained. An intrauterine device does not need to be removed. Sex partners from the previous 60 days are treated, and patients abstain from sex until treatment is complete and symptoms resolve.",
    complications: [
      "Pelvic inflammatory disease causes tubal-factor infertility, ectopic pregnancy and chronic pelvic pain, and the risk rises with each episode.",
      "Pelvic inflammatory disease can form a tubo-ovarian abscess, which may rupture and cause septic shock."
    ],
    prevention: "Pelvic inflammatory disease is prevented by annual chlamydia and gonorrhea screening of sexually active women younger than 25 and of older women at increased risk, prompt treatment of infected women and their partners, and retesting about 3 months after treatment.",
    keyComparisons: [
      { with: "obgyn-ectopic-pregnancy", difference: "Ectopic pregnancy and pelvic inflammatory disease both cause pelvic pain and adnexal tenderness, so a pregnancy test comes first, and PID is itself a major risk factor for later ectopic pregnancy because of tubal scarring." },
      { with: "obgyn-ovarian-torsion", difference: "Ovarian torsion causes sudden severe unilateral pain with nausea and an enlarged ovary with reduced Doppler flow, whereas pelvic inflammatory disease causes more gradual, usually bilateral pain with fever, discharge and cervical motion tenderness." },
      { with: "surg-acute-appendicitis", difference: "Appendicitis causes anorexia and periumbilical pain migrating to the right lower quadrant, whereas pelvic inflammatory disease usually causes bilateral lower abdominal pain with cervical motion tenderness and discharge, and imaging helps when the two cannot be separated clinically." }
    ],
    why: [
      { question: "Why does pelvic inflammatory disease cause infertility and ectopic pregnancy?", answer: "Inflammation in pelvic inflammatory disease destroys the ciliated epithelium of the fallopian tubes and leaves scarring and adhesions that block or slow transport of the ovum and embryo, causing tubal occlusion or implantation in the tube." },
      { question: "Why is metronidazole part of the standard regimen for pelvic inflammatory disease?", answer: "Pelvic inflammatory disease is often polymicrobial with anaerobes and bacterial vaginosis-associated organisms, and adding metronidazole to ceftriaxone and doxycycline improves anaerobic coverage and clearance of endometrial anaerobes." }
    ],
    highYield: [
      "Pelvic inflammatory disease is rare in pregnancy, and a pregnant woman with suspected PID is hospitalized for intravenous antibiotics.",
      "A low threshold for diagnosing and treating pelvic inflammatory disease is recommended because missing it risks infertility and ectopic pregnancy."
    ],
    dontMiss: "Always exclude ectopic pregnancy with a pregnancy test in a woman with pelvic pain, and suspect a tubo-ovarian abscess in a woman with pelvic inflammatory disease who is very ill or not improving within 72 hours.",
    icd10: ["N73.9", "N70.93", "A54.24", "A56.11"]
  },
];
