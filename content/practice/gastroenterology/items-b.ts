import type { WrittenItem } from '../types';

export const itemsB: readonly WrittenItem[] = [
  {
    id: 'gi-w-acute-mesenteric-ischemia',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute mesenteric ischemia',
    stem:
      'A 74-year-old woman is brought to the emergency department because of sudden, severe, periumbilical abdominal pain that began 4 hours ago. She vomited once and had one loose bowel movement. She has atrial fibrillation and stopped taking warfarin 2 months ago because of cost. She is writhing in pain. Temperature is 37.3°C, pulse is 112/min and irregularly irregular, and blood pressure is 138/84 mm Hg. The abdomen is soft and mildly tender diffusely, without guarding or rebound tenderness. Leukocyte count is 17,800/mm³, and serum lactate is 4.1 mmol/L. Abdominal radiographs show no free air or bowel obstruction.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'Abdominal ultrasonography',
        why: 'Ultrasonography evaluates the gallbladder, biliary tree and aorta but is limited by bowel gas and cannot reliably show emboli in the mesenteric arteries.',
      },
      {
        text: 'Colonoscopy',
        why: 'Colonoscopy can show ischemic colitis of the mucosa but not small-bowel ischemia from superior mesenteric artery occlusion, and insufflation may worsen ischemia.',
      },
      {
        text: 'CT angiography of the abdomen and pelvis',
        why: 'Multidetector CT angiography rapidly shows mesenteric arterial occlusion and signs of bowel ischemia and is the diagnostic test of choice.',
      },
      {
        text: 'Hepatobiliary scintigraphy',
        why: 'Cholescintigraphy evaluates acute cholecystitis, which causes right upper quadrant pain and tenderness rather than pain out of proportion to the examination.',
      },
      {
        text: 'Upper endoscopy',
        why: 'Upper endoscopy evaluates peptic ulcer disease and upper gastrointestinal bleeding; it does not assess the mesenteric circulation.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Sudden, severe abdominal pain out of proportion to a benign-appearing examination, with vomiting and diarrhea (gut emptying), leukocytosis and a raised lactate in a patient with untreated atrial fibrillation, suggests acute embolic occlusion of the superior mesenteric artery. CT angiography is the next step and should not be delayed for a normal lactate or radiograph. Management includes fluids, heparin, broad-spectrum antibiotics and urgent revascularization, with laparotomy if there is peritonitis or nonviable bowel.',
    objective: 'Diagnose suspected acute mesenteric ischemia with CT angiography.',
  },
  {
    id: 'gi-w-gastrinoma-diagnosis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Zollinger-Ellison syndrome',
    stem:
      'A 45-year-old man comes to the office because of burning epigastric pain and watery diarrhea for 6 months. The pain and diarrhea both improve while he takes omeprazole and recur within days of stopping it. He takes no NSAIDs or aspirin. Upper endoscopy last month showed prominent gastric folds and three ulcers in the second and third portions of the duodenum; gastric biopsies were negative for Helicobacter pylori. Vital signs are normal. There is mild epigastric tenderness. Hemoglobin concentration is 14.1 g/dL, and serum calcium is 9.3 mg/dL.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'CT of the abdomen with contrast',
        why: 'Cross-sectional imaging (or somatostatin receptor PET) is used to localize a gastrinoma once hypergastrinemia has been confirmed biochemically, not as the first test.',
      },
      {
        text: 'Fasting serum gastrin concentration',
        why: 'A markedly raised fasting gastrin with acidic gastric pH (ideally measured after the proton pump inhibitor is held, if safe) confirms a gastrinoma; a secretin stimulation test helps when values are equivocal.',
      },
      {
        text: 'Fecal elastase concentration',
        why: 'Low fecal elastase indicates exocrine pancreatic insufficiency, which causes fatty stools rather than acid-driven ulcers and diarrhea that respond to a proton pump inhibitor.',
      },
      {
        text: 'Upper gastrointestinal barium series',
        why: 'The ulcers have already been seen endoscopically; barium studies add nothing to the search for their cause.',
      },
      {
        text: 'Urea breath test',
        why: 'H. pylori has already been excluded by biopsy, and it does not explain multiple distal duodenal ulcers with diarrhea.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Multiple ulcers beyond the duodenal bulb, prominent gastric folds, and diarrhea that responds to acid suppression, in a patient without H. pylori infection or NSAID use, suggest gastrin hypersecretion from a gastrinoma (Zollinger-Ellison syndrome); acid inactivates pancreatic enzymes and damages the small-bowel mucosa, causing diarrhea. The first test is a fasting serum gastrin, interpreted with gastric pH because acid suppression itself raises gastrin. Once confirmed, the tumor is localized, and MEN1 is screened for with serum calcium and PTH.',
    objective: 'Confirm suspected Zollinger-Ellison syndrome with a fasting serum gastrin level.',
  },
  {
    id: 'gi-w-spontaneous-bacterial-peritonitis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Spontaneous bacterial peritonitis',
    stem:
      'A 58-year-old man with alcohol-associated cirrhosis and ascites comes to the emergency department because of diffuse abdominal discomfort and increasing abdominal girth for 2 days. He stopped drinking alcohol 1 year ago. He has not been hospitalized or received antibiotics in the past year. He takes furosemide, spironolactone, and propranolol. Temperature is 38.1°C, pulse is 96/min, and blood pressure is 112/70 mm Hg. He is oriented, without asterixis. The abdomen is distended with shifting dullness and mild diffuse tenderness, without rigidity. Serum creatinine is 1.3 mg/dL, and total bilirubin is 3.2 mg/dL. Diagnostic paracentesis yields cloudy fluid with a leukocyte count of 1,100/mm³ (60% neutrophils), total protein of 0.9 g/dL, and glucose of 95 mg/dL; Gram stain shows no organisms, and cultures are pending.',
    leadIn: 'In addition to intravenous albumin, which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Cefotaxime',
        why: 'A third-generation cephalosporin covers the usual enteric gram-negative bacilli (Escherichia coli, Klebsiella) and streptococci and is the empiric treatment for community-acquired spontaneous bacterial peritonitis.',
      },
      {
        text: 'Fluconazole',
        why: 'Fungal peritonitis is rare and occurs mainly after prolonged antibiotic exposure or hospitalization; antifungals are not empiric therapy.',
      },
      {
        text: 'Metronidazole',
        why: 'Metronidazole covers anaerobes, which are rarely the cause of spontaneous bacterial peritonitis; anaerobes suggest secondary peritonitis from a perforation or abscess.',
      },
      {
        text: 'Rifaximin',
        why: 'Rifaximin is a poorly absorbed antibiotic used to prevent recurrent hepatic encephalopathy; it does not treat peritonitis.',
      },
      {
        text: 'Vancomycin',
        why: 'Vancomycin covers gram-positive organisms including MRSA; it is added for nosocomial infection or known MRSA colonization, not as sole empiric therapy.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Fever and abdominal tenderness in a patient with cirrhotic ascites, with an ascitic neutrophil count of 660/mm³ (at least 250/mm³ is diagnostic), establish spontaneous bacterial peritonitis. The low ascitic protein, normal ascitic glucose and absence of organisms on Gram stain argue against secondary peritonitis from a perforation (which typically gives protein above 1 g/dL, glucose below 50 mg/dL and a polymicrobial Gram stain). Empiric treatment of community-acquired infection is a third-generation cephalosporin such as cefotaxime (broader coverage is used for nosocomial infection), plus intravenous albumin when creatinine exceeds 1 mg/dL, urea nitrogen exceeds 30 mg/dL or bilirubin exceeds 4 mg/dL, which reduces kidney failure and death. Long-term antibiotic prophylaxis follows recovery.',
    objective: 'Treat spontaneous bacterial peritonitis with a third-generation cephalosporin plus albumin when indicated.',
  },
  {
    id: 'gi-w-lactulose-mechanism',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatic encephalopathy',
    stem:
      'A 61-year-old woman with cirrhosis from chronic hepatitis C is brought to the emergency department by her husband because of confusion and daytime sleepiness for 2 days. She had not had a bowel movement for 5 days before this. Temperature is 36.9°C, pulse is 84/min, and blood pressure is 116/70 mm Hg. She is disoriented to time and place. There is scleral icterus, a flapping tremor of the outstretched hands, and shifting dullness of the abdomen. Serum sodium, glucose, and creatinine concentrations are normal. Diagnostic paracentesis shows an ascitic neutrophil count of 40/mm³. Stool is negative for occult blood. Lactulose is started.',
    leadIn: "Which of the following is the primary mechanism by which this drug improves the patient's mental status?",
    options: [
      {
        text: 'Acidification of colonic contents, trapping ammonium',
        why: 'Colonic bacteria ferment lactulose to short-chain acids; the lower pH converts ammonia to poorly absorbed ammonium, which is expelled by the drug\'s osmotic laxative effect.',
      },
      {
        text: 'Antagonism of benzodiazepine binding sites',
        why: 'Flumazenil reverses benzodiazepine effects and can transiently improve encephalopathy, but it is not how lactulose works and is not standard treatment.',
      },
      {
        text: 'Enhancement of hepatic urea cycle activity',
        why: 'L-ornithine L-aspartate stimulates ammonia detoxification through the urea cycle and glutamine synthesis; lactulose acts in the colon.',
      },
      {
        text: 'Increased renal excretion of ammonia',
        why: 'Lactulose does not act on the kidney; hypokalemia and alkalosis actually increase renal ammonia production and worsen encephalopathy.',
      },
      {
        text: 'Inhibition of bacterial RNA polymerase',
        why: 'This is the mechanism of rifaximin, which reduces ammonia-producing gut bacteria and is added to lactulose to prevent recurrent encephalopathy.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Confusion, somnolence and asterixis in a patient with cirrhosis indicate overt hepatic encephalopathy, here precipitated by constipation; infection, bleeding and electrolyte disturbances have been excluded. Lactulose, a nonabsorbable disaccharide, is fermented by colonic bacteria to acids that lower luminal pH, converting ammonia (NH3) to ammonium (NH4+), which is not absorbed, while its osmotic effect speeds its excretion. The dose is titrated to two to three soft stools daily.',
    objective: 'Explain how lactulose lowers ammonia absorption in hepatic encephalopathy.',
  },
  {
    id: 'gi-w-omm-chapman-appendix',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    topic: 'Chapman reflex points: appendix',
    stem:
      'A 19-year-old man comes to the emergency department because of abdominal pain for 14 hours. The pain began around the umbilicus and has moved to the right lower quadrant; he has had nausea and no appetite. Temperature is 38.0°C, pulse is 98/min, and blood pressure is 124/76 mm Hg. There is tenderness with guarding two-thirds of the way from the umbilicus to the right anterior superior iliac spine, and pain in the right lower quadrant when the left lower quadrant is pressed. Leukocyte count is 13,800/mm³ with 82% neutrophils. Surgical consultation is requested. On osteopathic examination, a small, firm, tender nodule consistent with an anterior Chapman reflex point related to this condition is palpated.',
    leadIn: 'Which of the following is the most likely location of this nodule?',
    options: [
      {
        text: 'Lateral thigh along the iliotibial band',
        why: 'Chapman points along the iliotibial band on the lateral thigh relate to the colon.',
      },
      {
        text: 'One inch superior and lateral to the umbilicus',
        why: 'The anterior Chapman point 1 inch superior and 1 inch lateral to the umbilicus relates to the kidney.',
      },
      {
        text: 'Second intercostal space adjacent to the sternum',
        why: 'The second intercostal space next to the sternum is the anterior Chapman point for the heart.',
      },
      {
        text: 'Third intercostal space adjacent to the sternum',
        why: 'The third intercostal space next to the sternum is the anterior Chapman point for the upper lung.',
      },
      {
        text: 'Tip of the right 12th rib',
        why: 'The anterior Chapman reflex point for the appendix is at the tip of the right 12th rib; its posterior point is near the transverse process of T11.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Periumbilical pain migrating to the right lower quadrant with anorexia, low-grade fever, focal right lower quadrant tenderness, pain on left-sided palpation and leukocytosis indicate acute appendicitis. Its anterior Chapman reflex point is at the tip of the right 12th rib. Chapman points are diagnostic aids reflecting visceral dysfunction; they do not replace imaging and surgical evaluation, and appendectomy is the treatment.',
    objective: 'Locate the anterior Chapman reflex point for the appendix at the tip of the right 12th rib.',
  },
  {
    id: 'gi-w-omm-sacral-parasympathetic-colon',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    topic: 'Autonomic innervation of the colon in OMT',
    stem:
      'A 58-year-old woman comes to the office because of chronic constipation for 2 years, with hard stools every 3 to 4 days and straining. Colonoscopy 1 year ago showed no abnormalities. Her serum TSH, calcium, and glucose concentrations are normal, and she takes no constipating medications. She has increased her fiber and fluid intake with partial improvement. Vital signs are normal. The abdomen is soft and nontender, and rectal examination shows no abnormalities. Her physician plans osteopathic manipulative treatment directed at the parasympathetic innervation of the sigmoid colon and rectum.',
    leadIn: 'Treatment directed at which of the following regions most directly influences this parasympathetic innervation?',
    options: [
      {
        text: 'Lower thoracic spine (T10-T11)',
        why: 'T10-T11 carries sympathetic fibers to the small intestine and proximal colon, not parasympathetic supply.',
      },
      {
        text: 'Midthoracic spine (T5-T9)',
        why: 'T5-T9 provides sympathetic innervation to the upper gastrointestinal organs through the greater splanchnic nerve.',
      },
      {
        text: 'Occipitoatlantal region',
        why: 'The vagus nerve, influenced at the occipitoatlantal region and C1-C2, supplies parasympathetic fibers to the gut only as far as the proximal two-thirds of the transverse colon.',
      },
      {
        text: 'Sacrum (S2-S4)',
        why: 'The pelvic splanchnic nerves from S2-S4 supply parasympathetic fibers to the distal transverse, descending and sigmoid colon and rectum, so sacral techniques target this outflow.',
      },
      {
        text: 'Thoracolumbar junction (T12-L2)',
        why: 'T12-L2 provides sympathetic innervation to the distal colon and pelvic organs, which slows rather than promotes colonic motility.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Parasympathetic activity promotes colonic motility and defecation. The vagus nerve supplies the gut as far as the junction of the middle and distal thirds of the transverse colon; beyond that, parasympathetic fibers come from the pelvic splanchnic nerves (S2-S4). OMT aimed at the parasympathetic supply of the sigmoid colon and rectum is therefore directed at the sacrum, for example sacral rocking or sacral inhibition, while thoracolumbar techniques such as rib raising address sympathetic tone.',
    objective: 'Identify S2-S4 (sacrum) as the parasympathetic target for the distal colon in OMT.',
  },
];
