import type { TopicNote } from '../types';

export const notes: readonly TopicNote[] = [
  {
    id: 'surg-acute-appendicitis',
    title: 'Acute Appendicitis',
    category: 'Surgery',
    keywords: ['appendicitis', 'appendix', 'RLQ pain', 'right lower quadrant pain', 'McBurney point', 'appendectomy'],
    definition:
      'Acute inflammation of the appendix, usually from luminal obstruction (fecalith, lymphoid hyperplasia); the most common abdominal surgical emergency, peaking in adolescents and young adults.',
    keyFindings: [
      'Periumbilical pain migrating to the right lower quadrant (McBurney point), then anorexia, nausea and vomiting, low-grade fever.',
      'Rebound tenderness and guarding; Rovsing, psoas and obturator signs.',
      'Leukocytosis with a left shift.',
      'High fever, diffuse peritonitis or a palpable mass suggest perforation or abscess.',
    ],
    diagnosis:
      'Check a pregnancy test in every patient of reproductive age. CT abdomen and pelvis with IV contrast in most adults; ultrasound first in children and pregnant patients (MRI in pregnancy if ultrasound is nondiagnostic). Histology of the resected appendix confirms.',
    management:
      'NPO, IV fluids, IV antibiotics and appendectomy (usually laparoscopic). A late presentation with a walled-off abscess is treated with antibiotics and percutaneous drainage. Antibiotics alone are an option for selected patients with uncomplicated appendicitis.',
    pharmacology:
      'Antibiotics cover gram-negative enteric rods and anaerobes, e.g., ceftriaxone plus metronidazole, or piperacillin-tazobactam for complicated disease.',
    dontMiss:
      'Ectopic pregnancy, ovarian torsion, pelvic inflammatory disease and tubo-ovarian abscess, Meckel diverticulitis, Crohn disease, mesenteric adenitis. Perforation is more common in young children and older adults, who present atypically. In pregnancy the appendix sits higher, so pain may be in the right flank or upper quadrant.',
  },
  {
    id: 'surg-small-bowel-obstruction',
    title: 'Small Bowel Obstruction',
    category: 'Surgery',
    keywords: ['SBO', 'bowel obstruction', 'intestinal obstruction', 'adhesions', 'blocked intestine', 'closed-loop obstruction'],
    definition:
      'Mechanical blockage of the small intestine, most often from postoperative adhesions, followed by hernias and tumors.',
    keyFindings: [
      'Colicky abdominal pain, distension, vomiting (bilious in proximal obstruction), obstipation when complete.',
      'High-pitched tinkling bowel sounds early; reduced or absent later.',
      'Abdominal X-ray: dilated small bowel loops (more than 3 cm) with air-fluid levels and little colonic gas.',
      'Vomiting and third-spacing cause dehydration and hypokalemic, hypochloremic metabolic alkalosis.',
      'Strangulation: fever, tachycardia, constant pain, peritonitis, leukocytosis, rising lactate.',
    ],
    diagnosis:
      'Upright and supine abdominal X-rays as the initial screen; CT abdomen and pelvis with IV contrast confirms the diagnosis and shows the transition point, the cause and signs of ischemia or closed-loop obstruction.',
    management:
      'Uncomplicated adhesive obstruction: NPO, nasogastric decompression, IV fluids, electrolyte correction and serial examinations; a water-soluble contrast study predicts resolution and may be therapeutic. Urgent surgery for strangulation, closed-loop obstruction, peritonitis, incarcerated hernia or failure of nonoperative management.',
    dontMiss:
      'Always examine the groin and abdominal wall for an incarcerated hernia. With no prior surgery, consider hernia or malignancy. Gallstone ileus: pneumobilia plus small bowel obstruction. Normal labs do not exclude ischemia.',
  },
  {
    id: 'surg-acute-mesenteric-ischemia',
    title: 'Acute Mesenteric Ischemia',
    category: 'Surgery',
    keywords: ['mesenteric ischemia', 'intestinal ischemia', 'SMA embolism', 'bowel infarction', 'pain out of proportion', 'ischemic bowel'],
    definition:
      'Sudden reduction of intestinal blood flow, most often from embolism to the superior mesenteric artery (usually from atrial fibrillation); other causes are arterial thrombosis, nonocclusive low-flow ischemia and mesenteric venous thrombosis.',
    keyFindings: [
      'Severe abdominal pain out of proportion to a relatively benign early examination.',
      'Risk factors: atrial fibrillation, recent MI, atherosclerosis, hypercoagulable states, shock or vasopressors (nonocclusive).',
      'Leukocytosis, elevated lactate and metabolic acidosis are usually late findings.',
      'Late: peritonitis, bloody stool, sepsis.',
    ],
    diagnosis:
      'CT angiography is the test of choice and usually diagnostic; catheter angiography is the traditional gold standard and allows endovascular treatment. Do not delay imaging because lactate is normal.',
    management:
      'Fluid resuscitation, IV heparin, broad-spectrum antibiotics and emergent revascularization (embolectomy, endovascular therapy or bypass) with laparotomy to assess and resect nonviable bowel. Nonocclusive ischemia: treat the underlying cause and consider intra-arterial vasodilators. Mesenteric venous thrombosis: anticoagulation.',
    dontMiss:
      'High mortality, largely from delayed diagnosis. Chronic mesenteric ischemia presents with postprandial pain, food fear and weight loss. Ischemic colitis (watershed areas such as the splenic flexure) causes milder pain and bloody diarrhea.',
  },
  {
    id: 'surg-abdominal-aortic-aneurysm',
    title: 'Abdominal Aortic Aneurysm',
    category: 'Surgery',
    keywords: ['AAA', 'triple A', 'aortic aneurysm', 'ruptured AAA', 'pulsatile abdominal mass', 'EVAR'],
    definition:
      'Dilation of the abdominal aorta to 3.0 cm or more, usually infrarenal. Risk factors: smoking (strongest), male sex, age over 65, family history, atherosclerosis.',
    keyFindings: [
      'Usually asymptomatic; may be found as a pulsatile abdominal mass or incidentally on imaging.',
      'Rupture: sudden severe abdominal, back or flank pain, hypotension and a pulsatile mass.',
      'Rupture risk rises with diameter and with rapid expansion.',
    ],
    diagnosis:
      'Abdominal ultrasound for screening and surveillance (USPSTF: one-time screening for men aged 65-75 who have ever smoked). CT angiography defines anatomy in stable patients. A hypotensive patient with a known or suspected AAA goes directly to the operating room after bedside ultrasound.',
    management:
      'Smoking cessation, blood pressure control, statin, and ultrasound surveillance. Elective repair (endovascular EVAR or open) for diameter of 5.5 cm or more in men (about 5.0 cm in women), growth of 0.5 cm or more in 6 months or 1 cm in a year, or symptoms. Rupture: permissive hypotension and emergent repair.',
    dontMiss:
      'A ruptured AAA can mimic renal colic, diverticulitis or musculoskeletal back pain in older adults. Aortoenteric fistula causes GI bleeding after aortic graft repair. EVAR needs lifelong imaging for endoleak.',
  },
  {
    id: 'surg-acute-cholecystitis',
    title: 'Acute Cholecystitis',
    category: 'Surgery',
    keywords: ['cholecystitis', 'gallbladder attack', 'gallstones', 'Murphy sign', 'RUQ pain', 'cholecystectomy'],
    definition:
      'Inflammation of the gallbladder, usually from a gallstone persistently obstructing the cystic duct (calculous); acalculous cholecystitis occurs in critically ill patients.',
    keyFindings: [
      'Right upper quadrant or epigastric pain lasting more than 6 hours, often after a fatty meal, radiating to the right shoulder or scapula; fever, nausea.',
      'Murphy sign: inspiratory arrest during right upper quadrant palpation.',
      'Leukocytosis; bilirubin and alkaline phosphatase normal or mildly raised (marked elevation suggests a common bile duct stone or cholangitis).',
      'Ultrasound: gallstones, gallbladder wall thickening, pericholecystic fluid, sonographic Murphy sign.',
    ],
    diagnosis:
      'Right upper quadrant ultrasound is the first test. A HIDA scan (cholescintigraphy) confirms when ultrasound is equivocal: failure to visualize the gallbladder indicates cystic duct obstruction.',
    management:
      'NPO, IV fluids, analgesia, IV antibiotics and early laparoscopic cholecystectomy (preferably within 72 hours, during the same admission). Percutaneous cholecystostomy for patients too ill for surgery.',
    pharmacology:
      'Antibiotics cover enteric gram-negative organisms (plus anaerobes in severe or complicated cases), e.g., ceftriaxone plus metronidazole or piperacillin-tazobactam. NSAIDs or opioids for pain.',
    dontMiss:
      'Ascending cholangitis (Charcot triad of fever, jaundice and RUQ pain; Reynolds pentad adds hypotension and confusion) needs urgent biliary drainage (ERCP). Gangrenous or emphysematous cholecystitis (diabetics), perforation, gallstone ileus. An inferior MI can mimic biliary pain.',
  },
  {
    id: 'surg-acute-compartment-syndrome',
    title: 'Acute Compartment Syndrome',
    category: 'Surgery',
    keywords: ['compartment syndrome', 'fasciotomy', 'tibial fracture', 'crush injury', 'pain with passive stretch'],
    definition:
      'Raised pressure within a closed fascial compartment that compromises perfusion of muscle and nerve, most often after fractures (especially the tibial shaft), crush injuries, burns, reperfusion after ischemia or tight casts.',
    keyFindings: [
      'Early: pain out of proportion to the injury and pain on passive stretch of the muscles in the compartment.',
      'Tense, swollen compartment and paresthesias.',
      'Late: pallor, paralysis and pulselessness; distal pulses are usually preserved until late.',
      'Rising CK and myoglobinuria from muscle necrosis.',
    ],
    diagnosis:
      'Clinical diagnosis. Measure compartment pressure when the examination is unreliable (e.g., obtunded patient): a delta pressure (diastolic blood pressure minus compartment pressure) below 30 mm Hg supports the diagnosis.',
    management:
      'Remove casts and constrictive dressings, keep the limb at heart level (not elevated) and perform emergent fasciotomy of all involved compartments.',
    dontMiss:
      'Palpable pulses do not exclude compartment syndrome. Complications: muscle necrosis, Volkmann ischemic contracture, rhabdomyolysis with acute kidney injury, hyperkalemia.',
  },
  {
    id: 'surg-acute-limb-ischemia',
    title: 'Acute Limb Ischemia',
    category: 'Surgery',
    keywords: ['ALI', 'arterial embolism', 'cold leg', 'pulseless limb', '6 Ps', 'acute arterial occlusion'],
    definition:
      'A sudden decrease in limb perfusion (symptoms under 2 weeks) that threatens limb viability, most often from cardiac embolism (atrial fibrillation) or thrombosis of a diseased artery or bypass graft.',
    keyFindings: [
      'The 6 Ps: pain, pallor, pulselessness, poikilothermia (coldness), paresthesia, paralysis.',
      'Sensory loss and muscle weakness mean the limb is threatened.',
      'Embolism: sudden onset, atrial fibrillation, normal contralateral pulses. Thrombosis: prior claudication and contralateral peripheral arterial disease.',
    ],
    diagnosis:
      'Bedside handheld Doppler of arterial and venous signals plus the neurologic examination grade severity; CT angiography or catheter angiography locates the occlusion when this will not delay revascularization of a threatened limb.',
    management:
      'Immediate IV unfractionated heparin, then revascularization according to severity: surgical embolectomy or thrombectomy, bypass, or catheter-directed thrombolysis. Primary amputation for an irreversibly ischemic limb.',
    pharmacology:
      'Unfractionated heparin prevents clot propagation; thrombolytics are contraindicated with recent surgery, bleeding or stroke.',
    dontMiss:
      'Reperfusion injury: compartment syndrome, hyperkalemia, rhabdomyolysis and myoglobinuric kidney injury. Aortic dissection can present as limb ischemia. Look for the embolic source (ECG, echocardiography).',
  },
  {
    id: 'surg-necrotizing-fasciitis',
    title: 'Necrotizing Fasciitis',
    category: 'Surgery',
    keywords: ['necrotizing fasciitis', 'necrotizing soft tissue infection', 'NSTI', 'flesh-eating bacteria', 'Fournier gangrene'],
    definition:
      'A rapidly spreading infection of the fascia and subcutaneous tissue: polymicrobial (type I, e.g., in diabetics and perineal Fournier gangrene) or monomicrobial (type II, classically group A Streptococcus).',
    keyFindings: [
      'Pain out of proportion to the skin findings early on, with rapid spread.',
      'Tense edema beyond the erythema, bullae, dusky or violaceous skin, crepitus; skin may later become anesthetic.',
      'Systemic toxicity: fever, tachycardia, hypotension.',
      'Labs may show leukocytosis, hyponatremia, elevated creatinine and CK.',
    ],
    diagnosis:
      'Clinical suspicion; CT may show fascial gas or fluid but must not delay surgery. Surgical exploration is diagnostic: gray necrotic fascia, thin "dishwater" fluid, lack of bleeding and fascia that separates easily.',
    management:
      'Emergent, repeated surgical debridement plus broad-spectrum IV antibiotics and aggressive resuscitation.',
    pharmacology:
      'Empiric regimen: vancomycin (or linezolid) plus piperacillin-tazobactam (or a carbapenem) plus clindamycin, which suppresses toxin production. For confirmed group A Streptococcus: penicillin plus clindamycin.',
    dontMiss:
      'Clues separating it from cellulitis: pain out of proportion, crepitus, bullae, rapid spread, systemic toxicity. Streptococcal toxic shock syndrome. Do not wait for imaging or lab scores when clinical suspicion is high.',
  },
  {
    id: 'surg-postoperative-fever',
    title: 'Postoperative Fever',
    category: 'Surgery',
    keywords: ['post-op fever', 'fever after surgery', '5 Ws', 'wind water wound walking wonder drugs', 'surgical site infection'],
    definition:
      'Fever after surgery; the time since the operation points to the likely cause.',
    keyFindings: [
      'First 24 hours: malignant hyperthermia, transfusion reaction, early necrotizing wound infection (group A Streptococcus, Clostridium) or a pre-existing infection.',
      'Days 1-2 ("wind"): pneumonia and aspiration; atelectasis is traditionally listed, but evidence that it causes fever is weak.',
      'Days 3-5 ("water"): urinary tract infection, especially with a catheter; also IV line infection.',
      'Day 5 onward ("wound" and "walking"): surgical site infection, DVT and pulmonary embolism; day 5-7 or later: anastomotic leak or intra-abdominal abscess. Drug fever ("wonder drugs") can occur at any time.',
    ],
    diagnosis:
      'Examine wound, lungs, lines, catheter sites and calves; then targeted tests: CBC, urinalysis and culture, blood cultures, chest X-ray, duplex ultrasound for DVT, CT pulmonary angiography for PE, CT abdomen and pelvis for abscess or leak.',
    management:
      'Treat the cause: antibiotics for infection, open and drain infected wounds, percutaneous drainage of abscesses, anticoagulation for VTE, stopping the offending drug, and removal of unnecessary lines and catheters. Early ambulation and incentive spirometry help prevent complications.',
    dontMiss:
      'Malignant hyperthermia and necrotizing wound infection in the first 24 hours; anastomotic leak (tachycardia, peritonitis); pulmonary embolism; Clostridioides difficile colitis after antibiotics.',
  },
  {
    id: 'surg-malignant-hyperthermia',
    title: 'Malignant Hyperthermia',
    category: 'Surgery',
    keywords: ['MH', 'anesthesia reaction', 'succinylcholine', 'dantrolene', 'RYR1', 'hypercarbia'],
    definition:
      'An inherited (usually autosomal dominant, most often RYR1 mutation) disorder of skeletal muscle in which volatile inhaled anesthetics or succinylcholine trigger uncontrolled calcium release from the sarcoplasmic reticulum and a hypermetabolic crisis.',
    keyFindings: [
      'Earliest sign: rising end-tidal CO2 despite increased ventilation, with tachycardia.',
      'Muscle rigidity (including masseter spasm); hyperthermia is often a later sign.',
      'Mixed respiratory and metabolic acidosis, hyperkalemia, elevated CK, myoglobinuria.',
      'Arrhythmias, often driven by hyperkalemia.',
    ],
    diagnosis:
      'Clinical diagnosis during or shortly after anesthesia, supported by blood gas, electrolytes, CK and urine myoglobin. Susceptibility is confirmed later by the caffeine-halothane contracture test on muscle biopsy or RYR1 genetic testing.',
    management:
      'Stop the triggering agent, hyperventilate with 100% oxygen, give IV dantrolene, actively cool, treat hyperkalemia and acidosis, maintain urine output and monitor in the ICU for recurrence.',
    pharmacology:
      'Dantrolene: ryanodine receptor antagonist that blocks calcium release; 2.5 mg/kg IV, repeated until signs resolve. Avoid calcium channel blockers with dantrolene (hyperkalemia and cardiovascular collapse).',
    dontMiss:
      'Ask about family history of problems with anesthesia; susceptible patients need trigger-free anesthesia (e.g., propofol-based). Mimics: thyroid storm, sepsis, neuroleptic malignant syndrome, serotonin syndrome, pheochromocytoma.',
  },
  {
    id: 'surg-inguinal-hernia',
    title: 'Inguinal Hernia',
    category: 'Surgery',
    keywords: ['hernia', 'groin bulge', 'indirect hernia', 'direct hernia', 'incarcerated hernia', 'strangulated hernia', 'femoral hernia'],
    definition:
      'Protrusion of abdominal contents through the inguinal region. Indirect hernias pass through the deep inguinal ring lateral to the inferior epigastric vessels (patent processus vaginalis); direct hernias bulge through Hesselbach triangle medial to these vessels (weak transversalis fascia).',
    keyFindings: [
      'Groin bulge that enlarges with coughing or straining and often reduces when supine.',
      'Indirect hernias are the most common type in men, women and children; direct hernias occur mainly in older men.',
      'Femoral hernias (below the inguinal ligament, medial to the femoral vein) are more common in women and have a high risk of incarceration.',
      'Incarceration: tender, irreducible mass. Strangulation: severe pain, erythema, fever, signs of bowel obstruction.',
    ],
    diagnosis:
      'Clinical examination; ultrasound (or CT or MRI) when the diagnosis is unclear or an occult hernia is suspected.',
    management:
      'Symptomatic hernias: elective repair (open mesh repair such as Lichtenstein, or laparoscopic). Watchful waiting is acceptable for minimally symptomatic inguinal hernias in adult men. Femoral hernias and inguinal hernias in infants are repaired promptly. Incarcerated without signs of strangulation: attempt gentle reduction; strangulated: emergency surgery.',
    dontMiss:
      'Do not reduce a hernia with signs of strangulation. Consider a femoral hernia in a woman with groin pain or small bowel obstruction. Mimics: hydrocele, lymphadenopathy, testicular torsion.',
  },
  {
    id: 'surg-breast-cancer',
    title: 'Breast Cancer',
    category: 'Surgery',
    keywords: ['breast mass', 'breast lump', 'mammogram', 'invasive ductal carcinoma', 'BRCA', 'DCIS'],
    definition:
      'The most common cancer in women apart from skin cancer; most are invasive ductal carcinomas. Risk factors include age, BRCA1 or BRCA2 mutations, family history, early menarche, late menopause, nulliparity, hormone therapy and chest irradiation.',
    keyFindings: [
      'Hard, fixed, painless, irregular mass, often in the upper outer quadrant.',
      'Skin dimpling, nipple retraction, bloody nipple discharge, axillary lymphadenopathy.',
      'Inflammatory breast cancer: erythema, warmth and peau d\'orange from dermal lymphatic invasion.',
      'Paget disease of the nipple: eczematous nipple lesion with an underlying carcinoma.',
    ],
    diagnosis:
      'Palpable mass: diagnostic mammogram plus ultrasound at age 30 or older, ultrasound first under 30. Suspicious findings need core needle biopsy, which confirms the diagnosis and gives ER, PR and HER2 status.',
    management:
      'Surgery (breast-conserving surgery plus radiation, or mastectomy) with sentinel lymph node biopsy; systemic therapy by tumor biology: endocrine therapy for hormone receptor-positive, HER2-targeted therapy for HER2-positive, chemotherapy for higher-risk and triple-negative disease.',
    pharmacology:
      'Tamoxifen (SERM; breast antagonist, endometrial and bone agonist): hot flashes, VTE, endometrial cancer. Aromatase inhibitors (anastrozole, letrozole) in postmenopausal women: osteoporosis, arthralgia. Trastuzumab (anti-HER2 antibody): cardiotoxicity, usually reversible, so monitor ejection fraction.',
    dontMiss:
      'Inflammatory breast cancer mimics mastitis: if "mastitis" does not respond to antibiotics, biopsy. USPSTF (2024) recommends screening mammography every 2 years for women aged 40-74. A mobile, rubbery, well-circumscribed mass in a young woman is usually a fibroadenoma.',
  },
];
