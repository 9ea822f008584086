import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'em-q-omm-cervical-thrust-vertebral-artery-dissection',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Cervical HVLA complication: vertebral artery dissection',
    stem: 'A 41-year-old man comes to the emergency department because of dizziness, vomiting and unsteadiness that began 5 hours ago. This morning he received a rotational high-velocity thrust to the neck for neck stiffness; within an hour he developed severe pain in the right side of the back of his neck and occiput. He has no history of hypertension, and he takes no medications. Temperature is 36.8°C, pulse is 84/min, respirations are 16/min, blood pressure is 148/88 mm Hg, and oxygen saturation is 98% on room air. His voice is hoarse, and he coughs when he swallows water. The right pupil is smaller than the left, with mild right ptosis. There is horizontal nystagmus and dysmetria of the right arm and leg. Pain and temperature sensation are decreased on the right side of the face and on the left side of the trunk and limbs. Strength is normal in all extremities. Noncontrast CT of the head shows no hemorrhage.',
    leadIn: 'Injury to which of the following vessels most likely caused his condition?',
    options: [
      {
        text: 'Anterior spinal artery',
        why: 'Occlusion of the anterior spinal artery causes a medial medullary syndrome (contralateral weakness and loss of position sense, tongue deviation) or an anterior cord syndrome, with weakness that this patient does not have.',
      },
      {
        text: 'Basilar artery',
        why: 'Basilar occlusion causes bilateral brainstem signs, such as quadriparesis, coma or a locked-in state, rather than a one-sided medullary syndrome.',
      },
      {
        text: 'Internal carotid artery',
        why: 'Carotid dissection also causes neck pain and a Horner syndrome, but its strokes are hemispheric (aphasia, hemiparesis, visual loss), not crossed brainstem signs.',
      },
      {
        text: 'Middle cerebral artery',
        why: 'A middle cerebral artery stroke causes contralateral face and arm weakness with aphasia or neglect and spares the cranial nerve nuclei of the medulla.',
      },
      {
        text: 'Vertebral artery',
        why: 'The vertebral artery loops over the atlas and is stretched by rotation and extension of the neck; an intimal tear can occlude it or send thrombus into its branch, the posterior inferior cerebellar artery, producing a lateral medullary infarction.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Ipsilateral Horner syndrome, ipsilateral facial and contralateral body loss of pain and temperature, hoarseness and dysphagia (nucleus ambiguus), nystagmus and ipsilateral ataxia localize to the right lateral medulla (Wallenberg syndrome). Its onset hours after a rotational thrust, with posterior neck and occipital pain, points to dissection of the right vertebral artery, the most feared complication of cervical high-velocity, low-amplitude (HVLA) treatment. CT or MR angiography confirms it. Before cervical HVLA, patients are screened for vertebrobasilar symptoms, and combined end-range extension and rotation is avoided.',
    objective: 'Recognize vertebral artery dissection with lateral medullary infarction as a complication of cervical HVLA.',
    task: 'complication',
    steps: 2,
    takeHome: 'Neck pain, then vertigo, Horner syndrome and crossed sensory loss after a cervical thrust: vertebral artery dissection until proven otherwise.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-unilateral-sacral-extension',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Acute low back pain: unilateral sacral extension',
    stem: 'A 29-year-old man comes to the emergency department because of right low back and buttock pain since yesterday, when he slipped backward on a wet floor and landed in a seated position. The pain does not radiate below the buttock. He has no numbness, weakness, or bowel or bladder symptoms. Temperature is 36.8°C, pulse is 80/min, and blood pressure is 124/78 mm Hg. Straight-leg raising is negative, and strength, sensation, reflexes and perineal sensation are normal. Radiographs of the pelvis and sacrum show no fracture. On structural examination, the right sacral sulcus is shallow, and the right inferior lateral angle is superior and slightly anterior compared with the left. The seated flexion test is positive on the right. The lumbosacral spring test is positive, the asymmetry increases when he props himself on his elbows in the prone position, and the lumbar lordosis is flattened.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Bilateral sacral extension',
        why: 'Bilateral extension makes both sulci shallow and both inferior lateral angles anterior and superior; his findings are on the right only.',
      },
      {
        text: 'Left unilateral sacral flexion',
        why: 'A deep left sulcus also makes the right sulcus look shallow, but left unilateral flexion would give a markedly inferior left inferior lateral angle, a left-positive seated flexion test and a negative spring test.',
      },
      {
        text: 'Right unilateral sacral extension',
        why: 'A shallow (posterior) right sulcus with the right inferior lateral angle superior and slightly anterior, a right-positive seated flexion test, a positive spring test and worsening in the sphinx position define right unilateral sacral extension.',
      },
      {
        text: 'Right unilateral sacral flexion',
        why: 'Right unilateral flexion would make the right sulcus deep and the right inferior lateral angle markedly inferior, with a negative spring test.',
      },
      {
        text: 'Right-on-left (backward) sacral torsion',
        why: 'This backward torsion also gives a posterior right base, a right-positive seated flexion test and a positive spring test, but the right inferior lateral angle would be posterior (diagonal rotation), not superior and anterior.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Once fracture is excluded, buttock pain after a fall onto the sacrum can come from a sacral somatic dysfunction. In unilateral sacral extension (a sacral shear), one half of the sacrum moves into extension: the base on that side goes posterior, leaving a shallow sulcus, and the inferior lateral angle on the same side moves superiorly and slightly anteriorly. As in backward torsions, the base is posterior, so the spring test is positive, the asymmetry worsens in the sphinx position and the lordosis flattens; the same-sided inferior lateral angle distinguishes it from a right-on-left torsion.',
    objective: 'Diagnose unilateral sacral extension and distinguish it from a backward torsion.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Shallow sulcus with a superior ILA on the same side, same-side positive seated flexion test and positive spring test: unilateral sacral extension.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-atlantoaxial-muscle-energy',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Cervicogenic headache: atlantoaxial muscle energy',
    stem: 'A 29-year-old man comes to the emergency department because of a dull, bilateral occipital headache and upper neck stiffness for 3 days, which began after a long flight during which he slept with his head turned. The headache came on gradually, does not throb, and is not accompanied by nausea, light sensitivity, fever or neurologic symptoms. Temperature is 36.7°C, pulse is 72/min, and blood pressure is 124/78 mm Hg. There is no meningismus, and neurologic and funduscopic examinations are normal. The suboccipital muscles are hypertonic. With his neck fully flexed, passive rotation of the head is limited to 20 degrees to the left, compared with 45 degrees to the right.',
    leadIn: 'Which of the following is the most appropriate muscle energy treatment of his upper cervical dysfunction?',
    options: [
      {
        text: 'Neck extended, head rotated left to the barrier; he turns right against resistance',
        why: 'Extension does not lock the typical cervical segments, so rotation would not be localized to C1-C2.',
      },
      {
        text: 'Neck flexed, head rotated left to the barrier; he turns right against resistance',
        why: 'Flexion locks C2-C7 so that rotation occurs at C1-C2; the head is rotated left to the barrier, and his isometric rotation to the right, followed by relaxation and a new barrier, treats C1 rotated right.',
      },
      {
        text: 'Neck flexed, head rotated right to its limit; he turns left against resistance',
        why: 'Positioning into the free direction (right) moves away from the barrier, which is not how direct muscle energy engages a restriction.',
      },
      {
        text: 'Neck neutral, head rotated left to the barrier; he turns right against resistance',
        why: 'Without flexion, rotation spreads through the whole cervical spine and is not localized to the atlantoaxial joint.',
      },
      {
        text: 'Neck neutral, head sidebent left to the barrier; he sidebends right against resistance',
        why: 'Sidebending with flexion or extension treats the occipitoatlantal joint; the atlantoaxial joint moves mainly in rotation.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A gradual, bilateral, nonthrobbing occipital headache with suboccipital hypertonicity and a normal examination has no red flags and fits a cervicogenic or tension-type pattern. About half of cervical rotation occurs at the atlantoaxial joint, which is tested with the neck flexed to lock the lower segments. Rotation restricted to the left means C1 is rotated right. Muscle energy takes the joint to its barrier (left rotation, neck flexed) and uses the patient\'s gentle isometric rotation away from it, followed by relaxation and a new barrier, repeated three to five times.',
    objective: 'Diagnose an atlantoaxial rotation dysfunction and choose its muscle energy treatment.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Atlantoaxial joint: test and treat rotation with the neck flexed; rotation restricted to the left means C1 is rotated right.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-anterior-rib-tender-point',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Chest wall pain: anterior rib tender point',
    stem: 'A 44-year-old woman comes to the emergency department because of right-sided chest wall pain for 2 days, which began after she spent a day lifting heavy boxes. The pain is sharp with deep breaths and twisting. She has no shortness of breath at rest, fever, cough or leg swelling. Temperature is 36.8°C, pulse is 78/min, respirations are 16/min, blood pressure is 124/78 mm Hg, and oxygen saturation is 99% on room air. The lungs are clear. An ECG is normal, troponin I concentration is 0.01 ng/mL, and a chest radiograph is normal. A small, tense, exquisitely tender point is found on the right 4th rib at the anterior axillary line; its tenderness falls markedly when she is seated with her trunk flexed and sidebent toward the right.',
    leadIn: 'This tender point is most commonly associated with which of the following somatic dysfunctions?',
    options: [
      {
        text: 'Anteriorly subluxed right 4th rib',
        why: 'An anterior subluxation is a nonphysiologic, traumatic displacement with the rib angle less prominent posteriorly; it is not the dysfunction signaled by an anterior counterstrain point.',
      },
      {
        text: 'Exhaled right 4th rib',
        why: 'Anterior rib tender points accompany depressed (exhaled) ribs, which stop rising early during inhalation; posterior rib tender points accompany elevated (inhaled) ribs.',
      },
      {
        text: 'Inhaled right 4th rib',
        why: 'An elevated (inhaled) rib is associated with a posterior rib tender point at the rib angle, not an anterior one.',
      },
      {
        text: 'Posteriorly subluxed right 4th rib',
        why: 'A posterior subluxation is a nonphysiologic, traumatic displacement with a prominent rib angle and restricted motion in both phases of breathing.',
      },
      {
        text: 'T4 extended, rotated right, sidebent right',
        why: 'Thoracic vertebral dysfunctions produce tender points near the spinous and transverse processes (posterior points for extended segments), not on the rib at the axillary line.',
      },
    ],
    answerIndex: 1,
    rationale:
      'With acute coronary syndrome, pneumothorax and fracture excluded, chest wall pain after heavy lifting is musculoskeletal. Counterstrain tender points are small, tense, tender spots that soften when the tissues are shortened. By Jones\'s observations, anterior rib tender points (on ribs 3-6 near the anterior axillary line) accompany depressed, or exhaled, ribs, and posterior rib tender points at the rib angles accompany elevated, or inhaled, ribs. Treatment holds the position of ease (here trunk flexion and sidebending toward the point) for about 90 seconds.',
    objective: 'Link an anterior rib tender point to an exhaled (depressed) rib.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Anterior rib tender point = depressed (exhaled) rib; posterior rib tender point = elevated (inhaled) rib.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-superior-innominate-shear-treatment',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Low back pain after a missed step: treatment of an innominate shear',
    stem: 'A 34-year-old man comes to the emergency department because of right low back and buttock pain since yesterday, when he missed the bottom step of a staircase and landed hard on his straight right leg. He walks with a limp. He has no numbness, weakness, or bowel or bladder symptoms. Temperature is 36.8°C, pulse is 84/min, and blood pressure is 130/82 mm Hg. Straight-leg raising is negative, and strength, sensation and reflexes in the lower extremities are normal. Radiographs of the pelvis and right hip show no fracture. On structural examination, the standing flexion test is positive on the right and the seated flexion test is negative. The right iliac crest, anterior superior iliac spine, posterior superior iliac spine, pubic tubercle and ischial tuberosity are all higher than the left. With him supine, the right medial malleolus is superior to the left.',
    leadIn: 'Which of the following is the most appropriate osteopathic treatment of his pelvic somatic dysfunction?',
    options: [
      {
        text: 'Muscle energy with resisted hip adduction from abduction',
        why: 'Alternating resisted abduction and adduction of the hips treats a compressed pubic symphysis, not a displaced innominate.',
      },
      {
        text: 'Muscle energy with resisted right hip extension from flexion',
        why: 'Resisted hip extension with the hip flexed to the barrier rotates the innominate posteriorly, the treatment of an anterior innominate rotation.',
      },
      {
        text: 'Muscle energy with resisted right hip flexion from extension',
        why: 'Resisted hip flexion from extension rotates the innominate anteriorly, the treatment of a posterior innominate rotation (anterior superior iliac spine high, posterior superior iliac spine low).',
      },
      {
        text: 'Prone anterior pressure on the right sacral base during exhalation',
        why: 'Pressure on the sacral base during exhalation treats a unilateral sacral extension, which would give a positive seated flexion test.',
      },
      {
        text: 'Traction on the right leg with a quick inferior tug',
        why: 'With the leg slightly abducted and internally rotated, which locks the hip so that the pull reaches the innominate rather than the femoral head, traction along the leg and a quick, low-amplitude inferior tug return the whole innominate downward on the sacrum.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A sudden axial load on a straight leg can drive the innominate upward on the sacrum. A right-positive standing flexion test with a negative seated test localizes the problem to the right innominate, and because every landmark on that side is high, with a shorter right leg, the whole bone has slid upward: a right superior innominate shear (upslip). Once fracture is excluded, it is corrected with an inferiorly directed HVLA traction thrust (the tug) along the leg; rotational muscle energy procedures do not reverse a shear.',
    objective: 'Choose the inferior traction thrust for a superior innominate shear.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Superior innominate shear (all landmarks high, short leg): inferior traction tug along the leg after fracture is excluded.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-occult-rib-fracture-before-omt',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Blunt chest wall injury: occult rib fracture before OMT',
    stem: 'A 61-year-old man comes to the emergency department because of left lateral chest pain since yesterday, when he slipped in the shower and struck his side on the edge of the bathtub. The pain is worse with deep breaths. He has no shortness of breath at rest or hemoptysis. Temperature is 36.7°C, pulse is 84/min, respirations are 18/min, blood pressure is 136/84 mm Hg, and oxygen saturation is 97% on room air. Breath sounds are normal and equal. A chest radiograph shows no pneumothorax, effusion or displaced rib fracture. On osteopathic structural examination, the left 8th rib stops rising early during inhalation, and the left paraspinal muscles at T7-T8 are hypertonic.',
    leadIn: 'Which additional finding would most strongly suggest an occult rib fracture that should be excluded before direct treatment of this rib?',
    options: [
      {
        text: 'Anteroposterior chest compression causing pain at the left 8th rib',
        why: 'Compressing the rib cage away from the injured site bends the rib and reproduces pain at a fracture (a positive rib compression test), suggesting a nondisplaced fracture that radiographs can miss.',
      },
      {
        text: 'Hypertonic paraspinal muscles at T7-T8',
        why: 'Paraspinal hypertonicity accompanies rib and thoracic somatic dysfunction and muscle guarding; it does not point to a fracture.',
      },
      {
        text: 'Tender point at the left 8th rib angle that eases with trunk positioning',
        why: 'A counterstrain tender point that softens with positioning reflects somatic dysfunction, not a break in the bone.',
      },
      {
        text: 'Tissue texture change over the left 8th costotransverse joint',
        why: 'Tissue texture change at the costotransverse joint is part of the somatic dysfunction and does not suggest fracture.',
      },
      {
        text: 'Warm, boggy paraspinal tissue over T7-T9',
        why: 'Warm, boggy tissue marks an acute somatic dysfunction or a viscerosomatic reflex, not bony injury.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Nondisplaced rib fractures are often invisible on the first chest radiograph. Because direct techniques on a fractured rib (high-velocity, low-amplitude treatment, muscle energy, rib raising over the site or the thoracic lymphatic pump) can displace it and injure the lung, the physician screens for fracture first. Pain at the injured rib produced by compression of the chest at a distance from the site is the classic sign; if present, dedicated imaging is obtained or the rib is managed as fractured, with analgesia, incentive spirometry and only gentle indirect techniques away from the site.',
    objective: 'Recognize a positive rib compression sign as a reason to exclude fracture before direct rib OMT.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Pain at the injured rib on remote chest compression suggests fracture: image or treat as fractured before any direct rib technique.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-exhalation-rib-group-muscle-energy',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Chest wall pain: muscle energy for an exhalation rib group',
    stem: 'A 30-year-old man comes to the emergency department because of left upper chest wall pain for 2 days, which began after he moved a couch. The pain is worse with deep breaths and when he reaches overhead. He has no shortness of breath at rest, fever or cough. Temperature is 36.8°C, pulse is 80/min, respirations are 16/min, blood pressure is 128/80 mm Hg, and oxygen saturation is 99% on room air. The left upper anterior chest wall is tender, and breath sounds are normal. An ECG is normal, troponin I concentration is 0.01 ng/mL, and a chest radiograph is normal. On structural examination, during deep inhalation the left 2nd through 4th ribs stop rising before the corresponding right ribs; during exhalation the ribs move symmetrically.',
    leadIn: 'Muscle energy treatment of this rib group should use contraction of which of the following muscles?',
    options: [
      {
        text: 'Anterior scalene',
        why: 'The anterior (with the middle) scalene is used when the 1st rib is the key rib, because both insert on the 1st rib.',
      },
      {
        text: 'Middle scalene',
        why: 'The middle scalene inserts on the 1st rib and is used with the anterior scalene for an exhaled 1st rib.',
      },
      {
        text: 'Pectoralis minor',
        why: 'The pectoralis minor pulls on ribs 3-5 and would be used if one of them were the key rib (for example, a 3rd-5th rib exhalation group); here the key rib is the 2nd, at the top of the group.',
      },
      {
        text: 'Posterior scalene',
        why: 'The posterior scalene inserts on the 2nd rib; its isometric contraction against resistance pulls the key rib, the 2nd, up into inhalation, and the ribs below usually follow.',
      },
      {
        text: 'Quadratus lumborum',
        why: 'The quadratus lumborum attaches to the 12th rib and is used for the lowest ribs, far below this group.',
      },
    ],
    answerIndex: 3,
    rationale:
      'With acute coronary syndrome, pneumothorax and fracture excluded, ribs that stop rising early during inhalation are held in exhalation (an exhalation somatic dysfunction). In a group dysfunction the key rib is the top one for exhalation and the bottom one for inhalation, so here it is the left 2nd rib. Muscle energy for exhaled ribs uses a muscle attached to the key rib to pull it upward: the posterior scalene for the 2nd rib.',
    objective: 'Choose the muscle used in muscle energy treatment of an exhalation group with the 2nd rib as the key rib.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Exhaled rib muscles: 1st rib anterior and middle scalenes, 2nd posterior scalene, 3-5 pectoralis minor, then serratus anterior, latissimus dorsi and, lowest, quadratus lumborum.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-appendicitis-viscerosomatic-level',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Acute appendicitis: viscerosomatic reflex level',
    stem: 'A 24-year-old woman comes to the emergency department because of abdominal pain for 14 hours. It began around the umbilicus and has moved to the right lower quadrant, with loss of appetite and nausea. Her last menstrual period was 2 weeks ago. Temperature is 38.1°C, pulse is 98/min, and blood pressure is 122/76 mm Hg. There is tenderness with guarding at McBurney point, and pressure in the left lower quadrant causes pain in the right lower quadrant. Leukocyte count is 13,400/mm³. Urine pregnancy test is negative, and urinalysis is normal. Ultrasonography shows a noncompressible, 9-mm appendix with surrounding fluid. The surgical team is consulted. On osteopathic structural examination, there are tissue texture changes in the paraspinal region.',
    leadIn: 'At which of the following levels are these viscerosomatic changes most likely found?',
    options: [
      {
        text: 'T1-T4 on the left',
        why: 'Left upper thoracic changes reflect the heart (T1-T5) and upper extremity sympathetic supply, not the appendix.',
      },
      {
        text: 'T5-T9 on the right',
        why: 'Right midthoracic changes reflect the liver, gallbladder and duodenum, which would fit biliary disease.',
      },
      {
        text: 'T10-T12 on the right',
        why: 'The appendix and cecum receive sympathetic supply from the lower thoracic cord, so appendiceal inflammation produces right-sided paraspinal changes around T10-T12, classically at T12.',
      },
      {
        text: 'L1-L2 on the left',
        why: 'Left thoracolumbar changes reflect the left colon and pelvic organs; the appendix is a right-sided midgut structure.',
      },
      {
        text: 'S2-S4 bilaterally',
        why: 'S2-S4 is the pelvic parasympathetic outflow; sympathetic viscerosomatic reflexes of the appendix lie in the thoracic spine.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Periumbilical pain migrating to the right lower quadrant with anorexia, fever, leukocytosis, a positive Rovsing sign and a noncompressible, enlarged appendix on ultrasonography establish acute appendicitis. Visceral afferents from the inflamed appendix enter the cord with its sympathetic supply and facilitate the lower thoracic segments on the right, producing the viscerosomatic reflex around T10-T12 (classically T12); its anterior Chapman point is at the tip of the right 12th rib. The reflex is a diagnostic clue only: treatment is appendectomy.',
    objective: 'Locate the viscerosomatic reflex of the appendix in the lower thoracic spine on the right.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Appendix: right lower thoracic viscerosomatic reflex (around T12) and Chapman point at the tip of the right 12th rib.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-cervical-trauma-imaging-before-omt',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Neck pain after a motor vehicle collision: imaging before OMT',
    stem: 'A 70-year-old woman comes to the emergency department 2 hours after her stopped car was struck from behind. She has pain in the back of her neck. She was wearing a seat belt, walked at the scene and has no numbness, tingling or weakness. Osteopathic treatment helped her neck pain in the past, and she asks for it now. Temperature is 36.8°C, pulse is 86/min, and blood pressure is 144/86 mm Hg. She is alert and not intoxicated. There is midline tenderness over the C5 and C6 spinous processes, and the paraspinal muscles are in spasm. Strength, sensation and reflexes in all extremities are normal.',
    leadIn: 'Which of the following is the most appropriate approach to her cervical osteopathic treatment at this time?',
    options: [
      {
        text: 'CT of the cervical spine before cervical OMT',
        why: 'Her age of 65 years or more and midline tenderness make imaging necessary under the Canadian C-spine rule and NEXUS criteria; a fracture or instability must be excluded before any cervical manipulation.',
      },
      {
        text: 'HVLA to the restricted cervical segment now',
        why: 'A thrust on an unimaged, acutely injured neck could displace a fracture and injure the spinal cord; trauma is a contraindication until injury is excluded.',
      },
      {
        text: 'Muscle energy to the cervical segments now',
        why: 'Muscle energy requires positioning at the barrier and isometric contractions, which load a possibly fractured spine.',
      },
      {
        text: 'Strain-counterstrain to cervical tender points now',
        why: 'Even gentle positional techniques move the neck, and they cannot be used safely until an unstable fracture or ligamentous injury is excluded.',
      },
      {
        text: 'Suboccipital release now, with imaging if pain persists',
        why: 'Delaying imaging in a high-risk patient with midline tenderness risks missing an unstable injury, and any manual neck treatment waits for it.',
      },
    ],
    answerIndex: 0,
    rationale:
      'After blunt trauma, the cervical spine is cleared before it is treated. This patient cannot be cleared clinically: she is older than 65 years (a high-risk factor in the Canadian C-spine rule) and has midline tenderness (which fails NEXUS). CT of the cervical spine is the initial study in adults. Fracture, dislocation and ligamentous instability are contraindications to cervical OMT; only after they are excluded can whiplash-type strain be treated, starting with gentle indirect techniques.',
    objective: 'Clear the cervical spine with imaging before OMT after trauma in a high-risk patient.',
    task: 'next-step',
    steps: 2,
    takeHome: 'After neck trauma, clear the cervical spine (Canadian C-spine rule, NEXUS, CT) before any cervical OMT.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-facilitated-positional-release',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Acute thoracic strain: identifying facilitated positional release',
    stem: 'A 36-year-old man comes to the emergency department because of right midback pain for 1 day that began when he reached overhead to lift a box from a shelf. He has no chest pain with exertion, shortness of breath, fever or numbness. Temperature is 36.7°C, pulse is 76/min, and blood pressure is 128/80 mm Hg. Heart and lung examinations are normal. The right paraspinal muscles at T6-T7 are hypertonic and tender. With him seated, the physician first has him sit up straight to flatten the normal thoracic curve at that level, then applies a gentle downward compressive force through the top of his right shoulder toward the tender area and adds slight extension and right sidebending until the muscle softens under the monitoring finger. He is kept there for 3 to 5 seconds and then returned to neutral, and the muscle remains softer.',
    leadIn: 'Which of the following techniques is being performed?',
    options: [
      {
        text: 'Balanced ligamentous tension',
        why: 'Balanced ligamentous tension positions a joint where the tension of its ligaments is equal in all directions and holds until a release, without first flattening the spinal curve.',
      },
      {
        text: 'Counterstrain',
        why: 'Counterstrain uses a tender point and holds the position of ease for about 90 seconds without a compressive facilitating force.',
      },
      {
        text: 'Facilitated positional release',
        why: 'Flattening the anteroposterior curve to neutral, adding a facilitating force (compression or torsion) and moving into the position of ease, with release within 3 to 5 seconds, defines facilitated positional release, an indirect technique.',
      },
      {
        text: 'High-velocity, low-amplitude thrust',
        why: 'HVLA is a direct technique that thrusts through the restrictive barrier; nothing here engages or crosses a barrier.',
      },
      {
        text: 'Still technique',
        why: 'Still technique also starts in the position of ease with a compressive force, but it then carries the segment through the restrictive barrier.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Acute musculoskeletal midback pain without cardiopulmonary red flags is suited to gentle indirect treatment. The sequence described (neutralize the sagittal curve, add a facilitating compressive force, shorten the tissues into ease, hold for a few seconds) is facilitated positional release. It works quickly, needs no patient effort and is well tolerated in acute pain.',
    objective: 'Identify facilitated positional release from its steps.',
    task: 'omt-choice',
    steps: 1,
    takeHome: 'Facilitated positional release: flatten the curve, add compression or torsion, move into ease, hold 3-5 seconds.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-acute-low-back-counterstrain-hold',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Acute lumbar strain: counterstrain technique',
    stem: 'A 40-year-old woman comes to the emergency department because of low back pain for 1 day that began while she was shoveling snow. The pain is across the right lower back and does not radiate. She has no numbness, weakness, fever, history of cancer, or bowel or bladder symptoms. Temperature is 36.6°C, pulse is 84/min, and blood pressure is 132/84 mm Hg. The right lumbar paraspinal muscles are in spasm. Straight-leg raising is negative, and strength, sensation and reflexes are normal. A tense, exquisitely tender point is found just lateral to the L3 spinous process on the right. With her prone, the physician passively extends her lumbar spine by lifting the right leg and adds slight rotation until the tenderness at the point falls from 10 to 2 on a 10-point scale.',
    leadIn: 'For how long should this position be held before she is returned to neutral?',
    options: [
      {
        text: '3 to 5 seconds',
        why: 'Three to 5 seconds is the length of an isometric contraction in muscle energy, too short to reset the reflex in counterstrain.',
      },
      {
        text: '30 seconds',
        why: 'Thirty seconds is typical of a static stretch; in counterstrain the tissue is shortened, not stretched, and needs longer.',
      },
      {
        text: '90 seconds',
        why: 'Counterstrain holds the position of ease for 90 seconds, then returns the patient slowly and passively to neutral while the tender point is rechecked.',
      },
      {
        text: '120 seconds',
        why: 'Some sources extend the hold to 120 seconds for rib tender points; lumbar and most other points are held for 90 seconds.',
      },
      {
        text: '5 minutes',
        why: 'Holding for minutes belongs to slow fascial or cranial techniques, not counterstrain.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Acute lumbar strain with spasm and no red flags responds well to counterstrain, which is gentle enough for acutely painful patients. The physician finds a tender point (here a posterior lumbar point, treated in extension), positions the patient to reduce the tenderness by at least 70%, holds for 90 seconds and then returns the patient slowly and passively to neutral, because an abrupt return can re-trigger the inappropriate muscle spindle activity. The tender point is then rechecked.',
    objective: 'Apply the counterstrain sequence: 70% reduction in tenderness, 90-second hold, slow passive return.',
    task: 'omt-choice',
    steps: 1,
    takeHome: 'Counterstrain: reduce tenderness by at least 70%, hold 90 seconds, return slowly and passively, recheck.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-ankle-sprain-balanced-ligamentous-tension',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Acute ankle sprain: identifying balanced ligamentous tension',
    stem: 'A 22-year-old woman comes to the emergency department 6 hours after she rolled her left ankle inward while stepping off a curb. There is swelling and tenderness over the anterior talofibular ligament. There is no tenderness along the posterior edge or tip of either malleolus, over the navicular or at the base of the fifth metatarsal, and she can take four steps without help. Pulses and sensation in the foot are normal. After advice on rest, ice, compression and elevation, the physician grasps her foot and ankle, gently compresses the talus into the ankle mortise and moves the foot in small increments until the joint feels poised, with an even pull from the tissues around it in every direction. No tender point is monitored. The physician holds this point while she breathes normally until the tissues soften and the joint settles, which takes about a minute, and then returns the foot to neutral.',
    leadIn: 'Which of the following techniques is being performed?',
    options: [
      {
        text: 'Balanced ligamentous tension',
        why: 'Finding the point where ligamentous tension is equal in all directions, often with compression or traction, and holding it until a release occurs defines balanced ligamentous tension (ligamentous articular strain), an indirect technique suited to acute sprains.',
      },
      {
        text: 'Counterstrain',
        why: 'Counterstrain is also indirect, but it is guided by a tender point whose tenderness must fall by at least 70%, and it is held for 90 seconds.',
      },
      {
        text: 'Facilitated positional release',
        why: 'Facilitated positional release neutralizes a spinal curve and adds a facilitating force, with release within 3 to 5 seconds; it is used mainly for spinal and paraspinal tissues.',
      },
      {
        text: 'High-velocity, low-amplitude thrust',
        why: 'HVLA is a direct technique that thrusts through a restrictive barrier; it is not used on a freshly sprained, swollen joint.',
      },
      {
        text: 'Muscle energy',
        why: 'Muscle energy engages the restrictive barrier and uses the patient\'s own contraction, which is not part of this procedure.',
      },
    ],
    answerIndex: 0,
    rationale:
      'An inversion ankle sprain that meets none of the Ottawa criteria needs no radiographs and can be treated with gentle osteopathic techniques along with rest, ice, compression and elevation. The procedure described, positioning the joint at the point of balanced tension of its ligaments, with compression, and holding it with the patient breathing until the tissues release, is balanced ligamentous tension. Its indirect approach avoids stressing the injured ligaments.',
    objective: 'Identify balanced ligamentous tension from its steps.',
    task: 'omt-choice',
    steps: 1,
    takeHome: 'Balanced ligamentous tension: find the point where ligament tension is equal in all directions and hold until release.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-seated-flexion-test-sacral',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Acute low back pain: interpreting the flexion tests',
    stem: 'A 39-year-old woman comes to the emergency department because of low back and left buttock pain for 2 days that began after she lifted a heavy planter. The pain does not radiate below the buttock. She has no numbness, weakness, fever, history of cancer, or bowel or bladder symptoms. Temperature is 36.6°C, pulse is 80/min, and blood pressure is 124/78 mm Hg. Straight-leg raising is negative, and strength, sensation and reflexes are normal. On structural examination, the standing flexion test is positive on the left, and the seated flexion test is also positive on the left. The iliac crests, anterior and posterior superior iliac spines, pubic tubercles and medial malleoli are level. There is no lumbar segmental asymmetry in flexion or extension.',
    leadIn: 'The somatic dysfunction responsible for these test results is most likely located in which of the following structures?',
    options: [
      {
        text: 'L5 vertebra',
        why: 'Lumbar segmental dysfunction is found by transverse process asymmetry in flexion and extension, which is absent; the flexion tests assess the pelvis.',
      },
      {
        text: 'Left innominate',
        why: 'An innominate (iliosacral) dysfunction gives a positive standing flexion test with a negative seated test, because sitting locks the innominates; here the seated test is positive too.',
      },
      {
        text: 'Pubic symphysis',
        why: 'A pubic shear gives a positive standing flexion test with an asymmetric pubic tubercle; her tubercles are level and the seated test is positive.',
      },
      {
        text: 'Right innominate',
        why: 'The flexion tests are positive on the dysfunctional side, which is the left.',
      },
      {
        text: 'Sacrum',
        why: 'Sitting fixes the innominates, so a positive seated flexion test points to sacroiliac (sacral) dysfunction on that side; a sacral dysfunction usually makes the standing test positive as well.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Acute low back pain without red flags can be evaluated and treated with osteopathic methods. The flexion tests localize pelvic dysfunction: standing, the innominates move with the legs, so a positive standing test with a negative seated test points to the innominate (iliosacral); seated, the ischial tuberosities fix the innominates, so a positive seated test points to the sacrum moving abnormally between them (sacroiliac). With level innominate landmarks and a positive seated test on the left, the next step is to examine the sulci and inferior lateral angles to name the sacral dysfunction.',
    objective: 'Use the standing and seated flexion tests to localize a pelvic somatic dysfunction to the sacrum.',
    task: 'osteopathic-diagnosis',
    steps: 1,
    takeHome: 'Positive seated flexion test = sacral (sacroiliac) dysfunction; positive standing with negative seated = innominate (iliosacral).',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-lower-rib-caliper-motion',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Flank wall strain: motion of the 11th and 12th ribs',
    stem: 'A 33-year-old man comes to the emergency department because of left flank pain for 1 day that began with a forceful golf swing. The pain is worse with twisting, deep breaths and coughing. He has had no fever, hematuria, dysuria or vomiting. Temperature is 36.7°C, pulse is 78/min, respirations are 16/min, and blood pressure is 126/80 mm Hg. There is tenderness over the tips and shafts of the left 11th and 12th ribs and the adjacent quadratus lumborum, without bruising or costovertebral angle tenderness. Urinalysis is normal. The physician assesses the respiratory motion of the lower ribs with the hands along the lateral and posterior chest wall.',
    leadIn: 'The 11th and 12th ribs move mainly in which of the following ways during respiration?',
    options: [
      {
        text: 'Bucket-handle motion about an anteroposterior axis',
        why: 'Bucket-handle motion, which increases the transverse diameter, predominates in ribs 6-10, which are attached anteriorly through the costal cartilages.',
      },
      {
        text: 'Caliper motion in a nearly horizontal plane',
        why: 'Ribs 11 and 12 articulate only with their own vertebral bodies and have free anterior ends, so they swing in and out in a nearly horizontal plane like the arms of a caliper.',
      },
      {
        text: 'Gliding at the costotransverse joints',
        why: 'Ribs 11 and 12 have no costotransverse joints; their only articulation is with the vertebral body.',
      },
      {
        text: 'Pump-handle motion about a transverse axis',
        why: 'Pump-handle motion, which increases the anteroposterior diameter, predominates in ribs 1-5.',
      },
      {
        text: 'Rotation at the sternocostal joints',
        why: 'The floating ribs do not reach the sternum, so they have no sternocostal joints.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Flank pain after a forceful twist, worse with breathing and trunk rotation, with local rib and quadratus lumborum tenderness and a normal urinalysis, is a muscular and rib strain. Rib motion depends on each rib\'s attachments: ribs 1-5 move mainly with pump-handle motion, ribs 6-10 with bucket-handle motion and the floating ribs 11 and 12 with caliper motion. Motion testing of the lower ribs therefore assesses their lateral and posterior excursion, and the quadratus lumborum, which anchors the 12th rib, is often treated with them.',
    objective: 'Describe the caliper motion of the 11th and 12th ribs when examining lower rib dysfunction.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Rib motion: pump-handle ribs 1-5, bucket-handle ribs 6-10, caliper ribs 11-12.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-temporomandibular-dysfunction',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Jaw pain after a dental procedure: temporomandibular somatic dysfunction',
    stem: 'A 34-year-old woman comes to the emergency department because of left jaw pain and difficulty opening her mouth fully since a 2-hour dental procedure yesterday, during which her mouth was held wide open. She has had no trauma, fever, facial swelling or dental pain, and she can close her mouth normally with a normal bite. Temperature is 36.8°C, pulse is 76/min, and blood pressure is 120/76 mm Hg. There is tenderness just in front of the left tragus, without swelling or crepitus. She can open her mouth 30 mm between the incisors, and on opening, her chin deviates to the left. Facial nerve function is normal, and there is no intraoral swelling.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Anterior dislocation of both mandibular condyles',
        why: 'Bilateral dislocation locks the mouth open so that the patient cannot close it; she closes normally.',
      },
      {
        text: 'Restricted anterior glide of the left mandibular condyle',
        why: 'As the mouth opens, each condyle rotates and then glides forward; when the left condyle cannot glide, the right one keeps moving forward and swings the chin toward the restricted left side, with limited opening and left preauricular tenderness.',
      },
      {
        text: 'Restricted anterior glide of the right mandibular condyle',
        why: 'A restricted right condyle would make the chin deviate to the right on opening.',
      },
      {
        text: 'Restricted posterior glide of the left mandibular condyle',
        why: 'Posterior glide occurs on closing; a restriction would make closing difficult and change the bite, but she closes normally with a normal bite.',
      },
      {
        text: 'Restricted posterior glide of the right mandibular condyle',
        why: 'A closing restriction on the right would affect closure and the bite rather than cause leftward deviation on opening.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Jaw pain and limited opening after prolonged wide opening, without infection, trauma or dislocation, is temporomandibular somatic dysfunction. On opening, the mandibular condyles rotate and then glide anteriorly onto the articular eminences. The chin deviates toward the side that cannot glide, so leftward deviation with left preauricular tenderness means the left condyle is restricted in anterior glide. Osteopathic treatment includes muscle energy for jaw opening, soft tissue work on the masseter and pterygoids, and attention to the temporal bones and cervical spine.',
    objective: 'Localize a temporomandibular restriction from the direction of jaw deviation on opening.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'On opening, the chin deviates toward the temporomandibular joint that cannot glide forward.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-backward-torsion-spring-test',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Acute low back pain: sacral torsion and the spring test',
    stem: 'A 41-year-old woman comes to the emergency department because of low back and right buttock pain since yesterday, when she bent forward and twisted to lift a bag of soil while gardening. The pain does not radiate below the buttock. She has no numbness, weakness, fever, history of cancer, or bowel or bladder symptoms. Temperature is 36.7°C, pulse is 82/min, and blood pressure is 126/80 mm Hg. Straight-leg raising is negative, and strength, sensation, reflexes and perineal sensation are normal. On structural examination, the left sacral sulcus is deeper than the right, the right inferior lateral angle is posterior, and the seated flexion test is positive on the right.',
    leadIn: 'Which of the following additional findings is most likely?',
    options: [
      {
        text: 'Asymmetry that lessens in the sphinx position',
        why: 'Asymmetry that improves when the lumbar spine is extended fits a forward torsion, in which the sacral base is already anterior.',
      },
      {
        text: 'Increased lumbar lordosis',
        why: 'An increased lordosis accompanies forward torsions and sacral flexion; backward torsions flatten the lordosis.',
      },
      {
        text: 'L5 rotated right',
        why: 'L5 rotates opposite to the sacrum; with the sacrum rotated right, L5 is rotated left.',
      },
      {
        text: 'Negative lumbosacral spring test',
        why: 'A negative spring test (the base springs freely) is expected in forward torsions, such as right-on-right, which would make the seated flexion test positive on the left.',
      },
      {
        text: 'Positive lumbosacral spring test',
        why: 'The findings define a right-on-left torsion, a backward torsion in which the right sacral base has moved posteriorly, so springing over the lumbosacral junction meets firm resistance.',
      },
    ],
    answerIndex: 4,
    rationale:
      'The deep left sulcus with a posterior right inferior lateral angle means the sacrum is rotated right. The seated flexion test is positive on the side opposite the oblique axis, so the axis is on the left: a right-on-left torsion. When the sacrum rotates opposite to the side of its axis, the torsion is backward, with the base moving posteriorly; hence a positive spring test, more asymmetry in the sphinx position, a flattened lordosis and L5 rotated to the left.',
    objective: 'Predict the spring test result from the type of sacral torsion.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Rotation opposite to the axis (right-on-left, left-on-right) = backward torsion: positive spring test, worse in the sphinx position, flat lordosis.',
    table: {
      caption: 'Forward and backward sacral torsions',
      header: ['Feature', 'Forward (L-on-L, R-on-R)', 'Backward (R-on-L, L-on-R)'],
      rows: [
        ['Lumbosacral spring test', 'Negative', 'Positive'],
        ['Sphinx position', 'Asymmetry lessens', 'Asymmetry increases'],
        ['Lumbar lordosis', 'Increased', 'Flattened'],
      ],
    },
    osteopathic: true,
  },
  {
    id: 'em-q-omm-suboccipital-release-innervation',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Tension-type headache: innervation of the suboccipital muscles',
    stem: 'A 31-year-old woman comes to the emergency department because of a bilateral, pressing headache at the back of the head for 2 days during a stressful week at work. It began gradually, is not throbbing, and is not accompanied by fever, vomiting, visual changes or weakness. She takes no medications. Temperature is 36.7°C, pulse is 78/min, and blood pressure is 124/80 mm Hg. There is no meningismus, and neurologic and funduscopic examinations are normal. The small deep muscles between the occiput and the upper two cervical vertebrae are hypertonic and tender, and occipitoatlantal motion is restricted. After ibuprofen, the physician places the finger pads under the occiput, between it and the posterior arch of the atlas, and applies gentle, sustained upward pressure until these muscles relax.',
    leadIn: 'The muscles relaxed by this technique are innervated by which of the following nerves?',
    options: [
      {
        text: 'Accessory nerve',
        why: 'The accessory nerve supplies the trapezius and sternocleidomastoid, which are superficial to the suboccipital region.',
      },
      {
        text: 'Greater occipital nerve',
        why: 'The greater occipital nerve (dorsal ramus of C2) curves around the inferior oblique and is mainly sensory to the back of the scalp; its entrapment causes occipital neuralgia.',
      },
      {
        text: 'Lesser occipital nerve',
        why: 'The lesser occipital nerve, from the ventral rami of C2, is sensory to the skin behind the ear.',
      },
      {
        text: 'Suboccipital nerve',
        why: 'The suboccipital nerve, the dorsal ramus of C1, emerges between the occiput and the atlas and supplies the rectus capitis posterior major and minor and the obliquus capitis superior and inferior.',
      },
      {
        text: 'Third occipital nerve',
        why: 'The third occipital nerve (dorsal ramus of C3) supplies the C2-C3 facet joint and the skin of the lower occiput.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A gradual, bilateral, pressing headache with tender, hypertonic suboccipital muscles, a normal neurologic examination and no red flags is tension-type headache. The technique described is suboccipital release: gentle sustained pressure between the occiput and the atlas relaxes the suboccipital muscles and frees the occipitoatlantal joint. These small muscles, which are rich in muscle spindles and fine-tune head position, are supplied by the suboccipital nerve, the dorsal ramus of C1; unlike the other occipital nerves, it carries little or no cutaneous sensation.',
    objective: 'Identify the suboccipital nerve (dorsal ramus of C1) as the supply of the muscles treated by suboccipital release.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Suboccipital muscles: suboccipital nerve (C1 dorsal ramus, motor); greater occipital nerve (C2) is sensory to the scalp.',
    osteopathic: true,
  },
  {
    id: 'em-q-omm-cholecystitis-viscerosomatic-mechanism',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Acute cholecystitis: mechanism of paraspinal findings',
    stem: 'A 46-year-old woman comes to the emergency department because of constant right upper quadrant pain for 10 hours that began after a fatty meal. She has vomited twice. She had no back pain before this illness. Temperature is 38.3°C, pulse is 102/min, and blood pressure is 132/80 mm Hg. There is right upper quadrant tenderness, and she stops inhaling when the area is palpated. Leukocyte count is 14,200/mm³. Serum total bilirubin concentration is 0.9 mg/dL, alkaline phosphatase activity is 95 U/L, and lipase activity is 40 U/L. Ultrasonography shows gallstones, a thickened gallbladder wall and pericholecystic fluid. Intravenous antibiotics are started, and surgery is consulted. On structural examination, the right paraspinal tissues from T6 to T9 are warm, boggy and tender, with restricted segmental motion.',
    leadIn: 'Which of the following best explains these paraspinal findings?',
    options: [
      {
        text: 'Somatosomatic reflex',
        why: 'A somatosomatic reflex links two somatic structures, such as a sprained joint and nearby muscle spasm; here the source is a viscus.',
      },
      {
        text: 'Somatovisceral reflex',
        why: 'A somatovisceral reflex runs the other way: spinal somatic dysfunction disturbs a viscus; her back findings appeared with the gallbladder disease.',
      },
      {
        text: 'Visceral pain referred through the phrenic nerve',
        why: 'Diaphragmatic irritation refers pain to the right shoulder through the phrenic nerve (C3-C5); it does not produce segmental tissue changes at T6-T9.',
      },
      {
        text: 'Viscerosomatic reflex',
        why: 'Afferents from the inflamed gallbladder enter the cord with its sympathetic supply (T5-T9, on the right) and facilitate those segments, producing acute paraspinal tissue texture changes and restricted motion.',
      },
      {
        text: 'Viscerovisceral reflex',
        why: 'A viscerovisceral reflex links two organs (such as the gallbladder and the stomach), producing visceral rather than paraspinal findings.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Right upper quadrant pain after a fatty meal, fever, a positive Murphy sign, leukocytosis and ultrasonographic gallbladder wall thickening with pericholecystic fluid establish acute calculous cholecystitis. Visceral afferent input from the inflamed gallbladder converges on the spinal segments that supply its sympathetic innervation and facilitates them, so the paraspinal tissues at those levels develop acute changes: warm, boggy, tender and restricted. This is a viscerosomatic reflex; it resolves as the visceral disease is treated.',
    objective: 'Distinguish a viscerosomatic reflex from somatovisceral and other reflexes in acute cholecystitis.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Visceral disease causing segmental paraspinal changes is a viscerosomatic reflex; the reverse is somatovisceral.',
    osteopathic: true,
  },
];
