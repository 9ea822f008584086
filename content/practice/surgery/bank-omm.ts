import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'surg-q-omm-eversion-sprain-anterior-fibular-head',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Eversion ankle injury: fibular head somatic dysfunction',
    stem: 'A 27-year-old man comes to the orthopedic clinic because of pain at the lateral side of the right knee for 4 days. One week ago, while running on a field, he stepped into a hole and his right foot was forced into eversion, with the sole turned outward; the inner ankle was sore and swollen for several days and is now improving. Vital signs are normal. There is mild tenderness over the deltoid ligament without tenderness of either malleolus. The right fibular head is tender; it glides freely anteriorly but resists posterior glide. Ankle dorsiflexion strength and sensation over the dorsum of the foot are normal. Because the fibular head is tender, x-rays of the right ankle and the full length of the tibia and fibula are obtained; they show no fracture and no widening of the ankle mortise.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Anterior fibular head',
        why: 'Pronation and eversion of the foot push the distal fibula posteriorly and glide the fibular head anteriorly; a head that moves freely forward and resists posterior glide is named anterior.',
      },
      {
        text: 'External tibial rotation',
        why: 'Tibial rotation dysfunctions are identified by restricted internal or external rotation of the tibia at the knee, not by fibular head glide.',
      },
      {
        text: 'Internal tibial rotation',
        why: 'Internal tibial rotation dysfunction restricts external rotation of the tibia and does not explain a fibular head that resists posterior glide.',
      },
      {
        text: 'Posterior fibular head',
        why: 'A posterior fibular head follows an inversion (supination) sprain and resists anterior glide, and it can irritate the common fibular nerve.',
      },
      {
        text: 'Posterior tibia on the femur',
        why: 'A posterior tibia follows a blow to the front of the flexed knee, as in a dashboard injury, and shows a posterior sag of the tibia.',
      },
    ],
    answerIndex: 0,
    rationale:
      'An eversion injury stresses the deltoid ligament and, through the interosseous membrane, moves the fibula so that its head glides anteriorly at the proximal tibiofibular joint. Somatic dysfunction is named for the direction of freedom: free anterior glide with a posterior barrier is an anterior fibular head. Eversion and external rotation injuries can fracture the proximal fibula (Maisonneuve fracture) with disruption of the syndesmosis, so imaging was needed before manipulation. Treatment can use muscle energy or a posteriorly directed thrust.',
    objective: 'Identify an anterior fibular head after a pronation (eversion) injury and name it by its freedom of motion.',
    task: 'osteopathic-diagnosis',
    steps: 1,
    takeHome: 'Pronation or eversion injury: anterior fibular head; supination or inversion: posterior fibular head. Exclude a Maisonneuve fracture first.',
  },
  {
    id: 'surg-q-omm-renal-colic-chapman-kidney',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Obstructing renal pelvic stone: Chapman reflex point of the kidney',
    stem: 'A 42-year-old man comes to the emergency department because of severe, colicky right flank pain for 6 hours with nausea. He had a kidney stone 3 years ago. Temperature is 37.1°C, pulse is 104/min, respirations are 18/min, and blood pressure is 148/88 mm Hg. There is right costovertebral angle tenderness; the abdomen is soft without guarding. Urinalysis shows 25 erythrocytes per high-power field and is negative for leukocyte esterase and nitrite. Leukocyte count is 9,200/mm³, and serum creatinine is 1.0 mg/dL. Noncontrast CT shows a 6-mm stone at the right ureteropelvic junction with moderate hydronephrosis of the right kidney. He is treated with ketorolac and intravenous fluids, and urology is consulted. The osteopathic physician palpates for anterior Chapman reflex points.',
    leadIn: 'A tender anterior Chapman reflex point related to the affected organ is most likely found at which of the following locations?',
    options: [
      {
        text: 'Along the superior pubic ramus near the symphysis',
        why: 'Points along the superior pubic ramus a short distance lateral to the symphysis relate to the urethra, not the kidney.',
      },
      {
        text: 'At the tip of the right 12th rib',
        why: 'Although near the flank, the tip of the right 12th rib is the anterior Chapman point of the appendix.',
      },
      {
        text: 'In the periumbilical region',
        why: 'The area immediately around the umbilicus is the anterior Chapman point of the bladder.',
      },
      {
        text: 'One inch superior and one inch lateral to the umbilicus',
        why: 'The anterior Chapman point of the kidney lies 1 inch above and 1 inch lateral to the umbilicus, with its posterior point between the spinous and transverse processes of T12-L1.',
      },
      {
        text: 'Two inches superior and one inch lateral to the umbilicus',
        why: 'This is the anterior Chapman point of the adrenal gland, 1 inch above the kidney point.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Colicky flank pain with hematuria, a prior stone and CT showing an obstructing stone at the ureteropelvic junction with hydronephrosis place the problem in the right kidney. Sympathetic visceral afferents from the kidney produce viscerosomatic changes at about T10-L1 and an anterior Chapman point 1 inch superior and 1 inch lateral to the umbilicus. These findings support the diagnosis but do not change management: analgesia and urologic care, with urgent decompression if infection or renal failure develops.',
    objective: 'Locate the anterior Chapman reflex point of the kidney and distinguish it from the adrenal, bladder and appendix points.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Kidney Chapman point: 1 inch above and 1 inch lateral to the umbilicus; adrenal: 2 inches above; bladder: periumbilical.',
  },
  {
    id: 'surg-q-omm-sigmoid-diverticulitis-viscerosomatic',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Sigmoid diverticulitis: viscerosomatic reflex level',
    stem: 'A 63-year-old woman comes to the emergency department because of left lower quadrant abdominal pain, anorexia, and low-grade fever for 3 days. A colonoscopy 2 years ago showed sigmoid diverticulosis. Temperature is 38.2°C, pulse is 98/min, respirations are 16/min, and blood pressure is 134/82 mm Hg. There is tenderness with localized guarding in the left lower quadrant, without rebound tenderness or distension. Leukocyte count is 14,100/mm³. CT of the abdomen shows wall thickening of the sigmoid colon with pericolic fat stranding and no abscess or free air. Antibiotics and a clear liquid diet are started. During the structural examination, the osteopathic physician looks for paraspinal changes from the sympathetic viscerosomatic reflex of the involved organ.',
    leadIn: 'These paraspinal tissue texture changes are most likely at which of the following spinal levels?',
    options: [
      {
        text: 'Occiput-C2',
        why: 'The occipitoatlantal and upper cervical region relates to the vagus nerve, which supplies parasympathetic fibers to the gut only as far as the proximal transverse colon.',
      },
      {
        text: 'T1-T4',
        why: 'The upper thoracic segments reflect the head, neck and heart.',
      },
      {
        text: 'T5-T9',
        why: 'T5-T9 reflects the upper abdominal organs: stomach, duodenum, liver, gallbladder and pancreas.',
      },
      {
        text: 'T12-L2',
        why: 'Sympathetic supply of the descending and sigmoid colon and rectum arises from the lowest thoracic and upper lumbar segments, so viscerosomatic changes from the sigmoid appear at T12-L2, often on the left.',
      },
      {
        text: 'S2-S4',
        why: 'S2-S4 carries the pelvic splanchnic parasympathetic supply of the sigmoid colon; the question asks about the sympathetic viscerosomatic level.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Left lower quadrant pain, fever and leukocytosis in a patient with known diverticulosis, with CT showing sigmoid wall thickening and pericolic stranding but no abscess or perforation, is uncomplicated sigmoid diverticulitis. Visceral afferents from the sigmoid colon enter the cord with its sympathetic supply at T12-L2, producing paraspinal tissue texture changes there. Its parasympathetic supply comes from S2-S4 through the pelvic splanchnic nerves, whereas the proximal colon receives vagal fibers.',
    objective: 'Identify T12-L2 as the sympathetic viscerosomatic level of the sigmoid colon.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Sigmoid colon: sympathetic viscerosomatic level T12-L2, parasympathetic supply S2-S4; upper GI organs are T5-T9.',
  },
  {
    id: 'surg-q-omm-breast-cancer-spine-hvla',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Back pain after breast cancer surgery: contraindication to thrust technique',
    stem: 'A 61-year-old woman comes to the osteopathic clinic because of mid-back pain for 6 weeks. The pain is constant, worse at night and when lying flat, and not relieved by rest. Three years ago, she underwent mastectomy and axillary node dissection for hormone receptor-positive breast cancer and has taken anastrozole since then. She has lost 4 kg unintentionally. Temperature is 36.9°C, pulse is 80/min, and blood pressure is 128/78 mm Hg. There is point tenderness over the T8 spinous process. Strength, sensation, and reflexes in the lower extremities are normal, and rectal tone is normal. Structural examination shows paraspinal hypertonicity at T7-T9 with T8 flexed, rotated left, sidebent left. Serum calcium is 10.9 mg/dL, and alkaline phosphatase is 210 U/L. MRI of the thoracic spine is scheduled.',
    leadIn: 'Which of the following techniques carries the greatest risk of harm at the painful segments?',
    options: [
      {
        text: 'Balanced ligamentous tension',
        why: 'Balanced ligamentous tension gently positions the joint at ligamentous balance without force, so it does not load a weakened vertebra.',
      },
      {
        text: 'Counterstrain with passive positioning',
        why: 'Counterstrain is a passive, indirect technique that places the tissues in a position of comfort and applies no corrective force.',
      },
      {
        text: 'Facilitated positional release',
        why: 'Facilitated positional release uses a position of ease with light compression or traction held for a few seconds and is suitable for fragile patients.',
      },
      {
        text: 'High-velocity, low-amplitude thrust',
        why: 'A rapid thrust through the restrictive barrier can fracture a vertebra weakened by metastasis or aromatase inhibitor-related bone loss, or injure the spinal cord.',
      },
      {
        text: 'Myofascial release of paraspinal fascia',
        why: 'Myofascial release applies sustained, gentle pressure to soft tissues and does not load bone with a thrust.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Night pain, pain at rest, weight loss and spinous process tenderness in a patient with a history of breast cancer, with hypercalcemia and a raised alkaline phosphatase, make vertebral metastasis likely until MRI excludes it. Aromatase inhibitors also reduce bone density. Bone metastases and osteoporosis are contraindications to thrust (HVLA) techniques at the involved region because of the risk of pathologic fracture and cord injury. Gentle indirect or soft tissue techniques may still be used for comfort once serious causes have been addressed.',
    objective: 'Recognise red flags of spinal metastasis and avoid high-velocity, low-amplitude thrust at the involved segments.',
    task: 'complication',
    steps: 2,
    takeHome: 'Suspected or known bone metastasis or osteoporosis: no HVLA at the involved region; use gentle indirect or soft tissue techniques.',
  },
  {
    id: 'surg-q-omm-postoperative-facilitated-segment',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Paraspinal findings after colectomy: facilitated segment',
    stem: 'A 58-year-old man is on the third day after an open sigmoid colectomy for recurrent diverticulitis. His postoperative ileus is resolving, and he passed flatus this morning. He is receiving scheduled acetaminophen and occasional oral oxycodone. Temperature is 37.3°C, pulse is 86/min, and blood pressure is 130/80 mm Hg. The incision is clean. On structural examination, the paraspinal tissues at T12-L2, more on the left, are warm, moist, boggy, and hypertonic, and the overlying skin is hypersensitive to light touch. These findings were absent on the preoperative examination.',
    leadIn: 'Which of the following best explains the development of these paraspinal findings?',
    options: [
      {
        text: 'Diaphragmatic irritation referred through the phrenic nerve',
        why: 'Diaphragmatic irritation produces referred shoulder pain and changes at C3-C5, not at the thoracolumbar junction.',
      },
      {
        text: 'Facilitation of spinal segments by visceral afferent input',
        why: 'Sustained afferent input from the operated, inflamed colon lowers the firing threshold of neurons in the T12-L2 segments, whose heightened output to paraspinal muscles, skin and vessels produces these changes: a viscerosomatic reflex.',
      },
      {
        text: 'Lymphatic congestion at a neurolymphatic reflex point',
        why: 'Chapman (neurolymphatic) points are small gangliform nodules at specific sites, such as along the iliotibial band for the colon, not diffuse paraspinal changes over several segments.',
      },
      {
        text: 'Myofascial trigger points from sustained muscle overload',
        why: 'Trigger points are discrete nodules in taut bands that refer pain in a muscle-specific pattern; they do not explain segmental changes matching the innervation of the operated organ.',
      },
      {
        text: 'Somatic afferent input altering visceral autonomic output',
        why: 'This is a somatovisceral reflex, in which somatic dysfunction affects an organ; here the organ is the source and the soma shows the effect.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Surgical handling and inflammation of the sigmoid colon send prolonged visceral afferent input into the cord at T12-L2, the segments of its sympathetic supply. Constant bombardment makes the interneurons and motor neurons of those segments hyperexcitable (facilitated), so ordinary inputs produce exaggerated efferent output to the somatic tissues of the same segments, giving the acute tissue texture changes, hypertonicity and skin hypersensitivity of a viscerosomatic reflex. Facilitated segments also feed back to the viscera; reducing sympathetic hyperactivity with rib raising or paraspinal inhibition is one rationale for postoperative OMT.',
    objective: 'Explain viscerosomatic paraspinal findings after abdominal surgery through segmental facilitation.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Viscerosomatic reflex: visceral afferents facilitate their spinal segments, producing paraspinal changes at the organ\'s sympathetic levels.',
  },
  {
    id: 'surg-q-omm-ileus-after-spinal-fusion-collateral-ganglion',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Ileus after lumbar spinal fusion: collateral ganglion of the midgut',
    stem: 'A 64-year-old woman has abdominal distension and nausea on the third day after posterior instrumented fusion of L4 through S1. She has not passed flatus since the operation. She has never had abdominal surgery. Opioids have been reduced in favor of scheduled acetaminophen and gabapentin, and she walks with assistance. Temperature is 37.3°C, pulse is 88/min, and blood pressure is 132/78 mm Hg. The abdomen is distended and tympanic but soft and nontender, with hypoactive bowel sounds. Serum potassium is 4.0 mEq/L, and magnesium is 1.9 mEq/L. Abdominal x-rays show gas-filled loops of small bowel and colon with gas in the rectum and no transition point. Because the lumbar spine cannot be treated, the osteopathic physician uses rib raising and gentle inhibitory pressure over the intact abdomen to reduce sympathetic inhibition of the jejunum, ileum, and ascending colon.',
    leadIn: 'The abdominal pressure for this purpose should target which of the following ganglia?',
    options: [
      {
        text: 'Celiac ganglion',
        why: 'The celiac ganglion relays sympathetic fibers (greater splanchnic nerve, T5-T9) to the foregut: stomach, duodenum, liver, gallbladder, pancreas and spleen.',
      },
      {
        text: 'Ganglion impar',
        why: 'The ganglion impar lies in front of the coccyx where the two sympathetic chains join; it is targeted for perineal and coccygeal pain, not bowel motility.',
      },
      {
        text: 'Inferior mesenteric ganglion',
        why: 'The inferior mesenteric ganglion serves the hindgut, from the distal transverse colon to the rectum, through lumbar splanchnic fibers from T12-L2.',
      },
      {
        text: 'Stellate (cervicothoracic) ganglion',
        why: 'The stellate (cervicothoracic) ganglion carries sympathetic fibers to the head, neck and upper limb and is unrelated to the bowel.',
      },
      {
        text: 'Superior mesenteric ganglion',
        why: 'Preganglionic fibers from T10-T11 (lesser splanchnic nerve) synapse in the superior mesenteric ganglion, which supplies the midgut: jejunum, ileum, ascending colon and proximal transverse colon.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Distension, absent flatus and diffuse small- and large-bowel gas without a transition point after spine surgery, with normal electrolytes, indicate postoperative ileus, to which sympathetic hyperactivity contributes. The sympathetic supply of the gut passes through three prevertebral (collateral) ganglia matched to embryologic segments: celiac for the foregut, superior mesenteric for the midgut, inferior mesenteric for the hindgut. Gentle inhibition over the superior mesenteric ganglion therefore targets the small intestine and ascending colon; it is avoided over a fresh abdominal incision or an aortic aneurysm, and thrusts are avoided at the fused levels.',
    objective: 'Match the superior mesenteric ganglion to the midgut when using collateral ganglion inhibition for postoperative ileus.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Collateral ganglia: celiac = foregut (T5-T9), superior mesenteric = midgut (T10-T11), inferior mesenteric = hindgut (T12-L2).',
  },
  {
    id: 'surg-q-omm-hernia-repair-iliacus-counterstrain',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Iliacus dysfunction after inguinal hernia repair: counterstrain position',
    stem: 'A 34-year-old man comes to the surgical clinic because of right groin and low back pain for 10 days. Two weeks ago, he underwent open repair of a right inguinal hernia. Since the operation, he has walked slightly bent forward, and standing fully upright is painful. He has no fever, and the incision has healed without a bulge. He has no numbness of the groin or thigh. Temperature is 36.8°C, pulse is 74/min, and blood pressure is 122/78 mm Hg. Neurologic examination of the lower extremities is normal. With the patient supine, a tender point is found deep in the right iliac fossa about 7 cm medial to the anterior superior iliac spine. The osteopathic physician chooses counterstrain.',
    leadIn: 'In which of the following positions should the patient be placed to treat this tender point?',
    options: [
      {
        text: 'Prone with the right hip extended and abducted',
        why: 'Hip extension stretches rather than shortens the hip flexors and would increase tenderness at this point.',
      },
      {
        text: 'Prone with the right hip flexed, abducted, and externally rotated',
        why: 'This is the counterstrain position for a piriformis tender point in the buttock, not for a point in the iliac fossa.',
      },
      {
        text: 'Supine with both hips flexed, externally rotated, and knees apart',
        why: 'The iliacus tender point is treated by shortening the muscle: both hips are flexed and externally rotated with the knees apart and the ankles crossed, held for 90 seconds.',
      },
      {
        text: 'Supine with the right hip extended and internally rotated',
        why: 'Extension and internal rotation lengthen the iliacus and would aggravate its tender point.',
      },
      {
        text: 'Supine with the right hip flexed, adducted, and internally rotated',
        why: 'Adduction and internal rotation do not shorten the iliacus, which flexes and externally rotates the hip.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Guarding and a flexed posture after groin surgery can leave the iliacus in sustained spasm, producing groin and low back pain that is worse when standing upright. The tender point 7 cm medial to the ASIS deep in the iliac fossa is the iliacus point. Counterstrain shortens the involved muscle: bilateral hip flexion and external rotation with the knees apart (frog-leg), fine-tuned until tenderness falls by at least 70%, held for 90 seconds, then slowly and passively returned. Being gentle and passive, it suits a postoperative patient; an intact repair without recurrence or nerve symptoms was confirmed first.',
    objective: 'Position a patient for counterstrain treatment of an iliacus tender point.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Iliacus tender point (7 cm medial to the ASIS): counterstrain with both hips flexed, externally rotated, knees apart; hold 90 seconds.',
  },
  {
    id: 'surg-q-omm-thoracic-outlet-anterior-scalene',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Neurogenic thoracic outlet syndrome: elevated first rib',
    stem: 'A 26-year-old woman who is a competitive swimmer is referred to the vascular surgery clinic because of numbness and tingling of the right fourth and fifth fingers and fatigue of the right arm during overhead activity for 4 months. She has no neck pain radiating down the arm and no trauma. Vital signs are normal. Strength and reflexes are normal. Holding both arms abducted and externally rotated with repeated opening and closing of the hands reproduces her symptoms on the right within 1 minute. Cervical spine x-rays show no cervical rib. Structural examination shows the right first rib elevated and tender at its superior surface and restricted in exhalation, with tender, hypertonic muscles in the anterolateral neck just above the clavicle.',
    leadIn: 'Hypertonicity of which of the following muscles most likely elevates this rib and narrows the space through which the brachial plexus passes?',
    options: [
      {
        text: 'Anterior scalene',
        why: 'The anterior scalene inserts on the first rib and, with the middle scalene, forms the interscalene triangle through which the brachial plexus and subclavian artery pass; its hypertonicity elevates the rib and narrows the triangle.',
      },
      {
        text: 'Levator scapulae',
        why: 'The levator scapulae elevates the scapula and inserts on its superior angle; it does not attach to the first rib.',
      },
      {
        text: 'Pectoralis minor',
        why: 'A tight pectoralis minor compresses the neurovascular bundle beneath the coracoid with the arm hyperabducted, but it attaches to ribs 3-5 and does not elevate the first rib.',
      },
      {
        text: 'Posterior scalene',
        why: 'The posterior scalene inserts on the second rib and does not border the interscalene triangle.',
      },
      {
        text: 'Subclavius',
        why: 'The subclavius lies in the costoclavicular space and depresses the clavicle; it does not elevate the first rib.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Ulnar-sided paresthesias and arm fatigue with overhead use, reproduced by the elevated arm stress test, in an overhead athlete without a cervical rib suggest neurogenic thoracic outlet syndrome. An elevated (inhaled) first rib with hypertonic scalenes narrows the interscalene triangle formed by the anterior scalene, middle scalene and first rib. Conservative care comes first: OMT to the scalenes, first rib and thoracic inlet, posture and activity modification; first rib resection with scalenectomy is reserved for persistent or progressive symptoms.',
    objective: 'Relate first rib elevation and scalene hypertonicity to compression in the interscalene triangle.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'The anterior and middle scalenes attach to rib 1 (posterior scalene to rib 2); their hypertonicity elevates rib 1 and narrows the thoracic outlet.',
  },
  {
    id: 'surg-q-omm-fall-superior-innominate-shear',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Pelvic pain after a fall: superior innominate shear',
    stem: 'A 29-year-old man who works as a roofer comes to the clinic because of left buttock and low back pain for 3 days. He fell from a ladder about 2 meters and landed hard on his extended left leg. He walks with a limp. Temperature is 36.8°C, pulse is 80/min, and blood pressure is 128/80 mm Hg. Anteroposterior x-rays of the pelvis and left hip show no fracture. Neurologic examination is normal. The standing flexion test is positive on the left. Compared with the right, the left anterior superior iliac spine, posterior superior iliac spine, pubic tubercle, and ischial tuberosity are all superior. With the patient supine, the left leg appears shorter.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Left anterior innominate',
        why: 'An anterior innominate places the ASIS inferior and the PSIS superior on that side, with an apparently longer leg.',
      },
      {
        text: 'Left inferior innominate shear',
        why: 'An inferior shear moves all landmarks of the innominate inferiorly and lengthens the leg, the opposite of these findings.',
      },
      {
        text: 'Left posterior innominate',
        why: 'A posterior innominate raises the ASIS but lowers the PSIS, because the bone rotates rather than shifting as a whole.',
      },
      {
        text: 'Left superior innominate shear',
        why: 'All landmarks of the left innominate are displaced superiorly together, with a positive standing flexion test on the left and a shorter left leg after an axial load through the extended limb.',
      },
      {
        text: 'Right superior innominate shear',
        why: 'The right landmarks are relatively low here, and the positive standing flexion test lateralizes the dysfunction to the left.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A hard landing on an extended leg drives the innominate upward on the sacrum. The standing flexion test identifies the side (left), and the landmarks move together rather than in opposite directions: ASIS, PSIS, pubic tubercle and ischial tuberosity are all superior with a short leg, which is a superior innominate shear (upslip) rather than a rotation. Fracture must be excluded first, as it was here. Treatment uses long-axis inferior traction on the leg, as a muscle energy or thrust technique, with the hip slightly abducted and internally rotated.',
    objective: 'Diagnose a superior innominate shear from landmark positions and the standing flexion test after a fall.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Superior innominate shear: ASIS, PSIS, pubic tubercle and ischial tuberosity all superior on the side of the positive standing flexion test.',
  },
  {
    id: 'surg-q-omm-post-mastectomy-lymphedema-pectoral-traction',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Upper extremity lymphedema after axillary dissection: lymphatic OMT',
    stem: 'A 58-year-old woman comes to the breast surgery clinic because of swelling and heaviness of the right arm for 8 months. Two years ago, she underwent right mastectomy with axillary lymph node dissection followed by chest wall radiation for breast cancer, and recent surveillance imaging showed no recurrence. She wears a compression sleeve and attends complete decongestive therapy. She has no fever or redness of the arm. Vital signs are normal. The right upper arm circumference is 3 cm greater than the left, with nonpitting firmness of the forearm and no erythema, warmth, or skin breaks. Duplex ultrasonography shows no venous thrombosis. The osteopathic physician releases the thoracic inlet and then chooses a technique that directly enhances lymphatic drainage from the axilla and arm.',
    leadIn: 'Which of the following techniques is most appropriate for this purpose?',
    options: [
      {
        text: 'Galbreath mandibular drainage',
        why: 'Mandibular drainage moves the mandible rhythmically to encourage eustachian tube drainage in otitis media; it does not act on the axilla.',
      },
      {
        text: 'Liver pump',
        why: 'Rhythmic compression over the lower right ribs is used to move fluid from the liver and abdomen, not from the arm.',
      },
      {
        text: 'Pectoral traction',
        why: 'Lifting the pectoral muscles at the anterior axillary folds during deep breathing stretches the axillary fascia and increases negative intrathoracic pressure, drawing lymph from the axilla and upper extremity.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump creates a general rhythmic pressure wave useful for systemic lymphatic flow but does not specifically address the axilla.',
      },
      {
        text: 'Splenic pump',
        why: 'The splenic pump is aimed at immune function through rhythmic compression over the left lower ribs, not arm lymphedema.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Arm swelling after axillary dissection and radiation, without infection, thrombosis or recurrence, is secondary lymphedema. The mainstay is complete decongestive therapy: manual lymphatic drainage, compression, exercise and skin care. Osteopathic lymphatic treatment starts by releasing the thoracic inlet so the terminal lymphatics can drain, then uses pectoral traction to mobilize the axillary fascia and augment drainage from the arm, followed by distal techniques such as effleurage. Active cancer and acute infection would call for caution with lymphatic techniques.',
    objective: 'Choose pectoral traction after thoracic inlet release to enhance lymphatic drainage of the axilla and arm.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Lymphatic sequence: open the thoracic inlet first, then regional techniques such as pectoral traction for the axilla and arm.',
  },
  {
    id: 'surg-q-omm-cauda-equina-before-omt',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cauda equina syndrome in a patient referred for OMT',
    stem: 'A 45-year-old man comes to the osteopathic clinic for scheduled treatment of low back pain that began 4 days ago while lifting a heavy box. Since yesterday, he has had difficulty starting urination and numbness in the buttocks and perineum when he wipes after a bowel movement. He has no history of cancer or fever. Temperature is 36.8°C, pulse is 84/min, and blood pressure is 136/84 mm Hg. Strength of ankle plantar flexion is 4/5 bilaterally, and both ankle reflexes are diminished. Pinprick sensation is reduced over the perineum and medial buttocks, and anal sphincter tone is decreased. A bladder scan after an attempt to void shows 450 mL. The lumbar paraspinal muscles are hypertonic, and L4 is flexed, rotated right, sidebent right.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Counterstrain for the lumbar tender points',
        why: 'Counterstrain would be reasonable for an uncomplicated lumbar strain, but OMT must not delay evaluation of a neurosurgical emergency.',
      },
      {
        text: 'Emergency MRI of the lumbosacral spine',
        why: 'Saddle anesthesia, urinary retention, reduced sphincter tone and bilateral deficits indicate cauda equina syndrome, which requires emergency MRI and surgical decompression.',
      },
      {
        text: 'High-velocity, low-amplitude thrust to L4',
        why: 'A thrust is contraindicated in a patient with progressive neurologic deficits and a likely large central disc herniation.',
      },
      {
        text: 'Muscle energy technique for L4',
        why: 'Muscle energy is appropriate for an L4 type II dysfunction only after serious pathology has been excluded.',
      },
      {
        text: 'NSAID and follow-up in 1 week',
        why: 'Conservative care suits low back pain without red flags; waiting would risk permanent bladder, bowel and sexual dysfunction.',
      },
    ],
    answerIndex: 1,
    rationale:
      'New urinary retention with a large postvoid residual, saddle anesthesia, decreased anal tone and bilateral lower extremity weakness and hyporeflexia after a lifting injury indicate cauda equina syndrome, usually from a large central disc herniation. OMT is contraindicated until this is evaluated; the somatic dysfunction found at L4 is secondary. Emergency MRI followed by surgical decompression, ideally within 48 hours of onset, offers the best chance of recovering bladder and bowel function.',
    objective: 'Recognise cauda equina syndrome as a red flag that precludes OMT and requires emergency MRI.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Back pain with saddle anesthesia, urinary retention or decreased anal tone: no OMT; emergency MRI and surgical decompression.',
  },
  {
    id: 'surg-q-omm-postoperative-urinary-retention-sacral',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Postoperative urinary retention: autonomic supply of the bladder',
    stem: 'A 68-year-old woman cannot void 8 hours after her urinary catheter is removed on the first day after open repair of a ventral hernia under general anesthesia. She has lower abdominal fullness and is using an opioid patient-controlled analgesia pump. Temperature is 37.2°C, pulse is 90/min, and blood pressure is 138/82 mm Hg. The lower abdomen is distended above the pubis, and the incision is clean. A bladder scan shows 700 mL. Serum creatinine is 0.9 mg/dL. Intermittent catheterization is performed, and the opioid is changed to scheduled acetaminophen with ketorolac. The osteopathic physician plans OMT to support bladder emptying by addressing the region related to the autonomic outflow that contracts the detrusor muscle.',
    leadIn: 'Which of the following regions should be treated for this purpose?',
    options: [
      {
        text: 'Occiput-C2',
        why: 'The occipitoatlantal and upper cervical region relates to the vagus nerve, which does not supply the bladder.',
      },
      {
        text: 'T1-T4',
        why: 'The upper thoracic segments carry sympathetic outflow to the head, neck and heart.',
      },
      {
        text: 'T5-T9',
        why: 'T5-T9 carries sympathetic outflow to the upper abdominal organs.',
      },
      {
        text: 'T11-L2',
        why: 'Sympathetic fibers from T11-L2 relax the detrusor and contract the internal urethral sphincter, favoring storage rather than emptying.',
      },
      {
        text: 'S2-S4',
        why: 'Pelvic splanchnic (parasympathetic) nerves from S2-S4 contract the detrusor and relax the internal sphincter, so sacral techniques target this outflow.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Anesthesia, opioids, pain and immobility commonly cause postoperative urinary retention, which is first relieved by catheterization and removal of contributing drugs; prompt drainage prevents overdistension injury to the detrusor. Voiding depends on parasympathetic outflow from S2-S4 through the pelvic splanchnic nerves, which contracts the detrusor. Sacral techniques such as sacral rocking or inhibition address this outflow, and treating T11-L2 can reduce sympathetic tone that favors storage.',
    objective: 'Identify S2-S4 parasympathetic outflow as the OMT target for detrusor contraction in postoperative urinary retention.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Bladder: parasympathetic S2-S4 empties it (detrusor contracts); sympathetic T11-L2 favors storage.',
  },
  {
    id: 'surg-q-omm-postoperative-atelectasis-rib-raising-ganglia',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Rib raising after abdominal surgery: target of the autonomic effect',
    stem: 'A 72-year-old woman is on the second day after an open right hemicolectomy for colon cancer. She has shallow breathing because of incisional pain and has not yet passed flatus. Temperature is 37.6°C, pulse is 92/min, respirations are 20/min, blood pressure is 128/76 mm Hg, and oxygen saturation is 93% on room air. Breath sounds are decreased at both bases. The abdomen is mildly distended with hypoactive bowel sounds, and the incision is clean. A chest x-ray shows bibasilar plate-like atelectasis. In addition to incentive spirometry and early ambulation, the osteopathic physician treats her supine: with the finger pads at the rib angles just lateral to the thoracic transverse processes, the physician lifts the ribs rhythmically upward and laterally, working from the upper to the lower thoracic region on each side.',
    leadIn: 'The autonomic effect of this technique is attributed to its influence on which of the following structures?',
    options: [
      {
        text: 'Celiac and superior mesenteric ganglia',
        why: 'These prevertebral (collateral) ganglia lie anterior to the aorta and are addressed by collateral ganglion inhibition over the abdomen, not by lifting the ribs.',
      },
      {
        text: 'Dorsal root ganglia of spinal nerves',
        why: 'Dorsal root ganglia contain sensory neuron cell bodies; they are not the autonomic structures that rib raising is thought to influence.',
      },
      {
        text: 'Phrenic nerve roots',
        why: 'The phrenic nerve (C3-C5) supplies the diaphragm and is addressed through the cervical spine and diaphragm techniques.',
      },
      {
        text: 'Sympathetic chain ganglia',
        why: 'The paravertebral sympathetic chain lies over the rib heads; rhythmic articulation of the costovertebral joints is thought to normalize sympathetic outflow after a brief initial increase.',
      },
      {
        text: 'Vagal nuclei in the medulla',
        why: 'Vagal (parasympathetic) tone is addressed through the occipitoatlantal and upper cervical region, not the rib angles.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Rhythmic lifting of the ribs at their angles is rib raising, an articulatory technique. The thoracolumbar sympathetic chain ganglia lie just anterior to the rib heads, so mobilizing the costovertebral joints is thought to reduce sustained sympathetic hyperactivity to the lungs and gut while also improving rib cage motion and lymphatic flow. After abdominal surgery, this supports treatment of atelectasis and postoperative ileus, in addition to incentive spirometry, early ambulation and opioid-sparing analgesia.',
    objective: 'Identify the paravertebral sympathetic chain ganglia as the structures rib raising is thought to influence.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Rib raising articulates the rib heads over the sympathetic chain ganglia to normalize sympathetic tone (atelectasis, pneumonia, ileus).',
  },
  {
    id: 'surg-q-omm-post-thyroidectomy-cervical-translation',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Neck pain after thyroidectomy: cervical somatic dysfunction',
    stem: 'A 47-year-old woman comes to the surgical clinic 10 days after total thyroidectomy for a large multinodular goiter. The incision is healing well, her voice is normal, and she has no perioral numbness or tingling. Since the operation, during which her neck was extended over a shoulder roll for 3 hours, she has had left-sided posterior neck pain and stiffness. She takes levothyroxine. Vital signs are normal, and the serum calcium concentration is 9.0 mg/dL. There are no neurologic deficits in the upper extremities. The left posterior cervical muscles at the C4 level are tender and hypertonic. When the physician translates C4 from left to right, it moves freely, but translation from right to left is restricted. The restriction is greater with the neck flexed than with it extended.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'C4 extended, rotated left, sidebent left',
        why: 'Restricted right-to-left translation means right sidebending is restricted, so C4 is sidebent left and, as a typical cervical segment, rotated left; greater restriction in flexion means it is extended.',
      },
      {
        text: 'C4 extended, rotated right, sidebent right',
        why: 'A right-sidebent segment would resist translation from left to right, the direction that moves freely here.',
      },
      {
        text: 'C4 flexed, rotated left, sidebent left',
        why: 'The sidebending is correct, but a flexed segment is most restricted in extension, whereas this one is most restricted in flexion.',
      },
      {
        text: 'C4 flexed, rotated right, sidebent right',
        why: 'This segment would resist left-to-right translation and would be most restricted in extension.',
      },
      {
        text: 'C4 neutral, sidebent left, rotated right',
        why: 'Typical cervical segments (C2-C7) rotate and sidebend to the same side; they do not follow neutral (type I) mechanics.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Translation tests sidebending in the cervical spine: pushing a segment from right to left produces right sidebending. Because that translation is restricted, C4 resists right sidebending and is sidebent left. In the typical cervical spine (C2-C7), rotation follows sidebending to the same side, so it is rotated left. The restriction is greatest in flexion, so the segment is extended, consistent with hours of positioning in extension. Normal voice and calcium exclude recurrent laryngeal nerve injury and symptomatic hypocalcemia as the cause of her complaint.',
    objective: 'Diagnose a typical cervical somatic dysfunction from translation testing in flexion and extension.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Cervical translation tests sidebending (right-to-left translation = right sidebending); C2-C7 rotate and sidebend to the same side.',
  },
  {
    id: 'surg-q-omm-carpal-tunnel-flexor-retinaculum',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Mild carpal tunnel syndrome: OMT before surgical release',
    stem: 'A 44-year-old woman who works as a data-entry clerk is referred to the hand surgery clinic because of numbness and tingling of the right thumb, index, and middle fingers for 3 months. The symptoms wake her at night, and shaking the hand relieves them. She has no neck pain. Vital signs are normal. There is no thenar atrophy, and thumb abduction strength is normal. Tapping over the volar wrist and sustained wrist flexion reproduce her symptoms. Nerve conduction studies show prolonged median sensory latency across the wrist with normal motor studies. Serum TSH and fasting glucose are normal. She wants to avoid surgery for now, and a neutral-position night splint is prescribed.',
    leadIn: 'Which of the following osteopathic techniques most directly addresses the structure compressing the nerve?',
    options: [
      {
        text: 'Flexor retinaculum myofascial release',
        why: 'Stretching the transverse carpal ligament by spreading the thenar and hypothenar eminences with the wrist extended aims to enlarge the carpal tunnel and relieve pressure on the median nerve.',
      },
      {
        text: 'HVLA for a posterior radial head',
        why: 'This treats a radial head restricted in supination after a fall on the pronated hand; it does not affect the carpal tunnel.',
      },
      {
        text: 'Muscle energy for an elevated first rib',
        why: 'Treating the first rib addresses thoracic outlet compression, which causes ulnar-sided rather than median symptoms and was not suggested by her examination.',
      },
      {
        text: 'Spencer technique for the shoulder',
        why: 'The Spencer technique is a sequence of articulatory maneuvers for restricted glenohumeral motion, such as adhesive capsulitis.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'Thoracic inlet release improves lymphatic drainage and cervicothoracic motion; it does not address compression at the wrist.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Nocturnal paresthesias in the median distribution relieved by shaking, positive provocative tests at the wrist and prolonged sensory latency without motor involvement or atrophy indicate mild carpal tunnel syndrome; screening for hypothyroidism and diabetes is negative. First-line care is nighttime neutral splinting and activity modification, with corticosteroid injection as an option. OMT can add myofascial release of the transverse carpal ligament (flexor retinaculum), which forms the roof of the tunnel. Surgical release is offered for thenar weakness or atrophy, denervation on studies, or failure of conservative care.',
    objective: 'Choose myofascial release of the transverse carpal ligament as an OMT adjunct for mild carpal tunnel syndrome.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Mild carpal tunnel syndrome: night splint plus OMT stretching the transverse carpal ligament; surgery for weakness, atrophy or failure.',
  },
  {
    id: 'surg-q-omm-backward-fall-anterior-radial-head',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Elbow pain after a backward fall: radial head somatic dysfunction',
    stem: 'A 19-year-old man comes to the orthopedic clinic because of lateral right elbow pain for 3 days. While ice skating, he fell backward and caught himself on his outstretched right hand behind him, with the palm facing up. Vital signs are normal. X-rays of the right elbow and wrist show no fracture, dislocation, or joint effusion. The radial head is tender. The forearm supinates fully, but pronation is restricted and painful. Elbow flexion and extension are full, and the neurovascular examination of the hand is normal.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Abduction of the ulna',
        why: 'Ulnar abduction increases the carrying angle and shifts the wrist into adduction; it does not restrict forearm pronation.',
      },
      {
        text: 'Adduction of the ulna',
        why: 'Ulnar adduction decreases the carrying angle and shifts the wrist into abduction; it does not restrict forearm pronation.',
      },
      {
        text: 'Anterior radial head',
        why: 'Supination is coupled with anterior glide of the radial head, so a backward fall on the supinated hand drives it anteriorly, leaving pronation restricted.',
      },
      {
        text: 'Posterior glide of the distal radius',
        why: 'Dysfunction of the distal radius affects wrist flexion and extension and would not localize tenderness to the radial head.',
      },
      {
        text: 'Posterior radial head',
        why: 'A posterior radial head follows a forward fall on the pronated hand and restricts supination.',
      },
    ],
    answerIndex: 2,
    rationale:
      'At the proximal radioulnar joint, supination is coupled with anterior glide of the radial head and pronation with posterior glide. Falling backward onto the outstretched, supinated hand pushes the radial head anteriorly, and the somatic dysfunction then allows supination but restricts pronation. Radial head fractures are common after such falls, so normal x-rays without an effusion were needed before manipulation. Treatment can use muscle energy into pronation or a thrust directed posteriorly on the radial head.',
    objective: 'Diagnose an anterior radial head from the mechanism of injury and restricted pronation.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Anterior radial head: backward fall on a supinated hand, pronation restricted. Posterior radial head: forward fall, supination restricted.',
  },
  {
    id: 'surg-q-omm-hip-fracture-delirium-technique',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'OMT choice after hip fracture surgery in an older patient with delirium',
    stem: 'An 86-year-old woman is on the third day after intramedullary nailing of a left intertrochanteric femur fracture sustained in a fall at home. She has osteoporosis, with a lumbar spine T-score of -3.1 last year. Her hospital course has been complicated by hypoactive delirium: she is drowsy, inattentive, and cannot reliably follow commands. She grimaces and reaches toward her upper back when repositioned. She receives enoxaparin prophylaxis and scheduled acetaminophen. Temperature is 37.2°C, pulse is 88/min, respirations are 18/min, blood pressure is 128/72 mm Hg, and oxygen saturation is 95% on room air. There is no midline spinal tenderness. A small, tense tender point is found lateral to the T4 spinous process on the left, with hypertonic upper thoracic paraspinal muscles.',
    leadIn: 'Which of the following techniques is most appropriate for her thoracic somatic dysfunction?',
    options: [
      {
        text: 'Counterstrain',
        why: 'Counterstrain is passive, indirect and gentle: the tender point is monitored while she is positioned in ease and held for 90 seconds, needing no cooperation and placing no force on fragile bone.',
      },
      {
        text: 'High-velocity, low-amplitude thrust',
        why: 'A thrust is contraindicated in severe osteoporosis because of the risk of vertebral or rib fracture.',
      },
      {
        text: 'Muscle energy',
        why: 'Muscle energy requires the patient to contract precisely on command, which a drowsy, inattentive patient with delirium cannot do.',
      },
      {
        text: 'Spencer technique',
        why: 'The Spencer technique articulates the glenohumeral joint and would not treat a thoracic tender point.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'Rhythmic compression of the chest wall risks rib fracture in severe osteoporosis and does not target a localized tender point.',
      },
    ],
    answerIndex: 0,
    rationale:
      'This patient has two constraints: severe osteoporosis, which rules out thrust and forceful chest wall compression, and hypoactive delirium, which prevents the active cooperation that muscle energy needs. A discrete posterior tender point with paraspinal hypertonicity is well suited to counterstrain, a passive positional technique that relies only on the physician monitoring the point. Delirium itself is managed by treating causes, minimizing sedating drugs, early mobilization and reorientation.',
    objective: 'Choose a passive indirect technique for a frail, delirious patient with severe osteoporosis.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Osteoporosis rules out HVLA and forceful pumps; delirium rules out muscle energy; counterstrain fits both limits.',
  },
  {
    id: 'surg-q-omm-crps-lower-extremity-sympathetic',
    category: 'Surgery',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Complex regional pain syndrome after ankle fracture surgery: sympathetic levels',
    stem: 'A 52-year-old woman comes to the orthopedic clinic 10 weeks after open reduction and internal fixation of a right bimalleolar ankle fracture. She has constant burning pain in the right foot and ankle that is out of proportion to the healing injury; light touch from bedsheets is painful. The right foot is swollen, cooler, mottled, and sweatier than the left, the skin is shiny, and ankle and toe motion is stiff. Temperature is 36.8°C, pulse is 78/min, and blood pressure is 126/78 mm Hg. Distal pulses are palpable. X-rays show healing fractures with intact hardware and patchy osteopenia of the foot. Physical therapy with graded motor imagery is started. The osteopathic physician also plans paraspinal treatment at the levels of the sympathetic outflow to the affected limb.',
    leadIn: 'Which of the following spinal levels should be treated for this purpose?',
    options: [
      {
        text: 'Occiput-C2',
        why: 'The occipitoatlantal and upper cervical region relates to vagal (parasympathetic) tone, and the limbs receive no parasympathetic supply.',
      },
      {
        text: 'T1-T4',
        why: 'T1-T4 supplies sympathetic fibers to the head, neck and heart.',
      },
      {
        text: 'T2-T8',
        why: 'T2-T8 is the sympathetic outflow to the upper extremity and would be treated for complex regional pain syndrome of the arm.',
      },
      {
        text: 'T11-L2',
        why: 'Sympathetic fibers to the lower extremity leave the cord at about T11-L2 and reach the leg through the lumbar and sacral sympathetic chain.',
      },
      {
        text: 'S2-S4',
        why: 'S2-S4 carries parasympathetic outflow to the bladder, distal colon and other pelvic organs, not sympathetic fibers to the leg.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Burning pain out of proportion to the injury, allodynia, swelling and changes in temperature, color, sweating and skin texture with stiffness after a fracture fit complex regional pain syndrome type 1, in which abnormal sympathetic activity contributes to the vasomotor and sudomotor changes. The sympathetic outflow to the lower extremity arises from about T11-L2, so OMT aimed at sympathetic tone (for example paraspinal inhibition or soft tissue treatment) is directed there. The mainstay remains active physical therapy, with medications as needed.',
    objective: 'Identify T11-L2 as the sympathetic outflow to the lower extremity in complex regional pain syndrome.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Sympathetic outflow to the limbs: upper extremity T2-T8, lower extremity T11-L2.',
  },
];
