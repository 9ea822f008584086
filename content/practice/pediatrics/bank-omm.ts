import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'peds-q-omm-adolescent-idiopathic-scoliosis-fryette',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Adolescent idiopathic scoliosis: vertebral mechanics of the curve',
    stem: 'A 13-year-old girl is brought to the osteopathic clinic for a sports physical examination. Her mother has noticed that one shoulder looks higher than the other. She has not reached menarche and has no back pain. Vital signs are normal. She is at Tanner stage 3. The right shoulder and right scapula are higher and more prominent than the left. On forward bending, there is a prominence of the right posterior rib cage. Neurologic examination, including abdominal reflexes, is normal, and there are no café-au-lait spots or midline skin lesions over the spine. A standing posteroanterior radiograph of the spine shows a thoracic curve from T5 to T11, convex to the right, with a Cobb angle of 22°, and a Risser grade of 1.',
    leadIn: 'Which of the following best describes the somatic dysfunction of the vertebrae within this curve?',
    options: [
      {
        text: 'T5-T11 extended, rotated right, sidebent right',
        why: 'Rotation and sidebending to the same side describe a type II (non-neutral) dysfunction of a single segment, not a long group curve.',
      },
      {
        text: 'T5-T11 flexed, rotated left, sidebent left',
        why: 'This is also a type II pattern, and left rotation would place the rib prominence on the left.',
      },
      {
        text: 'T5-T11 neutral, sidebent left, rotated left',
        why: 'In neutral (type I) mechanics, sidebending and rotation occur to opposite sides, so a group cannot sidebend and rotate to the same side.',
      },
      {
        text: 'T5-T11 neutral, sidebent left, rotated right',
        why: 'A curve convex to the right is sidebent left (toward its concavity), and in type I mechanics the group rotates to the opposite side, toward the convexity, carrying the right ribs posteriorly.',
      },
      {
        text: 'T5-T11 neutral, sidebent right, rotated left',
        why: 'This group would be convex to the left, with the rib prominence on the left side.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A scoliotic curve is a group of vertebrae in neutral that follows Fryette type I mechanics: sidebending and rotation occur to opposite sides, with rotation toward the convexity. A curve convex to the right is sidebent left and rotated right, and the right ribs follow the transverse processes posteriorly to form the rib prominence seen on forward bending. Scoliosis is named for its convexity (right thoracic, or dextroscoliosis). A 22° curve in a skeletally immature girl is usually observed with repeat radiographs; bracing is considered when a growing child\'s curve reaches about 25°.',
    objective: 'Apply Fryette type I mechanics to describe the vertebrae in an idiopathic scoliotic curve.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Scoliosis is named for its convexity; the group sidebends toward the concavity and rotates toward the convexity (rib hump side).',
  },
  {
    id: 'peds-q-omm-down-syndrome-transverse-ligament',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Down syndrome: cervical precautions for OMT',
    stem: 'A 15-year-old boy with Down syndrome is brought to the osteopathic clinic because of upper back soreness for 1 week after he increased his swimming training for a Special Olympics event. He has no neck pain, head tilt, weakness, change in gait, or change in bladder or bowel control. Vital signs are normal. He walks normally, strength is normal, reflexes are 2+ and symmetric without clonus, and plantar responses are flexor. The paraspinal muscles at T4-T6 are hypertonic and tender. The physician treats the thoracic region with soft tissue technique and counterstrain, but avoids high-velocity, low-amplitude thrusts to the cervical spine and positions the neck only in neutral, avoiding end-range flexion and rotation.',
    leadIn: 'Laxity of which of the following structures is the main reason for these cervical precautions?',
    options: [
      {
        text: 'Anterior longitudinal ligament',
        why: 'The anterior longitudinal ligament limits extension along the front of the vertebral bodies; it does not stabilize the dens.',
      },
      {
        text: 'Ligamentum flavum',
        why: 'The ligamentum flavum connects adjacent laminae; its hypertrophy contributes to lumbar and cervical stenosis in older adults, not to atlantoaxial instability.',
      },
      {
        text: 'Posterior atlanto-occipital membrane',
        why: 'This membrane joins the posterior arch of the atlas to the occiput and is pierced by the vertebral artery; it does not hold the dens in place.',
      },
      {
        text: 'Posterior longitudinal ligament',
        why: 'The posterior longitudinal ligament runs along the back of the vertebral bodies and limits flexion; it is not the main restraint of C1 on C2.',
      },
      {
        text: 'Transverse ligament of the atlas',
        why: 'The transverse ligament holds the dens against the anterior arch of the atlas; its laxity in Down syndrome allows atlantoaxial instability, so thrusts and end-range positioning of the neck could compress the spinal cord.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Ligamentous laxity in Down syndrome includes the transverse ligament of the atlas, and a minority of affected people have radiographic atlantoaxial instability with a widened atlantodental interval. Most are asymptomatic, but neck pain, torticollis, gait change, weakness, hyperreflexia or bladder change call for urgent imaging. Because the cord can be compressed by excessive C1-C2 motion, Down syndrome is a contraindication to cervical HVLA, and cervical positioning for other techniques is kept gentle and near neutral. Treatment of his thoracic strain can proceed.',
    objective: 'Recognise transverse ligament laxity and atlantoaxial instability in Down syndrome as the reason to avoid cervical HVLA.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Down syndrome: transverse ligament laxity and atlantoaxial instability; no cervical HVLA and gentle, near-neutral neck positioning.',
  },
  {
    id: 'peds-q-omm-pyelonephritis-viscerosomatic',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Acute pyelonephritis in a child: viscerosomatic reflex level',
    stem: 'A 6-year-old girl is brought to the emergency department because of fever, vomiting, and left flank pain for 2 days. She has had burning with urination. Temperature is 39.1°C, pulse is 128/min, respirations are 22/min, and blood pressure is 102/64 mm Hg. She appears ill but is alert, with moist mucous membranes. There is left costovertebral angle tenderness, and the abdomen is soft. Urinalysis shows positive leukocyte esterase and nitrite, many leukocytes, and leukocyte casts. Leukocyte count is 17,800/mm³, and serum creatinine is 0.4 mg/dL. A urine culture is sent, and intravenous ceftriaxone is started because she is vomiting. The osteopathic physician examines her back for viscerosomatic reflex changes.',
    leadIn: 'Paraspinal tissue texture changes from the sympathetic viscerosomatic reflex of the affected organ are most likely at which of the following spinal levels?',
    options: [
      {
        text: 'Occiput-C2',
        why: 'The kidney receives parasympathetic fibers from the vagus nerve, related to the occipitoatlantal region, but the question concerns the sympathetic viscerosomatic level.',
      },
      {
        text: 'T1-T4',
        why: 'T1-T4 reflects the head, neck and heart.',
      },
      {
        text: 'T5-T9',
        why: 'T5-T9 reflects the upper abdominal organs such as the stomach, liver, gallbladder and pancreas.',
      },
      {
        text: 'T10-T11',
        why: 'Standard osteopathic viscerosomatic tables place the kidney at T10-T11, the segments that provide most of its sympathetic supply, so afferents from the inflamed kidney produce paraspinal changes there, usually on the same side.',
      },
      {
        text: 'S2-S4',
        why: 'S2-S4 carries parasympathetic outflow to the bladder, distal colon and pelvic organs, not the kidney.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Fever, vomiting, flank pain and costovertebral angle tenderness with pyuria, nitrite and leukocyte casts indicate acute pyelonephritis of the left kidney. Visceral afferents from the inflamed kidney return with its sympathetic fibers to T10-T11, facilitating those segments and producing paraspinal changes, usually on the same side; the upper ureter shares these segments, and the lower ureter extends the reflex to about L1, as with a ureteral stone. Its parasympathetic supply is vagal. Because she is vomiting and ill-appearing, parenteral ceftriaxone is appropriate at first, with a switch to an oral agent guided by culture results once she tolerates oral intake.',
    objective: 'Identify T10-T11 as the viscerosomatic level of the kidney in a child with pyelonephritis.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Kidney: sympathetic viscerosomatic level T10-T11 (the lower ureter extends to about L1); parasympathetic supply from the vagus.',
  },
  {
    id: 'peds-q-omm-posterior-innominate-muscle-energy',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Posterior innominate rotation in an adolescent athlete: muscle energy',
    stem: 'A 16-year-old boy who plays basketball comes to the osteopathic clinic because of right low back and sacroiliac pain for 2 weeks that began after a hard landing during a game. He has no leg numbness or weakness. Vital signs are normal. There is no tenderness over the anterior superior iliac spine, the ischial tuberosity, or the lumbar spinous processes, and the neurologic examination is normal. The standing flexion test is positive on the right, and the seated flexion test is negative. Compared with the left, the right anterior superior iliac spine is superior and the right posterior superior iliac spine is inferior. Supine, the right leg appears shorter. Muscle energy treatment is planned with the patient supine near the edge of the table.',
    leadIn: 'Which of the following setups is most appropriate?',
    options: [
      {
        text: 'Hip abducted; patient adducts against resistance',
        why: 'Alternating resisted abduction and adduction of the thighs is used to treat pubic symphysis dysfunction, not innominate rotation.',
      },
      {
        text: 'Hip extended; patient flexes against resistance',
        why: 'With the right leg lowered off the table into hip extension at the barrier, resisted hip flexion contracts the iliopsoas and rectus femoris, which pull the innominate into anterior rotation and correct the posterior rotation.',
      },
      {
        text: 'Hip flexed; patient extends against resistance',
        why: 'Flexing the hip to the barrier and resisting hip extension uses the hamstrings and gluteus maximus to rotate the innominate posteriorly, which corrects an anterior innominate.',
      },
      {
        text: 'Leg slightly abducted; quick inferior tug',
        why: 'Long-axis traction with an inferior tug treats a superior innominate shear, in which the ASIS and PSIS are both superior.',
      },
      {
        text: 'Sacral base pressed during exhalation',
        why: 'Respiratory-assisted pressure on the sacrum treats sacral dysfunctions, which would produce a positive seated flexion test.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A positive right standing flexion test with a negative seated test localizes an iliosacral dysfunction to the right. A superior ASIS, inferior PSIS and apparently shorter leg on that side define a posterior innominate rotation. Muscle energy is direct, so the innominate is taken toward anterior rotation by extending the hip to the barrier; the patient then flexes the hip against equal counterforce, the hip flexors rotate the innominate anteriorly, and the new barrier is engaged after each contraction.',
    objective: 'Diagnose a posterior innominate rotation and set up muscle energy using hip flexion against resistance.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Posterior innominate: extend the hip to the barrier, patient flexes against resistance; anterior innominate: flex the hip, patient extends.',
  },
  {
    id: 'peds-q-omm-backward-sacral-torsion',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Low back pain in an adolescent rower: sacral torsion',
    stem: 'A 17-year-old girl who rows competitively comes to the osteopathic clinic because of low back pain for 3 weeks that is worse after training. She has no leg pain, numbness, or weakness. Vital signs are normal. There is no tenderness over the spinous processes, and one-legged hyperextension does not provoke pain. The neurologic examination is normal. The seated flexion test is positive on the left. With the patient prone, the right sacral sulcus is deep and the left inferior lateral angle is posterior compared with the opposite side. The lumbosacral spring test is positive, and the asymmetry of the sacral base increases when she props herself on her elbows. L5 is flexed, rotated right, sidebent right.',
    leadIn: 'Which of the following is the most likely sacral somatic dysfunction?',
    options: [
      {
        text: 'Left-on-left sacral torsion',
        why: 'This forward torsion shares the deep right sulcus and posterior left inferior lateral angle, but the seated flexion test is positive on the right, the spring test is negative, symmetry improves in the sphinx position and L5 is neutral.',
      },
      {
        text: 'Left-on-right sacral torsion',
        why: 'Left rotation on the right oblique axis moves the left base posterior and the right inferior lateral angle anterior, so the right sulcus feels deep and the left inferior lateral angle relatively posterior; the spring and sphinx tests show a backward torsion, and L5 is rotated opposite (right) and sidebent toward the axis (right).',
      },
      {
        text: 'Right unilateral sacral flexion',
        why: 'A right unilateral sacral flexion gives a deep right sulcus but a markedly inferior right inferior lateral angle, a positive right seated flexion test and a negative spring test.',
      },
      {
        text: 'Right-on-left sacral torsion',
        why: 'This backward torsion gives a deep left sulcus with a posterior right inferior lateral angle, a positive right seated flexion test, and L5 rotated and sidebent left.',
      },
      {
        text: 'Right-on-right sacral torsion',
        why: 'This forward torsion gives a deep left sulcus, a posterior right inferior lateral angle, a negative spring test and improved symmetry in the sphinx position.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A positive seated flexion test points to a sacral dysfunction and lies opposite the oblique axis, so a positive left test means a right axis. The deep right sulcus and posterior left inferior lateral angle mean the sacrum has rotated to the left. Left rotation on a right axis is a backward torsion, confirmed by the positive spring test and worsening asymmetry in the sphinx position, in which the posterior base cannot move forward. L5 follows the rules for torsions: sidebent toward the axis, rotated opposite the sacrum and, in a backward torsion, non-neutral.',
    objective: 'Diagnose a backward sacral torsion from the seated flexion test, landmark positions, spring and sphinx tests and L5.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Sacral torsion: seated flexion test positive opposite the axis; positive spring and sphinx tests mean backward torsion (L-on-R or R-on-L).',
  },
  {
    id: 'peds-q-omm-spondylolysis-thrust-contraindication',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Suspected spondylolysis in an adolescent gymnast: choice of OMT',
    stem: 'A 14-year-old girl who is a competitive gymnast comes to the osteopathic clinic because of low back pain for 6 weeks. The pain is worse during back walkovers and other extension moves and eases with rest. She has no leg pain, numbness, weakness, or bladder symptoms. Vital signs are normal. There is tenderness just to the right of the L5 spinous process. Standing on the right leg while extending the back reproduces her pain. Both hamstrings are tight, and the neurologic examination is normal. The lumbar paraspinal muscles are hypertonic. Imaging has been ordered, and she asks for manipulation in the meantime so that she can compete next week.',
    leadIn: 'Which of the following techniques carries the greatest risk at the lumbosacral junction until her condition is clarified?',
    options: [
      {
        text: 'Counterstrain for an iliacus tender point',
        why: 'Counterstrain for the iliacus positions the hips in flexion and external rotation without extension or force across the lumbosacral junction.',
      },
      {
        text: 'Facilitated positional release',
        why: 'Facilitated positional release uses gentle compression in a position of ease held for a few seconds and applies no thrust.',
      },
      {
        text: 'High-velocity, low-amplitude thrust',
        why: 'A thrust across a segment with a possible stress fracture of the pars interarticularis could worsen the fracture or promote slippage, so it is contraindicated there.',
      },
      {
        text: 'Myofascial release of the thoracolumbar fascia',
        why: 'Myofascial release of the thoracolumbar fascia applies gentle sustained pressure to soft tissue and does not stress the posterior elements.',
      },
      {
        text: 'Soft tissue kneading of the paraspinals',
        why: 'Soft tissue kneading relaxes hypertonic paraspinal muscles without loading the vertebrae.',
      },
    ],
    answerIndex: 2,
    rationale:
      'An adolescent athlete with weeks of low back pain aggravated by repetitive extension, focal L5 tenderness, pain on one-legged hyperextension and tight hamstrings most likely has spondylolysis, a stress fracture of the pars interarticularis, until imaging shows otherwise. An acute fracture is a contraindication to HVLA at the involved segment. Gentle soft tissue and indirect techniques may ease paraspinal spasm, but the main treatment is rest from extension and impact activities, followed by graded rehabilitation; she should not compete next week.',
    objective: 'Suspect spondylolysis in an adolescent athlete and avoid thrust techniques at the involved segment.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Extension-related low back pain in a young athlete suggests spondylolysis (pars stress fracture): no HVLA there; rest from extension.',
  },
  {
    id: 'peds-q-omm-short-leg-functional-lumbar-curve',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Leg length discrepancy with a compensatory lumbar curve',
    stem: 'A 15-year-old boy who plays basketball comes to the osteopathic clinic because of intermittent low back pain after games for 2 months. He has no leg pain, numbness, or weakness. Vital signs are normal, and the neurologic examination is normal. Standing, his left iliac crest is lower than the right, and a mild lumbar curve is visible. The curve disappears when he sits, and forward bending shows no rib or lumbar prominence. Standing postural radiographs of the lumbar spine and pelvis show the left femoral head 9 mm lower than the right and the sacral base lower on the left, with no vertebral anomalies.',
    leadIn: 'Which of the following best describes the lumbar curve on these radiographs?',
    options: [
      {
        text: 'Convex left, with vertebrae rotated left',
        why: 'With the sacral base low on the left, the lumbar spine sidebends right to keep the trunk upright, forming a curve convex to the left whose vertebrae rotate toward the convexity (left).',
      },
      {
        text: 'Convex left, with vertebrae rotated right',
        why: 'The convexity is correct, but in a type I group curve the vertebrae rotate toward the convexity, not away from it.',
      },
      {
        text: 'Convex right, with vertebrae rotated left',
        why: 'A right-convex lumbar curve would compensate for a sacral base low on the right (a short right leg), and its vertebrae would rotate right.',
      },
      {
        text: 'Convex right, with vertebrae rotated right',
        why: 'This is the expected curve for a short right leg; here the left leg is short.',
      },
      {
        text: 'No curve, with increased lordosis',
        why: 'Unleveling of the sacral base tilts the lumbar spine in the coronal plane; it does not simply increase lordosis.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A curve that disappears on sitting and shows no rotational prominence on forward bending is functional, caused here by a short left leg that lowers the left sacral base. The lumbar spine compensates with a group (type I) curve that sidebends away from the low side, so it is convex toward the short leg and its vertebrae rotate toward the convexity. A heel lift under the left shoe, introduced gradually, can be considered if symptoms persist, along with OMT for the compensatory dysfunctions.',
    objective: 'Predict the compensatory lumbar curve produced by sacral base unleveling from a short leg.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'A short leg lowers the sacral base on that side; the lumbar spine forms a type I curve convex toward the short leg.',
  },
  {
    id: 'peds-q-omm-infant-poor-suck-condylar-compression',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Poor suckling in a newborn: occipital condylar compression',
    stem: 'A 3-week-old boy is brought to the osteopathic clinic because of poor breastfeeding since birth. He latches briefly, has a weak suck, and each feeding takes about 45 minutes. He has not vomited, and he passes normal stools. He was born at term by vacuum-assisted vaginal delivery after a prolonged second stage of labor, and he has not yet regained his birth weight. Temperature is 37.0°C, pulse is 148/min, and respirations are 42/min. He is alert, with normal tone and a normal Moro reflex. The anterior fontanelle is soft and flat, the palate is intact, and the lingual frenulum is normal. His tongue moves weakly and does not cup the examiner\'s finger, without fasciculations. Palpation shows increased tissue tension at the base of the occiput with restricted motion between the occiput and the atlas.',
    leadIn: 'Compression at the base of the skull in this infant is thought to impair suckling by affecting which of the following nerves at its exit?',
    options: [
      {
        text: 'Facial nerve at the stylomastoid foramen',
        why: 'The facial nerve controls the lips and cheeks and exits the temporal bone, not the occiput; facial weakness would also cause asymmetry of the face.',
      },
      {
        text: 'Hypoglossal nerve in the hypoglossal canal',
        why: 'The hypoglossal canal passes through the condylar parts of the newborn occiput, so compression of the condyles is thought to impair the tongue movements needed for suckling.',
      },
      {
        text: 'Mandibular nerve at the foramen ovale',
        why: 'The mandibular nerve supplies the muscles of mastication and exits through the sphenoid bone, away from the occipital condyles.',
      },
      {
        text: 'Spinal accessory nerve at the jugular foramen',
        why: 'Irritation of the spinal accessory nerve at the jugular foramen is linked to torticollis through the sternocleidomastoid and trapezius, not to suckling.',
      },
      {
        text: 'Vagus nerve at the jugular foramen',
        why: 'Vagal irritation at the jugular foramen is associated with vomiting, reflux and colic, which he does not have.',
      },
    ],
    answerIndex: 1,
    rationale:
      'At birth the occiput consists of four parts (the squamous part, two condylar parts and the basilar part) joined by cartilage. A prolonged or instrument-assisted delivery can compress the condylar parts, and because the hypoglossal canal runs through them, osteopathic texts link this condylar compression to tongue weakness and poor suckling; the jugular foramen lies between the occiput and temporal bone and carries cranial nerves IX, X and XI. Lactation support, weight checks and exclusion of ankyloglossia and neurologic disease come first, and gentle cranial treatment of the condylar parts may be added.',
    objective: 'Relate occipital condylar compression in a newborn to hypoglossal nerve dysfunction and poor suckling.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Newborn occiput has four parts; condylar compression affects the hypoglossal canal (poor suck), jugular foramen affects IX-XI (vomiting, torticollis).',
  },
  {
    id: 'peds-q-omm-acute-torticollis-oculocephalogyric',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Acute wry neck in an adolescent: muscle energy by oculocephalogyric reflex',
    stem: 'A 14-year-old boy is brought to the osteopathic clinic because he woke up yesterday with a painful, stiff neck. He had slept on a friend\'s couch with his head on the armrest. He has no fever, sore throat, trauma, headache, or arm symptoms. Temperature is 36.9°C and pulse is 78/min. He holds his head tilted to the right. The right posterior cervical muscles are in spasm and very tender, and active rotation to the left is painful and limited. There is no lymphadenopathy, and the neurologic examination is normal. Because pushing with his head against resistance is too painful, the physician gently rotates his head to the edge of the restricted range and asks him to look with his eyes only to the right for a few seconds, then to look straight ahead and relax, after which the head is taken further into left rotation.',
    leadIn: 'Which of the following types of muscle energy does this technique use?',
    options: [
      {
        text: 'Crossed extensor reflex',
        why: 'The crossed extensor reflex uses contraction in one extremity to relax the corresponding muscles of the opposite extremity; it does not involve the eyes.',
      },
      {
        text: 'Joint mobilization using muscle force',
        why: 'This form of muscle energy uses a voluntary contraction to move a bone toward its barrier, as in innominate treatment, and requires a forceful effort he cannot tolerate.',
      },
      {
        text: 'Oculocephalogyric reflex',
        why: 'Moving the eyes in a direction reflexively produces a slight contraction of the neck and trunk muscles that turn the head that way, giving a very gentle isometric effort in acute pain.',
      },
      {
        text: 'Post-isometric relaxation',
        why: 'Post-isometric relaxation uses a voluntary contraction of the hypertonic muscle against counterforce; here the contraction is evoked reflexively by eye movement rather than by pushing.',
      },
      {
        text: 'Reciprocal inhibition',
        why: 'Reciprocal inhibition requires voluntary contraction of the antagonist muscles, which he was not asked to perform.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Sudden painful neck stiffness after an awkward sleeping posture, without fever, trauma, infection or neurologic signs, is acute torticollis (wry neck), a benign muscular condition. When a voluntary contraction is too painful, muscle energy can use the oculocephalogyric reflex: eye movement in one direction produces a light reflex contraction of the cervical muscles that rotate the head that way, followed by relaxation and a new barrier. It is useful for acute, painful cervical and upper thoracic problems and for young patients.',
    objective: 'Identify the oculocephalogyric reflex as a gentle form of muscle energy for acute painful neck dysfunction.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Oculocephalogyric reflex: eye movement produces a gentle contraction of the neck muscles, useful in muscle energy for acute pain.',
  },
  {
    id: 'peds-q-omm-asthma-inhalation-rib-key-rib',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Asthma exacerbation: inhalation rib dysfunction and the key rib',
    stem: 'A 12-year-old girl with moderate persistent asthma is brought to the osteopathic clinic 3 days after an emergency department visit for an exacerbation triggered by a viral infection. She uses budesonide-formoterol as maintenance and reliever therapy and has completed a course of oral prednisolone. She feels much better but has a tight feeling in the left upper chest. Temperature is 36.9°C, pulse is 92/min, respirations are 20/min, and oxygen saturation is 97% on room air. There are faint end-expiratory wheezes. On the left, ribs 2 through 5 rise normally with inhalation, but during exhalation they stop moving before the corresponding ribs on the right. The physician plans muscle energy with respiratory assistance.',
    leadIn: 'Treatment of this rib group should be directed first at which of the following ribs?',
    options: [
      {
        text: 'Left 2nd rib',
        why: 'The uppermost rib is the key rib of an exhalation (depressed) group, which would stop moving early during inhalation.',
      },
      {
        text: 'Left 3rd rib',
        why: 'A middle rib of the group is not the key rib; freeing the key rib at the end of the group usually releases the rest.',
      },
      {
        text: 'Left 4th rib',
        why: 'A middle rib of the group is not the key rib of an inhalation dysfunction.',
      },
      {
        text: 'Left 5th rib',
        why: 'In an inhalation dysfunction, the ribs are held up and restricted in exhalation, and the lowest rib of the group is the key rib that is treated first.',
      },
      {
        text: 'Right 5th rib',
        why: 'The right ribs move normally; the dysfunction is in the left group.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Ribs that move freely into inhalation but stop early during exhalation are held in inhalation (elevated), a common finding after asthma exacerbations with hyperinflation and heavy use of the accessory muscles of respiration. In an inhalation group dysfunction, the key rib is the lowest (here the left 5th); in an exhalation group, it is the uppermost. Muscle energy with respiratory assistance has her breathe out fully while the physician follows the key rib down into exhalation and resists its rise on inhalation. This supplements, but does not replace, her inhaled therapy and asthma action plan.',
    objective: 'Identify an inhalation rib group dysfunction and choose its lowest rib as the key rib.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Inhalation (elevated) rib group: key rib is the lowest; exhalation (depressed) rib group: key rib is the uppermost.',
  },
  {
    id: 'peds-q-omm-severe-scoliosis-restrictive-defect',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Severe adolescent idiopathic scoliosis: pulmonary consequences',
    stem: 'A 16-year-old girl with adolescent idiopathic scoliosis comes to the clinic because she becomes short of breath sooner than her teammates when running. Three years ago, bracing was recommended for a 30° right thoracic curve, but she did not wear the brace. She has no cough, wheezing, or chest pain. Temperature is 36.8°C, pulse is 84/min, respirations are 18/min, and oxygen saturation is 98% on room air. There is a marked right posterior rib prominence on forward bending, and the lungs are clear. A standing radiograph shows a right thoracic curve with a Cobb angle of 62°. Pulmonary function testing is scheduled before an orthopedic surgery consultation.',
    leadIn: 'Which of the following pulmonary function findings is most likely?',
    options: [
      {
        text: 'Decreased FEV1/FVC with increased total lung capacity',
        why: 'A low FEV1/FVC ratio with hyperinflation indicates obstructive disease such as asthma or emphysema, not chest wall deformity.',
      },
      {
        text: 'Decreased total lung capacity with normal FEV1/FVC',
        why: 'A thoracic curve greater than about 50° stiffens and distorts the chest wall, reducing lung volumes proportionally, which is a restrictive pattern.',
      },
      {
        text: 'Increased diffusing capacity for carbon monoxide',
        why: 'An increased diffusing capacity occurs with pulmonary hemorrhage, polycythemia or asthma, not with scoliosis.',
      },
      {
        text: 'Increased residual volume with air trapping',
        why: 'Air trapping is a feature of obstructive airway disease; extrapulmonary restriction usually lowers or preserves residual volume.',
      },
      {
        text: 'Isolated decrease in diffusing capacity',
        why: 'An isolated fall in diffusing capacity with normal volumes suggests pulmonary vascular disease or early interstitial disease rather than chest wall restriction.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Her untreated curve progressed from 30° to 62°. Osteopathic and orthopedic teaching holds that thoracic curves beyond about 50° compromise respiratory function through reduced chest wall compliance and rib cage distortion, giving a restrictive pattern with decreased total lung capacity and vital capacity and a preserved FEV1/FVC ratio; curves beyond about 75° can also compromise cardiac function. Curves of this size in adolescents are usually referred for spinal fusion, and OMT to the rib cage and thoracic spine can support chest wall mobility but does not correct the curve.',
    objective: 'Relate the Cobb angle of a thoracic scoliosis to restrictive pulmonary compromise.',
    task: 'complication',
    steps: 2,
    takeHome: 'Scoliosis: Cobb above about 50° compromises breathing (restrictive pattern); above about 75° can compromise cardiac function.',
    table: {
      caption: 'Approximate Cobb angle thresholds in adolescent idiopathic scoliosis',
      header: ['Cobb angle', 'Significance'],
      rows: [
        ['Over 10°', 'Defines scoliosis'],
        ['About 25-40° (growing child)', 'Bracing considered'],
        ['Over about 45-50°', 'Surgery considered'],
        ['Over about 50°', 'Restrictive respiratory compromise'],
        ['Over about 75°', 'Cardiopulmonary compromise'],
      ],
    },
  },
  {
    id: 'peds-q-omm-congenital-torticollis-technique',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'OMT for congenital muscular torticollis',
    stem: 'A 7-week-old boy is brought to the osteopathic clinic because he has held his head tilted to the left with his chin turned to the right since he was 2 weeks old. He was born at term after a prolonged second stage of labor. He feeds well and is gaining weight. Vital signs are normal. A firm, nontender, fusiform swelling is palpable in the lower left anterolateral neck. Passive rotation of the head to the left and sidebending to the right are limited. Hip examination is normal, and there are no other abnormalities. His parents perform daily stretching exercises taught by a physical therapist and ask whether OMT can be added.',
    leadIn: 'Which of the following osteopathic techniques is most appropriate to add?',
    options: [
      {
        text: 'Galbreath mandibular drainage',
        why: 'Mandibular drainage is used to encourage eustachian tube drainage in otitis media and does not treat a shortened neck muscle.',
      },
      {
        text: 'High-velocity, low-amplitude cervical thrust',
        why: 'Thrust techniques are inappropriate for the immature infant cervical spine and would not lengthen a fibrotic muscle.',
      },
      {
        text: 'Muscle energy using isometric neck rotation',
        why: 'Muscle energy requires the patient to contract on command against resistance, which an infant cannot do.',
      },
      {
        text: 'Myofascial release of the neck',
        why: 'Gentle myofascial release of the affected muscle and cervical fascia is passive, can be done while the infant is held or feeding, and complements stretching and positioning.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'The thoracic pump aims at lymphatic drainage in respiratory illness and does not address a shortened sternocleidomastoid.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A left head tilt with the chin turned right, restricted rotation toward the left and a fusiform swelling in the lower neck after a prolonged delivery indicate congenital muscular torticollis of the left sternocleidomastoid. Stretching, positioning that encourages turning toward the affected side and physical therapy resolve most cases within the first year; surgical release is reserved for persistent cases. Because infants cannot cooperate with active techniques and thrusts are inappropriate, OMT uses gentle passive methods such as myofascial release, together with screening for developmental dysplasia of the hip.',
    objective: 'Choose a gentle passive technique such as myofascial release for congenital muscular torticollis in an infant.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Infants: use passive, gentle OMT (myofascial release, indirect techniques); no muscle energy or thrust.',
  },
  {
    id: 'peds-q-omm-casted-leg-crossed-extensor',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Muscle spasm in a casted limb: crossed extensor reflex',
    stem: 'A 15-year-old boy comes to the orthopedic clinic 3 weeks after closed reduction of a right tibial shaft fracture. A long-leg cast extends from his upper thigh to his toes. He reports painful cramping of the muscles at the back of his right thigh, especially at night. Vital signs are normal. The toes are warm and pink with brisk capillary refill, he can move them fully, and sensation is intact. There is no pain with passive toe stretch, and the thigh above the cast is soft. Because the right leg cannot be positioned or treated directly, the osteopathic physician asks him to bend his left knee against the physician\'s resistance for 3 to 5 seconds, relax, and repeat several times, after which the right thigh cramping eases.',
    leadIn: 'Which of the following physiologic principles underlies this approach?',
    options: [
      {
        text: 'Crossed extensor reflex',
        why: 'Contraction of the flexors of one limb reflexly inhibits the flexors and facilitates the extensors of the opposite limb, so contracting the left hamstrings relaxes the spastic right hamstrings.',
      },
      {
        text: 'Isolytic lengthening',
        why: 'In isolytic technique the physician overpowers the patient\'s contraction to stretch fibrotic tissue in the same muscle, which is impossible in a casted limb.',
      },
      {
        text: 'Post-isometric relaxation',
        why: 'Post-isometric relaxation requires isometric contraction of the hypertonic muscle itself, here the casted right hamstrings.',
      },
      {
        text: 'Reciprocal inhibition',
        why: 'Reciprocal inhibition would use contraction of the antagonist in the same limb, the right quadriceps, not muscles of the opposite leg.',
      },
      {
        text: 'Respiratory assistance',
        why: 'Respiratory assistance uses breathing effort to move ribs or other structures toward their barrier and does not act on limb muscles.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Compartment syndrome and vascular compromise are excluded by the normal distal examination, soft thigh and absence of pain on passive stretch. When an extremity cannot be treated directly because of a fracture, cast, burn or wound, muscle energy can use the crossed extensor reflex: contraction of the flexors of the opposite limb inhibits the flexors and facilitates the extensors on the affected side. Having him contract his left hamstrings therefore relaxes the cramping right hamstrings.',
    objective: 'Apply the crossed extensor reflex in muscle energy when the affected limb cannot be treated directly.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Crossed extensor reflex: contracting the flexors of one limb relaxes the flexors of the opposite limb; use it when a limb cannot be treated.',
  },
  {
    id: 'peds-q-omm-pyloric-stenosis-viscerosomatic',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Hypertrophic pyloric stenosis: viscerosomatic reflex level',
    stem: 'A 5-week-old boy, the first child of his parents, is brought to the emergency department because of forceful nonbilious vomiting after every feeding for 4 days. He seems hungry immediately after vomiting and has had fewer wet diapers. Temperature is 36.9°C, pulse is 168/min, and respirations are 36/min. His mucous membranes are dry. A firm, mobile, olive-sized mass is palpable in the epigastrium, and peristaltic waves move across the upper abdomen after a feeding. Serum sodium is 134 mEq/L, potassium is 3.2 mEq/L, chloride is 88 mEq/L, bicarbonate is 32 mEq/L, and urea nitrogen is 22 mg/dL. Intravenous fluids are started, and surgery is consulted. During the structural examination, the osteopathic physician looks for paraspinal changes from the viscerosomatic reflex of the affected organ.',
    leadIn: 'These paraspinal tissue texture changes are most likely at which of the following spinal levels?',
    options: [
      {
        text: 'Occiput-C2',
        why: 'The occipitoatlantal and upper cervical region is linked to the vagus nerve, the parasympathetic supply of the stomach, not to its sympathetic viscerosomatic reflex.',
      },
      {
        text: 'T1-T4',
        why: 'T1-T4 reflects the head, neck and heart.',
      },
      {
        text: 'T5-T9',
        why: 'The stomach and pylorus receive sympathetic fibers from T5-T9 through the greater splanchnic nerve, so visceral afferents from the obstructed pylorus facilitate these segments.',
      },
      {
        text: 'T12-L2',
        why: 'T12-L2 reflects the descending and sigmoid colon, rectum and pelvic organs.',
      },
      {
        text: 'S2-S4',
        why: 'S2-S4 carries parasympathetic outflow to the distal colon and pelvic organs.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Projectile nonbilious vomiting in a hungry 5-week-old firstborn boy, a palpable olive-shaped epigastric mass, visible peristalsis and hypochloremic, hypokalemic metabolic alkalosis indicate hypertrophic pyloric stenosis. The stomach and pylorus are upper gastrointestinal organs whose sympathetic supply and visceral afferents relate to T5-T9. These findings do not change management: correcting dehydration and the alkalosis with intravenous fluids and potassium comes before pyloromyotomy, because anesthesia with uncorrected alkalosis risks postoperative apnea.',
    objective: 'Identify T5-T9 as the viscerosomatic level of the stomach and pylorus in an infant with pyloric stenosis.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Stomach and pylorus: viscerosomatic level T5-T9 (sympathetic), parasympathetic supply from the vagus.',
  },
  {
    id: 'peds-q-omm-hemophilia-forceful-techniques',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Severe hemophilia A: risk of forceful OMT',
    stem: 'A 16-year-old boy with severe hemophilia A comes to the osteopathic clinic because of mid-back pain for 5 days after helping a friend move furniture. He receives prophylactic factor VIII infusions three times weekly and has had two hemarthroses of the right knee in the past. He has no numbness or weakness. Temperature is 36.8°C, pulse is 76/min, and blood pressure is 118/72 mm Hg. There is no swelling, bruising, or bony tenderness of the back, and the neurologic examination is normal. T6 is extended, rotated right, sidebent right, with hypertonic paraspinal muscles. He asks the physician to "crack" his back as his friend\'s chiropractor does.',
    leadIn: 'Which of the following complications is the main concern if a high-velocity thrust or vigorous deep soft tissue treatment is used in this patient?',
    options: [
      {
        text: 'Bleeding into muscle or joint',
        why: 'Severe factor VIII deficiency makes forceful techniques liable to cause intramuscular hematoma or hemarthrosis, so bleeding disorders and anticoagulation are relative contraindications to HVLA and vigorous treatment.',
      },
      {
        text: 'Dislodgment of a venous thrombus',
        why: 'Embolization of a deep venous thrombus is the concern with lymphatic pump techniques in a patient with DVT, which he does not have.',
      },
      {
        text: 'Spinal cord compression at C1-C2',
        why: 'Cord compression from atlantoaxial instability is the concern with cervical thrusts in Down syndrome or rheumatoid arthritis, not with a thoracic dysfunction here.',
      },
      {
        text: 'Spread of infection through lymphatics',
        why: 'Dissemination of infection is the concern with lymphatic techniques in a patient with an abscess or other localized infection.',
      },
      {
        text: 'Vertebral artery dissection',
        why: 'Vertebral artery injury is a rare complication of cervical, not thoracic, thrust techniques.',
      },
    ],
    answerIndex: 0,
    rationale:
      'His thoracic pain is a mechanical strain with a type II dysfunction at T6, but severe hemophilia changes the choice of technique. Forceful thrusts and deep soft tissue work can rupture small vessels and produce muscle or joint bleeding, so bleeding disorders and anticoagulant therapy are relative contraindications to HVLA and call for gentle techniques. Muscle energy with light force, counterstrain, facilitated positional release and light myofascial release are suitable, ideally timed with factor coverage; new swelling or severe pain after any treatment should prompt factor replacement and evaluation.',
    objective: 'Recognise bleeding as the main risk of forceful OMT in a patient with hemophilia and choose gentle techniques.',
    task: 'complication',
    steps: 2,
    takeHome: 'Bleeding disorders and anticoagulation: avoid HVLA and vigorous deep techniques; use gentle indirect or light direct methods.',
  },
  {
    id: 'peds-q-omm-cystic-fibrosis-diaphragm',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cystic fibrosis with hyperinflation: OMT for restricted breathing mechanics',
    stem: 'A 12-year-old boy with cystic fibrosis comes to the osteopathic clinic for follow-up. He uses airway clearance therapy twice daily with a vest and inhaled dornase alfa and takes a CFTR modulator. His cough is at baseline, and he has no fever. Temperature is 36.8°C, pulse is 90/min, respirations are 22/min, and oxygen saturation is 95% on room air. His chest has an increased anteroposterior diameter with flared lower ribs, and the neck accessory muscles contract with each breath while the upper abdomen barely moves outward during inspiration. A recent chest x-ray shows hyperinflation. The physician wants to improve the excursion of the principal muscle of inspiration.',
    leadIn: 'Which of the following techniques most directly achieves this goal?',
    options: [
      {
        text: 'Diaphragm doming',
        why: 'Gently lifting the lower rib cage and guiding the thoracoabdominal diaphragm cranially during exhalation restores its dome, lengthening its fibers and improving excursion.',
      },
      {
        text: 'Galbreath mandibular drainage',
        why: 'Mandibular drainage is aimed at eustachian tube drainage in middle ear effusion, not breathing mechanics.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump enhances lymphatic return through rhythmic motion from the feet but does not reshape or mobilize the diaphragm.',
      },
      {
        text: 'Rib raising',
        why: 'Rib raising improves rib motion and normalizes sympathetic tone to the lungs, a useful adjunct, but it does not directly restore the dome of the diaphragm.',
      },
      {
        text: 'Suboccipital release',
        why: 'Suboccipital release relaxes the upper cervical muscles and is linked to vagal tone, not to diaphragmatic excursion.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Air trapping in cystic fibrosis hyperinflates the lungs and flattens the diaphragm, shortening its fibers and reducing its mechanical advantage, so breathing shifts to the accessory neck muscles and the upper abdomen moves little. Techniques that restore the dome of the thoracoabdominal diaphragm, such as doming or diaphragm release, address this directly; rib raising and treatment of C3-C5 and the accessory muscles can be combined with it. OMT supplements, and never replaces, airway clearance, mucolytics and CFTR modulator therapy.',
    objective: 'Choose diaphragm doming to improve a flattened diaphragm in a child with hyperinflation from cystic fibrosis.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Hyperinflation flattens the diaphragm; doming or diaphragm release most directly restores its excursion.',
  },
  {
    id: 'peds-q-omm-soccer-superior-pubic-shear',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Groin pain in an adolescent soccer player: pubic somatic dysfunction',
    stem: 'A 16-year-old girl who plays soccer comes to the osteopathic clinic because of right groin pain for 2 weeks that began after a collision during a match. The pain is felt over the front of the pelvis and worsens with kicking and sprinting. Vital signs are normal. There is no inguinal bulge with coughing, hip range of motion is full, and the neurologic examination is normal. An anteroposterior radiograph of the pelvis shows no fracture or avulsion. The standing flexion test is positive on the right. The anterior superior iliac spines and posterior superior iliac spines are level. The right pubic tubercle is superior to the left, and the right inguinal ligament is tender.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Left inferior pubic shear',
        why: 'A left inferior shear also leaves the right tubercle relatively high, but the standing flexion test would be positive on the left, with tenderness on the left.',
      },
      {
        text: 'Left superior pubic shear',
        why: 'This would place the left pubic tubercle above the right.',
      },
      {
        text: 'Right inferior pubic shear',
        why: 'A right inferior shear places the right tubercle below the left.',
      },
      {
        text: 'Right superior innominate shear',
        why: 'A superior innominate shear raises the pubic tubercle but also the ASIS and PSIS on that side, which are level here.',
      },
      {
        text: 'Right superior pubic shear',
        why: 'The standing flexion test lateralizes the dysfunction to the right, and the right pubic tubercle is superior with a tender inguinal ligament and level iliac spines.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Pubic shears are named for the side of the positive standing flexion test and the direction the pubic tubercle has moved. A right positive test with the right tubercle higher is a right superior pubic shear, and tenderness of the inguinal ligament on that side is typical. Level anterior and posterior iliac spines exclude an innominate shear or rotation, and the normal radiograph excludes an avulsion. Muscle energy using the hip muscles can correct the shear, and pubic dysfunction is often treated early because it can perpetuate other pelvic dysfunctions.',
    objective: 'Diagnose a superior pubic shear from the standing flexion test and pubic tubercle position.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Pubic shear: side = positive standing flexion test; superior or inferior = position of that pubic tubercle; iliac spines level.',
  },
  {
    id: 'peds-q-omm-pneumonia-rib-raising-secretions',
    category: 'Pediatrics',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Community-acquired pneumonia in a child: autonomic effect of rib raising',
    stem: 'An 8-year-old boy is on the second hospital day for right lower lobe community-acquired pneumonia. He receives intravenous ampicillin. He coughs frequently but has difficulty bringing up thick, sticky sputum. Temperature is 38.4°C, pulse is 118/min, respirations are 28/min, and oxygen saturation is 94% on 1 L/min of oxygen by nasal cannula. There are crackles and bronchial breath sounds over the right lower lobe. Structural examination shows bilateral upper and mid-thoracic paraspinal tissue texture changes with restricted rib motion. The osteopathic physician adds rib raising to his treatment.',
    leadIn: 'Which of the following effects on the airways is the intended result of the autonomic action of this technique?',
    options: [
      {
        text: 'Bronchodilation from increased sympathetic outflow',
        why: 'Rib raising aims to reduce sustained sympathetic hyperactivity, not to raise it; bronchodilation is not its intended autonomic effect.',
      },
      {
        text: 'Decreased lymphatic return from the lungs',
        why: 'Improved rib motion is expected to enhance, not reduce, lymphatic drainage from the lungs.',
      },
      {
        text: 'Increased bronchial mucosal vasoconstriction',
        why: 'Mucosal vasoconstriction is an effect of sympathetic activity, which the technique is intended to normalize.',
      },
      {
        text: 'Thicker, more tenacious bronchial secretions',
        why: 'Thick, tenacious secretions are the effect of sympathetic hyperactivity that the technique is meant to counter.',
      },
      {
        text: 'Thinner, less viscous bronchial secretions',
        why: 'Normalizing excessive sympathetic outflow to the lungs is expected to produce thinner, less viscous secretions that are easier to clear.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Pneumonia facilitates the upper thoracic segments that carry the sympathetic supply of the lungs, and the resulting sympathetic hyperactivity is associated with thick, tenacious secretions and mucosal vasoconstriction. Rib raising articulates the rib heads over the sympathetic chain ganglia; after a brief increase, sympathetic outflow falls, with the aim of thinner, more easily cleared secretions, along with better rib cage motion and lymphatic flow. It is an adjunct to antibiotics, oxygen and airway clearance.',
    objective: 'Explain the intended autonomic effect of rib raising on airway secretions in pneumonia.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Sympathetic hyperactivity thickens airway secretions; rib raising normalizes it, aiming for thinner secretions that clear more easily.',
  },
];
