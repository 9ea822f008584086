import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'surg-acute-appendicitis',
    title: 'Acute Appendicitis',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['appendicitis', 'appendix', 'inflamed appendix', 'burst appendix', 'RLQ pain', 'right lower quadrant pain', 'McBurney point', 'appendectomy'],
    definition:
      'Acute appendicitis is acute inflammation of the appendix, usually from luminal obstruction; it is the most common abdominal surgical emergency and peaks in adolescents and young adults.',
    mostCommonCause:
      'The most common cause of acute appendicitis is obstruction of the appendiceal lumen, classically by a fecalith in adults and by lymphoid hyperplasia in children.',
    pathophysiology:
      'In acute appendicitis, luminal obstruction raises pressure inside the appendix, causing venous congestion, bacterial overgrowth and ischemia of the wall, which progresses to gangrene and perforation. Early pain is visceral and felt periumbilically (midgut, T10); it shifts to the right lower quadrant when inflammation reaches the parietal peritoneum.',
    presentation: [
      'Acute appendicitis classically begins with periumbilical pain that migrates to the right lower quadrant (McBurney point), followed by anorexia, nausea and vomiting and a low-grade fever.',
      'Acute appendicitis causes rebound tenderness and guarding, and Rovsing, psoas and obturator signs may be positive.',
      'Acute appendicitis typically causes leukocytosis with a left shift.',
      'In acute appendicitis, high fever, diffuse peritonitis or a palpable mass suggest perforation or abscess.',
    ],
    bestInitialTest:
      'The first test in suspected acute appendicitis in any patient of reproductive age is a pregnancy test; the best initial imaging test is CT abdomen and pelvis with IV contrast in most adults and ultrasound in children and pregnant patients (MRI in pregnancy if ultrasound is nondiagnostic).',
    testOfChoice:
      'The imaging test of choice for acute appendicitis in nonpregnant adults is CT abdomen and pelvis with IV contrast, and histology of the resected appendix confirms the diagnosis.',
    criteria: {
      name: 'Alvarado score (MANTRELS) for acute appendicitis',
      items: [
        'The Alvarado score for acute appendicitis gives 1 point each for migration of pain to the right lower quadrant, anorexia, nausea or vomiting, rebound tenderness, fever of 37.3 C or higher, and a left shift.',
        'The Alvarado score for acute appendicitis gives 2 points each for right lower quadrant tenderness and leukocytosis.',
        'An Alvarado score of 4 or less makes acute appendicitis unlikely, and a score of 7 or more makes it likely (maximum 10).',
      ],
    },
    firstLine:
      'First-line treatment of acute appendicitis is appendectomy (usually laparoscopic) with NPO status, IV fluids and IV antibiotics.',
    management:
      'Antibiotics for acute appendicitis cover gram-negative enteric rods and anaerobes, e.g., ceftriaxone plus metronidazole, or piperacillin-tazobactam for complicated disease. A late presentation of acute appendicitis with a walled-off abscess is treated with antibiotics and percutaneous drainage. Antibiotics alone are an option for selected patients with uncomplicated acute appendicitis.',
    complications: [
      'Complications of acute appendicitis are perforation, periappendiceal abscess, generalized peritonitis and surgical site infection.',
      'Perforation in acute appendicitis is more common in young children and older adults, who present atypically and late.',
    ],
    keyComparisons: [
      {
        with: 'obgyn-ectopic-pregnancy',
        difference:
          'Ectopic pregnancy can mimic acute appendicitis with lower abdominal pain, so every patient of reproductive age needs a pregnancy test; ectopic pregnancy adds amenorrhea, vaginal bleeding and a positive beta-hCG without an intrauterine pregnancy.',
      },
      {
        with: 'obgyn-ovarian-torsion',
        difference:
          'Ovarian torsion causes sudden, severe unilateral pelvic pain with nausea and an adnexal mass on ultrasound, whereas acute appendicitis has gradual pain migrating from the umbilicus with anorexia and fever.',
      },
      {
        with: 'gi-crohn-disease',
        difference:
          'Crohn disease of the terminal ileum causes right lower quadrant pain like acute appendicitis but with chronic diarrhea, weight loss and a history of recurrent episodes; CT shows ileal wall thickening rather than an inflamed appendix.',
      },
    ],
    why: [
      {
        question: 'Why does appendicitis pain start around the umbilicus and move to the right lower quadrant?',
        answer:
          'The appendix is a midgut structure, so early inflammation of its wall stimulates visceral afferents that enter the spinal cord at T10 and is felt vaguely around the umbilicus. When inflammation reaches the somatically innervated parietal peritoneum, the pain localizes sharply to the right lower quadrant.',
      },
      {
        question: 'Why is the psoas sign positive in appendicitis?',
        answer:
          'A retrocecal appendix lies on the right iliopsoas muscle, so when it is inflamed, extending the right hip (stretching the psoas) causes pain. The obturator sign works the same way for a pelvic appendix lying against the obturator internus.',
      },
    ],
    highYield: [
      'Rovsing sign in acute appendicitis is right lower quadrant pain on palpation of the left lower quadrant.',
      'The psoas sign in acute appendicitis is pain on extension of the right hip, and the obturator sign is pain on internal rotation of the flexed right hip.',
      'Right lower quadrant pain remains the most common symptom of acute appendicitis in pregnancy, but in later pregnancy the enlarging uterus can displace the appendix upward, so the pain may be in the right flank or right upper quadrant.',
      'Acute appendicitis is the most common nonobstetric surgical emergency in pregnancy.',
    ],
    dontMiss:
      'Mimics of acute appendicitis include ectopic pregnancy, ovarian torsion, pelvic inflammatory disease and tubo-ovarian abscess, Meckel diverticulitis, Crohn disease and mesenteric adenitis; young children and older adults present atypically and perforate more often.',
    icd10: ['K35.80', 'K35.30', 'K35.32'],
  },
  {
    id: 'surg-small-bowel-obstruction',
    title: 'Small Bowel Obstruction',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['SBO', 'bowel obstruction', 'intestinal obstruction', 'adhesive obstruction', 'adhesions', 'blocked intestine', 'closed-loop obstruction'],
    definition: 'Small bowel obstruction is mechanical blockage of the small intestine that stops the passage of intestinal contents.',
    mostCommonCause:
      'The most common cause of small bowel obstruction in adults is postoperative adhesions, followed by hernias and tumors.',
    causes: [
      'Causes of small bowel obstruction include adhesions, incarcerated hernias, tumors, Crohn disease strictures, volvulus, intussusception and gallstone ileus.',
    ],
    riskFactors: [
      'The main risk factor for small bowel obstruction is prior abdominal or pelvic surgery, which causes adhesions.',
    ],
    pathophysiology:
      'In small bowel obstruction, gas and fluid accumulate above the blockage, distending the bowel, causing vomiting and third-spacing of fluid into the lumen and wall. Rising intraluminal pressure first impairs venous outflow and then arterial inflow, so a closed loop or twisted segment can become ischemic (strangulation) and perforate.',
    presentation: [
      'Small bowel obstruction causes colicky abdominal pain, distension, vomiting (bilious in proximal obstruction) and obstipation when complete.',
      'Small bowel obstruction causes high-pitched tinkling bowel sounds early and reduced or absent bowel sounds later.',
      'Vomiting and third-spacing in small bowel obstruction cause dehydration and hypokalemic, hypochloremic metabolic alkalosis.',
      'Strangulation in small bowel obstruction causes fever, tachycardia, constant pain, peritonitis, leukocytosis and a rising lactate.',
    ],
    bestInitialTest:
      'The best initial test for small bowel obstruction is upright and supine abdominal X-rays, which show dilated small bowel loops (more than 3 cm) with air-fluid levels and little colonic gas.',
    testOfChoice:
      'The test of choice for small bowel obstruction is CT abdomen and pelvis with IV contrast, which confirms the diagnosis and shows the transition point, the cause and signs of ischemia or closed-loop obstruction.',
    firstLine:
      'First-line treatment of uncomplicated adhesive small bowel obstruction is nonoperative: NPO, nasogastric decompression, IV fluids, electrolyte correction and serial examinations.',
    management:
      'In adhesive small bowel obstruction, a water-soluble contrast study predicts resolution and may be therapeutic. Small bowel obstruction needs urgent surgery for strangulation, closed-loop obstruction, peritonitis, an incarcerated hernia or failure of nonoperative management.',
    complications: [
      'Complications of small bowel obstruction are strangulation with bowel ischemia, perforation, aspiration of vomitus, acute kidney injury from dehydration, and sepsis.',
    ],
    keyComparisons: [
      {
        with: 'surg-inguinal-hernia',
        difference:
          'An incarcerated inguinal or femoral hernia is a common cause of small bowel obstruction, especially in a patient without prior surgery, so the groin must be examined in every patient with obstruction.',
      },
      {
        with: 'peds-intussusception',
        difference:
          'Intussusception is the most common cause of bowel obstruction in children from about 6 months to 3 years, whereas adhesions are the most common cause of small bowel obstruction in adults.',
      },
      {
        with: 'gi-colorectal-cancer',
        difference:
          'Colorectal cancer is the most common cause of large bowel obstruction, which causes more distension and less early vomiting than small bowel obstruction, with a dilated colon on imaging.',
      },
    ],
    why: [
      {
        question: 'Why does small bowel obstruction cause metabolic alkalosis?',
        answer:
          'Vomiting in small bowel obstruction removes gastric hydrochloric acid, and fluid loss triggers aldosterone release, which makes the kidney excrete potassium and hydrogen ions. The result is a hypokalemic, hypochloremic metabolic alkalosis.',
      },
      {
        question: 'Why is water-soluble contrast therapeutic in adhesive small bowel obstruction?',
        answer:
          'Water-soluble contrast is hyperosmolar, so it draws fluid into the bowel lumen, reduces bowel wall edema and increases the pressure gradient across the obstruction. Contrast reaching the colon within about 24 hours predicts that adhesive small bowel obstruction will resolve without surgery.',
      },
    ],
    highYield: [
      'Gallstone ileus causes small bowel obstruction with pneumobilia, usually from a large gallstone impacted at the ileocecal valve.',
      'In a patient with small bowel obstruction and no prior surgery, hernia or malignancy is the likely cause.',
      'Normal labs do not exclude ischemia in small bowel obstruction.',
    ],
    dontMiss:
      'In small bowel obstruction, always examine the groin and abdominal wall for an incarcerated hernia, consider hernia or malignancy when there is no prior surgery, and remember that normal labs do not exclude ischemia.',
    icd10: ['K56.609', 'K56.50', 'K56.600', 'K56.601'],
  },
  {
    id: 'surg-acute-mesenteric-ischemia',
    title: 'Acute Mesenteric Ischemia',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['mesenteric ischemia', 'intestinal ischemia', 'SMA embolism', 'bowel infarction', 'pain out of proportion', 'ischemic bowel', 'mesenteric infarction'],
    definition: 'Acute mesenteric ischemia is a sudden reduction of intestinal blood flow that can progress to bowel infarction.',
    mostCommonCause:
      'The most common cause of acute mesenteric ischemia is embolism to the superior mesenteric artery, usually from the heart in atrial fibrillation.',
    causes: [
      'Causes of acute mesenteric ischemia are superior mesenteric artery embolism, arterial thrombosis on atherosclerosis, nonocclusive low-flow ischemia and mesenteric venous thrombosis.',
    ],
    riskFactors: [
      'Risk factors for acute mesenteric ischemia include atrial fibrillation, recent myocardial infarction, atherosclerosis, hypercoagulable states, and shock or vasopressor use (nonocclusive ischemia).',
    ],
    pathophysiology:
      'In acute mesenteric ischemia, loss of blood flow first injures the metabolically active mucosa, causing severe visceral pain while the peritoneum is still uninvolved; as ischemia becomes transmural, the bowel infarcts, bacteria translocate and peritonitis and sepsis follow.',
    presentation: [
      'Acute mesenteric ischemia causes severe abdominal pain out of proportion to a relatively benign early examination.',
      'In acute mesenteric ischemia, leukocytosis, elevated lactate and metabolic acidosis are usually late findings.',
      'Late acute mesenteric ischemia causes peritonitis, bloody stool and sepsis.',
    ],
    bestInitialTest:
      'The best initial test for suspected acute mesenteric ischemia is CT angiography, which should not be delayed because the lactate is normal.',
    testOfChoice:
      'The test of choice for acute mesenteric ischemia is CT angiography, which is usually diagnostic; catheter angiography is the traditional gold standard and allows endovascular treatment.',
    firstLine:
      'First-line treatment of acute mesenteric ischemia is fluid resuscitation, IV heparin, broad-spectrum antibiotics and emergent revascularization (embolectomy, endovascular therapy or bypass) with laparotomy to assess and resect nonviable bowel.',
    management:
      'Nonocclusive acute mesenteric ischemia is treated by correcting the underlying low-flow state and considering intra-arterial vasodilators. Mesenteric venous thrombosis is treated with anticoagulation. A second-look laparotomy is often planned after revascularization of acute mesenteric ischemia to reassess bowel viability.',
    complications: [
      'Complications of acute mesenteric ischemia are bowel infarction, perforation, sepsis, multiorgan failure and short bowel syndrome after extensive resection.',
    ],
    prognosis:
      'Acute mesenteric ischemia has a high mortality, largely because of delayed diagnosis.',
    keyComparisons: [
      {
        with: 'gi-acute-pancreatitis',
        difference:
          'Acute pancreatitis causes severe epigastric pain radiating to the back with a lipase above 3 times normal, whereas acute mesenteric ischemia causes pain out of proportion to the examination in a patient with atrial fibrillation or vascular disease, diagnosed by CT angiography.',
      },
      {
        with: 'surg-small-bowel-obstruction',
        difference:
          'Small bowel obstruction causes colicky pain with distension, vomiting and dilated loops with air-fluid levels, whereas acute mesenteric ischemia causes sudden severe pain with little distension or tenderness early on.',
      },
    ],
    why: [
      {
        question: 'Why is the pain in acute mesenteric ischemia out of proportion to the examination?',
        answer:
          'Early acute mesenteric ischemia injures the mucosa, producing intense visceral pain, but the parietal peritoneum is not yet inflamed, so there is little tenderness, guarding or rebound. Peritoneal signs appear only when ischemia becomes transmural and the bowel infarcts.',
      },
      {
        question: 'Why do emboli usually lodge in the superior mesenteric artery?',
        answer:
          'The superior mesenteric artery leaves the aorta at a narrow angle and has a large caliber, so emboli from the heart pass easily into it, typically lodging just beyond the origin of the middle colic artery.',
      },
    ],
    highYield: [
      'Chronic mesenteric ischemia presents with postprandial abdominal pain, food fear and weight loss.',
      'Ischemic colitis affects watershed areas such as the splenic flexure and causes milder pain and bloody diarrhea than acute mesenteric ischemia.',
      'Normal lactate does not exclude acute mesenteric ischemia.',
    ],
    dontMiss:
      'Acute mesenteric ischemia has high mortality, largely from delayed diagnosis; suspect it in an older patient with atrial fibrillation and pain out of proportion to the examination, and do not delay CT angiography because lactate is normal.',
    icd10: ['K55.059', 'K55.069', 'K55.019'],
  },
  {
    id: 'surg-abdominal-aortic-aneurysm',
    title: 'Abdominal Aortic Aneurysm',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['AAA', 'triple A', 'aortic aneurysm', 'ruptured AAA', 'rAAA', 'pulsatile abdominal mass', 'EVAR', 'endovascular aneurysm repair'],
    definition: 'An abdominal aortic aneurysm is dilation of the abdominal aorta to 3.0 cm or more, usually below the renal arteries (infrarenal).',
    riskFactors: [
      'The strongest risk factor for abdominal aortic aneurysm is smoking.',
      'Other risk factors for abdominal aortic aneurysm are male sex, age over 65, family history, atherosclerosis and hypertension.',
      'Diabetes is associated with a lower risk of abdominal aortic aneurysm.',
    ],
    pathophysiology:
      'An abdominal aortic aneurysm forms when chronic inflammation and matrix metalloproteinases degrade elastin and collagen in the aortic media. By the law of Laplace, wall tension rises with radius, so a larger aneurysm expands faster and is more likely to rupture.',
    presentation: [
      'Abdominal aortic aneurysm is usually asymptomatic and may be found as a pulsatile abdominal mass or incidentally on imaging.',
      'A ruptured abdominal aortic aneurysm causes sudden severe abdominal, back or flank pain, hypotension and a pulsatile mass.',
      'The rupture risk of an abdominal aortic aneurysm rises with diameter and with rapid expansion.',
    ],
    bestInitialTest:
      'The best initial test for abdominal aortic aneurysm is abdominal ultrasound, used for screening and surveillance.',
    testOfChoice:
      'CT angiography is the test that defines abdominal aortic aneurysm anatomy for repair planning in stable patients; a hypotensive patient with a known or suspected AAA goes directly to the operating room after bedside ultrasound.',
    firstLine:
      'First-line management of a small asymptomatic abdominal aortic aneurysm is smoking cessation, blood pressure control, a statin and ultrasound surveillance.',
    management:
      'Elective repair of an abdominal aortic aneurysm (endovascular EVAR or open) is indicated for a diameter of 5.5 cm or more in men (about 5.0 cm in women), growth of 0.5 cm or more in 6 months or 1 cm in a year, or symptoms. A ruptured abdominal aortic aneurysm is managed with permissive hypotension and emergent repair.',
    complications: [
      'The main complication of abdominal aortic aneurysm is rupture, which is often fatal.',
      'Aortoenteric fistula is a complication of abdominal aortic aneurysm repair that causes GI bleeding after aortic graft placement.',
      'Endoleak is a complication of EVAR for abdominal aortic aneurysm, so EVAR needs lifelong imaging surveillance.',
    ],
    prevention:
      'USPSTF recommends one-time ultrasound screening for abdominal aortic aneurysm in men aged 65-75 who have ever smoked.',
    keyComparisons: [
      {
        with: 'card-aortic-dissection',
        difference:
          'Aortic dissection causes sudden tearing chest or back pain with pulse or blood pressure differences from an intimal tear, whereas a ruptured abdominal aortic aneurysm causes abdominal, back or flank pain with hypotension and a pulsatile abdominal mass.',
      },
      {
        with: 'renal-kidney-stones',
        difference:
          'A ruptured abdominal aortic aneurysm can mimic renal colic with flank pain and hematuria, so an older patient, especially a smoker, with first-time "renal colic" needs the aorta imaged.',
      },
    ],
    why: [
      {
        question: 'Why does the rupture risk of an abdominal aortic aneurysm rise with its diameter?',
        answer:
          'By the law of Laplace, wall tension equals pressure times radius, so as an abdominal aortic aneurysm widens, the stress on its thinned wall rises. Higher tension speeds expansion, which further increases tension and rupture risk.',
      },
      {
        question: 'Why is permissive hypotension used for a ruptured AAA?',
        answer:
          'In a ruptured abdominal aortic aneurysm, raising blood pressure with large fluid volumes can dislodge the clot that is containing the bleed and dilutes clotting factors. Keeping the patient alert with a low-normal pressure until the aorta is clamped or stented limits blood loss.',
      },
    ],
    highYield: [
      'Surveillance of abdominal aortic aneurysm by ultrasound is about every 3 years for 3.0-3.9 cm, every 12 months for 4.0-4.9 cm and every 6 months for 5.0-5.4 cm.',
      'Most abdominal aortic aneurysms are infrarenal.',
      'A ruptured abdominal aortic aneurysm classically presents with the triad of pain, hypotension and a pulsatile abdominal mass.',
    ],
    dontMiss:
      'A ruptured abdominal aortic aneurysm can mimic renal colic, diverticulitis or musculoskeletal back pain in older adults; aortoenteric fistula causes GI bleeding after aortic graft repair, and EVAR needs lifelong imaging for endoleak.',
    icd10: ['I71.40', 'I71.43', 'I71.30', 'I71.33'],
  },
  {
    id: 'surg-acute-cholecystitis',
    title: 'Acute Cholecystitis',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['cholecystitis', 'gallbladder attack', 'gallbladder inflammation', 'gallstones', 'calculous cholecystitis', 'acalculous cholecystitis', 'Murphy sign', 'RUQ pain', 'cholecystectomy'],
    definition:
      'Acute cholecystitis is inflammation of the gallbladder, usually from a gallstone persistently obstructing the cystic duct (calculous); acalculous cholecystitis occurs in critically ill patients.',
    mostCommonCause:
      'The most common cause of acute cholecystitis is a gallstone impacted in the cystic duct.',
    riskFactors: [
      'Risk factors for acute cholecystitis are those for gallstones: female sex, age over 40, obesity, pregnancy, estrogen therapy, rapid weight loss and a family history.',
      'Risk factors for acalculous cholecystitis are critical illness, major surgery, trauma, burns, sepsis, prolonged fasting and total parenteral nutrition.',
    ],
    pathophysiology:
      'In acute cholecystitis, a stone obstructing the cystic duct distends the gallbladder and causes chemical inflammation of its wall, often followed by bacterial infection; rising pressure can impair blood flow, leading to gangrene and perforation. Acalculous cholecystitis results from bile stasis and gallbladder ischemia.',
    presentation: [
      'Acute cholecystitis causes right upper quadrant or epigastric pain lasting more than 6 hours, often after a fatty meal, radiating to the right shoulder or scapula, with fever and nausea.',
      'Murphy sign in acute cholecystitis is inspiratory arrest during palpation of the right upper quadrant.',
      'Acute cholecystitis causes leukocytosis, with bilirubin and alkaline phosphatase normal or mildly raised; marked elevation suggests a common bile duct stone or cholangitis.',
      'Ultrasound in acute cholecystitis shows gallstones, gallbladder wall thickening, pericholecystic fluid and a sonographic Murphy sign.',
    ],
    bestInitialTest: 'The best initial test for acute cholecystitis is right upper quadrant ultrasound.',
    testOfChoice:
      'The most accurate test for acute cholecystitis is a HIDA scan (cholescintigraphy), used when ultrasound is equivocal: failure to visualize the gallbladder indicates cystic duct obstruction.',
    criteria: {
      name: 'Tokyo Guidelines (TG18) diagnostic criteria for acute cholecystitis',
      items: [
        'Local signs of acute cholecystitis in the Tokyo Guidelines are Murphy sign or a right upper quadrant mass, pain or tenderness.',
        'Systemic signs of acute cholecystitis in the Tokyo Guidelines are fever, elevated CRP or an elevated white cell count.',
        'Imaging findings characteristic of acute cholecystitis complete the Tokyo Guidelines criteria.',
        'A definite diagnosis of acute cholecystitis by the Tokyo Guidelines needs one local sign, one systemic sign and characteristic imaging.',
      ],
    },
    firstLine:
      'First-line treatment of acute cholecystitis is early laparoscopic cholecystectomy (preferably within 72 hours, during the same admission) with NPO status, IV fluids, analgesia and IV antibiotics.',
    management:
      'Antibiotics for acute cholecystitis cover enteric gram-negative organisms (plus anaerobes in severe or complicated cases), e.g., ceftriaxone plus metronidazole or piperacillin-tazobactam; NSAIDs or opioids are used for pain. Percutaneous cholecystostomy is used for patients with acute cholecystitis who are too ill for surgery.',
    complications: [
      'Complications of acute cholecystitis are gangrenous cholecystitis, emphysematous cholecystitis (especially in diabetics), perforation and gallstone ileus.',
    ],
    keyComparisons: [
      {
        with: 'gi-acute-pancreatitis',
        difference:
          'Gallstone pancreatitis causes epigastric pain radiating to the back with a lipase above 3 times normal, whereas acute cholecystitis causes right upper quadrant pain with Murphy sign and a normal or mildly raised lipase.',
      },
      {
        with: 'card-acute-coronary-syndrome',
        difference:
          'An inferior myocardial infarction can mimic the epigastric or right upper quadrant pain of acute cholecystitis, so an ECG and troponin are needed in patients with cardiac risk factors.',
      },
    ],
    why: [
      {
        question: 'Why does gallbladder pain radiate to the right shoulder?',
        answer:
          'An inflamed gallbladder in acute cholecystitis can irritate the undersurface of the diaphragm, which is supplied by the phrenic nerve (C3-C5). The brain refers this pain to the C3-C5 dermatomes over the right shoulder and scapula.',
      },
      {
        question: 'Why does a HIDA scan fail to show the gallbladder in acute cholecystitis?',
        answer:
          'The HIDA tracer is taken up by the liver and excreted into bile. In acute cholecystitis the cystic duct is obstructed, so tracer reaches the bowel but cannot enter the gallbladder, which therefore does not fill.',
      },
    ],
    highYield: [
      'Acute cholecystitis differs from biliary colic by pain lasting more than 6 hours with fever, leukocytosis and Murphy sign.',
      'Emphysematous cholecystitis (gas in the gallbladder wall) is more common in diabetic patients and needs urgent cholecystectomy.',
    ],
    dontMiss:
      'In acute cholecystitis, do not miss ascending cholangitis (Charcot triad of fever, jaundice and RUQ pain; Reynolds pentad adds hypotension and confusion), which needs urgent biliary drainage by ERCP; an inferior MI can mimic biliary pain.',
    icd10: ['K81.0', 'K80.00', 'K80.01'],
  },
  {
    id: 'surg-acute-compartment-syndrome',
    title: 'Acute Compartment Syndrome',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['compartment syndrome', 'fasciotomy', 'crush injury', 'pain with passive stretch', 'Volkmann contracture'],
    definition:
      'Acute compartment syndrome is raised pressure within a closed fascial compartment that compromises perfusion of muscle and nerve.',
    mostCommonCause:
      'The most common cause of acute compartment syndrome is a fracture, especially of the tibial shaft.',
    causes: [
      'Causes of acute compartment syndrome include fractures (especially tibial shaft), crush injuries, burns, reperfusion after ischemia and tight casts or dressings.',
    ],
    pathophysiology:
      'In acute compartment syndrome, swelling inside an unyielding fascial compartment raises tissue pressure above capillary perfusion pressure, so venous outflow and microcirculation fail while large arteries stay open; ischemic muscle and nerve swell further, creating a vicious cycle that leads to necrosis within hours.',
    presentation: [
      'The earliest signs of acute compartment syndrome are pain out of proportion to the injury and pain on passive stretch of the muscles in the compartment.',
      'Acute compartment syndrome causes a tense, swollen compartment and paresthesias.',
      'Late signs of acute compartment syndrome are pallor, paralysis and pulselessness; distal pulses are usually preserved until late.',
      'Acute compartment syndrome causes a rising CK and myoglobinuria from muscle necrosis.',
    ],
    bestInitialTest:
      'Acute compartment syndrome is a clinical diagnosis based on examination, and no test should delay fasciotomy when the clinical picture is clear.',
    testOfChoice:
      'Compartment pressure measurement is the test for acute compartment syndrome when the examination is unreliable (e.g., an obtunded patient): a delta pressure (diastolic blood pressure minus compartment pressure) below 30 mm Hg supports the diagnosis.',
    firstLine: 'First-line treatment of acute compartment syndrome is emergent fasciotomy of all involved compartments.',
    management:
      'In acute compartment syndrome, casts and constrictive dressings are removed immediately and the limb is kept at heart level, not elevated, while fasciotomy is arranged.',
    complications: [
      'Complications of acute compartment syndrome are muscle necrosis, Volkmann ischemic contracture, nerve damage, rhabdomyolysis with acute kidney injury, and hyperkalemia.',
    ],
    keyComparisons: [
      {
        with: 'surg-acute-limb-ischemia',
        difference:
          'Acute limb ischemia is caused by arterial occlusion with absent pulses early, whereas acute compartment syndrome is caused by raised tissue pressure with palpable pulses until late; reperfusion of an ischemic limb can itself cause compartment syndrome.',
      },
      {
        with: 'surg-necrotizing-fasciitis',
        difference:
          'Both necrotizing fasciitis and acute compartment syndrome cause pain out of proportion to findings, but necrotizing fasciitis has systemic toxicity, spreading skin changes and crepitus, whereas compartment syndrome follows trauma with a tense compartment and pain on passive stretch.',
      },
    ],
    why: [
      {
        question: 'Why are pulses usually present in compartment syndrome?',
        answer:
          'Compartment pressure in acute compartment syndrome rises high enough to collapse capillaries and veins but usually stays well below arterial pressure. Blood still flows through the large arteries to the foot or hand while the muscle and nerves in the compartment are starved, so a palpable pulse does not exclude the diagnosis.',
      },
      {
        question: 'Why is the limb not elevated in compartment syndrome?',
        answer:
          'Elevation lowers arterial pressure in the limb, which reduces the perfusion gradient (blood pressure minus compartment pressure) and worsens ischemia in acute compartment syndrome. The limb is kept at heart level.',
      },
      {
        question: 'Why does passive stretch cause pain in compartment syndrome?',
        answer:
          'Stretching ischemic muscle in acute compartment syndrome further raises pressure within the compartment and strains the injured fibers, so pain on passive stretch is one of the earliest and most sensitive signs.',
      },
    ],
    highYield: [
      'Palpable pulses do not exclude acute compartment syndrome.',
      'The anterior compartment of the leg is the most commonly affected compartment in acute compartment syndrome after tibial fracture, causing deep peroneal nerve dysfunction with numbness of the first web space.',
      'A delta pressure below 30 mm Hg (diastolic pressure minus compartment pressure) supports acute compartment syndrome.',
    ],
    dontMiss:
      'In acute compartment syndrome, palpable pulses do not exclude the diagnosis, and delay leads to muscle necrosis, Volkmann ischemic contracture, rhabdomyolysis with acute kidney injury and hyperkalemia.',
    icd10: ['T79.A0XA', 'T79.A29A', 'M79.A29'],
  },
  {
    id: 'surg-acute-limb-ischemia',
    title: 'Acute Limb Ischemia',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['ALI', 'arterial embolism', 'arterial thrombosis', 'cold leg', 'pulseless limb', '6 Ps', 'acute arterial occlusion'],
    definition:
      'Acute limb ischemia is a sudden decrease in limb perfusion, with symptoms present for less than 2 weeks, that threatens limb viability.',
    causes: [
      'Acute limb ischemia is caused mainly by embolism, most often from the heart in atrial fibrillation, or by thrombosis of a diseased artery or bypass graft.',
      'Less common causes of acute limb ischemia are popliteal aneurysm thrombosis, aortic dissection, trauma and hypercoagulable states.',
    ],
    riskFactors: [
      'Risk factors for acute limb ischemia include atrial fibrillation, recent myocardial infarction, peripheral arterial disease, prior bypass grafts and hypercoagulable states.',
    ],
    pathophysiology:
      'In acute limb ischemia, sudden arterial occlusion leaves the limb without time to develop collaterals; nerves are injured first (sensory loss, then weakness) and skeletal muscle becomes irreversibly damaged within about 6 hours.',
    presentation: [
      'Acute limb ischemia presents with the 6 Ps: pain, pallor, pulselessness, poikilothermia (coldness), paresthesia and paralysis.',
      'Sensory loss and muscle weakness mean the limb is threatened in acute limb ischemia.',
      'Embolic acute limb ischemia has a sudden onset, atrial fibrillation and normal contralateral pulses, whereas thrombotic acute limb ischemia follows prior claudication with contralateral peripheral arterial disease.',
    ],
    bestInitialTest:
      'The best initial assessment of acute limb ischemia is bedside handheld Doppler of arterial and venous signals plus the neurologic examination, which grade severity.',
    testOfChoice:
      'CT angiography or catheter angiography locates the occlusion in acute limb ischemia when this will not delay revascularization of a threatened limb.',
    criteria: {
      name: 'Rutherford classification of acute limb ischemia',
      items: [
        'Rutherford class I acute limb ischemia is a viable limb with no sensory loss, no weakness and audible arterial Doppler signals.',
        'Rutherford class IIa acute limb ischemia is marginally threatened, with minimal sensory loss (toes), no weakness and often inaudible arterial but audible venous Doppler signals.',
        'Rutherford class IIb acute limb ischemia is immediately threatened, with sensory loss beyond the toes, rest pain and mild to moderate weakness, and needs immediate revascularization.',
        'Rutherford class III acute limb ischemia is irreversible, with profound anesthesia, paralysis and inaudible arterial and venous Doppler signals, and usually needs amputation.',
      ],
    },
    firstLine: 'First-line treatment of acute limb ischemia is immediate IV unfractionated heparin, followed by revascularization according to severity.',
    management:
      'Revascularization in acute limb ischemia is by surgical embolectomy or thrombectomy, bypass, or catheter-directed thrombolysis. Primary amputation is performed for an irreversibly ischemic limb. Thrombolytics are contraindicated in acute limb ischemia with recent surgery, bleeding or stroke.',
    complications: [
      'Reperfusion injury after acute limb ischemia causes compartment syndrome, hyperkalemia, rhabdomyolysis and myoglobinuric kidney injury.',
      'Acute limb ischemia can end in limb loss and carries a high mortality because of the underlying cardiac and vascular disease.',
    ],
    keyComparisons: [
      {
        with: 'surg-acute-compartment-syndrome',
        difference:
          'Acute limb ischemia is arterial occlusion with absent pulses, whereas acute compartment syndrome is raised tissue pressure with pulses usually preserved until late; compartment syndrome can follow revascularization of acute limb ischemia.',
      },
      {
        with: 'card-aortic-dissection',
        difference:
          'Aortic dissection can present as acute limb ischemia when the dissection flap occludes an iliac or subclavian artery, usually with chest or back pain, so dissection should be considered before heparin or thrombolysis.',
      },
      {
        with: 'heme-deep-vein-thrombosis',
        difference:
          'Deep vein thrombosis causes a swollen, warm, red limb with preserved pulses, whereas acute limb ischemia causes a pale, cold, pulseless limb; only massive DVT (phlegmasia cerulea dolens) threatens arterial inflow.',
      },
    ],
    why: [
      {
        question: 'Why is heparin started immediately in acute limb ischemia?',
        answer:
          'Unfractionated heparin in acute limb ischemia does not dissolve the occluding clot, but it prevents clot propagation into collateral and distal vessels while revascularization is arranged.',
      },
      {
        question: 'Why does revascularization of an ischemic limb cause hyperkalemia?',
        answer:
          'Ischemic muscle in acute limb ischemia breaks down and releases potassium, myoglobin and acid into the stagnant limb. When flow is restored, these are washed into the circulation at once, causing hyperkalemia, acidosis, arrhythmia and myoglobinuric kidney injury.',
      },
    ],
    highYield: [
      'Unfractionated heparin in acute limb ischemia prevents clot propagation.',
      'An embolic source (ECG for atrial fibrillation, echocardiography for cardiac thrombus) should be sought after embolic acute limb ischemia.',
    ],
    dontMiss:
      'In acute limb ischemia, watch for reperfusion injury (compartment syndrome, hyperkalemia, rhabdomyolysis and myoglobinuric kidney injury), consider aortic dissection as the cause, and look for the embolic source with an ECG and echocardiography.',
    icd10: ['I74.3', 'I74.2', 'I74.4'],
  },
  {
    id: 'surg-necrotizing-fasciitis',
    title: 'Necrotizing Fasciitis',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['necrotizing fasciitis', 'necrotizing soft tissue infection', 'NSTI', 'nec fasc', 'flesh-eating bacteria', 'Fournier gangrene'],
    definition:
      'Necrotizing fasciitis is a rapidly spreading infection of the fascia and subcutaneous tissue that is either polymicrobial (type I) or monomicrobial (type II).',
    mostCommonCause:
      'The most common form of necrotizing fasciitis is polymicrobial type I infection (mixed aerobes and anaerobes), while the classic cause of monomicrobial type II necrotizing fasciitis is group A Streptococcus.',
    causes: [
      'Type I necrotizing fasciitis is polymicrobial and typically affects diabetics, postoperative patients and the perineum (Fournier gangrene).',
      'Type II necrotizing fasciitis is monomicrobial, classically group A Streptococcus and sometimes Staphylococcus aureus, and can affect healthy people after minor trauma.',
      'Vibrio vulnificus causes necrotizing fasciitis after seawater exposure or raw shellfish, especially in patients with liver disease.',
    ],
    riskFactors: [
      'Risk factors for necrotizing fasciitis include diabetes, injection drug use, obesity, immunosuppression, peripheral vascular disease, and recent surgery or trauma.',
    ],
    pathophysiology:
      'In necrotizing fasciitis, bacteria spread rapidly along fascial planes and thrombose the perforating vessels that supply the skin, so the subcutaneous tissue and then the skin become necrotic; destruction of cutaneous nerves explains why the skin may later become anesthetic.',
    presentation: [
      'Early necrotizing fasciitis causes pain out of proportion to the skin findings, with rapid spread.',
      'Necrotizing fasciitis causes tense edema beyond the erythema, bullae, dusky or violaceous skin and crepitus, and the skin may later become anesthetic.',
      'Necrotizing fasciitis causes systemic toxicity with fever, tachycardia and hypotension.',
      'Labs in necrotizing fasciitis may show leukocytosis, hyponatremia, elevated creatinine and elevated CK.',
    ],
    bestInitialTest:
      'Necrotizing fasciitis is diagnosed on clinical suspicion; CT may show fascial gas or fluid but must not delay surgery.',
    testOfChoice:
      'The definitive test for necrotizing fasciitis is surgical exploration, which shows gray necrotic fascia, thin "dishwater" fluid, lack of bleeding and fascia that separates easily.',
    firstLine:
      'First-line treatment of necrotizing fasciitis is emergent, repeated surgical debridement plus broad-spectrum IV antibiotics and aggressive resuscitation.',
    management:
      'The empiric antibiotic regimen for necrotizing fasciitis is vancomycin (or linezolid) plus piperacillin-tazobactam (or a carbapenem) plus clindamycin. Confirmed group A streptococcal necrotizing fasciitis is treated with penicillin plus clindamycin. Patients with necrotizing fasciitis return to the operating room every 24-36 hours until no further necrotic tissue is found.',
    complications: [
      'Complications of necrotizing fasciitis are septic shock, streptococcal toxic shock syndrome, multiorgan failure, limb amputation and death.',
    ],
    keyComparisons: [
      {
        with: 'id-cellulitis',
        difference:
          'Necrotizing fasciitis differs from cellulitis by pain out of proportion to the skin findings, crepitus, bullae, dusky skin, rapid spread and systemic toxicity.',
      },
      {
        with: 'micro-clostridium-perfringens',
        difference:
          'Clostridium perfringens causes gas gangrene (clostridial myonecrosis) of muscle after deep contaminated wounds, whereas necrotizing fasciitis primarily involves fascia and subcutaneous tissue and is usually polymicrobial or streptococcal.',
      },
    ],
    why: [
      {
        question: 'Why is clindamycin added in necrotizing fasciitis?',
        answer:
          'Clindamycin inhibits bacterial protein synthesis, which suppresses production of streptococcal and clostridial toxins in necrotizing fasciitis. It also works when bacteria are in the stationary phase at high density, where beta-lactams are less effective (the Eagle effect).',
      },
      {
        question: 'Why is the pain out of proportion to the skin findings in necrotizing fasciitis?',
        answer:
          'Necrotizing fasciitis spreads in the deep fascia beneath normal-looking skin, so tissue destruction and ischemia are far more extensive than the surface suggests. The skin changes appear only later, when perforating vessels thrombose.',
      },
    ],
    highYield: [
      'Fournier gangrene is necrotizing fasciitis of the perineum and genitals, usually polymicrobial, in diabetic or immunocompromised men.',
      'Clues that separate necrotizing fasciitis from cellulitis are pain out of proportion, crepitus, bullae, rapid spread and systemic toxicity.',
    ],
    dontMiss:
      'In necrotizing fasciitis, do not wait for imaging or lab scores when clinical suspicion is high, and watch for streptococcal toxic shock syndrome.',
    icd10: ['M72.6', 'N49.3'],
  },
  {
    id: 'surg-postoperative-fever',
    title: 'Postoperative Fever',
    subject: 'Surgery',
    kind: 'concept',
    aliases: ['post-op fever', 'postop fever', 'fever after surgery', '5 Ws', 'wind water wound walking wonder drugs', 'surgical site infection', 'postprocedural fever'],
    definition: 'Postoperative fever is fever after surgery, and the time since the operation points to the likely cause.',
    causes: [
      'Postoperative fever in the first 24 hours suggests malignant hyperthermia, a transfusion reaction, early necrotizing wound infection (group A Streptococcus, Clostridium) or a pre-existing infection.',
      'Postoperative fever on days 1-2 ("wind") suggests pneumonia or aspiration; atelectasis is traditionally listed, but evidence that it causes fever is weak.',
      'Postoperative fever on days 3-5 ("water") suggests urinary tract infection, especially with a catheter, or IV line infection.',
      'Postoperative fever from day 5 onward ("wound" and "walking") suggests surgical site infection, DVT or pulmonary embolism, and from day 5-7 or later an anastomotic leak or intra-abdominal abscess.',
      'Drug fever ("wonder drugs") can cause postoperative fever at any time.',
    ],
    bestInitialTest:
      'The best initial step in postoperative fever is examination of the wound, lungs, lines, catheter sites and calves, followed by targeted tests.',
    diagnosis:
      'Targeted tests for postoperative fever include CBC, urinalysis and culture, blood cultures, chest X-ray, duplex ultrasound for DVT, CT pulmonary angiography for PE, and CT abdomen and pelvis for abscess or leak.',
    firstLine:
      'First-line management of postoperative fever is to treat the cause: antibiotics for infection, opening and draining infected wounds, percutaneous drainage of abscesses, anticoagulation for VTE, stopping an offending drug, and removing unnecessary lines and catheters.',
    prevention:
      'Complications that cause postoperative fever are reduced by early ambulation, incentive spirometry, VTE prophylaxis, prompt removal of urinary catheters and lines, and appropriately timed perioperative antibiotic prophylaxis.',
    keyComparisons: [
      {
        with: 'surg-malignant-hyperthermia',
        difference:
          'Malignant hyperthermia causes fever during or shortly after anesthesia with rising end-tidal CO2, rigidity and hyperkalemia, whereas most other postoperative fever begins a day or more after surgery from infection, VTE or drugs.',
      },
      {
        with: 'heme-transfusion-reactions',
        difference:
          'A febrile transfusion reaction causes postoperative fever during or within hours of a transfusion, whereas infectious causes of postoperative fever appear days after surgery.',
      },
      {
        with: 'pulm-pulmonary-embolism',
        difference:
          'Pulmonary embolism causes postoperative fever with tachycardia, dyspnea and hypoxia, usually from day 5 onward, and is confirmed by CT pulmonary angiography.',
      },
    ],
    why: [
      {
        question: 'Why is atelectasis no longer accepted as a cause of postoperative fever?',
        answer:
          'Atelectasis and early postoperative fever are both common, so they often occur together, but studies have not shown that atelectasis causes fever. Early postoperative fever is usually due to the inflammatory response to surgical tissue injury, and a persistent fever needs a search for real causes.',
      },
      {
        question: 'Why does a wound infection in the first 24 hours after surgery suggest group A Streptococcus or Clostridium?',
        answer:
          'Most surgical site infections take several days to develop, but group A Streptococcus and Clostridium produce toxins that spread rapidly through tissue. A wound that is painful, discolored or weeping thin fluid within 24 hours of surgery therefore suggests necrotizing infection and needs urgent exploration.',
      },
    ],
    highYield: [
      'The 5 Ws of postoperative fever are wind (days 1-2), water (days 3-5), wound (day 5 onward), walking (DVT and PE, day 5 onward) and wonder drugs (any time).',
      'Anastomotic leak causes postoperative fever with tachycardia and peritonitis, usually from day 5-7 onward.',
      'Clostridioides difficile colitis is a cause of postoperative fever with diarrhea after antibiotics.',
    ],
    dontMiss:
      'In postoperative fever, do not miss malignant hyperthermia and necrotizing wound infection in the first 24 hours, anastomotic leak (tachycardia, peritonitis), pulmonary embolism and Clostridioides difficile colitis after antibiotics.',
    icd10: ['R50.82'],
  },
  {
    id: 'surg-malignant-hyperthermia',
    title: 'Malignant Hyperthermia',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['MH', 'anesthesia reaction', 'malignant hyperpyrexia', 'succinylcholine', 'dantrolene', 'RYR1', 'hypercarbia'],
    definition:
      'Malignant hyperthermia is an inherited disorder of skeletal muscle in which volatile inhaled anesthetics or succinylcholine trigger uncontrolled calcium release from the sarcoplasmic reticulum and a hypermetabolic crisis.',
    mostCommonCause:
      'The most common genetic cause of malignant hyperthermia susceptibility is an autosomal dominant mutation in RYR1, the skeletal muscle ryanodine receptor.',
    causes: [
      'Malignant hyperthermia is triggered by volatile inhaled anesthetics (e.g., sevoflurane, desflurane, isoflurane, halothane) and by succinylcholine.',
    ],
    riskFactors: [
      'Risk factors for malignant hyperthermia include a family history of anesthetic complications, known RYR1 or CACNA1S mutations, central core disease, and prior masseter spasm during anesthesia.',
    ],
    pathophysiology:
      'In malignant hyperthermia, a mutant ryanodine receptor releases calcium uncontrollably from the sarcoplasmic reticulum when exposed to triggering agents, causing sustained muscle contraction, massive ATP consumption, CO2 and heat production, and eventually muscle breakdown with potassium and myoglobin release.',
    presentation: [
      'The earliest sign of malignant hyperthermia is rising end-tidal CO2 despite increased ventilation, with tachycardia.',
      'Malignant hyperthermia causes muscle rigidity, including masseter spasm, and hyperthermia is often a later sign.',
      'Malignant hyperthermia causes mixed respiratory and metabolic acidosis, hyperkalemia, elevated CK and myoglobinuria.',
      'Malignant hyperthermia causes arrhythmias, often driven by hyperkalemia.',
    ],
    bestInitialTest:
      'Malignant hyperthermia is a clinical diagnosis during or shortly after anesthesia, supported by a blood gas, electrolytes, CK and urine myoglobin.',
    testOfChoice:
      'Susceptibility to malignant hyperthermia is confirmed later by the caffeine-halothane contracture test on a muscle biopsy or by RYR1 genetic testing.',
    firstLine:
      'First-line treatment of malignant hyperthermia is to stop the triggering agent, hyperventilate with 100% oxygen and give IV dantrolene.',
    management:
      'Malignant hyperthermia also requires active cooling, treatment of hyperkalemia and acidosis, maintenance of urine output and ICU monitoring for recurrence. Dantrolene for malignant hyperthermia is given at 2.5 mg/kg IV and repeated until signs resolve.',
    antidote:
      'The antidote for malignant hyperthermia is IV dantrolene, a ryanodine receptor antagonist that blocks calcium release from the sarcoplasmic reticulum.',
    complications: [
      'Complications of malignant hyperthermia include rhabdomyolysis with acute kidney injury, hyperkalemic arrhythmias and cardiac arrest, DIC and recurrence after initial control.',
    ],
    prevention:
      'Malignant hyperthermia is prevented by asking every patient about a family history of problems with anesthesia and by giving susceptible patients trigger-free anesthesia (e.g., propofol-based total intravenous anesthesia).',
    keyComparisons: [
      {
        with: 'psych-neuroleptic-malignant-syndrome',
        difference:
          'Neuroleptic malignant syndrome develops over days after a dopamine antagonist, whereas malignant hyperthermia develops within minutes to hours of a volatile anesthetic or succinylcholine with rising end-tidal CO2; both cause rigidity, hyperthermia and high CK.',
      },
      {
        with: 'psych-serotonin-syndrome',
        difference:
          'Serotonin syndrome follows serotonergic drugs and causes clonus and hyperreflexia, whereas malignant hyperthermia follows anesthetic triggers and causes generalized rigidity with hypercarbia.',
      },
      {
        with: 'endo-graves-disease',
        difference:
          'Thyroid storm in Graves disease can cause perioperative fever and tachycardia, but without the muscle rigidity, rising end-tidal CO2 and very high CK of malignant hyperthermia.',
      },
    ],
    why: [
      {
        question: 'Why is rising end-tidal CO2 the earliest sign of malignant hyperthermia?',
        answer:
          'In malignant hyperthermia, uncontrolled calcium release drives continuous muscle contraction and aerobic metabolism, producing large amounts of CO2 before temperature rises. The anesthesia monitor detects this as a rising end-tidal CO2 despite increased ventilation.',
      },
      {
        question: 'Why are calcium channel blockers avoided with dantrolene?',
        answer:
          'Combining dantrolene with calcium channel blockers such as verapamil during malignant hyperthermia can cause hyperkalemia and cardiovascular collapse, so calcium channel blockers are avoided.',
      },
    ],
    highYield: [
      'Dantrolene, used for malignant hyperthermia, is a ryanodine receptor antagonist that blocks calcium release.',
      'Calcium channel blockers are avoided with dantrolene in malignant hyperthermia because of hyperkalemia and cardiovascular collapse.',
      'Malignant hyperthermia susceptibility is usually inherited in an autosomal dominant pattern.',
    ],
    dontMiss:
      'Ask about a family history of problems with anesthesia to prevent malignant hyperthermia, and remember its mimics: thyroid storm, sepsis, neuroleptic malignant syndrome, serotonin syndrome and pheochromocytoma.',
    icd10: ['T88.3XXA'],
  },
  {
    id: 'surg-inguinal-hernia',
    title: 'Inguinal Hernia',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['hernia', 'groin hernia', 'groin bulge', 'indirect hernia', 'direct hernia', 'incarcerated hernia', 'strangulated hernia', 'femoral hernia'],
    definition:
      'An inguinal hernia is protrusion of abdominal contents through the inguinal region: indirect hernias pass through the deep inguinal ring lateral to the inferior epigastric vessels, and direct hernias bulge through Hesselbach triangle medial to these vessels.',
    causes: [
      'An indirect inguinal hernia is caused by a patent processus vaginalis.',
      'A direct inguinal hernia is caused by weakness of the transversalis fascia in the floor of the inguinal canal (Hesselbach triangle).',
    ],
    riskFactors: [
      'Risk factors for inguinal hernia include male sex, older age, family history, chronic cough, constipation or straining, heavy lifting, prematurity in infants and connective tissue disorders.',
    ],
    pathophysiology:
      'An indirect inguinal hernia follows the path of testicular descent through a processus vaginalis that failed to close, while a direct inguinal hernia results from acquired weakness of the posterior wall of the inguinal canal under raised intra-abdominal pressure.',
    presentation: [
      'An inguinal hernia is a groin bulge that enlarges with coughing or straining and often reduces when supine.',
      'Direct inguinal hernias occur mainly in older men.',
      'An incarcerated inguinal hernia is a tender, irreducible mass, and a strangulated hernia causes severe pain, erythema, fever and signs of bowel obstruction.',
    ],
    bestInitialTest: 'The best initial test for an inguinal hernia is clinical examination.',
    testOfChoice:
      'Ultrasound (or CT or MRI) is used for an inguinal hernia when the diagnosis is unclear or an occult hernia is suspected.',
    firstLine:
      'First-line treatment of a symptomatic inguinal hernia is elective repair, by open mesh repair such as Lichtenstein or by laparoscopy.',
    management:
      'Watchful waiting is acceptable for minimally symptomatic inguinal hernias in adult men. Femoral hernias and inguinal hernias in infants are repaired promptly. An incarcerated inguinal hernia without signs of strangulation is reduced gently, and a strangulated hernia needs emergency surgery.',
    complications: [
      'Complications of inguinal hernia are incarceration, strangulation and small bowel obstruction.',
      'Complications after inguinal hernia repair include recurrence and chronic groin pain from ilioinguinal nerve injury.',
    ],
    keyComparisons: [
      {
        with: 'surg-small-bowel-obstruction',
        difference:
          'An incarcerated inguinal or femoral hernia is a leading cause of small bowel obstruction in patients without prior surgery, so the groin must be examined in every patient with obstruction.',
      },
    ],
    why: [
      {
        question: 'Why are femoral hernias more likely to incarcerate than inguinal hernias?',
        answer:
          'A femoral hernia passes through the narrow, rigid femoral canal bounded by the inguinal ligament, lacunar ligament and pectineal ligament, so trapped bowel cannot slide back easily. Femoral hernias therefore have a high risk of incarceration and are repaired promptly.',
      },
      {
        question: 'Why are inguinal hernias in infants repaired promptly?',
        answer:
          'Infant inguinal hernias are indirect hernias through a patent processus vaginalis, and they have a high risk of incarceration, especially in the first year of life, which can injure the bowel and the testis. They do not close on their own, so prompt repair is recommended.',
      },
    ],
    highYield: [
      'The most common type of groin hernia in men, women and children is the indirect inguinal hernia.',
      'Hesselbach triangle, the site of direct inguinal hernias, is bounded by the inferior epigastric vessels laterally, the rectus abdominis medially and the inguinal ligament inferiorly.',
      'The mnemonic "MDs don\'t LIe" places direct inguinal hernias Medial and indirect hernias Lateral to the inferior epigastric vessels.',
      'Femoral hernias lie below the inguinal ligament, medial to the femoral vein, are more common in women than in men and have a high risk of incarceration, although indirect inguinal hernias are still the most common groin hernia in women.',
    ],
    dontMiss:
      'Do not reduce an inguinal hernia with signs of strangulation; consider a femoral hernia in a woman with groin pain or small bowel obstruction; and remember mimics such as hydrocele, lymphadenopathy and testicular torsion.',
    icd10: ['K40.90', 'K40.30', 'K40.40', 'K41.90'],
  },
  {
    id: 'surg-breast-cancer',
    title: 'Breast Cancer',
    subject: 'Surgery',
    kind: 'condition',
    aliases: ['breast mass', 'breast lump', 'breast carcinoma', 'mammogram', 'invasive ductal carcinoma', 'IDC', 'BRCA', 'DCIS', 'triple-negative breast cancer'],
    definition:
      'Breast cancer is the most common cancer in women apart from skin cancer, and most breast cancers are invasive ductal carcinomas.',
    riskFactors: [
      'Risk factors for breast cancer include age, BRCA1 or BRCA2 mutations, family history, early menarche, late menopause, nulliparity, hormone therapy and chest irradiation.',
      'Additional risk factors for breast cancer include alcohol use, postmenopausal obesity, dense breasts and a history of atypical hyperplasia.',
    ],
    pathophysiology:
      'Breast cancer arises from the epithelium of the terminal duct-lobular unit; many tumors are driven by estrogen through the estrogen receptor or by amplification of HER2, and BRCA1 and BRCA2 mutations impair homologous recombination DNA repair, raising the risk of breast and ovarian cancer.',
    presentation: [
      'Breast cancer classically presents as a hard, fixed, painless, irregular mass, often in the upper outer quadrant.',
      'Breast cancer can cause skin dimpling, nipple retraction, bloody nipple discharge and axillary lymphadenopathy.',
      'Inflammatory breast cancer causes erythema, warmth and peau d\'orange from dermal lymphatic invasion.',
      'Paget disease of the nipple is an eczematous nipple lesion with an underlying breast cancer.',
    ],
    bestInitialTest:
      'The best initial test for a palpable breast mass is a diagnostic mammogram plus ultrasound at age 30 or older, and ultrasound first under age 30.',
    testOfChoice:
      'The test that confirms breast cancer is core needle biopsy of a suspicious finding, which also gives ER, PR and HER2 status.',
    firstLine:
      'First-line treatment of early breast cancer is surgery (breast-conserving surgery plus radiation, or mastectomy) with sentinel lymph node biopsy, plus systemic therapy chosen by tumor biology.',
    management:
      'Systemic therapy for breast cancer is endocrine therapy for hormone receptor-positive disease, HER2-targeted therapy for HER2-positive disease, and chemotherapy for higher-risk and triple-negative disease. Tamoxifen is a common endocrine option in premenopausal women, and aromatase inhibitors (anastrozole, letrozole) are used in postmenopausal women.',
    complications: [
      'Breast cancer most often metastasizes to bone, lung, liver and brain.',
      'Axillary surgery and radiation for breast cancer can cause lymphedema of the arm.',
    ],
    prevention:
      'USPSTF (2024) recommends screening mammography every 2 years for women aged 40-74 to detect breast cancer early; women at high risk may take chemoprevention (tamoxifen, raloxifene or an aromatase inhibitor), and BRCA carriers may choose risk-reducing mastectomy and salpingo-oophorectomy.',
    why: [
      {
        question: 'Why does tamoxifen increase the risk of endometrial cancer?',
        answer:
          'Tamoxifen is a selective estrogen receptor modulator: it blocks estrogen receptors in breast tissue, which treats breast cancer, but acts as an agonist in the endometrium and bone. Estrogen-like stimulation of the endometrium causes hyperplasia and endometrial cancer, so postmenopausal bleeding on tamoxifen needs evaluation.',
      },
      {
        question: 'Why are aromatase inhibitors used mainly in postmenopausal women with breast cancer?',
        answer:
          'After menopause, estrogen comes mainly from aromatization of androgens in peripheral fat, which aromatase inhibitors block. In premenopausal women the ovaries make most estrogen, and lowering estrogen feedback raises gonadotropins that drive ovarian estrogen production, so aromatase inhibitors alone are ineffective unless the ovaries are suppressed.',
      },
      {
        question: 'Why does trastuzumab cause cardiotoxicity?',
        answer:
          'HER2 signaling helps cardiomyocytes survive stress, so blocking it with trastuzumab for HER2-positive breast cancer can reduce left ventricular function. The cardiomyopathy is usually reversible, and ejection fraction is monitored during treatment.',
      },
    ],
    highYield: [
      'Tamoxifen for breast cancer is a SERM (breast antagonist, endometrial and bone agonist) that causes hot flashes, VTE and endometrial cancer.',
      'Aromatase inhibitors (anastrozole, letrozole) for breast cancer in postmenopausal women cause osteoporosis and arthralgia.',
      'Trastuzumab, an anti-HER2 antibody for breast cancer, causes cardiotoxicity that is usually reversible, so ejection fraction is monitored.',
      'A mobile, rubbery, well-circumscribed breast mass in a young woman is usually a fibroadenoma rather than breast cancer.',
    ],
    dontMiss:
      'Inflammatory breast cancer mimics mastitis, so a "mastitis" that does not respond to antibiotics needs a biopsy.',
    icd10: ['C50.919', 'C50.419', 'D05.10'],
  },
];
