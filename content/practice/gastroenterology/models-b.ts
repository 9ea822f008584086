import type { ItemModel } from '../types';

const n = (v: string | number | undefined): number => Number(v);

export const modelsB: readonly ItemModel[] = [
  {
    id: 'gi-hereditary-hemochromatosis-treatment',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hereditary hemochromatosis',
    patient: { sex: 'male', age: { min: 44, max: 62 } },
    variables: {
      months: { kind: 'number', min: 6, max: 12, unit: 'months' },
      hr: { kind: 'number', lab: 'heartRate', min: 64, max: 84, expect: 'normal' },
      hb: { kind: 'number', lab: 'hemoglobinMale', min: 14.2, max: 16.4, step: 0.1, expect: 'normal' },
      hba1c: { kind: 'number', lab: 'hba1c', min: 6.6, max: 7.8, step: 0.1, expect: 'high' },
      alt: { kind: 'number', lab: 'alt', min: 58, max: 96, expect: 'high' },
      ast: { kind: 'number', lab: 'ast', min: 45, max: 80, expect: 'high' },
      ferritin: { kind: 'number', lab: 'ferritin', min: 1100, max: 2600, step: 50, thousands: true, expect: 'high' },
      tsat: { kind: 'number', min: 70, max: 88, unit: '%' },
    },
    stem:
      'A {{ageText}} {{person}} comes to the office because of fatigue, aching in both hands, and decreased libido for {{months}}. {{He}} drinks one or two glasses of wine weekly and takes no medications or supplements. Pulse is {{hr}}. The skin has a grayish-bronze tint. There is bony enlargement and tenderness of the second and third metacarpophalangeal joints of both hands. The liver edge is palpable 3 cm below the right costal margin. Hemoglobin A1c is {{hba1c}}. Serum ALT is {{alt}}, AST is {{ast}}, and ferritin is {{ferritin}}; transferrin saturation is {{tsat}}. Hemoglobin concentration is {{hb}}. Tests for viral hepatitis are negative. Genetic testing shows homozygosity for the C282Y mutation of the HFE gene.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    key: {
      text: 'Serial phlebotomy',
      why: 'Weekly removal of about 500 mL of blood (about 250 mg of iron) until ferritin falls to 50-100 ng/mL, then maintenance phlebotomy, is the treatment of hereditary hemochromatosis; it is effective, cheap and well tolerated when hemoglobin is normal.',
    },
    distractors: [
      {
        text: 'Deferoxamine infusion',
        why: 'Iron chelation is for transfusional iron overload or patients who cannot undergo phlebotomy because of anemia; it is less effective and more toxic than phlebotomy.',
      },
      {
        text: 'Oral penicillamine',
        why: 'Penicillamine chelates copper in Wilson disease; it does not remove iron.',
      },
      {
        text: 'Liver transplantation',
        why: 'Transplantation is for decompensated cirrhosis or hepatocellular carcinoma; this patient has compensated disease that responds to iron removal.',
      },
      {
        text: 'Oral prednisone',
        why: 'Glucocorticoids treat autoimmune hepatitis; they have no role in iron overload.',
      },
      {
        text: 'Ursodeoxycholic acid',
        why: 'Ursodeoxycholic acid treats primary biliary cholangitis and gallstone disease, not iron overload.',
      },
    ],
    rationale:
      'Fatigue, hypogonadism, arthropathy of the second and third metacarpophalangeal joints, bronze skin, hepatomegaly, new diabetes, transferrin saturation above 45% with a very high ferritin, and C282Y homozygosity establish HFE hereditary hemochromatosis. Because ferritin exceeds 1,000 ng/mL with raised aminotransferases, liver fibrosis should be assessed (elastography or biopsy). Treatment is serial phlebotomy, and first-degree relatives should be screened.',
    objective: 'Treat hereditary hemochromatosis with serial phlebotomy.',
  },
  {
    id: 'gi-clostridioides-difficile-severe-first-episode',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Clostridioides difficile infection',
    patient: { sex: 'any', age: { min: 56, max: 79 } },
    variables: {
      antibiotic: {
        kind: 'choice',
        values: ['clindamycin for cellulitis', 'ciprofloxacin for a urinary tract infection', 'amoxicillin-clavulanate for sinusitis'],
      },
      daysAgo: { kind: 'number', min: 3, max: 10, unit: 'days' },
      stools: { kind: 'number', min: 7, max: 12 },
      temp: { kind: 'number', lab: 'temperature', min: 38.0, max: 38.7, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 94, max: 110, expect: 'any' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 118, max: 138, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 70, max: 84, expect: 'any' },
      wbc: { kind: 'number', lab: 'wbc', min: 16000, max: 26000, step: 500, thousands: true, expect: 'high' },
      creatinine: { kind: 'number', lab: 'creatinine', min: 0.8, max: 1.2, step: 0.1, expect: 'normal' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 35,
    stem:
      'A {{ageText}} {{person}} comes to the emergency department because of {{stools:v}} watery stools daily and crampy lower abdominal pain for 3 days. {{He}} completed a course of {{antibiotic}} {{daysAgo}} ago. {{He}} has never had this problem before. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The abdomen is soft and not distended, with mild diffuse tenderness and active bowel sounds. Leukocyte count is {{wbc}}, and serum creatinine is {{creatinine}}. A stool nucleic acid amplification test for toxigenic Clostridioides difficile and a stool toxin immunoassay are both positive.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    key: {
      text: 'Oral vancomycin',
      why: 'Oral vancomycin (or fidaxomicin) is first-line for an initial episode of C. difficile infection, including severe disease; oral vancomycin is not absorbed and reaches high concentrations in the colon.',
    },
    distractors: [
      {
        text: 'Intravenous vancomycin',
        why: 'Intravenous vancomycin is not excreted into the colon and does not treat C. difficile infection.',
      },
      {
        text: 'Oral metronidazole',
        why: 'Metronidazole is inferior to vancomycin and fidaxomicin; it is an option only for nonsevere disease when these are unavailable, and this episode is severe.',
      },
      {
        text: 'Oral loperamide',
        why: 'Antimotility drugs are avoided as monotherapy in active C. difficile colitis because they may promote toxin retention and toxic megacolon.',
      },
      {
        text: 'Fecal microbiota transplantation',
        why: 'Fecal microbiota transplantation is for multiply recurrent infection (generally a second recurrence or later), not a first episode.',
      },
      {
        text: 'Oral ciprofloxacin',
        why: 'Fluoroquinolones do not treat C. difficile and are a major risk factor for it; unnecessary antibiotics should be stopped.',
      },
    ],
    rationale:
      'New watery diarrhea after recent antibiotic use with positive toxigenic C. difficile testing is C. difficile infection. A leukocyte count of 15,000/mm³ or more (or creatinine above 1.5 mg/dL) defines severe disease; there is no hypotension, ileus or megacolon to suggest fulminant colitis. An initial episode, nonsevere or severe, is treated with oral vancomycin or fidaxomicin for 10 days.',
    objective: 'Treat a severe first episode of C. difficile infection with oral vancomycin or fidaxomicin.',
  },
  {
    id: 'gi-achalasia-pathophysiology',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Achalasia',
    patient: { sex: 'any', age: { min: 28, max: 54 } },
    variables: {
      months: { kind: 'number', min: 8, max: 14, unit: 'months' },
      weightLoss: { kind: 'number', min: 4, max: 9, unit: 'kg' },
      hr: { kind: 'number', lab: 'heartRate', min: 64, max: 84, expect: 'normal' },
      bmi: { kind: 'number', lab: 'bmi', min: 18.6, max: 22.0, step: 0.1, expect: 'normal' },
      extra: {
        kind: 'choice',
        values: [
          'wakes at night coughing with undigested food in the mouth',
          'often regurgitates undigested food from meals eaten hours earlier',
          'has to drink water and stand up straight to make food pass',
        ],
      },
    },
    stem:
      'A {{ageText}} {{person}} comes to the office because of difficulty swallowing both solid foods and liquids for {{months}}. {{He}} {{extra}} and has occasional chest discomfort after meals. {{He}} has lost {{weightLoss}} during this period. {{He}} has no heartburn, food allergies, or skin tightening and has always lived in the United States. Pulse is {{hr}}. BMI is {{bmi}}. Examination shows no abnormalities. A barium esophagram shows a dilated esophagus with retained fluid and barium, absent peristalsis, and smooth, symmetric tapering at the gastroesophageal junction.',
    leadIn: "Which of the following is the most likely underlying cause of this patient's condition?",
    key: {
      text: 'Loss of inhibitory neurons in the myenteric plexus',
      why: 'Degeneration of nitric oxide- and VIP-producing inhibitory neurons in the esophageal myenteric plexus causes failure of lower esophageal sphincter relaxation and loss of peristalsis (achalasia).',
    },
    distractors: [
      {
        text: 'Fibrosis and atrophy of esophageal smooth muscle',
        why: 'Systemic sclerosis replaces distal esophageal smooth muscle with fibrosis, causing weak peristalsis and an incompetent, low-pressure sphincter with severe reflux, not a tight sphincter.',
      },
      {
        text: 'Eosinophilic infiltration of the esophageal mucosa',
        why: 'Eosinophilic esophagitis causes solid-food dysphagia and food impaction in atopic patients, with rings and furrows rather than a dilated aperistaltic esophagus.',
      },
      {
        text: 'Failed relaxation of the cricopharyngeus muscle',
        why: 'Cricopharyngeal dysfunction causes oropharyngeal dysphagia and Zenker diverticulum, with regurgitation and halitosis; the esophageal body is normal.',
      },
      {
        text: 'Stricture from chronic gastric acid reflux',
        why: 'A peptic stricture causes progressive solid-food dysphagia after long-standing heartburn, not dysphagia to liquids with a dilated esophagus.',
      },
      {
        text: 'Uncoordinated contractions with normal sphincter relaxation',
        why: 'Distal esophageal spasm causes intermittent chest pain and dysphagia with a "corkscrew" esophagus; the sphincter relaxes normally and the esophagus is not dilated.',
      },
    ],
    rationale:
      'Dysphagia to both solids and liquids from the onset, regurgitation of undigested food and weight loss, with a dilated aperistaltic esophagus that tapers smoothly at the gastroesophageal junction ("bird beak"), indicate achalasia. The cause is loss of inhibitory ganglion cells in the myenteric (Auerbach) plexus, so the lower esophageal sphincter fails to relax. Esophageal manometry confirms it, and endoscopy excludes a tumor at the junction (pseudoachalasia). Chagas disease produces the same picture in endemic areas.',
    objective: 'Explain achalasia by loss of inhibitory neurons in the myenteric plexus.',
  },
  {
    id: 'gi-acute-cholangitis-biliary-drainage',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute cholangitis',
    patient: { sex: 'any', age: { min: 52, max: 79 } },
    variables: {
      days: { kind: 'number', min: 1, max: 2 },
      temp: { kind: 'number', lab: 'temperature', min: 38.6, max: 39.6, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 106, max: 122, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 100, max: 118, expect: 'normal' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 60, max: 72, expect: 'normal' },
      wbc: { kind: 'number', lab: 'wbc', min: 15000, max: 22000, step: 500, thousands: true, expect: 'high' },
      bili: { kind: 'number', lab: 'totalBilirubin', min: 3.6, max: 6.8, step: 0.1, expect: 'high' },
      alp: { kind: 'number', lab: 'alkalinePhosphatase', min: 260, max: 480, step: 5, expect: 'high' },
      alt: { kind: 'number', lab: 'alt', min: 120, max: 260, step: 5, expect: 'high' },
      duct: { kind: 'number', min: 11, max: 14, unit: 'mm' },
    },
    derive: (v) => ({ dayText: n(v.days) === 1 ? '1 day' : '2 days' }),
    check: (v) => n(v.dbp) <= n(v.sbp) - 35,
    stem:
      'A {{ageText}} {{person}} comes to the emergency department because of fever, shaking chills, and right upper abdominal pain for {{dayText}}. {{His}} family has noticed that {{his}} eyes are yellow. {{He}} has had several episodes of right upper quadrant pain after fatty meals during the past year. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} is alert and oriented. There is scleral icterus and tenderness in the right upper quadrant without rebound or guarding. Leukocyte count is {{wbc}}, total bilirubin is {{bili}}, alkaline phosphatase is {{alp}}, and ALT is {{alt}}. Ultrasonography shows gallstones and a common bile duct dilated to {{duct}} with an echogenic focus in its distal portion. Blood cultures are drawn, and intravenous fluids and piperacillin-tazobactam are started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Endoscopic retrograde cholangiopancreatography',
      why: 'Acute cholangitis with a bile duct stone needs biliary decompression in addition to antibiotics; ERCP with sphincterotomy and stone extraction (or stent placement) is the preferred drainage method, within 24-48 hours or sooner if the patient does not respond.',
    },
    distractors: [
      {
        text: 'Magnetic resonance cholangiopancreatography',
        why: 'MRCP is a diagnostic test for suspected choledocholithiasis when the probability is intermediate; here the obstruction and cholangitis are established and drainage is needed.',
      },
      {
        text: 'Hepatobiliary iminodiacetic acid scan',
        why: 'Cholescintigraphy diagnoses acute cholecystitis (cystic duct obstruction) when ultrasonography is equivocal; it does not treat bile duct obstruction.',
      },
      {
        text: 'Percutaneous cholecystostomy tube placement',
        why: 'Cholecystostomy drains the gallbladder in acute cholecystitis in patients unfit for surgery; it does not decompress an obstructed common bile duct.',
      },
      {
        text: 'Emergency laparoscopic cholecystectomy',
        why: 'Cholecystectomy is done after the bile duct has been cleared and the cholangitis has resolved, not as emergency treatment of a septic patient with a duct stone.',
      },
      {
        text: 'Observation with intravenous antibiotics alone',
        why: 'Antibiotics without drainage risk progression to septic shock; this patient has at least moderate cholangitis (leukocytosis and a high fever), which calls for early biliary drainage.',
      },
    ],
    rationale:
      'Fever, jaundice and right upper quadrant pain (the Charcot triad), with cholestatic liver tests and a dilated common bile duct containing a stone, establish acute cholangitis from choledocholithiasis. Management is fluid resuscitation, blood cultures, broad-spectrum antibiotics, and biliary drainage, usually by ERCP. Cholecystectomy follows once the patient has recovered, to prevent recurrent biliary events.',
    objective: 'Decompress the bile duct by ERCP in acute cholangitis from choledocholithiasis.',
  },
  {
    id: 'gi-omm-viscerosomatic-gallbladder',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    topic: 'Viscerosomatic reflex: gallbladder',
    patient: { sex: 'female', age: { min: 34, max: 62 } },
    variables: {
      hours: { kind: 'number', min: 10, max: 24, unit: 'hours' },
      temp: { kind: 'number', lab: 'temperature', min: 38.0, max: 38.6, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 92, max: 108, expect: 'any' },
      wbc: { kind: 'number', lab: 'wbc', min: 12500, max: 16500, step: 500, thousands: true, expect: 'high' },
      bili: { kind: 'number', lab: 'totalBilirubin', min: 0.6, max: 1.0, step: 0.1, expect: 'normal' },
    },
    stem:
      'A {{ageText}} {{person}} is admitted to the hospital because of constant right upper quadrant pain for {{hours}} that began after a large meal and radiates to the right shoulder blade. Temperature is {{temp}}, and pulse is {{hr}}. She stops inspiring abruptly when the examiner palpates below the right costal margin. Leukocyte count is {{wbc}}, and total bilirubin is {{bili}}. Ultrasonography shows gallstones, a thickened gallbladder wall, and pericholecystic fluid. Surgical consultation is requested. On osteopathic structural examination, a viscerosomatic reflex related to this condition is found: the paraspinal tissues over several adjacent segments are warm and boggy, with firm, hypertonic deep muscles and restricted motion that does not change with positioning.',
    leadIn: 'At which of the following locations is this reflex most likely found?',
    key: {
      text: 'T5-T9 on the right',
      why: 'The gallbladder receives sympathetic innervation from about T5-T9 through the greater splanchnic nerve and celiac ganglion; its viscerosomatic reflex appears in the right midthoracic paraspinal tissues.',
    },
    distractors: [
      {
        text: 'T1-T4 on the left',
        why: 'Left upper thoracic changes reflect the heart (T1-T5); the head and neck also receive sympathetic fibers from T1-T4.',
      },
      {
        text: 'T10-T11 bilaterally',
        why: 'T10-T11 is the viscerosomatic level for the small intestine, ascending colon, kidneys and gonads.',
      },
      {
        text: 'T12-L2 bilaterally',
        why: 'T12-L2 reflects the descending and sigmoid colon, bladder, uterus and prostate.',
      },
      {
        text: 'L3-L5 on the right',
        why: 'The lower lumbar segments have no preganglionic sympathetic outflow, so they do not host viscerosomatic reflexes.',
      },
      {
        text: 'S2-S4 bilaterally',
        why: 'S2-S4 carries pelvic splanchnic parasympathetic fibers to the distal colon and pelvic organs; the parasympathetic supply of the gallbladder is the vagus nerve.',
      },
    ],
    rationale:
      'Constant right upper quadrant pain after a meal, fever, leukocytosis, inspiratory arrest on subcostal palpation and ultrasonographic wall thickening with pericholecystic fluid indicate acute calculous cholecystitis. Visceral afferents from the gallbladder travel with its sympathetic supply (greater splanchnic nerve, about T5-T9) and produce a right-sided midthoracic viscerosomatic reflex; referred pain to the right shoulder occurs through the phrenic nerve (C3-C5). Definitive treatment is early laparoscopic cholecystectomy.',
    objective: 'Locate the gallbladder viscerosomatic reflex at T5-T9 on the right.',
  },
];
