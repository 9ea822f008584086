import type { WrittenItem } from '../types';

export const itemsA: readonly WrittenItem[] = [
  {
    id: 'gi-w-hepatitis-b-serology-vaccination',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatitis B serology',
    stem:
      'A 26-year-old woman comes to the employee health clinic for screening before starting work as a nurse. She feels well. Her vaccination records are unavailable. She has no history of jaundice, blood transfusion, or injection drug use. Vital signs are normal, and examination shows no abnormalities. Serum ALT is 22 U/L. Serologic testing shows that hepatitis B surface antigen is negative, antibody to hepatitis B surface antigen is positive (120 mIU/mL), and total antibody to hepatitis B core antigen is negative.',
    leadIn: 'Which of the following best explains these serologic findings?',
    options: [
      {
        text: 'Acute hepatitis B infection',
        why: 'Acute infection shows hepatitis B surface antigen and IgM antibody to core antigen; surface antigen is negative here.',
      },
      {
        text: 'Chronic hepatitis B infection',
        why: 'Chronic infection is defined by surface antigen persisting for more than 6 months, with IgG antibody to core antigen and usually no surface antibody.',
      },
      {
        text: 'Immunity from hepatitis B vaccination',
        why: 'The vaccine contains only surface antigen, so vaccinated people have antibody to surface antigen alone, without antibody to core antigen.',
      },
      {
        text: 'Resolved hepatitis B infection',
        why: 'Recovery from natural infection leaves both antibody to surface antigen and IgG antibody to core antigen; core antibody is negative here.',
      },
      {
        text: 'Window period of acute infection',
        why: 'In the window period, surface antigen has cleared but surface antibody is not yet detectable; only IgM antibody to core antigen is positive.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A positive antibody to hepatitis B surface antigen means immunity. Whether the immunity came from infection or vaccination is shown by the core antibody: natural infection exposes the immune system to the core protein, whereas the recombinant vaccine contains only surface antigen. Surface antibody alone, with negative surface antigen and negative core antibody, therefore indicates vaccine-induced immunity; a titer of 10 mIU/mL or more is protective, and no further doses are needed.',
    objective: 'Interpret hepatitis B serology showing vaccine-induced immunity.',
  },
  {
    id: 'gi-w-wilson-disease-gene',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Wilson disease',
    stem:
      'A 19-year-old man is brought to the office by his parents because of a tremor, deteriorating handwriting, and slurred speech for 6 months. During this period, he has become irritable and his grades have declined. Pulse is 76/min, and blood pressure is 118/72 mm Hg. There is mild scleral icterus. A coarse tremor of both arms worsens when they are held outstretched, and speech is dysarthric. Slit-lamp examination shows a golden-brown ring at the periphery of each cornea. Hemoglobin concentration is 11.2 g/dL with a reticulocyte count of 6%. Serum ALT is 88 U/L, AST is 110 U/L, alkaline phosphatase is 40 U/L, and total bilirubin is 2.1 mg/dL. Serum ceruloplasmin concentration is 8 mg/dL (normal 20-40), and 24-hour urinary copper excretion is increased.',
    leadIn: "A mutation in the gene encoding which of the following is the most likely cause of this patient's condition?",
    options: [
      {
        text: 'Alpha-1 antitrypsin',
        why: 'Alpha-1 antitrypsin deficiency causes emphysema and liver disease from retained misfolded protein, not neuropsychiatric disease, corneal rings or low ceruloplasmin.',
      },
      {
        text: 'ATP7B P-type ATPase',
        why: 'ATP7B loads copper onto ceruloplasmin and excretes it into bile; autosomal recessive loss of function causes copper accumulation in the liver, basal ganglia and cornea (Wilson disease).',
      },
      {
        text: 'CFTR chloride channel',
        why: 'CFTR mutations cause cystic fibrosis, with lung, pancreatic and biliary disease but no neurologic or corneal copper deposition.',
      },
      {
        text: 'HFE protein',
        why: 'HFE mutations cause hereditary hemochromatosis, an iron overload disorder that presents later in adulthood with liver disease, diabetes, arthropathy and skin pigmentation.',
      },
      {
        text: 'UDP-glucuronosyltransferase 1A1',
        why: 'Reduced UGT1A1 activity causes Gilbert or Crigler-Najjar syndrome, with unconjugated hyperbilirubinemia and otherwise normal liver tests.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A young patient with liver disease, a movement disorder with dysarthria, psychiatric change, Kayser-Fleischer rings, Coombs-negative hemolysis (anemia with reticulocytosis), a low ceruloplasmin and increased urinary copper has Wilson disease. The cause is biallelic mutation of ATP7B, and treatment is a chelator (penicillamine or trientine) or zinc, with screening of siblings.',
    objective: 'Link Wilson disease to ATP7B mutation and recognize its hepatic, neurologic and ocular features.',
  },
  {
    id: 'gi-w-primary-sclerosing-cholangitis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary sclerosing cholangitis',
    stem:
      'A 34-year-old man comes to the office because of fatigue and generalized itching for 4 months. He has had ulcerative colitis for 8 years, which has been in remission with mesalamine. He drinks alcohol rarely. Temperature is 36.9°C, pulse is 74/min, and blood pressure is 122/76 mm Hg. There are excoriations on the arms and back, and the liver edge is palpable 2 cm below the costal margin. Serum alkaline phosphatase is 480 U/L, gamma-glutamyltransferase is 310 U/L, ALT is 68 U/L, AST is 55 U/L, and total bilirubin is 1.4 mg/dL. Antimitochondrial antibodies are negative. Ultrasonography shows no gallstones. Magnetic resonance cholangiopancreatography shows multifocal short strictures alternating with dilated segments in both the intrahepatic and extrahepatic bile ducts.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Autoimmune hepatitis',
        why: 'Autoimmune hepatitis causes a hepatocellular pattern with high aminotransferases and raised IgG, and the bile ducts are normal on imaging.',
      },
      {
        text: 'Cholangiocarcinoma',
        why: 'Cholangiocarcinoma is a feared complication of this condition, but it usually appears as a single dominant stricture or mass with weight loss and rising bilirubin, not diffuse multifocal beading.',
      },
      {
        text: 'Choledocholithiasis',
        why: 'A bile duct stone causes biliary colic or cholangitis with a dilated duct above a single obstruction; there are no gallstones, and the strictures are diffuse.',
      },
      {
        text: 'Primary biliary cholangitis',
        why: 'Primary biliary cholangitis affects small intrahepatic ducts, mostly in middle-aged women, with positive antimitochondrial antibodies and a normal cholangiogram.',
      },
      {
        text: 'Primary sclerosing cholangitis',
        why: 'Inflammation and fibrosis of intrahepatic and extrahepatic bile ducts produce multifocal strictures and dilations ("beading"), a cholestatic pattern and pruritus, most often in men with ulcerative colitis.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Pruritus, fatigue and a cholestatic pattern of liver tests in a young man with ulcerative colitis, with negative antimitochondrial antibodies and multifocal strictures and dilations of the intrahepatic and extrahepatic ducts on MRCP, establish primary sclerosing cholangitis. Most patients with this disease have inflammatory bowel disease, usually ulcerative colitis. It increases the risk of cholangiocarcinoma, gallbladder cancer and colorectal cancer, so surveillance is needed; liver transplantation is the only definitive treatment.',
    objective: 'Diagnose primary sclerosing cholangitis from cholestasis, ulcerative colitis and a beaded cholangiogram.',
  },
  {
    id: 'gi-w-dysphagia-alarm-features',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Dysphagia with alarm features',
    stem:
      'A 64-year-old man comes to the office because of difficulty swallowing for 3 months. At first, only meat and bread felt stuck behind the lower sternum; he now has trouble with soft foods, but liquids pass normally. He has lost 7 kg during this period. He has had heartburn for 20 years, which he treats with over-the-counter antacids. He has smoked one pack of cigarettes daily for 40 years. BMI is 22 kg/m². Examination shows no abnormalities. Hemoglobin concentration is 11.8 g/dL, and mean corpuscular volume is 76 μm³.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: '24-hour esophageal pH monitoring',
        why: 'Ambulatory pH monitoring quantifies reflux when the diagnosis is uncertain or before antireflux surgery; it does not evaluate a possible obstructing lesion.',
      },
      {
        text: 'Empiric high-dose proton pump inhibitor trial',
        why: 'An empiric trial is appropriate for typical reflux symptoms without alarm features; progressive dysphagia, weight loss and anemia require direct visualization.',
      },
      {
        text: 'Esophageal manometry',
        why: 'Manometry diagnoses motility disorders such as achalasia, which cause dysphagia to both solids and liquids; it is done after a structural lesion has been excluded.',
      },
      {
        text: 'Helicobacter pylori stool antigen test',
        why: 'Testing for H. pylori is part of the evaluation of dyspepsia or peptic ulcer disease, not progressive dysphagia.',
      },
      {
        text: 'Upper endoscopy with biopsy',
        why: 'Endoscopy directly visualizes the esophagus and allows biopsy of a stricture or mass; it is indicated for dysphagia with alarm features such as weight loss and anemia.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Progressive dysphagia that began with solids and now involves softer foods suggests a mechanical obstruction, and weight loss with iron-deficiency anemia are alarm features. Long-standing reflux (a risk for Barrett esophagus and adenocarcinoma) and smoking make esophageal cancer a concern. Upper endoscopy with biopsy is the next step; a peptic stricture is the main benign alternative.',
    objective: 'Evaluate progressive dysphagia with alarm features by upper endoscopy with biopsy.',
  },
  {
    id: 'gi-w-colorectal-screening-family-history',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Colorectal cancer screening',
    stem:
      'A 36-year-old woman comes to the office for a health maintenance examination. She feels well and has no change in bowel habits, rectal bleeding, or weight loss. Her father was diagnosed with colon adenocarcinoma at age 52 years. No other relatives have had colorectal, endometrial, ovarian, or other cancers. She takes no medications. Vital signs are normal, and examination shows no abnormalities. Hemoglobin concentration is 13.4 g/dL.',
    leadIn: 'Which of the following is the most appropriate recommendation for colorectal cancer screening?',
    options: [
      {
        text: 'Colonoscopy now',
        why: 'She has no symptoms or anemia, and screening for one first-degree relative with cancer does not begin before age 40 years.',
      },
      {
        text: 'Colonoscopy beginning at age 40 years',
        why: 'With one first-degree relative diagnosed before age 60 years, colonoscopy starts at age 40 years or 10 years before the relative\'s age at diagnosis, whichever is earlier, and is repeated every 5 years.',
      },
      {
        text: 'Colonoscopy beginning at age 42 years',
        why: 'Ten years before her father\'s diagnosis is age 42, but screening starts at the earlier of that age and age 40 years.',
      },
      {
        text: 'Colonoscopy beginning at age 45 years',
        why: 'Age 45 years is the starting age for average-risk adults; her family history places her at increased risk.',
      },
      {
        text: 'Colonoscopy beginning at age 50 years',
        why: 'Age 50 years is the former average-risk starting age and is too late for an average-risk or an increased-risk patient.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A single first-degree relative with colorectal cancer diagnosed before age 60 years increases risk. Screening colonoscopy begins at age 40 years or 10 years before the youngest affected relative\'s age at diagnosis, whichever comes first, and is repeated every 5 years. Here, 10 years before 52 is 42, so the earlier age, 40 years, applies. A family history suggesting a hereditary syndrome such as Lynch syndrome would call for genetic evaluation and earlier screening.',
    objective: 'Determine the start of colonoscopy screening for a patient with one first-degree relative with early colorectal cancer.',
  },
];
