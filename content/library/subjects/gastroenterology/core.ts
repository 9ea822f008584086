import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'gi-gerd',
    title: 'Gastroesophageal reflux disease (GERD)',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'GERD',
      'GORD',
      'gastroesophageal reflux',
      'acid reflux',
      'heartburn',
      'reflux esophagitis',
      'erosive esophagitis',
      'laryngopharyngeal reflux',
      'Barrett esophagus',
    ],
    definition:
      'Gastroesophageal reflux disease (GERD) is reflux of gastric contents into the esophagus that causes troublesome symptoms or mucosal injury.',
    mostCommonCause:
      'The most common mechanism of GERD is transient relaxation of the lower esophageal sphincter; a hypotensive sphincter and hiatal hernia also contribute.',
    riskFactors: [
      'Risk factors and aggravating factors for GERD include obesity, pregnancy, smoking, alcohol, large or late meals and hiatal hernia.',
    ],
    pathophysiology:
      'In GERD, the antireflux barrier (lower esophageal sphincter and crural diaphragm) fails through transient sphincter relaxations, a hypotensive sphincter or a hiatal hernia, so acid and pepsin reach the esophagus and injure the squamous mucosa; chronic injury can cause metaplasia to intestinal-type columnar epithelium (Barrett esophagus).',
    presentation: [
      'GERD causes heartburn and regurgitation that are worse after meals and when lying down.',
      'Extra-esophageal features of GERD include chronic cough, hoarseness, worsening asthma and dental erosions.',
      'Barrett esophagus, a complication of GERD, is intestinal metaplasia with goblet cells replacing squamous epithelium and is the precursor of esophageal adenocarcinoma.',
    ],
    bestInitialTest:
      'The best initial approach to typical GERD without alarm features is a clinical diagnosis with an 8-week empiric PPI trial.',
    diagnosis:
      'Upper endoscopy is done in GERD for alarm features or no response to a PPI.',
    testOfChoice:
      'Ambulatory esophageal pH monitoring off PPI confirms GERD when endoscopy is normal and the diagnosis is in doubt.',
    firstLine:
      'First-line treatment of GERD is lifestyle measures (weight loss, raising the head of the bed, avoiding late meals and personal triggers, stopping smoking) plus a once-daily PPI taken 30-60 minutes before breakfast for 8 weeks, then stepping down to the lowest effective dose.',
    management:
      'Antireflux surgery (fundoplication) or endoscopic therapy is offered for GERD to selected patients with refractory regurgitation, a large hiatal hernia or a wish to stop medication.',
    complications: [
      'Complications of GERD include erosive esophagitis, peptic stricture, bleeding, Barrett esophagus and esophageal adenocarcinoma.',
    ],
    keyComparisons: [
      {
        with: 'card-acute-coronary-syndrome',
        difference:
          'Cardiac ischemia can feel like heartburn, so chest pain attributed to GERD needs cardiac causes excluded first, especially in patients with risk factors.',
      },
      {
        with: 'gi-achalasia',
        difference:
          'GERD causes heartburn with regurgitation of acidic contents, whereas achalasia causes dysphagia to solids and liquids with regurgitation of undigested food.',
      },
    ],
    why: [
      {
        question: 'Why is a PPI taken 30-60 minutes before breakfast?',
        answer:
          'PPIs irreversibly inhibit only proton pumps that are actively secreting, and pumps are activated by a meal, so the drug should be in the blood when breakfast stimulates the parietal cells.',
      },
      {
        question: 'Why does long-standing GERD cause Barrett esophagus?',
        answer:
          'Chronic acid and bile injury to the squamous esophageal mucosa drives metaplasia to a more resistant intestinal-type columnar epithelium with goblet cells, which can progress through dysplasia to adenocarcinoma.',
      },
      {
        question: 'Why do long-term PPIs cause vitamin B12 deficiency?',
        answer:
          'Gastric acid and pepsin release vitamin B12 from food proteins, so prolonged acid suppression reduces B12 absorption.',
      },
    ],
    highYield: [
      'PPIs for GERD (e.g. omeprazole) irreversibly inhibit the parietal cell H+/K+-ATPase.',
      'Long-term PPI use is associated with C. difficile infection, hypomagnesemia, reduced absorption of vitamin B12 and iron, and fractures.',
      'H2 receptor antagonists such as famotidine are less potent than PPIs for GERD.',
    ],
    dontMiss:
      'Alarm features in GERD need endoscopy: dysphagia, odynophagia, weight loss, GI bleeding or iron-deficiency anemia, and persistent vomiting. Exclude cardiac ischemia in anyone with chest pain, and consider screening for Barrett esophagus in chronic GERD with several risk factors (male sex, age over 50, white race, obesity, smoking, family history).',
    icd10: ['K21.9', 'K21.00', 'K22.70'],
  },
  {
    id: 'gi-peptic-ulcer-disease',
    title: 'Peptic ulcer disease',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'PUD',
      'peptic ulcer',
      'stomach ulcer',
      'gastric ulcer',
      'duodenal ulcer',
      'bleeding ulcer',
      'perforated ulcer',
      'H. pylori',
      'Helicobacter pylori',
      'NSAID ulcer',
    ],
    definition:
      'Peptic ulcer disease is a break in the gastric or duodenal mucosa extending through the muscularis mucosae, caused mainly by Helicobacter pylori infection and NSAID use.',
    mostCommonCause:
      'The most common causes of peptic ulcer disease are Helicobacter pylori infection and NSAID use, including low-dose aspirin.',
    causes: [
      'Less common causes of peptic ulcer disease include Zollinger-Ellison syndrome (gastrinoma), severe physiologic stress (Curling ulcers after burns, Cushing ulcers after brain injury) and smoking as a contributor.',
    ],
    riskFactors: [
      'Risk factors for NSAID-related peptic ulcers include older age, prior ulcer, high-dose or multiple NSAIDs, and concurrent anticoagulants, glucocorticoids or SSRIs.',
    ],
    pathophysiology:
      'Peptic ulcers form when acid and pepsin overwhelm mucosal defenses: NSAIDs inhibit COX-1 and reduce the prostaglandins that maintain mucus, bicarbonate secretion and mucosal blood flow, while H. pylori causes inflammation, and antral infection raises gastrin and acid output, favoring duodenal ulcers.',
    presentation: [
      'Peptic ulcer disease causes burning epigastric pain; duodenal ulcer pain classically improves with meals and recurs hours later or at night, while gastric ulcer pain worsens with eating.',
      'Bleeding (hematemesis, coffee-ground emesis, melena) is the most common complication of peptic ulcer disease.',
      'Peptic ulcer perforation causes sudden severe abdominal pain, peritonitis and free air under the diaphragm on an upright chest x-ray.',
      'Gastric outlet obstruction from peptic ulcer disease causes early satiety, vomiting and a succussion splash.',
      'Multiple or refractory ulcers, distal duodenal ulcers and diarrhea suggest Zollinger-Ellison syndrome (gastrinoma), which should prompt consideration of MEN1.',
    ],
    bestInitialTest:
      'Every patient with peptic ulcer disease is tested for H. pylori by urea breath test, stool antigen or biopsy, after stopping PPIs for 2 weeks and antibiotics or bismuth for 4 weeks; serology cannot confirm active infection.',
    testOfChoice:
      'Upper endoscopy is the definitive test for peptic ulcer disease, and gastric ulcers are biopsied to exclude cancer.',
    firstLine:
      'First-line treatment of peptic ulcer disease is stopping NSAIDs, a PPI and eradication of H. pylori; when clarithromycin susceptibility is unknown, first-line eradication is bismuth quadruple therapy (PPI, bismuth, tetracycline, metronidazole) for 14 days.',
    management:
      'Rifabutin-based triple therapy or vonoprazan-amoxicillin dual therapy are alternative H. pylori regimens in peptic ulcer disease, and clarithromycin-based triple therapy is used only when clarithromycin susceptibility is confirmed. Eradication is confirmed by breath test, stool antigen or biopsy at least 4 weeks after therapy.',
    complications: [
      'Complications of peptic ulcer disease are bleeding (most common), perforation, gastric outlet obstruction and penetration into the pancreas.',
      'Chronic H. pylori infection underlying peptic ulcer disease raises the risk of gastric adenocarcinoma and gastric MALT lymphoma.',
    ],
    prevention:
      'NSAID-related peptic ulcers are prevented in high-risk patients by avoiding NSAIDs or co-prescribing a PPI (or misoprostol), and recurrence is prevented by eradicating H. pylori.',
    keyComparisons: [
      {
        with: 'micro-helicobacter-pylori',
        difference:
          'Helicobacter pylori is the organism (a urease-positive, curved gram-negative rod), while peptic ulcer disease is one of the diseases it causes, along with gastritis, gastric adenocarcinoma and MALT lymphoma.',
      },
      {
        with: 'gi-gerd',
        difference:
          'Peptic ulcer disease causes epigastric pain related to meals and can bleed or perforate, whereas GERD causes heartburn and regurgitation; both respond to PPIs.',
      },
    ],
    why: [
      {
        question: 'Why does duodenal ulcer pain improve with eating while gastric ulcer pain worsens?',
        answer:
          'With a duodenal ulcer, food buffers acid and the pyloric closure slows acid delivery, so pain eases and returns hours later when the stomach empties acid into the duodenum; with a gastric ulcer, food stimulates acid secretion directly onto the ulcer.',
      },
      {
        question: 'Why do NSAIDs cause peptic ulcers?',
        answer:
          'NSAIDs inhibit COX-1, reducing the prostaglandins that stimulate gastric mucus and bicarbonate secretion and maintain mucosal blood flow, so the mucosa loses its protection against acid.',
      },
      {
        question: 'Why must PPIs be stopped before testing for H. pylori?',
        answer:
          'PPIs suppress H. pylori and its urease activity, which can make the urea breath test, stool antigen and biopsy falsely negative, so PPIs are stopped for 2 weeks beforehand.',
      },
    ],
    highYield: [
      'Bismuth, used for H. pylori in peptic ulcer disease, darkens the stool and tongue.',
      'Metronidazole, used for H. pylori, causes a metallic taste and a disulfiram-like reaction with alcohol.',
      'Misoprostol, a prostaglandin E1 analogue, prevents NSAID ulcers but causes diarrhea and is contraindicated in pregnancy.',
    ],
    dontMiss:
      'Upper GI bleeding from a peptic ulcer is treated with resuscitation, restrictive transfusion (hemoglobin below 7 g/dL, higher threshold in cardiovascular disease), an IV PPI and endoscopy within 24 hours. A perforated peptic ulcer needs urgent surgical review, and gastric ulcers need biopsy and documentation of healing because of malignancy risk.',
    icd10: ['K27.9', 'K25.9', 'K26.9', 'K27.4', 'B96.81'],
  },
  {
    id: 'gi-acute-pancreatitis',
    title: 'Acute pancreatitis',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'pancreatitis',
      'acute pancreatitis',
      'gallstone pancreatitis',
      'biliary pancreatitis',
      'alcoholic pancreatitis',
      'necrotizing pancreatitis',
      'lipase',
      'epigastric pain radiating to the back',
      'Grey Turner sign',
    ],
    definition:
      'Acute pancreatitis is acute inflammation of the pancreas from premature activation of digestive enzymes within the gland.',
    mostCommonCause: 'The most common cause of acute pancreatitis is gallstones, followed by alcohol.',
    causes: [
      'Other causes of acute pancreatitis include hypertriglyceridemia (usually above 1000 mg/dL), ERCP, drugs, hypercalcemia and trauma.',
    ],
    pathophysiology:
      'In acute pancreatitis, trypsinogen is activated prematurely inside acinar cells (for example, when a gallstone obstructs the ampulla or alcohol injures the acini), and trypsin activates other enzymes that digest the pancreas; the local inflammation can trigger a systemic inflammatory response with capillary leak and organ failure.',
    presentation: [
      'Acute pancreatitis causes acute, severe, constant epigastric pain radiating to the back, with nausea and vomiting, often eased by leaning forward.',
      'Acute pancreatitis raises serum lipase (or amylase) to at least 3 times the upper limit of normal.',
      'Periumbilical (Cullen sign) or flank (Grey Turner sign) ecchymosis indicates retroperitoneal hemorrhage in severe acute pancreatitis.',
      'Severe acute pancreatitis is persistent organ failure beyond 48 hours (shock, ARDS, acute kidney injury), and hypocalcemia can occur.',
    ],
    bestInitialTest:
      'The best initial laboratory test for acute pancreatitis is serum lipase, which is diagnostic at 3 or more times the upper limit of normal with typical pain.',
    criteria: {
      name: 'Revised Atlanta criteria for acute pancreatitis (2 of 3)',
      items: [
        'Typical abdominal pain (acute, persistent, severe epigastric pain often radiating to the back).',
        'Serum lipase or amylase at least 3 times the upper limit of normal.',
        'Characteristic findings on contrast CT, MRI or ultrasound.',
      ],
    },
    testOfChoice:
      'Right upper quadrant ultrasound is done in every patient with acute pancreatitis to look for gallstones, and contrast CT is reserved for diagnostic doubt or failure to improve after 48-72 hours.',
    firstLine:
      'First-line treatment of acute pancreatitis is supportive care: moderate goal-directed IV fluids (lactated Ringer\'s preferred; avoid aggressive resuscitation), analgesia (opioids are acceptable) and early oral feeding as tolerated, with enteral rather than parenteral nutrition if oral intake fails.',
    management:
      'In gallstone pancreatitis, cholecystectomy is done during the same admission when the attack is mild, and ERCP is done urgently only for concomitant cholangitis or persistent biliary obstruction. Prophylactic antibiotics are not given for sterile necrosis in acute pancreatitis.',
    complications: [
      'Infected pancreatic necrosis (deterioration or fever after 7-10 days, gas in necrotic tissue on CT) needs antibiotics such as a carbapenem and delayed drainage.',
      'Local complications of acute pancreatitis include pseudocyst, splenic vein thrombosis, pseudoaneurysm and abdominal compartment syndrome.',
      'Systemic complications of acute pancreatitis include shock, ARDS, acute kidney injury and hypocalcemia.',
    ],
    prevention:
      'Recurrent acute pancreatitis is prevented by cholecystectomy after gallstone pancreatitis, alcohol abstinence and lowering very high triglycerides.',
    keyComparisons: [
      {
        with: 'surg-acute-cholecystitis',
        difference:
          'Acute cholecystitis causes right upper quadrant pain with a positive Murphy sign and a normal or mildly raised lipase, whereas acute pancreatitis causes epigastric pain radiating to the back with lipase at least 3 times normal; gallstones can cause both.',
      },
      {
        with: 'gi-peptic-ulcer-disease',
        difference:
          'A perforated peptic ulcer causes sudden peritonitis with free air under the diaphragm, whereas acute pancreatitis has a high lipase and no free air; a posterior ulcer can penetrate the pancreas and raise lipase.',
      },
    ],
    why: [
      {
        question: 'Why is an abdominal ultrasound done in every patient with acute pancreatitis?',
        answer:
          'Gallstones are the most common cause of acute pancreatitis, and finding them changes management: cholecystectomy during the same admission prevents recurrence.',
      },
      {
        question: 'Why is early CT not routinely done in acute pancreatitis?',
        answer:
          'Pancreatic necrosis takes 48-72 hours to become visible, so early CT can underestimate severity and rarely changes management; it is kept for diagnostic doubt or failure to improve.',
      },
      {
        question: 'Why does acute pancreatitis cause hypocalcemia?',
        answer:
          'Lipase released in acute pancreatitis digests peripancreatic fat, and the free fatty acids bind calcium to form soaps (saponification), lowering serum calcium.',
      },
      {
        question: 'Why are prophylactic antibiotics not given in acute pancreatitis?',
        answer:
          'Prophylactic antibiotics do not reduce infection or death in sterile necrotizing pancreatitis and promote resistant and fungal infection, so antibiotics are reserved for proven or strongly suspected infection.',
      },
    ],
    highYield: [
      'Drugs that cause acute pancreatitis include azathioprine, valproate and didanosine.',
    ],
    dontMiss:
      'When acute pancreatitis occurs without gallstones or alcohol, check triglycerides and calcium. Watch for infected necrosis after the first week.',
    icd10: ['K85.90', 'K85.10', 'K85.20', 'K85.91', 'K85.92'],
  },
  {
    id: 'gi-cirrhosis',
    title: 'Cirrhosis',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'cirrhosis',
      'liver cirrhosis',
      'end-stage liver disease',
      'ESLD',
      'portal hypertension',
      'ascites',
      'varices',
      'hepatic encephalopathy',
      'spontaneous bacterial peritonitis',
      'MELD',
      'Child-Pugh',
    ],
    definition:
      'Cirrhosis is diffuse hepatic fibrosis with regenerative nodules replacing normal liver architecture, the end stage of chronic liver disease.',
    mostCommonCause:
      'The most common causes of cirrhosis in the United States are alcohol-related liver disease, metabolic dysfunction-associated steatotic liver disease (MASLD) and chronic hepatitis C.',
    causes: [
      'Other causes of cirrhosis include chronic hepatitis B, hemochromatosis, Wilson disease, autoimmune hepatitis, cholestatic diseases (primary biliary cholangitis, primary sclerosing cholangitis) and alpha-1 antitrypsin deficiency.',
    ],
    pathophysiology:
      'In cirrhosis, chronic liver injury activates hepatic stellate cells to lay down collagen, distorting the architecture into fibrous bands and regenerative nodules; raised intrahepatic resistance plus splanchnic vasodilation causes portal hypertension, and loss of hepatocyte mass reduces synthesis (albumin, clotting factors) and clearance (bilirubin, ammonia, estrogen).',
    presentation: [
      'Portal hypertension in cirrhosis causes ascites, splenomegaly with thrombocytopenia, esophageal varices and caput medusae.',
      'Synthetic failure in cirrhosis causes a raised INR, low albumin and jaundice.',
      'Hepatic encephalopathy in cirrhosis causes confusion, altered sleep and asterixis.',
      'Estrogen excess in cirrhosis causes spider angiomas, palmar erythema, gynecomastia and testicular atrophy.',
    ],
    bestInitialTest:
      'The best initial tests for suspected cirrhosis are a liver panel, INR, platelet count and abdominal ultrasound with Doppler.',
    testOfChoice:
      'Liver biopsy is the gold standard for cirrhosis but is reserved for uncertain cases, because noninvasive fibrosis tests (FIB-4, transient elastography) usually support the diagnosis.',
    diagnosis:
      'Diagnostic paracentesis is done for new ascites in cirrhosis: a serum-ascites albumin gradient of 1.1 g/dL or more indicates portal hypertension.',
    criteria: {
      name: 'Child-Pugh classification of cirrhosis severity',
      items: [
        'Serum bilirubin.',
        'Serum albumin.',
        'INR (or prothrombin time).',
        'Ascites (none, mild, moderate-severe).',
        'Hepatic encephalopathy (none, grade 1-2, grade 3-4).',
        'Total points give class A (5-6), B (7-9) or C (10-15).',
      ],
    },
    firstLine:
      'First-line management of cirrhosis is treating the cause (alcohol abstinence, antivirals), vaccinating against hepatitis A and B and avoiding NSAIDs; first-line treatment of cirrhotic ascites is sodium restriction with spironolactone plus furosemide in a ratio of 100 mg to 40 mg.',
    management:
      'Tense or refractory ascites in cirrhosis is treated with large-volume paracentesis with IV albumin, and TIPS in selected cases. Varices are treated with a nonselective beta-blocker (carvedilol, propranolol, nadolol) or endoscopic band ligation. Hepatic encephalopathy is treated with lactulose, adding rifaximin for recurrence. Hepatocellular carcinoma surveillance is ultrasound (with or without AFP) every 6 months, and patients are referred for transplant evaluation according to MELD or complications.',
    complications: [
      'Complications of cirrhosis include variceal bleeding, ascites, spontaneous bacterial peritonitis and hepatic encephalopathy.',
      'Cirrhosis causes hepatorenal syndrome, hyponatremia, hepatopulmonary syndrome and portopulmonary hypertension.',
      'Cirrhosis greatly increases the risk of hepatocellular carcinoma.',
    ],
    prevention:
      'Cirrhosis is prevented by limiting alcohol, hepatitis B vaccination, treating hepatitis B and C, and managing obesity and diabetes in steatotic liver disease.',
    keyComparisons: [
      {
        with: 'card-heart-failure',
        difference:
          'Both cirrhosis and heart failure cause ascites with a serum-ascites albumin gradient of 1.1 g/dL or more, but cardiac ascites has a high ascitic protein (2.5 g/dL or more) while cirrhotic ascites has a low protein.',
      },
      {
        with: 'renal-nephrotic-syndrome',
        difference:
          'Nephrotic syndrome causes ascites with a serum-ascites albumin gradient below 1.1 g/dL, whereas cirrhotic ascites from portal hypertension has a gradient of 1.1 g/dL or more.',
      },
    ],
    why: [
      {
        question: 'Why does cirrhosis cause thrombocytopenia?',
        answer:
          'Portal hypertension enlarges the spleen, which sequesters platelets, and the cirrhotic liver makes less thrombopoietin.',
      },
      {
        question: 'Why does lactulose treat hepatic encephalopathy?',
        answer:
          'Colonic bacteria ferment lactulose to acids that convert ammonia to non-absorbable ammonium, trapping it in the colon, and its laxative effect speeds its removal; the dose is titrated to 2-3 soft stools a day.',
      },
      {
        question: 'Why is albumin given with large-volume paracentesis?',
        answer:
          'Removing large volumes of ascites (more than about 5 L) can cause circulatory dysfunction with renal impairment and hyponatremia, and IV albumin (about 6-8 g per liter removed) prevents it.',
      },
      {
        question: 'Why does cirrhosis cause gynecomastia and spider angiomas?',
        answer:
          'The cirrhotic liver clears estrogen and androstenedione poorly, and more androstenedione is converted to estrogen in peripheral tissues, so the estrogen-to-androgen ratio rises.',
      },
    ],
    highYield: [
      'Nonselective beta-blockers reduce portal pressure in cirrhosis by decreasing cardiac output (beta-1) and splanchnic inflow (unopposed alpha vasoconstriction after beta-2 blockade).',
      'Spironolactone for cirrhotic ascites causes hyperkalemia and gynecomastia.',
      'Cirrhosis severity is graded with the Child-Pugh class and the MELD score (bilirubin, INR, creatinine and sodium; the MELD 3.0 score used for US liver allocation since 2023 also includes albumin and sex), which prioritizes liver transplantation.',
    ],
    dontMiss:
      'Acute variceal bleeding in cirrhosis is treated with restrictive transfusion (hemoglobin about 7 g/dL), IV octreotide, IV antibiotic prophylaxis (ceftriaxone) and endoscopic band ligation within 12 hours, with TIPS for uncontrolled bleeding. Spontaneous bacterial peritonitis (ascitic neutrophils 250/mm3 or more) is treated with an IV third-generation cephalosporin plus albumin (1.5 g/kg on day 1 and 1 g/kg on day 3). Precipitants of hepatic encephalopathy are GI bleeding, infection, constipation, hypokalemia, dehydration and sedatives.',
    icd10: ['K74.60', 'K70.30', 'K70.31', 'K74.69', 'K76.6', 'K76.82'],
  },
  {
    id: 'gi-crohn-disease',
    title: 'Crohn disease',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'Crohn\'s disease',
      'Crohn disease',
      'IBD',
      'inflammatory bowel disease',
      'regional enteritis',
      'terminal ileitis',
      'Crohn colitis',
      'granulomatous colitis',
      'perianal Crohn disease',
    ],
    definition:
      'Crohn disease is a chronic inflammatory bowel disease with transmural, often granulomatous inflammation that can affect any part of the GI tract from mouth to anus, most commonly the terminal ileum and colon, with skip lesions.',
    riskFactors: [
      'Risk factors for Crohn disease include smoking, a family history of inflammatory bowel disease (e.g. NOD2 variants), Ashkenazi Jewish ancestry and onset typically between ages 15 and 35.',
    ],
    pathophysiology:
      'In Crohn disease, a dysregulated Th1 and Th17 immune response to gut microbes in a genetically susceptible host causes transmural inflammation with granulomas; inflammation through the full wall produces strictures, fistulas and abscesses.',
    presentation: [
      'Crohn disease causes chronic, usually non-bloody diarrhea, right lower quadrant pain, weight loss, fatigue and fever.',
      'Transmural complications of Crohn disease are strictures with obstruction, fistulas, abscesses and perianal disease.',
      'Endoscopy and pathology in Crohn disease show skip lesions, cobblestoning, aphthous and linear ulcers and noncaseating granulomas, and small bowel imaging may show a string sign.',
      'Ileal Crohn disease causes vitamin B12 and bile acid malabsorption, calcium oxalate kidney stones and gallstones.',
      'Extraintestinal features of Crohn disease include erythema nodosum, pyoderma gangrenosum, uveitis and episcleritis, arthritis and ankylosing spondylitis.',
    ],
    bestInitialTest:
      'The best initial tests for suspected Crohn disease are CBC, CRP, fecal calprotectin and stool studies to exclude infection, including C. difficile.',
    testOfChoice:
      'Ileocolonoscopy with biopsies confirms Crohn disease, and CT or MR enterography assesses small bowel involvement and complications.',
    firstLine:
      'First-line induction for Crohn disease is budesonide for mild-moderate ileocecal disease, systemic glucocorticoids for more severe flares, and early biologic therapy for moderate-severe disease (an anti-TNF such as infliximab or adalimumab, often with an immunomodulator, or vedolizumab, ustekinumab or risankizumab).',
    management:
      'Crohn disease is maintained with biologics or immunomodulators (thiopurines, methotrexate), never glucocorticoids, and patients must stop smoking. Surgery for strictures, fistulas, abscesses or refractory Crohn disease is not curative because the disease recurs.',
    complications: [
      'Complications of Crohn disease include bowel obstruction, fistulas, abscesses, perforation and toxic megacolon.',
      'Crohn disease raises the risk of colorectal cancer when the colon is involved, small bowel adenocarcinoma and venous thromboembolism.',
    ],
    prevention:
      'In Crohn colitis, colorectal cancer is prevented by surveillance colonoscopy starting 8 years after diagnosis.',
    keyComparisons: [
      {
        with: 'gi-ulcerative-colitis',
        difference:
          'Crohn disease is transmural with skip lesions anywhere from mouth to anus, granulomas, fistulas and strictures, and smoking worsens it; ulcerative colitis is continuous mucosal inflammation starting in the rectum, with bloody diarrhea, and is cured by colectomy.',
      },
      {
        with: 'gi-irritable-bowel-syndrome',
        difference:
          'Crohn disease has objective inflammation (raised calprotectin and CRP, anemia, weight loss, nocturnal symptoms), whereas irritable bowel syndrome has normal inflammatory markers and no alarm features.',
      },
    ],
    why: [
      {
        question: 'Why does ileal Crohn disease cause calcium oxalate kidney stones?',
        answer:
          'Bile acid loss in ileal Crohn disease causes fat malabsorption, and unabsorbed fatty acids bind calcium in the gut, leaving oxalate free to be absorbed in the colon and excreted in urine (enteric hyperoxaluria).',
      },
      {
        question: 'Why does terminal ileal Crohn disease cause B12 deficiency and gallstones?',
        answer:
          'The terminal ileum absorbs vitamin B12-intrinsic factor complexes and reabsorbs bile acids, so ileal disease causes B12 deficiency and a shrinking bile acid pool that favors cholesterol gallstones and bile acid diarrhea.',
      },
      {
        question: 'Why does Crohn disease form fistulas while ulcerative colitis does not?',
        answer:
          'Crohn inflammation is transmural, so ulcers can burrow through the whole bowel wall into adjacent bowel, bladder, vagina or skin, whereas ulcerative colitis is confined to the mucosa.',
      },
    ],
    highYield: [
      'Before anti-TNF therapy for Crohn disease, screen for latent tuberculosis and hepatitis B; adverse effects include serious infection and lymphoma.',
      'Thiopurines (azathioprine) for Crohn disease require TPMT/NUDT15 testing first and cause myelosuppression, pancreatitis and hepatotoxicity.',
      'Methotrexate for Crohn disease is teratogenic.',
      'Mesalamine (5-aminosalicylates) is not recommended for Crohn disease because it has little or no benefit for inducing or maintaining remission.',
      'Smoking worsens Crohn disease.',
    ],
    dontMiss:
      'Exclude an abscess before starting glucocorticoids or anti-TNF therapy in Crohn disease.',
    icd10: ['K50.90', 'K50.00', 'K50.10', 'K50.80'],
  },
  {
    id: 'gi-ulcerative-colitis',
    title: 'Ulcerative colitis',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'UC',
      'ulcerative colitis',
      'IBD',
      'inflammatory bowel disease',
      'colitis',
      'ulcerative proctitis',
      'pancolitis',
      'bloody diarrhea',
      'toxic megacolon',
    ],
    definition:
      'Ulcerative colitis is a chronic inflammatory bowel disease with continuous mucosal inflammation that starts in the rectum and extends proximally through the colon.',
    riskFactors: [
      'Risk factors for ulcerative colitis include a family history of inflammatory bowel disease, being a nonsmoker or former smoker, and onset typically between ages 15 and 30.',
    ],
    pathophysiology:
      'In ulcerative colitis, a dysregulated immune response to colonic bacteria causes inflammation limited to the mucosa and submucosa, beginning in the rectum and spreading proximally without skip areas, with crypt abscesses and superficial ulceration.',
    presentation: [
      'Ulcerative colitis causes bloody diarrhea with urgency, tenesmus and crampy lower abdominal pain.',
      'Ulcerative colitis shows continuous mucosal inflammation from the rectum, crypt abscesses and pseudopolyps, and loss of haustra (lead-pipe colon) in chronic disease.',
      'Active ulcerative colitis raises fecal calprotectin and CRP and causes anemia.',
      'Extraintestinal features of ulcerative colitis include primary sclerosing cholangitis (a strong association, with p-ANCA), erythema nodosum, pyoderma gangrenosum, uveitis and arthritis.',
    ],
    bestInitialTest:
      'The best initial tests for suspected ulcerative colitis are stool studies to exclude infection (including C. difficile) and fecal calprotectin.',
    testOfChoice:
      'Colonoscopy with biopsies confirms ulcerative colitis and its extent; flexible sigmoidoscopy is used during a severe flare.',
    firstLine:
      'First-line treatment of mild-moderate ulcerative colitis is a 5-aminosalicylate (oral and/or rectal mesalamine) for induction and maintenance.',
    management:
      'Moderate-severe ulcerative colitis is treated with an advanced therapy that is used for both induction and maintenance (biologics such as anti-TNF agents, vedolizumab, ustekinumab or anti-IL-23 antibodies, JAK inhibitors or S1P receptor modulators), with systemic glucocorticoids as short-term bridging only. Acute severe colitis needs admission, IV glucocorticoids, VTE prophylaxis and rescue infliximab or cyclosporine. Colectomy is curative for refractory ulcerative colitis, dysplasia or cancer.',
    complications: [
      'Toxic megacolon (colonic dilation above 6 cm with systemic toxicity) is a life-threatening complication of ulcerative colitis.',
      'Ulcerative colitis raises the risk of colorectal cancer, and associated primary sclerosing cholangitis raises the risk of cholangiocarcinoma.',
      'Ulcerative colitis increases the risk of venous thromboembolism, especially during flares.',
    ],
    prevention:
      'Colorectal cancer in ulcerative colitis is prevented by surveillance colonoscopy from 8 years after diagnosis, and yearly from the time of diagnosis if primary sclerosing cholangitis coexists.',
    keyComparisons: [
      {
        with: 'gi-crohn-disease',
        difference:
          'Ulcerative colitis is continuous mucosal inflammation from the rectum with bloody diarrhea and no granulomas or fistulas, and smoking is protective; Crohn disease is transmural with skip lesions, granulomas and fistulas, and smoking worsens it.',
      },
      {
        with: 'id-clostridioides-difficile-infection',
        difference:
          'C. difficile infection can mimic or complicate an ulcerative colitis flare, so it is tested for in every flare before escalating immunosuppression.',
      },
    ],
    why: [
      {
        question: 'Why is colectomy curative in ulcerative colitis but not in Crohn disease?',
        answer:
          'Ulcerative colitis is confined to the colon and rectum, so removing them removes the disease, whereas Crohn disease can recur anywhere in the GI tract after resection.',
      },
      {
        question: 'Why are opioids and antidiarrheals avoided in severe ulcerative colitis?',
        answer:
          'Opioids and antidiarrheals reduce colonic motility and can precipitate toxic megacolon in a severely inflamed colon.',
      },
    ],
    highYield: [
      'Mesalamine for ulcerative colitis rarely causes interstitial nephritis, so creatinine is monitored.',
      'Sulfasalazine for ulcerative colitis causes reversible oligospermia, folate deficiency and sulfa hypersensitivity.',
      'JAK inhibitors for ulcerative colitis (tofacitinib, upadacitinib) raise the risk of herpes zoster, infections and thrombosis.',
      'Before anti-TNF therapy for ulcerative colitis, screen for latent tuberculosis and hepatitis B.',
    ],
    dontMiss:
      'Toxic megacolon in ulcerative colitis needs IV glucocorticoids, avoidance of opioids and antidiarrheals and urgent surgical review, and C. difficile must be excluded in every flare.',
    icd10: ['K51.90', 'K51.00', 'K51.20'],
  },
  {
    id: 'gi-celiac-disease',
    title: 'Celiac disease',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'celiac disease',
      'coeliac disease',
      'celiac sprue',
      'gluten enteropathy',
      'gluten-sensitive enteropathy',
      'gluten intolerance',
      'tTG-IgA',
      'dermatitis herpetiformis',
    ],
    definition:
      'Celiac disease is an immune-mediated enteropathy triggered by gluten (gliadin) in genetically susceptible people (HLA-DQ2 or DQ8), causing villous atrophy of the proximal small intestine.',
    riskFactors: [
      'Celiac disease is associated with type 1 diabetes, autoimmune thyroid disease, Down syndrome, Turner syndrome, selective IgA deficiency and having a first-degree relative with celiac disease.',
    ],
    pathophysiology:
      'In celiac disease, tissue transglutaminase deamidates gliadin peptides, which then bind strongly to HLA-DQ2 or DQ8 and activate CD4 T cells; the resulting inflammation with intraepithelial lymphocytes flattens the villi of the duodenum and proximal jejunum and causes malabsorption.',
    presentation: [
      'Celiac disease causes chronic diarrhea, steatorrhea, bloating and weight loss, or only iron-deficiency anemia, fatigue or raised transaminases.',
      'Dermatitis herpetiformis, the skin manifestation of celiac disease, is intensely itchy vesicles on the extensor surfaces.',
      'Celiac disease causes malabsorption of iron, folate, calcium and vitamin D, leading to anemia and osteoporosis.',
      'Duodenal histology in celiac disease shows villous atrophy, crypt hyperplasia and increased intraepithelial lymphocytes.',
    ],
    bestInitialTest:
      'The best initial test for celiac disease is IgA anti-tissue transglutaminase with a total IgA level while the patient is still eating gluten; IgG-based tests are used in IgA deficiency.',
    testOfChoice: 'Upper endoscopy with duodenal biopsies confirms celiac disease.',
    firstLine:
      'First-line treatment of celiac disease is a lifelong strict gluten-free diet (no wheat, barley or rye) with dietitian support.',
    management:
      'In celiac disease, iron, folate, vitamin D and calcium deficiencies are corrected, bone density is assessed, and tTG-IgA levels are followed to monitor adherence to the gluten-free diet.',
    complications: [
      'Complications of celiac disease include iron-deficiency anemia, osteoporosis, refractory celiac disease, enteropathy-associated T-cell lymphoma and small bowel adenocarcinoma.',
    ],
    keyComparisons: [
      {
        with: 'immuno-selective-iga-deficiency',
        difference:
          'Selective IgA deficiency is more common in celiac disease and makes IgA anti-tTG falsely negative, which is why total IgA is always measured and IgG-based tests are used when IgA is low.',
      },
      {
        with: 'gi-irritable-bowel-syndrome',
        difference:
          'Celiac disease can mimic diarrhea-predominant irritable bowel syndrome, so celiac serology is part of the limited testing before diagnosing IBS.',
      },
    ],
    why: [
      {
        question: 'Why is total IgA measured with the tTG-IgA test for celiac disease?',
        answer:
          'Selective IgA deficiency is more common in celiac disease and makes tTG-IgA falsely negative, so a low total IgA means IgG-based tests (deamidated gliadin peptide or tTG-IgG) are needed.',
      },
      {
        question: 'Why must patients keep eating gluten before celiac testing?',
        answer:
          'On a gluten-free diet, celiac antibodies fall and the villi heal, so serology and duodenal biopsy become falsely negative.',
      },
      {
        question: 'Why does celiac disease cause iron deficiency that fails to respond to oral iron?',
        answer:
          'Iron is absorbed mainly in the duodenum, the segment most damaged by celiac disease, so oral iron is poorly absorbed until the mucosa heals on a gluten-free diet.',
      },
    ],
    highYield: [
      'Dapsone relieves the itch of dermatitis herpetiformis while the gluten-free diet takes effect; G6PD is checked first because dapsone causes hemolysis and methemoglobinemia.',
    ],
    dontMiss:
      'Do not start a gluten-free diet before testing for celiac disease, because serology and biopsy become falsely negative. Persistent symptoms despite the diet call for checking adherence first, then considering refractory celiac disease and enteropathy-associated T-cell lymphoma.',
    icd10: ['K90.0', 'L13.0'],
  },
  {
    id: 'gi-colorectal-cancer',
    title: 'Colorectal cancer',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'colorectal cancer',
      'CRC',
      'colon cancer',
      'rectal cancer',
      'bowel cancer',
      'colon adenocarcinoma',
      'colon cancer screening',
      'colonoscopy',
      'Lynch syndrome',
      'familial adenomatous polyposis',
    ],
    definition:
      'Colorectal cancer is adenocarcinoma of the colon or rectum, most often arising from adenomatous polyps or through the mismatch-repair deficient pathway.',
    mostCommonCause:
      'Most colorectal cancers arise from adenomatous polyps through the adenoma-carcinoma sequence (APC, then KRAS, then TP53 mutations).',
    causes: [
      'Hereditary causes of colorectal cancer are familial adenomatous polyposis (APC; hundreds of polyps) and Lynch syndrome (mismatch repair genes; also endometrial and ovarian cancer).',
      'Long-standing inflammatory bowel disease with colonic involvement causes colorectal cancer through dysplasia.',
    ],
    riskFactors: [
      'Risk factors for colorectal cancer include older age, a family history of colorectal cancer or adenomas, inflammatory bowel disease, obesity, smoking, alcohol and a diet high in red and processed meat.',
    ],
    pathophysiology:
      'Colorectal cancer develops mainly by the chromosomal instability pathway (loss of APC, then KRAS activation, then TP53 loss) as adenomas grow and become dysplastic, or by the microsatellite instability pathway from defective mismatch repair, as in Lynch syndrome, which favors right-sided, mucinous tumors.',
    presentation: [
      'Right-sided colorectal cancer presents with iron-deficiency anemia, occult bleeding and fatigue.',
      'Left-sided and rectal cancers present with a change in bowel habit, narrowed stools, hematochezia and obstruction.',
      'Iron-deficiency anemia in a man or postmenopausal woman needs evaluation of the GI tract for colorectal cancer.',
      'Streptococcus gallolyticus (bovis) bacteremia and Clostridium septicum infection are associated with colorectal cancer.',
    ],
    bestInitialTest: 'The best initial and diagnostic test for suspected colorectal cancer is colonoscopy with biopsy.',
    testOfChoice:
      'Colorectal cancer is staged with CT of the chest, abdomen and pelvis (plus pelvic MRI for rectal cancer), and a baseline CEA is used for monitoring, not screening.',
    firstLine:
      'First-line treatment of colon cancer is surgical resection with regional lymphadenectomy, plus adjuvant fluoropyrimidine-based chemotherapy (e.g. FOLFOX or CAPOX) for stage III and selected high-risk stage II disease.',
    management:
      'Rectal cancer is treated with neoadjuvant chemoradiation or total neoadjuvant therapy, then total mesorectal excision. Metastatic colorectal cancer receives systemic therapy guided by RAS, BRAF and mismatch repair status (immunotherapy for MSI-high tumors), with resection of limited liver or lung metastases when possible.',
    complications: [
      'Complications of colorectal cancer include bowel obstruction, perforation, bleeding and metastasis, most often to the liver.',
    ],
    prevention:
      'USPSTF recommends average-risk colorectal cancer screening from age 45 to 75 by colonoscopy every 10 years, annual FIT, stool DNA-FIT every 1-3 years, CT colonography every 5 years or flexible sigmoidoscopy every 5 years, and any positive stool test needs a colonoscopy.',
    keyComparisons: [
      {
        with: 'heme-iron-deficiency-anemia',
        difference:
          'Iron-deficiency anemia in a man or postmenopausal woman is presumed to be GI blood loss, and right-sided colorectal cancer is a key cause, so colonoscopy and upper endoscopy are needed.',
      },
      {
        with: 'gi-ulcerative-colitis',
        difference:
          'Colorectal cancer in ulcerative colitis arises from flat dysplasia rather than a polyp, so surveillance colonoscopy starts 8 years after diagnosis instead of at the average-risk screening age.',
      },
    ],
    why: [
      {
        question: 'Why does right-sided colon cancer present with anemia rather than obstruction?',
        answer:
          'The right colon has a wide lumen and liquid stool, so tumors there rarely obstruct but bleed slowly and silently, causing iron-deficiency anemia.',
      },
      {
        question: 'Why is CEA not used to screen for colorectal cancer?',
        answer:
          'CEA is neither sensitive nor specific enough for screening, being normal in many early cancers and raised in smokers and other conditions; it is used to monitor for recurrence after treatment.',
      },
      {
        question: 'Why does DPD deficiency cause severe toxicity from 5-fluorouracil?',
        answer:
          'Dihydropyrimidine dehydrogenase breaks down most of a 5-fluorouracil or capecitabine dose, so deficient patients accumulate the drug and develop severe myelosuppression, mucositis and diarrhea.',
      },
    ],
    highYield: [
      '5-fluorouracil and capecitabine for colorectal cancer inhibit thymidylate synthase and cause myelosuppression, mucositis, diarrhea and hand-foot syndrome.',
      'Oxaliplatin for colorectal cancer causes cold-induced and cumulative sensory neuropathy.',
      'Irinotecan for colorectal cancer causes diarrhea.',
      'A first-degree relative with colorectal cancer diagnosed before 60 (or two at any age) means colonoscopy every 5 years starting at 40 or 10 years before the youngest diagnosis.',
    ],
    dontMiss:
      'Iron-deficiency anemia in a man or postmenopausal woman needs evaluation of the GI tract for colorectal cancer.',
    icd10: ['C18.9', 'C20', 'C19', 'C18.7'],
  },
  {
    id: 'gi-hepatitis-b',
    title: 'Hepatitis B',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'hepatitis B',
      'HBV',
      'hep B',
      'HBsAg',
      'anti-HBc',
      'hepatitis B serology',
      'acute hepatitis B',
      'chronic hepatitis B',
      'viral hepatitis',
    ],
    definition:
      'Hepatitis B is infection with hepatitis B virus, a partially double-stranded DNA virus spread by blood, sexual contact and perinatally; the risk of chronic infection falls with age at infection (about 90% after perinatal infection, under 5% in adults).',
    mostCommonCause:
      'The most common route of hepatitis B transmission worldwide is perinatal, from mother to child, while sexual contact and injection drug use predominate in the United States.',
    riskFactors: [
      'Risk factors for hepatitis B include birth in a country with high prevalence, injection drug use, multiple sexual partners or men who have sex with men, HIV, household or sexual contact with an infected person, hemodialysis and healthcare work.',
    ],
    pathophysiology:
      'Hepatitis B virus is not directly cytopathic: liver injury comes from cytotoxic T cells attacking infected hepatocytes, and the virus persists as covalently closed circular DNA in the nucleus and can integrate into the host genome, which promotes hepatocellular carcinoma.',
    presentation: [
      'Acute hepatitis B causes malaise, nausea, right upper quadrant pain and jaundice, with ALT often in the thousands, but many infections are asymptomatic.',
      'Chronic hepatitis B (HBsAg positive for more than 6 months) is often silent until cirrhosis or hepatocellular carcinoma, which can occur even without cirrhosis.',
      'Extrahepatic manifestations of hepatitis B include polyarteritis nodosa and membranous nephropathy.',
    ],
    bestInitialTest:
      'The best initial screening test for hepatitis B is the triple panel of HBsAg, anti-HBs and total anti-HBc, and CDC recommends screening all adults at least once.',
    testOfChoice:
      'IgM anti-HBc confirms acute hepatitis B, and chronic infection is characterized with HBeAg and anti-HBe, HBV DNA and ALT to decide on treatment.',
    firstLine:
      'First-line treatment of chronic hepatitis B is long-term tenofovir or entecavir.',
    management:
      'Acute hepatitis B is managed with supportive care, with antivirals for severe or fulminant disease. Chronic hepatitis B is treated for active hepatitis (raised ALT with high HBV DNA), for cirrhosis with detectable DNA, and for patients starting immunosuppression or chemotherapy. Household and sexual contacts are vaccinated, and hepatocellular carcinoma surveillance with ultrasound every 6 months is done in cirrhosis and other high-risk groups.',
    complications: [
      'Complications of chronic hepatitis B include cirrhosis and hepatocellular carcinoma.',
      'Acute hepatitis B can cause acute liver failure, and immunosuppression can reactivate chronic or resolved infection.',
      'Coinfection or superinfection with hepatitis D, which infects only people with HBV, worsens hepatitis B.',
    ],
    prevention:
      'Hepatitis B is prevented by universal vaccination, including a birth dose; infants of HBsAg-positive mothers receive hepatitis B vaccine and HBIG within 12 hours of birth, and mothers with a high viral load (above 200,000 IU/mL) receive tenofovir in the third trimester.',
    keyComparisons: [
      {
        with: 'micro-hepatitis-c-virus',
        difference:
          'Hepatitis B is a DNA virus that becomes chronic mainly after perinatal infection and has a vaccine, whereas hepatitis C is an RNA virus that becomes chronic in most adults, has no vaccine and is curable with direct-acting antivirals.',
      },
      {
        with: 'micro-hepatitis-d-virus',
        difference:
          'Hepatitis D is a defective virus that needs HBsAg to replicate, so it infects only people with hepatitis B and is prevented by hepatitis B vaccination.',
      },
    ],
    why: [
      {
        question: 'Why can hepatitis B cause hepatocellular carcinoma without cirrhosis?',
        answer:
          'Hepatitis B DNA integrates into the hepatocyte genome and its HBx protein disrupts cell-cycle and tumor-suppressor pathways, so cancer can arise even in a noncirrhotic liver.',
      },
      {
        question: 'Why can IgM anti-HBc be the only positive hepatitis B marker?',
        answer:
          'In the window period of acute hepatitis B, HBsAg has been cleared but anti-HBs is not yet detectable, so IgM anti-HBc is the only marker of infection.',
      },
      {
        question: 'Why does perinatal hepatitis B usually become chronic?',
        answer:
          'The newborn immune system tolerates the virus (partly through transplacental HBeAg), so it fails to clear hepatitis B in about 90% of perinatal infections.',
      },
    ],
    highYield: [
      'In hepatitis B serology, HBsAg means current infection, anti-HBs means immunity (alone after vaccination), IgM anti-HBc means acute infection including the window period, and HBeAg and HBV DNA reflect replication and infectivity.',
      'Anti-HBs with anti-HBc means resolved hepatitis B infection, whereas anti-HBs alone means vaccination.',
      'Tenofovir disoproxil fumarate for hepatitis B causes nephrotoxicity and bone loss, which are less with tenofovir alafenamide.',
      'Entecavir for hepatitis B is less effective after lamivudine resistance.',
      'Stopping hepatitis B antivirals can trigger a severe hepatitis flare.',
    ],
    dontMiss:
      'Screen for HBsAg and anti-HBc before rituximab or chemotherapy because hepatitis B can reactivate. Acute liver failure from hepatitis B (encephalopathy with INR 1.5 or more) needs urgent transfer to a transplant center.',
    icd10: ['B18.1', 'B16.9', 'B19.10'],
  },
  {
    id: 'gi-hereditary-hemochromatosis',
    title: 'Hereditary hemochromatosis',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'hemochromatosis',
      'haemochromatosis',
      'hereditary hemochromatosis',
      'HH',
      'iron overload',
      'HFE',
      'C282Y',
      'bronze diabetes',
    ],
    definition:
      'Hereditary hemochromatosis is an autosomal recessive disorder in which low hepcidin increases intestinal iron absorption, leading to iron deposition in the liver, pancreas, heart, joints, skin and pituitary.',
    mostCommonCause:
      'The most common cause of hereditary hemochromatosis is homozygosity for the HFE C282Y mutation.',
    riskFactors: [
      'Hereditary hemochromatosis is most common in people of Northern European ancestry, presents earlier and more severely in men, and runs in families.',
    ],
    pathophysiology:
      'In hereditary hemochromatosis, HFE mutations lower hepcidin, so ferroportin on enterocytes and macrophages stays active and exports iron into the blood unchecked; transferrin saturates and excess iron deposits in parenchymal cells, where it generates free radicals that cause fibrosis and organ failure.',
    presentation: [
      'Hereditary hemochromatosis is often detected as a raised transferrin saturation, ferritin or ALT before symptoms, and fatigue and arthralgia are common.',
      'Hereditary hemochromatosis causes arthropathy of the 2nd and 3rd metacarpophalangeal joints and chondrocalcinosis.',
      'Late features of hereditary hemochromatosis are cirrhosis and hepatocellular carcinoma, diabetes, skin bronzing, hypogonadism, cardiomyopathy and arrhythmia.',
      'Hereditary hemochromatosis increases susceptibility to infection with iron-loving organisms such as Vibrio vulnificus, Yersinia and Listeria.',
    ],
    bestInitialTest:
      'The best initial tests for hereditary hemochromatosis are fasting transferrin saturation (above 45% is abnormal) and serum ferritin.',
    testOfChoice:
      'HFE genotyping confirms hereditary hemochromatosis, and liver assessment (elastography, MRI or biopsy) is needed when ferritin is above 1000 ng/mL or liver enzymes are raised.',
    firstLine:
      'First-line treatment of hereditary hemochromatosis is therapeutic phlebotomy, initially weekly until ferritin is about 50-100 ng/mL, then maintenance.',
    management:
      'Patients with hereditary hemochromatosis avoid iron and vitamin C supplements, alcohol and raw shellfish. Iron chelation (deferoxamine, deferasirox) is used only when phlebotomy is not possible, and first-degree relatives are screened.',
    complications: [
      'Complications of hereditary hemochromatosis include cirrhosis, hepatocellular carcinoma, diabetes, cardiomyopathy, hypogonadism and arthropathy.',
    ],
    prevention:
      'Screening first-degree relatives of patients with hereditary hemochromatosis with iron studies and HFE testing allows phlebotomy before organ damage.',
    keyComparisons: [
      {
        with: 'heme-beta-thalassemia',
        difference:
          'Transfusional iron overload in beta-thalassemia is treated with chelation because the patients are anemic, whereas hereditary hemochromatosis is treated with phlebotomy.',
      },
      {
        with: 'heme-anemia-of-chronic-disease',
        difference:
          'Anemia of chronic disease raises ferritin with a low transferrin saturation because hepcidin is high, whereas hereditary hemochromatosis raises both ferritin and transferrin saturation because hepcidin is low.',
      },
    ],
    why: [
      {
        question: 'Why does hereditary hemochromatosis present later in women?',
        answer:
          'Menstrual blood loss and pregnancy remove iron, delaying the accumulation of toxic iron stores in women with hereditary hemochromatosis until after menopause.',
      },
      {
        question: 'Why is ferritin alone not enough to diagnose hemochromatosis?',
        answer:
          'Ferritin is an acute-phase reactant that also rises with inflammation, alcohol and fatty liver, so it must be paired with transferrin saturation, which reflects increased iron absorption.',
      },
      {
        question: 'Why do patients with hemochromatosis get severe Vibrio vulnificus infections?',
        answer:
          'Vibrio vulnificus, Yersinia and Listeria are siderophilic organisms whose growth is boosted by excess free iron, which is why patients are told to avoid raw shellfish.',
      },
    ],
    highYield: [
      'Hereditary hemochromatosis presents later in women because of menstrual and pregnancy iron losses.',
    ],
    dontMiss:
      'Ferritin alone is nonspecific (inflammation, alcohol, fatty liver), so pair it with transferrin saturation. Patients with hemochromatosis and cirrhosis need hepatocellular carcinoma surveillance even after iron depletion, and transfusional iron overload (e.g. beta-thalassemia) is treated with chelation, not phlebotomy.',
    icd10: ['E83.110', 'E83.119'],
  },
  {
    id: 'gi-achalasia',
    title: 'Achalasia',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'achalasia',
      'achalasia cardia',
      'esophageal achalasia',
      'esophageal motility disorder',
      'dysphagia',
      'bird\'s beak esophagus',
      'Heller myotomy',
      'POEM',
    ],
    definition:
      'Achalasia is an esophageal motility disorder caused by loss of inhibitory neurons in the myenteric (Auerbach) plexus, so the lower esophageal sphincter fails to relax and peristalsis is lost.',
    mostCommonCause:
      'The most common form of achalasia is idiopathic primary achalasia; Chagas disease (Trypanosoma cruzi) causes secondary achalasia, and cancer at the gastroesophageal junction can mimic it (pseudoachalasia).',
    pathophysiology:
      'In achalasia, loss of inhibitory myenteric neurons that release nitric oxide and VIP leaves the lower esophageal sphincter unable to relax and the esophageal body without coordinated peristalsis, so food and liquid collect above a closed sphincter and the esophagus dilates.',
    presentation: [
      'Achalasia causes progressive dysphagia to both solids and liquids.',
      'Achalasia causes regurgitation of undigested food, chest pain, weight loss, nocturnal cough and aspiration.',
      'Barium swallow in achalasia shows a dilated esophagus tapering smoothly to a bird\'s beak at the gastroesophageal junction.',
      'Manometry in achalasia shows incomplete lower esophageal sphincter relaxation and absent peristalsis.',
    ],
    bestInitialTest:
      'The best initial test for suspected achalasia is upper endoscopy to exclude malignancy and other obstruction, and a barium esophagram supports the diagnosis.',
    testOfChoice: 'High-resolution esophageal manometry confirms achalasia.',
    firstLine:
      'First-line definitive treatment of achalasia is pneumatic dilation, laparoscopic Heller myotomy with partial fundoplication, or peroral endoscopic myotomy (POEM).',
    management:
      'Botulinum toxin injection, nitrates or calcium channel blockers are reserved for patients with achalasia who are unfit for dilation or myotomy.',
    complications: [
      'Achalasia causes aspiration pneumonia and weight loss.',
      'Achalasia increases the risk of esophageal squamous cell carcinoma.',
      'Treatment of achalasia, especially POEM, can cause gastroesophageal reflux.',
    ],
    keyComparisons: [
      {
        with: 'rheum-systemic-sclerosis',
        difference:
          'Systemic sclerosis causes esophageal dysmotility with a weak, low-pressure lower esophageal sphincter and severe reflux, whereas achalasia has a sphincter that fails to relax.',
      },
      {
        with: 'gi-gerd',
        difference:
          'Achalasia causes dysphagia to solids and liquids with regurgitation of undigested food, whereas GERD causes heartburn and acid regurgitation; dysphagia in GERD suggests a stricture.',
      },
    ],
    why: [
      {
        question: 'Why does achalasia cause dysphagia to both solids and liquids from the start?',
        answer:
          'Achalasia is a motility disorder in which the sphincter stays closed for everything, whereas a mechanical obstruction such as a stricture or cancer first blocks solids and only later liquids.',
      },
      {
        question: 'Why does botulinum toxin relieve achalasia?',
        answer:
          'Botulinum toxin blocks acetylcholine release from the excitatory nerves that maintain lower esophageal sphincter tone, lowering sphincter pressure for a few months, so it is used only in patients unfit for definitive treatment.',
      },
    ],
    highYield: [
      'Achalasia shows a bird\'s beak on barium swallow and absent peristalsis with incomplete sphincter relaxation on manometry.',
    ],
    dontMiss:
      'Rapid onset, older age and marked weight loss suggest pseudoachalasia from gastroesophageal junction cancer, and achalasia increases the risk of esophageal squamous cell carcinoma.',
    icd10: ['K22.0'],
  },
  {
    id: 'gi-irritable-bowel-syndrome',
    title: 'Irritable bowel syndrome',
    subject: 'Gastroenterology',
    kind: 'condition',
    aliases: [
      'IBS',
      'irritable bowel syndrome',
      'spastic colon',
      'IBS-D',
      'IBS-C',
      'IBS-M',
      'functional bowel disorder',
      'disorder of gut-brain interaction',
    ],
    definition:
      'Irritable bowel syndrome is a disorder of gut-brain interaction with recurrent abdominal pain related to defecation and altered bowel habit, without structural or biochemical disease.',
    riskFactors: [
      'Irritable bowel syndrome is more common in young women and is associated with anxiety, depression, other functional pain syndromes and a preceding bout of infectious gastroenteritis.',
    ],
    pathophysiology:
      'Irritable bowel syndrome results from visceral hypersensitivity, altered gut motility and dysregulated gut-brain signaling, with contributions from the microbiome and, after gastroenteritis, low-grade mucosal inflammation.',
    presentation: [
      'Irritable bowel syndrome is subtyped by the predominant stool pattern: constipation (IBS-C), diarrhea (IBS-D) or mixed (IBS-M).',
      'Irritable bowel syndrome does not cause nocturnal symptoms, bleeding, weight loss or anemia.',
    ],
    criteria: {
      name: 'Rome IV criteria for irritable bowel syndrome',
      items: [
        'Recurrent abdominal pain on average at least 1 day a week in the last 3 months.',
        'The pain is associated with 2 or more of: relation to defecation, a change in stool frequency, or a change in stool form.',
        'Symptom onset at least 6 months before diagnosis.',
      ],
    },
    bestInitialTest:
      'Irritable bowel syndrome is a positive clinical diagnosis using Rome IV criteria with limited testing: a CBC and, for diarrhea, CRP or fecal calprotectin and celiac serology.',
    testOfChoice:
      'Colonoscopy is done in suspected irritable bowel syndrome only for alarm features or age-appropriate colorectal cancer screening.',
    firstLine:
      'First-line treatment of irritable bowel syndrome is explanation and reassurance, soluble fiber (psyllium), a trial of a low-FODMAP diet, exercise and gut-directed psychological therapy (CBT, hypnotherapy).',
    management:
      'IBS-C is treated with polyethylene glycol, then linaclotide or lubiprostone; IBS-D with loperamide, rifaximin or eluxadoline; and pain in irritable bowel syndrome with antispasmodics or a low-dose tricyclic antidepressant.',
    keyComparisons: [
      {
        with: 'gi-celiac-disease',
        difference:
          'Celiac disease mimics diarrhea-predominant irritable bowel syndrome but has positive tTG-IgA serology and villous atrophy, so celiac serology is checked before diagnosing IBS.',
      },
      {
        with: 'gi-crohn-disease',
        difference:
          'Crohn disease causes raised calprotectin and CRP, anemia, weight loss and nocturnal symptoms, whereas irritable bowel syndrome has none of these.',
      },
    ],
    why: [
      {
        question: 'Why is soluble fiber preferred to bran in irritable bowel syndrome?',
        answer:
          'Soluble fiber such as psyllium improves stool form with little fermentation, whereas insoluble fiber such as bran is fermented into gas and often worsens bloating and pain in irritable bowel syndrome.',
      },
      {
        question: 'Why does a low-FODMAP diet help irritable bowel syndrome?',
        answer:
          'FODMAPs are poorly absorbed short-chain carbohydrates that draw water into the bowel and are fermented to gas, distending a hypersensitive gut, so restricting them reduces pain and bloating.',
      },
      {
        question: 'Why do low-dose tricyclic antidepressants help irritable bowel syndrome?',
        answer:
          'Low-dose tricyclics modulate central and visceral pain pathways and their anticholinergic effect slows transit, which helps pain and diarrhea but can worsen constipation.',
      },
    ],
    highYield: [
      'Irritable bowel syndrome is more common in young women and coexists with anxiety, depression and other functional pain syndromes.',
    ],
    dontMiss:
      'Alarm features that need investigation instead of a diagnosis of irritable bowel syndrome are onset at age 45 or older, rectal bleeding, weight loss, nocturnal symptoms, iron-deficiency anemia, and a family history of colorectal cancer, IBD or celiac disease. Mimics include celiac disease, IBD, microscopic colitis, bile acid diarrhea and thyroid disease.',
    icd10: ['K58.9', 'K58.0', 'K58.1', 'K58.2'],
  },
];
