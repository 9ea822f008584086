import type { ItemModel } from '../types';

export const modelsA: readonly ItemModel[] = [
  {
    id: 'surg-appendiceal-abscess-drainage',
    category: 'Surgery',
    examTypes: ['usmle', 'comlex'],
    topic: 'Perforated appendicitis with abscess',
    patient: { sex: 'any', age: { min: 20, max: 55 } },
    variables: {
      days: { kind: 'number', min: 5, max: 8, unit: 'days' },
      size: { kind: 'number', min: 4, max: 7, unit: 'cm' },
      temp: { kind: 'number', lab: 'temperature', min: 38.0, max: 38.8, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 94, max: 110, expect: 'any' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 116, max: 134, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 68, max: 82, expect: 'any' },
      wbc: { kind: 'number', lab: 'wbc', min: 13500, max: 18500, step: 100, expect: 'high', thousands: true },
    },
    check: (v) => Number(v.dbp) <= Number(v.sbp) - 40,
    stem: 'A {{ageText}} {{person}} comes to the emergency department because of abdominal pain for {{days}}. The pain began around the umbilicus, moved to the right lower quadrant within a day, and has been accompanied by anorexia and fevers. {{He}} delayed seeking care because the pain became less severe after the second day. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. There is a tender, ill-defined mass in the right lower quadrant; the rest of the abdomen is soft without rebound tenderness. Leukocyte count is {{wbc}}. CT of the abdomen with intravenous contrast shows a rim-enhancing fluid collection measuring {{size}} adjacent to the cecum, containing an appendicolith, with surrounding fat stranding and no free intraperitoneal air.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Percutaneous drainage and intravenous antibiotics',
      why: 'A well-formed periappendiceal abscess in a stable patient without generalized peritonitis is managed with image-guided drainage and antibiotics; interval appendectomy may follow later.',
    },
    distractors: [
      { text: 'Immediate laparoscopic appendectomy', why: 'Operating acutely through a walled-off inflammatory mass carries a higher risk of bowel injury, extended (ileocecal) resection and complications; early operation is reserved for generalized peritonitis, failure of drainage, or selected patients in centers with advanced laparoscopic expertise.' },
      { text: 'Oral antibiotics and outpatient follow-up', why: 'Oral antibiotics alone do not adequately treat an abscess of this size in a febrile patient with leukocytosis.' },
      { text: 'Colonoscopy during this admission', why: 'Colonoscopy is unsafe in acute perforation; after recovery it is advised in adults to exclude an underlying cecal neoplasm.' },
      { text: 'Serial abdominal examinations without antibiotics', why: 'An established abscess with fever and leukocytosis needs source control and antibiotics, not observation alone.' },
      { text: 'Barium enema', why: 'Contrast enema adds nothing to the CT diagnosis and risks barium leakage into the peritoneum through the perforation.' },
      { text: 'Magnetic resonance imaging of the pelvis', why: 'CT has already established the diagnosis; further imaging only delays treatment.' },
    ],
    rationale: 'Right lower quadrant pain for {{days}} that eased (a sign of perforation) and then persisted with fever, a tender mass and a rim-enhancing collection of {{size}} with an appendicolith indicates perforated appendicitis with a contained abscess. The patient is stable without diffuse peritonitis, so percutaneous drainage plus antibiotics is preferred.',
    objective: 'Manage perforated appendicitis with a well-formed abscess by percutaneous drainage and antibiotics.',
  },
  {
    id: 'surg-adhesive-sbo-decompression',
    category: 'Surgery',
    examTypes: ['usmle', 'comlex'],
    topic: 'Adhesive small-bowel obstruction',
    patient: { sex: 'any', age: { min: 35, max: 76 } },
    variables: {
      prior: {
        kind: 'choice',
        values: ['an open appendectomy', 'an open sigmoid colectomy for diverticulitis', 'an exploratory laparotomy after a motor vehicle collision', 'an open cholecystectomy'],
      },
      hours: { kind: 'number', min: 12, max: 30, step: 2, unit: 'hours' },
      temp: { kind: 'number', lab: 'temperature', min: 36.7, max: 37.5, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 86, max: 100, expect: 'any' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 116, max: 136, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 68, max: 84, expect: 'any' },
      wbc: { kind: 'number', lab: 'wbc', min: 7000, max: 10500, step: 100, expect: 'normal', thousands: true },
      k: { kind: 'number', lab: 'potassium', min: 3.0, max: 3.4, step: 0.1, expect: 'low' },
      cl: { kind: 'number', lab: 'chloride', min: 90, max: 94, expect: 'low' },
      hco3: { kind: 'number', lab: 'bicarbonate', min: 29, max: 33, expect: 'high' },
      lactate: { kind: 'number', lab: 'lactate', min: 0.8, max: 1.8, step: 0.1, expect: 'normal' },
    },
    derive: (v) => {
      const prior = String(v.prior);
      const scar = prior.includes('appendectomy')
        ? 'a healed right lower quadrant scar'
        : prior.includes('cholecystectomy')
          ? 'a healed right subcostal scar'
          : 'a healed midline scar';
      return { scar };
    },
    check: (v) => Number(v.dbp) <= Number(v.sbp) - 40,
    stem: 'A {{ageText}} {{person}} comes to the emergency department because of crampy periumbilical pain and repeated bilious vomiting for {{hours}}. {{He}} has not passed flatus for 12 hours. {{He}} underwent {{prior}} 6 years ago. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The abdomen is distended with {{scar}}, high-pitched bowel sounds, and mild diffuse tenderness without guarding or rebound. There is no hernia. Leukocyte count is {{wbc}}, potassium is {{k}}, chloride is {{cl}}, bicarbonate is {{hco3}}, and lactate is {{lactate}}. CT of the abdomen shows dilated proximal small-bowel loops with a transition point in the mid-ileum, collapsed distal bowel, normal bowel-wall enhancement, and no free fluid, pneumatosis, or closed loop.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Nasogastric decompression and intravenous fluids',
      why: 'Adhesive small-bowel obstruction without signs of strangulation or peritonitis is first managed nonoperatively with bowel rest, nasogastric decompression, and fluid and potassium replacement; most cases resolve.',
    },
    distractors: [
      { text: 'Emergency exploratory laparotomy', why: 'Immediate operation is indicated for peritonitis, fever, leukocytosis, rising lactate or CT signs of ischemia or a closed loop, none of which is present.' },
      { text: 'Colonoscopic decompression', why: 'Colonoscopic decompression treats acute colonic pseudo-obstruction, which dilates the colon rather than producing a small-bowel transition point.' },
      { text: 'Intravenous neostigmine', why: 'Neostigmine is used for colonic pseudo-obstruction; stimulating peristalsis against a mechanical obstruction is harmful.' },
      { text: 'Flexible sigmoidoscopic detorsion', why: 'Endoscopic detorsion treats sigmoid volvulus, which causes massive colonic dilation, not small-bowel obstruction.' },
      { text: 'Oral polyethylene glycol preparation', why: 'Giving a large-volume oral laxative to a vomiting patient with a mechanical obstruction worsens distension and aspiration risk.' },
      { text: 'Intravenous metoclopramide', why: 'Prokinetic drugs are contraindicated in mechanical bowel obstruction because they increase proximal pressure and the risk of perforation.' },
    ],
    rationale: 'Crampy pain, bilious vomiting, obstipation and distension years after {{prior}}, with a transition point on CT, indicate adhesive small-bowel obstruction. Vomiting has caused hypokalemic, hypochloremic metabolic alkalosis. Normal temperature, leukocyte count and lactate with normal bowel-wall enhancement argue against strangulation, so initial management is nonoperative.',
    objective: 'Manage uncomplicated adhesive small-bowel obstruction nonoperatively and recognise the signs that mandate surgery.',
  },
  {
    id: 'surg-acute-cholangitis-ercp',
    category: 'Surgery',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute cholangitis',
    patient: { sex: 'any', age: { min: 45, max: 79 } },
    variables: {
      temp: { kind: 'number', lab: 'temperature', min: 38.6, max: 39.8, step: 0.1, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 104, max: 124, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 98, max: 118, expect: 'normal' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 60, max: 72, expect: 'normal' },
      wbc: { kind: 'number', lab: 'wbc', min: 14000, max: 21000, step: 100, expect: 'high', thousands: true },
      tbili: { kind: 'number', lab: 'totalBilirubin', min: 3.2, max: 6.8, step: 0.1, expect: 'high' },
      dbili: { kind: 'number', lab: 'directBilirubin', min: 2.2, max: 5.0, step: 0.1, expect: 'high' },
      alp: { kind: 'number', lab: 'alkalinePhosphatase', min: 240, max: 480, step: 5, expect: 'high' },
      alt: { kind: 'number', lab: 'alt', min: 120, max: 280, expect: 'high' },
      lipase: { kind: 'number', lab: 'lipase', min: 20, max: 120, expect: 'normal' },
      cbd: { kind: 'number', min: 9, max: 14, unit: 'mm' },
    },
    check: (v) =>
      Number(v.dbp) <= Number(v.sbp) - 34 &&
      Number(v.dbili) <= Number(v.tbili) - 0.8 &&
      Number(v.dbili) >= 0.6 * Number(v.tbili),
    stem: 'A {{ageText}} {{person}} comes to the emergency department because of right upper quadrant pain, fever, and shaking chills for 1 day. {{His}} family noticed yellowing of {{his}} eyes this morning. {{He}} has had several episodes of postprandial right upper quadrant pain over the past year. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The sclerae are icteric, and there is right upper quadrant tenderness without peritoneal signs. Leukocyte count is {{wbc}}, total bilirubin is {{tbili}}, direct bilirubin is {{dbili}}, alkaline phosphatase is {{alp}}, ALT is {{alt}}, and lipase is {{lipase}}. Ultrasonography shows gallstones, a common bile duct dilated to {{cbd}}, and an echogenic focus with shadowing in the distal duct. Blood cultures are obtained, and intravenous fluids and piperacillin-tazobactam are started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Endoscopic retrograde cholangiopancreatography',
      why: 'Cholangitis from an obstructing common duct stone requires biliary drainage; ERCP with sphincterotomy and stone extraction decompresses the duct and removes the cause, urgently in moderate to severe disease.',
    },
    distractors: [
      { text: 'Laparoscopic cholecystectomy', why: 'Cholecystectomy removes the source of future stones and is done after the duct is cleared and sepsis resolves; it does not drain the obstructed common bile duct.' },
      { text: 'Cholescintigraphy', why: 'A HIDA scan diagnoses acute cholecystitis (cystic duct obstruction) when ultrasonography is equivocal; it does not treat ductal obstruction.' },
      { text: 'Magnetic resonance cholangiopancreatography', why: 'MRCP is useful when the likelihood of a duct stone is intermediate; here ultrasonography already shows a dilated duct with a stone and the patient needs therapeutic drainage.' },
      { text: 'Percutaneous cholecystostomy', why: 'Cholecystostomy drains the gallbladder in high-risk patients with acute cholecystitis; it does not relieve an obstructed common bile duct.' },
      { text: 'Oral ursodeoxycholic acid', why: 'Ursodeoxycholic acid slowly dissolves small cholesterol gallbladder stones and has no role in obstructive cholangitis.' },
      { text: 'Extracorporeal shock wave lithotripsy', why: 'Shock wave lithotripsy is not used for an infected, obstructed common bile duct, which needs immediate drainage.' },
    ],
    rationale: 'Fever with rigors, jaundice and right upper quadrant pain (Charcot triad) with conjugated hyperbilirubinemia, a cholestatic enzyme pattern and a dilated common duct containing a stone establish acute cholangitis from choledocholithiasis. After resuscitation, blood cultures and antibiotics, the key intervention is biliary drainage by ERCP.',
    objective: 'Recognise acute cholangitis and arrange biliary decompression by ERCP after starting antibiotics.',
  },
  {
    id: 'surg-tension-pneumothorax-decompression',
    category: 'Surgery',
    examTypes: ['usmle', 'comlex'],
    topic: 'Tension pneumothorax',
    patient: { sex: 'any', age: { min: 19, max: 55 } },
    variables: {
      side: { kind: 'choice', values: ['left', 'right'] },
      mech: { kind: 'choice', values: ['a high-speed motor vehicle collision in which the steering wheel struck the chest', 'a fall from a second-story balcony onto the chest', 'a motorcycle collision'] },
      hr: { kind: 'number', lab: 'heartRate', min: 124, max: 148, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 70, max: 86, expect: 'low' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 38, max: 54, expect: 'low' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 32, max: 40, expect: 'high' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 80, max: 89, expect: 'low' },
    },
    derive: (v) => ({ other: v.side === 'left' ? 'right' : 'left' }),
    check: (v) => Number(v.dbp) <= Number(v.sbp) - 26,
    stem: 'A {{ageText}} {{person}} is brought to the emergency department 20 minutes after {{mech}}. {{He}} is anxious and says in short phrases that {{he}} cannot breathe. Pulse is {{hr}}, respirations are {{rr}}, blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, and oxygen saturation is {{spo2}} on a nonrebreather mask. The neck veins are distended and the trachea is deviated to the {{other}}. Breath sounds are absent over the {{side}} hemithorax, which is hyperresonant to percussion and moves less than the {{other}} side with respiration. Heart sounds are audible. The abdomen is soft.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Needle thoracostomy',
      why: 'Tension pneumothorax is a clinical diagnosis causing obstructive shock; immediate needle (or finger) decompression on the affected side, followed by tube thoracostomy, restores venous return.',
    },
    distractors: [
      { text: 'Chest radiography', why: 'Imaging delays a lifesaving procedure; tension pneumothorax is diagnosed clinically and treated before any radiograph.' },
      { text: 'CT of the chest', why: 'A hemodynamically unstable patient should not leave the resuscitation area for CT, and imaging is unnecessary for this clinical diagnosis.' },
      { text: 'Pericardiocentesis', why: 'Cardiac tamponade also causes hypotension and distended neck veins, but breath sounds are preserved and the trachea is midline.' },
      { text: 'Endotracheal intubation', why: 'The airway is patent, and positive-pressure ventilation before decompression increases intrathoracic pressure and can precipitate cardiac arrest.' },
      { text: 'Emergency department thoracotomy', why: 'Resuscitative thoracotomy is reserved for selected patients in traumatic arrest; this patient has a pulse and a reversible cause.' },
      { text: 'Diagnostic peritoneal lavage', why: 'Peritoneal lavage evaluates intra-abdominal bleeding; the findings here localize the problem to the pleural space.' },
    ],
    rationale: 'After blunt chest trauma, hypotension, distended neck veins, tracheal deviation away from the {{side}} side, and absent breath sounds with hyperresonance on the {{side}} indicate a {{side}} tension pneumothorax. It is treated immediately by decompression, not after imaging.',
    objective: 'Diagnose tension pneumothorax clinically and decompress it immediately.',
  },
];
