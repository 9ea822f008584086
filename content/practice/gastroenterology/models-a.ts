import type { ItemModel } from '../types';

const n = (v: string | number | undefined): number => Number(v);

export const modelsA: readonly ItemModel[] = [
  {
    id: 'gi-gallstone-pancreatitis-initial-management',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute pancreatitis',
    patient: { sex: 'any', age: { min: 36, max: 72 } },
    variables: {
      hours: { kind: 'number', min: 6, max: 18, unit: 'hours' },
      temp: { kind: 'number', lab: 'temperature', min: 36.8, max: 37.6, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 102, max: 118, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 18, max: 22, expect: 'any' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 132, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 68, max: 82, expect: 'any' },
      lipase: { kind: 'number', lab: 'lipase', min: 900, max: 3200, step: 50, expect: 'high' },
      alt: { kind: 'number', lab: 'alt', min: 180, max: 320, step: 5, expect: 'high' },
      ast: { kind: 'number', lab: 'ast', min: 150, max: 280, step: 5, expect: 'high' },
      bili: { kind: 'number', lab: 'totalBilirubin', min: 0.6, max: 1.0, step: 0.1, expect: 'normal' },
      wbc: { kind: 'number', lab: 'wbc', min: 11500, max: 15500, step: 100, thousands: true, expect: 'high' },
      calcium: { kind: 'number', lab: 'calcium', min: 8.6, max: 9.4, step: 0.1, expect: 'normal' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 35 && n(v.ast) <= n(v.alt),
    stem:
      'A {{ageText}} {{person}} comes to the emergency department because of severe, constant epigastric pain that radiates to the back, with nausea and vomiting, for {{hours}}. {{He}} rarely drinks alcohol and takes no medications. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The sclerae are anicteric. The epigastrium is tender with voluntary guarding; bowel sounds are hypoactive. Serum lipase is {{lipase}}, ALT is {{alt}}, AST is {{ast}}, total bilirubin is {{bili}}, and calcium is {{calcium}}. Leukocyte count is {{wbc}}. Ultrasonography shows multiple gallstones without gallbladder wall thickening; the common bile duct measures 4 mm in diameter.',
    leadIn: 'Which of the following is the most appropriate initial management?',
    key: {
      text: 'Intravenous lactated Ringer solution',
      why: 'Early goal-directed intravenous fluid, preferably lactated Ringer solution, with analgesia is the cornerstone of initial treatment of acute pancreatitis; oral feeding resumes as soon as pain and nausea allow.',
    },
    distractors: [
      {
        text: 'Urgent endoscopic retrograde cholangiopancreatography',
        why: 'Urgent ERCP is indicated for gallstone pancreatitis with cholangitis or persistent biliary obstruction; the bilirubin and bile duct diameter are normal here.',
      },
      {
        text: 'Prophylactic intravenous imipenem',
        why: 'Prophylactic antibiotics do not improve outcomes in acute pancreatitis, even severe or necrotizing; antibiotics are for documented infection such as infected necrosis or cholangitis.',
      },
      {
        text: 'Emergency laparoscopic cholecystectomy',
        why: 'Cholecystectomy is recommended during the same admission for mild gallstone pancreatitis, but after the acute inflammation settles, not as an emergency.',
      },
      {
        text: 'Total parenteral nutrition',
        why: 'Enteral nutrition is preferred because it maintains the gut barrier; parenteral nutrition is reserved for patients who cannot tolerate enteral feeding.',
      },
      {
        text: 'Intravenous octreotide infusion',
        why: 'Somatostatin analogues have not been shown to improve outcomes in acute pancreatitis.',
      },
    ],
    rationale:
      'Epigastric pain radiating to the back with lipase more than three times the upper limit of normal establishes acute pancreatitis. Gallstones on ultrasonography and an ALT above 150 U/L in a patient who rarely drinks point to a gallstone cause. There is no cholangitis (no fever or jaundice, normal bilirubin and duct size), so the first step is supportive: goal-directed intravenous fluid with lactated Ringer solution, analgesia and early oral feeding, followed by cholecystectomy before discharge to prevent recurrence.',
    objective: 'Start goal-directed intravenous fluid as initial management of acute gallstone pancreatitis without cholangitis.',
  },
  {
    id: 'gi-variceal-hemorrhage-vasoactive-drug',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute variceal hemorrhage',
    patient: { sex: 'any', age: { min: 44, max: 72 } },
    variables: {
      hours: { kind: 'number', min: 2, max: 6, unit: 'hours' },
      cause: { kind: 'choice', values: ['alcohol-associated cirrhosis', 'cirrhosis from chronic hepatitis C', 'cirrhosis from metabolic dysfunction-associated steatohepatitis'] },
      episodes: { kind: 'choice', values: ['twice', 'three times'] },
      hr: { kind: 'number', lab: 'heartRate', min: 112, max: 128, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 84, max: 98, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 50, max: 62, expect: 'any' },
      platelets: { kind: 'number', lab: 'platelets', min: 62000, max: 110000, step: 1000, thousands: true, expect: 'low' },
      inr: { kind: 'number', lab: 'inr', min: 1.5, max: 2.1, step: 0.1, expect: 'high' },
      albumin: { kind: 'number', lab: 'albumin', min: 2.4, max: 3.0, step: 0.1, expect: 'low' },
      bili: { kind: 'number', lab: 'totalBilirubin', min: 2.0, max: 3.6, step: 0.1, expect: 'high' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 28,
    stem:
      'A {{ageText}} {{person}} with {{cause}} is brought to the emergency department because {{he}} has vomited large amounts of bright red blood {{episodes}} during the past {{hours}}. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} is alert but pale. There are spider angiomas on the chest, palmar erythema, splenomegaly, and shifting dullness of the abdomen. Platelet count is {{platelets}}, INR is {{inr}}, serum albumin is {{albumin}}, and total bilirubin is {{bili}}. Two large-bore intravenous catheters are placed, crystalloid is infused, packed red blood cells are crossmatched with a restrictive transfusion plan, and intravenous ceftriaxone is given. Upper endoscopy is arranged within the next few hours.',
    leadIn: 'Which of the following additional drugs is most appropriate before endoscopy?',
    key: {
      text: 'Octreotide',
      why: 'Octreotide, a somatostatin analogue, causes splanchnic vasoconstriction and lowers portal pressure; a vasoactive drug started before endoscopy improves control of bleeding and is continued for 2-5 days.',
    },
    distractors: [
      {
        text: 'Propranolol',
        why: 'Nonselective beta-blockers prevent first or recurrent variceal bleeding but are withheld during acute hemorrhage with hypotension because they blunt the compensatory tachycardia.',
      },
      {
        text: 'Tranexamic acid',
        why: 'Antifibrinolytics did not reduce death from gastrointestinal bleeding in a large trial and increased venous thromboembolism; they are not recommended.',
      },
      {
        text: 'Vitamin K',
        why: 'The raised INR reflects impaired hepatic synthesis of clotting factors, not vitamin K deficiency, and the INR does not predict bleeding risk in cirrhosis.',
      },
      {
        text: 'Desmopressin',
        why: 'Desmopressin treats bleeding from von Willebrand disease, mild hemophilia A or uremic platelet dysfunction; it has no role in variceal hemorrhage.',
      },
      {
        text: 'Recombinant factor VIIa',
        why: 'Recombinant factor VIIa did not improve outcomes in trials of variceal bleeding and is not recommended.',
      },
    ],
    rationale:
      'Large-volume hematemesis with tachycardia and borderline hypotension in a patient with cirrhosis and portal hypertension (splenomegaly, ascites, thrombocytopenia) is presumed variceal hemorrhage. Standard care is restrictive transfusion (hemoglobin target about 7-8 g/dL), antibiotic prophylaxis (ceftriaxone), a vasoactive drug such as octreotide started as soon as bleeding is suspected, and endoscopic band ligation within 12 hours. Transjugular intrahepatic portosystemic shunt is considered for high-risk patients or if bleeding continues.',
    objective: 'Start octreotide with antibiotic prophylaxis before endoscopy in suspected variceal hemorrhage.',
  },
  {
    id: 'gi-celiac-disease-initial-test',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Celiac disease',
    patient: { sex: 'female', age: { min: 22, max: 42 } },
    variables: {
      months: { kind: 'number', min: 6, max: 12, unit: 'months' },
      extra: {
        kind: 'choice',
        values: [
          'an itchy rash of small grouped blisters on the elbows and knees',
          'type 1 diabetes mellitus diagnosed at age 12 years',
          'autoimmune hypothyroidism treated with levothyroxine',
        ],
      },
      hb: { kind: 'number', lab: 'hemoglobinFemale', min: 9.2, max: 11.2, step: 0.1, expect: 'low' },
      mcv: { kind: 'number', lab: 'mcv', min: 70, max: 78, expect: 'low' },
      ferritin: { kind: 'number', lab: 'ferritin', min: 4, max: 12, expect: 'low' },
      albumin: { kind: 'number', lab: 'albumin', min: 3.5, max: 4.1, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 72, max: 92, expect: 'normal' },
      bmi: { kind: 'number', lab: 'bmi', min: 18.6, max: 21.0, step: 0.1, expect: 'normal' },
    },
    stem:
      'A {{ageText}} {{person}} comes to the office because of bloating, intermittent loose stools, and fatigue for {{months}}. Iron-deficiency anemia was diagnosed 6 months ago and has not improved despite taking oral ferrous sulfate as prescribed. She has regular, light menstrual periods. She also has {{extra}}. She eats a varied diet that includes bread and pasta. Pulse is {{hr}}. BMI is {{bmi}}. The abdomen is mildly distended and nontender. Hemoglobin concentration is {{hb}}, mean corpuscular volume is {{mcv}}, ferritin is {{ferritin}}, and serum albumin is {{albumin}}. Testing of the stool for occult blood is negative.',
    leadIn: 'Which of the following is the most appropriate initial diagnostic test?',
    key: {
      text: 'IgA tissue transglutaminase antibody',
      why: 'IgA anti-tissue transglutaminase (with a total IgA level to exclude IgA deficiency) is the recommended first test for celiac disease while the patient is still eating gluten; a positive result is confirmed by duodenal biopsy.',
    },
    distractors: [
      {
        text: 'Stool microscopy for ova and parasites',
        why: 'Parasites such as Giardia can cause malabsorption, but they do not explain refractory iron deficiency with an associated autoimmune condition or blistering rash.',
      },
      {
        text: 'Colonoscopy with random mucosal biopsies',
        why: 'Colonoscopy evaluates colonic causes of diarrhea such as microscopic colitis; celiac disease affects the proximal small bowel and is screened for serologically.',
      },
      {
        text: 'Lactose hydrogen breath test',
        why: 'Lactose intolerance causes bloating and diarrhea after dairy, but not iron malabsorption; it is often secondary to celiac disease.',
      },
      {
        text: 'D-xylose absorption test',
        why: 'D-xylose testing shows small-bowel mucosal malabsorption but is nonspecific and has been replaced by serology and biopsy.',
      },
      {
        text: 'Fecal calprotectin concentration',
        why: 'Calprotectin indicates intestinal neutrophilic inflammation, as in inflammatory bowel disease; it is not a test for celiac disease.',
      },
      {
        text: 'Native gliadin IgG antibody',
        why: 'Antibodies to native gliadin have poor sensitivity and specificity and are no longer recommended; deamidated gliadin peptide IgG is used only in IgA deficiency.',
      },
    ],
    rationale:
      'Bloating and loose stools with iron-deficiency anemia that does not respond to oral iron (iron is absorbed in the duodenum) suggest malabsorption from celiac disease, supported here by {{extra}}, a condition associated with it. The first test, done while gluten is still being eaten, is IgA tissue transglutaminase antibody with total IgA. Positive serology is followed by upper endoscopy with duodenal biopsies showing villous atrophy, crypt hyperplasia and intraepithelial lymphocytes; treatment is a lifelong gluten-free diet.',
    objective: 'Screen for celiac disease with IgA tissue transglutaminase antibody before biopsy.',
  },
  {
    id: 'gi-crohn-disease-diagnosis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Crohn disease',
    patient: { sex: 'any', age: { min: 19, max: 34 } },
    variables: {
      months: { kind: 'number', min: 4, max: 8, unit: 'months' },
      stools: { kind: 'number', min: 4, max: 6 },
      weightLoss: { kind: 'number', min: 4, max: 8, unit: 'kg' },
      temp: { kind: 'number', lab: 'temperature', min: 37.3, max: 38.0, step: 0.1, expect: 'any' },
      hr: { kind: 'number', lab: 'heartRate', min: 84, max: 100, expect: 'normal' },
      albumin: { kind: 'number', lab: 'albumin', min: 3.0, max: 3.4, step: 0.1, expect: 'low' },
      esr: { kind: 'number', lab: 'esr', min: 32, max: 60, expect: 'high' },
      perianal: {
        kind: 'choice',
        values: [
          'a small opening beside the anus that drains pus',
          'a tender, fluctuant swelling beside the anus',
          'several large, edematous perianal skin tags and a posterior anal fissure',
        ],
      },
    },
    stem:
      'A {{ageText}} {{person}} comes to the office because of crampy right lower abdominal pain and {{stools:v}} loose, nonbloody stools daily for {{months}}. {{He}} has lost {{weightLoss}} during this period. {{He}} smokes one pack of cigarettes daily. Temperature is {{temp}}, and pulse is {{hr}}. There are shallow painful ulcers on the buccal mucosa. The right lower quadrant is tender, with a vague fullness. Examination of the perianal area shows {{perianal}}. Serum albumin is {{albumin}}, and erythrocyte sedimentation rate is {{esr}}. Stool cultures and testing for Clostridioides difficile are negative. Colonoscopy shows deep linear ulcers with cobblestoning in the terminal ileum and patchy ulcers in the ascending colon separated by normal-appearing mucosa; the rectum is normal. Biopsy specimens show chronic active inflammation with noncaseating granulomas.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    key: {
      text: 'Crohn disease',
      why: 'Terminal ileal involvement, skip lesions with rectal sparing, cobblestoning, perianal disease, oral aphthous ulcers and noncaseating granulomas are characteristic of Crohn disease, and smoking is a risk factor.',
    },
    distractors: [
      {
        text: 'Ulcerative colitis',
        why: 'Ulcerative colitis begins in the rectum and extends proximally in continuous fashion, typically with bloody diarrhea; it does not cause skip lesions, perianal fistulas or granulomas.',
      },
      {
        text: 'Celiac disease',
        why: 'Celiac disease affects the proximal small bowel mucosa and does not cause ileal ulceration, perianal disease or granulomas.',
      },
      {
        text: 'Irritable bowel syndrome',
        why: 'Irritable bowel syndrome does not cause weight loss, fever, raised inflammatory markers, hypoalbuminemia or endoscopic abnormalities.',
      },
      {
        text: 'Ischemic colitis',
        why: 'Ischemic colitis occurs in older adults with vascular disease, presents acutely with pain and bloody stools, and affects watershed areas such as the splenic flexure.',
      },
      {
        text: 'Microscopic colitis',
        why: 'Microscopic colitis causes chronic watery diarrhea in older adults with a normal-appearing colonic mucosa; the diagnosis is made only on histology.',
      },
    ],
    rationale:
      'A young adult smoker with chronic nonbloody diarrhea, right lower quadrant pain and fullness, weight loss, oral ulcers and perianal disease has transmural inflammatory bowel disease. Discontinuous ulceration of the terminal ileum and right colon with rectal sparing, cobblestoning and noncaseating granulomas confirm Crohn disease. Smoking cessation reduces flares and postoperative recurrence.',
    objective: 'Distinguish Crohn disease from ulcerative colitis by distribution, perianal disease and granulomas.',
  },
];
