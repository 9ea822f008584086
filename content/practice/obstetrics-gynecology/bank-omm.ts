import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'obgyn-q-omm-postpartum-unilateral-sacral-flexion',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Postpartum sacroiliac pain: unilateral sacral flexion',
    stem: 'A 28-year-old woman comes to the osteopathic clinic 5 weeks after a vaginal delivery because of pain over the left sacroiliac region and left buttock. The pain began after a prolonged second stage of labor and is worse when she rises from a chair or turns over in bed. It does not radiate below the buttock. She has no numbness or weakness of the legs, fever, or bowel or bladder symptoms. She is breastfeeding and takes a prenatal vitamin. Temperature is 36.7°C, pulse is 76/min, and blood pressure is 112/70 mm Hg. Straight-leg raising is negative bilaterally, and strength, sensation and reflexes in the lower extremities are normal. On structural examination, the left sacral sulcus is deep, and the left inferior lateral angle is markedly inferior and slightly posterior compared with the right. The seated flexion test is positive on the left. The lumbosacral spring test is negative, and the lumbar lordosis is normal.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Bilateral sacral extension',
        why: 'Bilateral extension makes both sulci shallow and both inferior lateral angles anterior and superior, with a positive spring test; here one sulcus is deep and the spring test is negative.',
      },
      {
        text: 'Bilateral sacral flexion',
        why: 'Bilateral flexion makes both sulci deep and both inferior lateral angles posterior and inferior, with an increased lumbar lordosis; here the findings are on the left only.',
      },
      {
        text: 'Left unilateral sacral extension',
        why: 'Left unilateral extension would make the left sulcus shallow and the left inferior lateral angle superior and anterior, with a positive spring test because the base is posterior.',
      },
      {
        text: 'Left unilateral sacral flexion',
        why: 'A deep sulcus and a markedly inferior inferior lateral angle on the same side, with the seated flexion test positive on that side and a negative spring test, define left unilateral sacral flexion (a left sacral shear).',
      },
      {
        text: 'Right-on-right sacral torsion',
        why: 'This is the trap: it also gives a deep left sulcus and a left-positive seated flexion test, but the posterior inferior lateral angle would be on the right, diagonal to the deep sulcus.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Pregnancy and delivery load the sacroiliac joints, and sacral dysfunction is a common cause of postpartum buttock pain. The pattern is read from three findings. The deep sulcus and the inferior lateral angle that is displaced inferiorly are on the same side (left), which points to one half of the sacrum having moved into flexion rather than to a rotation about an oblique axis, where they lie diagonally. The seated flexion test is positive on the affected side, and the negative spring test confirms that the sacral base is anterior.',
    objective: 'Name a unilateral sacral flexion from same-sided sulcus, inferior lateral angle and seated flexion findings.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Deep sulcus and inferior ILA on the same side, seated flexion test positive on that side, spring test negative: unilateral sacral flexion on that side.',
    table: {
      caption: 'Sacral findings that separate the options',
      header: ['Dysfunction', 'Deep sulcus', 'Posterior or inferior ILA', 'Seated flexion test positive'],
      rows: [
        ['Left unilateral flexion', 'Left', 'Left, markedly inferior', 'Left'],
        ['Right-on-right torsion', 'Left', 'Right, posterior', 'Left'],
        ['Left-on-left torsion', 'Right', 'Left, posterior', 'Right'],
      ],
    },
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-pregnancy-superior-pubic-shear',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Symphyseal pain in pregnancy: pubic shear',
    stem: 'A 32-year-old woman, gravida 2, para 1, at 30 weeks of gestation comes to the osteopathic clinic because of pain over the front of the pelvis for 2 weeks. The pain began gradually and is worst when she climbs stairs, turns over in bed or stands on her left leg to dress. She has had no fall or other trauma, vaginal bleeding, leakage of fluid, contractions, dysuria or fever, and fetal movements are normal. She takes a prenatal vitamin. Temperature is 36.8°C, pulse is 88/min, and blood pressure is 110/68 mm Hg. Fundal height is 30 cm, and the fetal heart rate is 145/min. The pubic symphysis is tender, more on the left, and the left inguinal ligament is tender. On structural examination, the standing flexion test is positive on the left and the seated flexion test is negative. The left pubic tubercle is higher than the right. The anterior and posterior superior iliac spines are level, and the medial malleoli are level.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Left inferior pubic shear',
        why: 'A left inferior shear would place the left pubic tubercle lower than the right, the opposite of this finding.',
      },
      {
        text: 'Left superior innominate shear',
        why: 'An innominate shear moves the whole bone: the anterior and posterior superior iliac spines and the ischial tuberosity would also be higher on the left, with an apparently shorter left leg; here they are level.',
      },
      {
        text: 'Left superior pubic shear',
        why: 'The standing flexion test identifies the left side as dysfunctional, and on that side the pubic tubercle is superior, with tenderness of the left inguinal ligament; the other pelvic landmarks are level.',
      },
      {
        text: 'Right inferior pubic shear',
        why: 'The right tubercle is relatively low, so this is the tempting alternative, but a right-sided dysfunction would make the standing flexion test positive on the right.',
      },
      {
        text: 'Right superior pubic shear',
        why: 'A right superior shear would make the right tubercle the higher one and the standing flexion test positive on the right.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Relaxin and the weight of the gravid uterus loosen the pubic symphysis and sacroiliac joints, and symphyseal (pelvic girdle) pain is common in the third trimester. A pubic shear is named in two steps: the standing flexion test tells which side is dysfunctional, and the height of the pubic tubercle on that side tells whether the shear is superior or inferior. Because one tubercle always looks high when the other is low, the flexion test is what separates a left superior shear from a right inferior one. Level iliac spines and malleoli exclude an innominate shear. Muscle energy is a gentle, appropriate treatment in pregnancy.',
    objective: 'Name a pubic shear from the standing flexion test and pubic tubercle height.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Pubic shear: side from the positive standing flexion test, direction from the pubic tubercle on that side.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-pregnancy-anterior-innominate',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Sacroiliac pain in pregnancy: innominate rotation',
    stem: 'A 26-year-old woman, gravida 1, para 0, at 24 weeks of gestation comes to the osteopathic clinic because of right low back and sacroiliac pain for 1 month. The pain is worse after standing for long periods and eases when she lies on her left side. It does not radiate below the buttock. She has no vaginal bleeding, contractions, leakage of fluid, dysuria or fever. She takes a prenatal vitamin. Temperature is 36.7°C, pulse is 86/min, and blood pressure is 108/66 mm Hg. Fundal height is 24 cm. Strength, sensation and reflexes in the lower extremities are normal. On structural examination, the standing flexion test is positive on the right and the seated flexion test is negative. The right anterior superior iliac spine is inferior to the left, and the right posterior superior iliac spine is superior to the left. With her supine, the right medial malleolus is inferior to the left. The pubic tubercles are level.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Left posterior innominate rotation',
        why: 'A left posterior innominate also makes the right anterior superior iliac spine look relatively low, which is the trap, but the standing flexion test would be positive on the left and the left leg would appear shorter.',
      },
      {
        text: 'Right anterior innominate rotation',
        why: 'The right-positive standing flexion test puts the dysfunction in the right innominate; an inferior anterior superior iliac spine, a superior posterior superior iliac spine and a longer-appearing right leg mean it has rotated anteriorly.',
      },
      {
        text: 'Right inferior innominate shear',
        why: 'An inferior shear moves every right landmark down, including the posterior superior iliac spine, which is superior here.',
      },
      {
        text: 'Right posterior innominate rotation',
        why: 'A right posterior innominate gives the opposite pattern: anterior superior iliac spine high, posterior superior iliac spine low and a shorter right leg.',
      },
      {
        text: 'Right superior pubic shear',
        why: 'A pubic shear raises or lowers the pubic tubercle on the dysfunctional side; her tubercles are level.',
      },
    ],
    answerIndex: 1,
    rationale:
      'The anterior pelvic tilt and increased lumbar lordosis of pregnancy favor anterior rotation of an innominate, a common source of sacroiliac pain. The standing flexion test tells which side is dysfunctional, and the landmarks on that side name the dysfunction: anterior rotation carries the anterior superior iliac spine down and the posterior superior iliac spine up and moves the acetabulum so that the leg appears longer. Muscle energy (hip flexed to the barrier, resisted hip extension) is a gentle treatment suited to pregnancy.',
    objective: 'Diagnose an anterior innominate rotation from the standing flexion test and pelvic landmarks.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Standing flexion test gives the side; ASIS low, PSIS high and a long leg on that side = anterior innominate.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-pelvic-girdle-pain-relaxin',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Pelvic girdle pain in pregnancy: ligamentous laxity',
    stem: 'A 29-year-old woman, gravida 2, para 1, at 16 weeks of gestation comes to the osteopathic clinic because of pain over both sacroiliac joints and the pubic symphysis for 3 weeks. The pain is worst when she climbs stairs, turns over in bed or stands on one leg, and she feels that her pelvis is unstable when she walks. She has no vaginal bleeding, urinary symptoms, fever, or numbness or weakness of the legs. Temperature is 36.7°C, pulse is 84/min, and blood pressure is 108/68 mm Hg. The posterior sacroiliac ligaments and pubic symphysis are tender. Straight-leg raising is negative, and strength, sensation and reflexes in the lower extremities are normal. On structural examination, the sacroiliac joints and pubic symphysis move more than expected on motion testing, and the lumbar paraspinal and gluteal muscles are hypertonic.',
    leadIn: 'Which of the following hormones contributes most directly to the increased mobility of her pelvic joints?',
    options: [
      {
        text: 'Estradiol',
        why: 'Estrogen rises throughout pregnancy and may enhance the effect of relaxin on connective tissue, but it is not the principal hormone that loosens the pelvic ligaments.',
      },
      {
        text: 'Human chorionic gonadotropin',
        why: 'Human chorionic gonadotropin maintains the corpus luteum in early pregnancy and is linked to nausea, not to pelvic joint laxity.',
      },
      {
        text: 'Oxytocin',
        why: 'Oxytocin stimulates uterine contractions and milk ejection; it does not remodel ligaments.',
      },
      {
        text: 'Progesterone',
        why: 'Progesterone relaxes smooth muscle (slowing bowel and ureteral motility) rather than loosening the pelvic ligaments.',
      },
      {
        text: 'Relaxin',
        why: 'Relaxin, produced mainly by the corpus luteum and highest in the first trimester, remodels collagen in the pelvic ligaments, widening and loosening the pubic symphysis and sacroiliac joints.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Pain over the sacroiliac joints and pubic symphysis with a sense of instability and excessive joint motion is pregnancy-related pelvic girdle pain. Relaxin loosens the pelvic ligaments to prepare for delivery, and some studies link higher levels to more pelvic pain. Hypermobile joints are not forced: osteopathic treatment addresses the compensatory hypertonic muscles and restricted neighboring segments with gentle techniques, together with a pelvic support belt and exercise.',
    objective: 'Attribute pelvic joint laxity in pregnancy to relaxin and adapt OMT to hypermobile joints.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'Relaxin loosens the pelvic ligaments in pregnancy; treat the compensating muscles gently and do not thrust into hypermobile joints.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-third-trimester-positioning',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'OMT in late pregnancy: patient positioning',
    stem: 'A 30-year-old woman, gravida 2, para 1, at 35 weeks of gestation is receiving osteopathic manipulative treatment in the clinic for midthoracic back pain. Her pregnancy has been uncomplicated. Before treatment, her pulse was 84/min and blood pressure was 116/72 mm Hg. After she has been lying flat on her back for 8 minutes during rib raising and suboccipital release, she becomes lightheaded, nauseated, pale and sweaty. She has no chest pain, shortness of breath, abdominal pain, contractions or vaginal bleeding. Pulse is now 112/min, respirations are 18/min, blood pressure is 86/52 mm Hg, and oxygen saturation is 98% on room air. The abdomen is soft and nontender, and the fetal heart rate is 140/min.',
    leadIn: 'Which of the following positions is most appropriate for her osteopathic treatment from now on?',
    options: [
      {
        text: 'Left lateral recumbent',
        why: 'Lying on the left side lifts the gravid uterus off the inferior vena cava and aorta, restoring venous return; it (or the seated position, or supine with a wedge under the right hip) is used for treatment in late pregnancy.',
      },
      {
        text: 'Prone with pillows under the chest',
        why: 'Prone positioning presses on the gravid abdomen and is impractical and uncomfortable in the third trimester.',
      },
      {
        text: 'Supine flat with the legs elevated',
        why: 'Raising the legs adds some venous return but leaves the uterus compressing the vena cava, the cause of her symptoms.',
      },
      {
        text: 'Supine in Trendelenburg position',
        why: 'Head-down tilt is a reflex response to hypotension, but it keeps her supine, pushes the uterus against the diaphragm and does not relieve caval compression.',
      },
      {
        text: 'Supine with the head raised 30 degrees',
        why: 'Raising the head still leaves her weight and the uterus on the vena cava and may worsen venous pooling in the legs.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Lightheadedness, pallor, hypotension and tachycardia after several minutes flat on her back at 35 weeks, with no pain, bleeding, hypoxia or fetal distress, is the supine hypotensive syndrome: the gravid uterus compresses the inferior vena cava (and aorta), reducing preload and cardiac output. It resolves when she turns onto her left side. After about 20 weeks, osteopathic treatment is therefore given with the patient in the left lateral recumbent (Sims) or seated position, or supine only briefly with a left tilt.',
    objective: 'Position a patient in late pregnancy to avoid aortocaval compression during OMT.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'After 20 weeks, treat the pregnant patient on her left side or seated; prolonged supine positioning causes supine hypotension.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-third-trimester-bleeding-defer-omt',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Vaginal bleeding in the third trimester: contraindication to OMT',
    stem: 'A 30-year-old woman, gravida 3, para 2, at 29 weeks of gestation comes to the osteopathic clinic for a scheduled treatment of low back and pubic pain, which has improved after two earlier sessions. This morning she noticed bright red vaginal bleeding that soaked a pad; it has since slowed. She has no abdominal pain or contractions, and fetal movements are normal. Both of her previous deliveries were by cesarean. Her last ultrasonography was at 12 weeks. Temperature is 36.8°C, pulse is 94/min, and blood pressure is 112/68 mm Hg. The abdomen is soft and nontender, fundal height is 29 cm, and the fetal heart rate is 145/min.',
    leadIn: 'Which of the following is the most appropriate management of her requested osteopathic treatment today?',
    options: [
      {
        text: 'Defer OMT and obtain urgent ultrasonography',
        why: 'Undiagnosed vaginal bleeding in pregnancy is an absolute contraindication to OMT; painless bleeding after two cesarean deliveries suggests placenta previa, which ultrasonography must locate before anything else is done.',
      },
      {
        text: 'Digital cervical examination before OMT',
        why: 'A digital examination can provoke massive hemorrhage if the placenta lies over the cervix; it is avoided until ultrasonography excludes previa.',
      },
      {
        text: 'OMT in the left lateral recumbent position',
        why: 'Left lateral positioning prevents aortocaval compression during treatment in late pregnancy, but no position makes OMT appropriate while the cause of bleeding is unknown.',
      },
      {
        text: 'OMT limited to the cervical and thoracic spine',
        why: 'Treating only regions away from the pelvis does not address the problem: the bleeding must be diagnosed first, and she may need monitoring or delivery.',
      },
      {
        text: 'Sacral inhibitory pressure to relax the uterus',
        why: 'Sacral techniques do not stop obstetric bleeding, and manipulating the pelvis with a possible previa or abruption is contraindicated.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Painless bright red bleeding in the third trimester with a soft, nontender uterus and prior cesarean deliveries points to placenta previa until proven otherwise. Undiagnosed vaginal bleeding is a contraindication to OMT, as are placenta previa, placental abruption, ectopic pregnancy, threatened abortion, a prolapsed umbilical cord and severe preeclampsia; preterm labor and ruptured membranes also call for obstetric evaluation first. Treatment is deferred, and she is sent for urgent obstetric evaluation with ultrasonography.',
    objective: 'Defer OMT and evaluate undiagnosed vaginal bleeding in pregnancy.',
    task: 'complication',
    steps: 2,
    takeHome: 'Undiagnosed vaginal bleeding in pregnancy: no OMT and no finger in the cervix until ultrasonography locates the placenta.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-ovarian-cyst-viscerosomatic-level',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Ovarian cyst: viscerosomatic reflex level of the ovary',
    stem: 'A 27-year-old woman comes to the clinic because of aching right lower abdominal pain for 3 days that is worse with exercise and intercourse. Her last menstrual period began 3 weeks ago. She has no fever, vomiting, vaginal bleeding or urinary symptoms. Temperature is 36.8°C, pulse is 78/min, and blood pressure is 116/72 mm Hg. There is mild right lower quadrant tenderness without rebound, and pelvic examination shows mild right adnexal tenderness without cervical motion tenderness. Urine pregnancy test is negative. Pelvic ultrasonography shows a 5-cm simple cyst of the right ovary with normal Doppler flow and no free fluid. Naproxen and repeat ultrasonography in 8 weeks are planned. On osteopathic structural examination, there are paraspinal tissue texture changes on the right.',
    leadIn: 'At which of the following spinal levels are sympathetic viscerosomatic changes from the affected organ most likely found?',
    options: [
      {
        text: 'T1-T4',
        why: 'Upper thoracic levels carry sympathetic outflow to the head, neck and upper extremities and, with T5, to the heart.',
      },
      {
        text: 'T5-T9',
        why: 'These levels supply the stomach, liver, gallbladder, pancreas and duodenum.',
      },
      {
        text: 'T10-T11',
        why: 'The ovaries, like the testes, descend from near the kidneys and keep their sympathetic supply from T10-T11 through the ovarian plexus, so ovarian afferents facilitate these segments on the same side.',
      },
      {
        text: 'L3-L5',
        why: 'The lower lumbar segments contain no sympathetic preganglionic neurons and show no viscerosomatic reflexes.',
      },
      {
        text: 'S2-S4',
        why: 'S2-S4 is the pelvic parasympathetic outflow to the uterus, bladder and rectum, not the sympathetic level of the ovary.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A simple ovarian cyst with normal Doppler flow and no free fluid explains her pain without torsion or rupture. The gonads develop on the posterior abdominal wall near the kidneys and keep a sympathetic supply from the T10-T11 segments, which is also why ovarian pain is felt around the T10 dermatome of the lower abdomen. Visceral afferents from the ovary therefore produce ipsilateral paraspinal tissue texture changes at T10-T11; the uterus, by comparison, is represented across T10-L2.',
    objective: 'Locate the viscerosomatic reflex of the ovary at T10-T11.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Ovary (and testis): sympathetic viscerosomatic level T10-T11; uterus T10-L2; pelvic parasympathetics S2-S4.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-dysmenorrhea-pelvic-splanchnic',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Primary dysmenorrhea: sacral autonomic innervation of the uterus',
    stem: 'A 20-year-old woman comes to the osteopathic clinic because of painful menstrual periods since the age of 14 years. Crampy lower abdominal pain that spreads to the sacrum begins with the first day of flow and lasts 2 days. Naproxen partly relieves it. Her cycles are regular every 28 days. She has no pain between periods, dyspareunia or abnormal discharge. Temperature is 36.7°C, pulse is 72/min, and blood pressure is 110/70 mm Hg. Abdominal and bimanual examinations show no abnormalities, and ultrasonography of the uterus and ovaries is normal. On structural examination, there are tissue texture changes over the sacrum, and sacral motion with respiration is reduced. As part of her treatment, the physician applies sacral rocking and sustained inhibitory pressure over the sacrum to influence the autonomic supply of the uterus whose nerves leave the spine at this level.',
    leadIn: 'This autonomic supply reaches the uterus through which of the following nerves?',
    options: [
      {
        text: 'Greater splanchnic nerves',
        why: 'The greater splanchnic nerves carry sympathetic fibers from T5-T9 to the celiac ganglion for the upper gastrointestinal organs.',
      },
      {
        text: 'Lesser splanchnic nerves',
        why: 'The lesser splanchnic nerves carry sympathetic fibers from T10-T11 to the superior mesenteric and aorticorenal ganglia, serving the small intestine, kidneys and gonads.',
      },
      {
        text: 'Lumbar splanchnic nerves',
        why: 'The lumbar splanchnic nerves carry the sympathetic supply of the pelvic organs (from T10-L2 outflow) to the hypogastric plexuses; that supply is treated at the thoracolumbar junction, not the sacrum.',
      },
      {
        text: 'Pelvic splanchnic nerves',
        why: 'Parasympathetic preganglionic fibers leave the S2-S4 segments in the pelvic splanchnic nerves and reach the uterus through the inferior hypogastric plexus; sacral techniques aim to influence this outflow.',
      },
      {
        text: 'Vagus nerves',
        why: 'The vagus nerves carry parasympathetic supply to the thoracic organs and the gut as far as about the splenic flexure, not to the uterus; vagal influence is addressed at the occipitoatlantal region and cranial base.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Cyclic crampy pain with menses, normal examination and normal ultrasonography indicate primary dysmenorrhea. The uterus has a dual autonomic supply: sympathetic from T10-L2, treated at the thoracolumbar junction, and parasympathetic from S2-S4, treated at the sacrum. Sacral rocking and inhibitory pressure over the sacrum are used in osteopathic care of pelvic complaints to influence this sacral parasympathetic outflow, carried by the pelvic splanchnic nerves.',
    objective: 'Identify the pelvic splanchnic nerves (S2-S4) as the parasympathetic supply addressed by sacral OMT.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Uterus: sympathetic T10-L2 (thoracolumbar junction); parasympathetic S2-S4 via the pelvic splanchnic nerves (sacrum).',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-unilateral-sacral-flexion-muscle-energy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Postpartum unilateral sacral flexion: muscle energy treatment',
    stem: 'A 30-year-old woman comes to the osteopathic clinic 6 weeks after a vaginal delivery because of left buttock and sacroiliac pain for 4 weeks. The pain does not radiate below the buttock, and she has no numbness, weakness, or bowel or bladder symptoms. Temperature is 36.6°C, pulse is 72/min, and blood pressure is 114/72 mm Hg. Strength, sensation and reflexes in the lower extremities are normal. On structural examination, the left sacral sulcus is deep and the left inferior lateral angle is markedly inferior and slightly posterior. The seated flexion test is positive on the left, and the lumbosacral spring test is negative. With her prone, the physician abducts her left hip about 15 degrees and internally rotates it to loosen the left sacroiliac joint while monitoring the left sulcus.',
    leadIn: 'Which of the following corrective forces completes the muscle energy treatment?',
    options: [
      {
        text: 'Anterior pressure on the left sacral base, increased as she exhales',
        why: 'Pressure on the sacral base during forced exhalation treats a left unilateral sacral extension, in which the base is posterior.',
      },
      {
        text: 'Anterior pressure on the left sacral base, increased as she inhales',
        why: 'Pushing the base anteriorly would deepen a sulcus that is already deep (anterior), worsening the flexion.',
      },
      {
        text: 'Anterior-superior pressure on the left inferior lateral angle, increased as she exhales',
        why: 'The contact is right, but exhalation moves the sacral base anteriorly, which opposes the correction.',
      },
      {
        text: 'Anterior-superior pressure on the left inferior lateral angle, increased as she inhales',
        why: 'Pushing the low left inferior lateral angle up and forward moves the left sacral base posteriorly, and deep inhalation, which carries the base posteriorly, adds to the correction; the pressure is held during exhalation and the cycle repeated.',
      },
      {
        text: 'Anterior-superior pressure on the right inferior lateral angle, increased as she inhales',
        why: 'The dysfunction is on the left, where the sulcus is deep and the inferior lateral angle low; pressure on the right side would not correct it.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A deep left sulcus with a markedly inferior left inferior lateral angle, a left-positive seated flexion test and a negative spring test indicate left unilateral sacral flexion, common after the strain of delivery. Its muscle energy treatment loosens the sacroiliac joint by abducting and internally rotating the hip, then pushes the inferior lateral angle anteriorly and superiorly while the patient uses respiratory assistance: with each deep inhalation the sacral base moves posteriorly, and the physician increases the pressure and holds it during exhalation, repeating five to seven times.',
    objective: 'Choose the muscle energy force and breathing phase for unilateral sacral flexion.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Unilateral sacral flexion: push the low ILA up and forward during inhalation; unilateral extension: push the base forward during exhalation.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-pregnancy-meralgia-paresthetica',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Thigh paresthesia in pregnancy: meralgia paresthetica',
    stem: 'A 28-year-old woman, gravida 1, para 0, at 31 weeks of gestation comes to the osteopathic clinic because of burning pain and numbness over the front and outer part of the right thigh for 3 weeks. The symptoms are worse when she stands or walks and ease when she sits with the hip flexed. She has no back pain, leg weakness, or bowel or bladder symptoms. She has gained 15 kg during the pregnancy. Temperature is 36.8°C, pulse is 88/min, and blood pressure is 114/70 mm Hg. Light touch and pinprick sensation are decreased over a palm-sized area of the anterolateral right thigh. Hip flexion and knee extension strength and patellar reflexes are normal. Tapping just medial and inferior to the right anterior superior iliac spine reproduces the burning. On structural examination, the right anterior superior iliac spine is inferior, and the soft tissues just medial to it are tense and tender.',
    leadIn: 'Which of the following best explains her symptoms?',
    options: [
      {
        text: 'Femoral nerve compression by a shortened, hypertonic iliopsoas muscle',
        why: 'Femoral neuropathy weakens knee extension, reduces the patellar reflex and numbs the anterior thigh and medial leg; her strength and reflex are normal.',
      },
      {
        text: 'Fetal head compressing the obturator nerve',
        why: 'Obturator injury, usually during labor, causes medial thigh numbness and weak hip adduction.',
      },
      {
        text: 'Genitofemoral nerve irritation from a stretched round ligament',
        why: 'Genitofemoral irritation causes pain in the groin and labia along the round ligament, not over the lateral thigh.',
      },
      {
        text: 'Herniated disc compressing the L4 nerve root',
        why: 'An L4 radiculopathy would cause back pain radiating to the medial leg, with a reduced patellar reflex or quadriceps weakness.',
      },
      {
        text: 'Lateral femoral cutaneous nerve compression at the inguinal ligament',
        why: 'This purely sensory nerve (L2-L3) passes under or through the inguinal ligament just medial to the anterior superior iliac spine; the lordosis, weight gain and abdominal distension of pregnancy, and tense tissue at the ligament\'s attachment, compress it.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Burning and numbness in a patch of the anterolateral thigh, without weakness or reflex change, with a positive Tinel sign near the anterior superior iliac spine, is meralgia paresthetica. It is common in late pregnancy and usually resolves after delivery. Osteopathic treatment aims to reduce tension at the nerve\'s exit: it addresses the low anterior superior iliac spine (an anteriorly rotated innominate), the iliacus and the fascia of the inguinal ligament, alongside avoiding tight waistbands.',
    objective: 'Recognize meralgia paresthetica in pregnancy and the somatic structures that compress the nerve.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Burning lateral thigh, normal strength and reflexes: lateral femoral cutaneous nerve under the inguinal ligament near the ASIS.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-third-trimester-cv4-contraindication',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Tension-type headache in late pregnancy: cranial technique contraindication',
    stem: 'A 27-year-old woman, gravida 1, para 0, at 36 weeks of gestation comes to the osteopathic clinic because of bandlike headaches around both temples on 3 to 4 days a week for 3 weeks. They build late in the day and are eased by acetaminophen. She has no visual changes, upper abdominal pain, swelling of the face or hands, or contractions. Temperature is 36.8°C, pulse is 86/min, and blood pressure is 114/72 mm Hg; a repeat measurement is 112/70 mm Hg. Fundal height is 36 cm, and the fetal heart rate is 140/min. Urine dipstick shows no protein. Neurologic and funduscopic examinations are normal. On structural examination, the suboccipital muscles are hypertonic, the occipitoatlantal joint is restricted, and the trapezius muscles are tender.',
    leadIn: 'Which of the following techniques carries the greatest risk for this patient?',
    options: [
      {
        text: 'Cervical muscle energy',
        why: 'Gentle isometric contractions against counterforce to treat cervical somatic dysfunction are safe in pregnancy.',
      },
      {
        text: 'Compression of the fourth ventricle',
        why: 'CV4 is avoided in late pregnancy because it may stimulate uterine contractions and labor; it is also contraindicated with acute intracranial hemorrhage, raised intracranial pressure or skull fracture.',
      },
      {
        text: 'Soft tissue kneading of the trapezius',
        why: 'Kneading hypertonic trapezius muscles is a low-risk soft tissue technique appropriate for tension-type headache in pregnancy.',
      },
      {
        text: 'Suboccipital release',
        why: 'Sustained gentle pressure under the occiput relaxes the suboccipital muscles and is a standard, safe treatment for her occipitoatlantal restriction.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'Releasing the thoracic inlet is gentle and safe, and it is often done first to improve lymphatic and venous drainage from the head and neck.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A new headache in the third trimester first raises concern for preeclampsia, but her blood pressure is normal on two readings, there is no proteinuria, and she has no visual or upper abdominal symptoms or neurologic findings; the bilateral, bandlike pattern with suboccipital and trapezius hypertonicity fits tension-type headache. Most gentle techniques are safe, with positioning adapted to late pregnancy. Compression of the fourth ventricle (CV4), a cranial technique that has been used to promote labor, is the one to avoid at 36 weeks because it may induce uterine contractions.',
    objective: 'Recognize late pregnancy as a reason to avoid compression of the fourth ventricle (CV4).',
    task: 'complication',
    steps: 2,
    takeHome: 'CV4 is avoided in late pregnancy (it may induce labor); exclude preeclampsia before treating a third-trimester headache.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-pregnancy-pelvic-diaphragm-release',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Pelvic congestion in pregnancy: pelvic diaphragm release',
    stem: 'A 32-year-old woman, gravida 2, para 1, at 30 weeks of gestation comes to the osteopathic clinic because of constipation, painful hemorrhoids and a feeling of heaviness in the perineum at the end of the day for 3 weeks. She takes a prenatal vitamin, a fiber supplement and a stool softener. She has no vaginal bleeding, contractions or leakage of fluid. Temperature is 36.7°C, pulse is 86/min, and blood pressure is 110/70 mm Hg. Fundal height is 30 cm. There are small, nonthrombosed external hemorrhoids and mild vulvar varicosities. On structural examination, the tissues medial to both ischial tuberosities are tense and tender, and the perineum moves little with respiration.',
    leadIn: 'Which of the following techniques acts most directly on the restricted structure to improve venous and lymphatic drainage from this region?',
    options: [
      {
        text: 'Pedal lymphatic pump',
        why: 'Pumping from the feet moves fluid through the leg lymphatics toward the trunk; it does not release the pelvic floor.',
      },
      {
        text: 'Pelvic diaphragm release',
        why: 'Gentle cephalad pressure in the ischiorectal fossae, medial to the ischial tuberosities, following the pelvic floor with respiration, releases the pelvic diaphragm and improves venous and lymphatic flow from the pelvis and perineum.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking improves sacroiliac motion and influences the pelvic parasympathetic outflow, but it does not work on the pelvic floor muscles themselves.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'Releasing the thoracic inlet opens the terminal drainage of the thoracic duct and is usually done first, but it acts far from the pelvic floor.',
      },
      {
        text: 'Thoracoabdominal diaphragm doming',
        why: 'Doming the respiratory diaphragm improves the pressure gradients that move lymph and venous blood, but it does not release the pelvic floor.',
      },
    ],
    answerIndex: 1,
    rationale:
      'In pregnancy, progesterone slows the bowel and the enlarging uterus obstructs pelvic venous return, causing constipation, hemorrhoids and vulvar varicosities. Osteopathic lymphatic treatment works on the three transverse diaphragms: the thoracic inlet, the thoracoabdominal diaphragm and the pelvic diaphragm. The tense, poorly moving tissues medial to the ischial tuberosities show a restricted pelvic diaphragm, which is treated directly with pelvic diaphragm (ischiorectal fossa) release, a gentle technique that is safe in pregnancy.',
    objective: 'Choose pelvic diaphragm release for pelvic floor restriction with pelvic congestion in pregnancy.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Three transverse diaphragms: thoracic inlet, thoracoabdominal, pelvic; pelvic congestion and hemorrhoids call for pelvic diaphragm release.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-labor-sacral-nutation',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Labor: sacral motion and the pelvic outlet',
    stem: 'A 26-year-old woman, gravida 1, para 0, at 39 weeks of gestation is in the second stage of labor. The fetal head is in the occiput anterior position at +2 station, and the fetal heart rate tracing is category I. She has received prenatal osteopathic treatment for sacral and lumbar somatic dysfunction. Temperature is 37.0°C, pulse is 96/min, and blood pressure is 118/74 mm Hg. She is pushing in a supported upright position, which keeps her weight off the sacrum and coccyx.',
    leadIn: 'Which of the following sacral motions increases the anteroposterior diameter of the pelvic outlet as the head descends?',
    options: [
      {
        text: 'Counternutation, with the base posterior and the coccyx anterior',
        why: 'Counternutation moves the promontory back and the coccyx forward, which enlarges the pelvic inlet (useful as the head engages) but narrows the outlet.',
      },
      {
        text: 'Left rotation about a left oblique axis',
        why: 'Rotation about an oblique axis occurs with each step in walking; it twists the sacrum rather than opening the outlet from front to back.',
      },
      {
        text: 'Nutation, with the base anterior and the coccyx posterior',
        why: 'When the sacral base moves anteriorly, the apex and coccyx move posteriorly, lengthening the distance from the pubic symphysis to the coccyx, the anteroposterior diameter of the outlet.',
      },
      {
        text: 'Right rotation about a right oblique axis',
        why: 'Oblique-axis rotation, like its counterpart on the left, twists the sacrum without opening the outlet from front to back.',
      },
      {
        text: 'Sidebending about an anteroposterior axis',
        why: 'Sidebending tilts the sacrum toward one side and does not increase the distance between the pubis and the coccyx.',
      },
    ],
    answerIndex: 2,
    rationale:
      'The sacrum moves between the ilia during labor. Nutation (anatomic sacral flexion) carries the base anteriorly and the apex and coccyx posteriorly, enlarging the anteroposterior diameter of the pelvic outlet as the head passes through it; counternutation does the reverse and enlarges the inlet. Positions that keep weight off the sacrum allow this motion, and prenatal osteopathic treatment aims to keep the sacroiliac joints and coccyx free to move.',
    objective: 'Relate sacral nutation to enlargement of the pelvic outlet in the second stage of labor.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Nutation (base forward, coccyx back) enlarges the outlet; counternutation (base back) enlarges the inlet.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-pregnancy-edema-thoracic-duct',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Dependent edema of pregnancy: lymphatic drainage anatomy',
    stem: 'A 31-year-old woman, gravida 2, para 1, at 36 weeks of gestation comes for a prenatal visit because of swelling of both feet and ankles for 2 weeks. The swelling is worse at the end of the day and improves overnight. She has no headache, visual changes, upper abdominal pain, shortness of breath or calf pain. Temperature is 36.8°C, pulse is 88/min, and blood pressure is 112/70 mm Hg. Fundal height is 36 cm. There is symmetric pitting edema of both ankles; the calves are soft, nontender and equal in circumference. Urine dipstick shows no protein. She asks for osteopathic treatment of the swelling. The physician plans to begin with myofascial release of the thoracic inlet before using techniques that move fluid out of the legs.',
    leadIn: 'Lymph from her lower extremities enters the venous circulation at which of the following sites?',
    options: [
      {
        text: 'Azygos vein in the posterior mediastinum',
        why: 'The azygos vein drains the posterior thoracic wall into the superior vena cava; the thoracic duct runs beside it but does not empty into it.',
      },
      {
        text: 'Inferior vena cava at the level of L2',
        why: 'Lymph from the legs and abdomen collects in the cisterna chyli near L1-L2, but it travels up the thoracic duct rather than entering the inferior vena cava.',
      },
      {
        text: 'Junction of the left internal jugular and subclavian veins',
        why: 'The thoracic duct, which carries lymph from the lower extremities, abdomen and left upper body, empties at the left venous angle after passing through the thoracic inlet.',
      },
      {
        text: 'Junction of the right internal jugular and subclavian veins',
        why: 'The right lymphatic duct drains only the right side of the head and neck, the right upper extremity and the right thorax into the right venous angle.',
      },
      {
        text: 'Superior vena cava at the right atrium',
        why: 'No major lymphatic trunk opens directly into the superior vena cava; lymph reaches it only after entering the brachiocephalic veins at the venous angles.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Symmetric dependent edema with normal blood pressure, no proteinuria and soft, equal calves is the physiologic edema of late pregnancy, caused by fluid retention and compression of the pelvic veins by the uterus. Lymph from the legs passes through the cisterna chyli into the thoracic duct, which crosses the thoracic inlet and drains into the left venous angle. Osteopathic lymphatic treatment therefore opens the thoracic inlet first, so that the fluid mobilized later from the legs and abdomen has a clear path into the veins.',
    objective: 'Trace lymph from the lower extremities through the thoracic duct to the left venous angle.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Lymph from the legs: cisterna chyli, thoracic duct, thoracic inlet, left internal jugular-subclavian junction; so release the thoracic inlet first.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-hyperemesis-vagus-jugular-foramen',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Hyperemesis gravidarum: cranial base OMT and the vagus nerve',
    stem: 'A 24-year-old woman, gravida 1, para 0, at 10 weeks of gestation is admitted to the hospital because of nausea and vomiting several times a day for 3 weeks. She cannot keep down fluids and has lost 4 kg, 6% of her weight before pregnancy. Temperature is 36.9°C, pulse is 104/min, and blood pressure is 102/64 mm Hg. The mucous membranes are dry. Serum potassium concentration is 3.2 mEq/L. Urinalysis shows 3+ ketones. Ultrasonography shows a single intrauterine pregnancy with cardiac activity, consistent with dates. She is treated with intravenous fluids containing dextrose, thiamine and an antiemetic. On structural examination the next day, the suboccipital muscles are hypertonic, the occipitoatlantal joint is restricted, motion at both occipitomastoid sutures is reduced, and there are tissue texture changes at T5-T9. The physician adds OMT to the cranial base to influence the parasympathetic supply of her stomach.',
    leadIn: 'The nerve that this cranial base treatment aims to influence leaves the skull through which of the following openings?',
    options: [
      {
        text: 'Foramen magnum',
        why: 'The foramen magnum transmits the medulla, the vertebral arteries and the ascending spinal roots of the accessory nerve, not the nerve supplying the stomach.',
      },
      {
        text: 'Foramen ovale',
        why: 'The foramen ovale transmits the mandibular division of the trigeminal nerve, which has no visceral parasympathetic role in the abdomen.',
      },
      {
        text: 'Foramen spinosum',
        why: 'The foramen spinosum transmits the middle meningeal artery and a meningeal branch of the mandibular nerve; no nerve to the stomach passes through it.',
      },
      {
        text: 'Hypoglossal canal',
        why: 'The hypoglossal canal, in the occipital condyle, transmits the hypoglossal nerve to the tongue; condylar compression matters for suckling in infants, not for nausea.',
      },
      {
        text: 'Jugular foramen',
        why: 'The vagus nerve (with the glossopharyngeal and accessory nerves) leaves through the jugular foramen, which lies along the occipitomastoid suture; restriction there or at the occipitoatlantal joint is treated to influence vagal tone.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Persistent vomiting with weight loss over 5%, ketonuria, hypokalemia and dehydration in the first trimester, with a normal singleton pregnancy, is hyperemesis gravidarum. After fluids, thiamine and antiemetics, osteopathic care addresses the autonomic supply of the stomach: sympathetic at T5-T9 and parasympathetic through the vagus nerve, treated at the occipitoatlantal region, C1-C2 and the occipitomastoid suture. The vagus leaves the skull through the jugular foramen, between the temporal and occipital bones.',
    objective: 'Link vagal OMT at the cranial base to the jugular foramen at the occipitomastoid suture.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Vagus nerve: treat at the occipitoatlantal region and occipitomastoid suture; it exits through the jugular foramen.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-pregnancy-back-pain-biomechanical-model',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Pregnancy-related back pain: models of osteopathic care',
    stem: 'A 30-year-old woman, gravida 2, para 1, at 33 weeks of gestation comes to the osteopathic clinic because of low back and right buttock pain for 5 weeks that is worse with standing, walking and lifting her toddler. She has no vaginal bleeding, contractions, leakage of fluid, fever, or numbness or weakness of the legs. Temperature is 36.8°C, pulse is 88/min, and blood pressure is 112/70 mm Hg. Fundal height is 33 cm. Straight-leg raising is negative, and strength, sensation and reflexes are normal. Structural examination shows an exaggerated lumbar lordosis with an anterior pelvic tilt, hypertonic lumbar paraspinal muscles, a left-on-left sacral torsion and a right anterior innominate rotation. Her plan consists of muscle energy for the sacrum and innominate, soft tissue treatment of the paraspinal muscles with her lying on her left side, a pelvic support belt, and instruction in posture and in lifting with bent knees.',
    leadIn: 'This plan is based primarily on which of the following models of osteopathic patient care?',
    options: [
      {
        text: 'Behavioral',
        why: 'The behavioral model addresses psychological, social and lifestyle factors such as stress, sleep and health habits; posture and lifting advice here serve a mechanical goal.',
      },
      {
        text: 'Biomechanical',
        why: 'The biomechanical (structural) model restores posture, balance and motion of the musculoskeletal system: treating the sacral, innominate and paraspinal dysfunctions, supporting the pelvis and correcting posture and lifting mechanics.',
      },
      {
        text: 'Metabolic-energy',
        why: 'The metabolic-energy model addresses energy balance, nutrition, weight and the endocrine and immune systems, for example fatigue or gestational weight gain.',
      },
      {
        text: 'Neurologic',
        why: 'The neurologic model targets spinal facilitation, autonomic balance and pain pathways, such as treating the T10-L2 and S2-S4 levels of the pelvic organs.',
      },
      {
        text: 'Respiratory-circulatory',
        why: 'The respiratory-circulatory model improves breathing and venous and lymphatic flow, such as treating the diaphragms for the edema of pregnancy.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Low back and buttock pain in late pregnancy is largely mechanical: the anterior shift of the center of gravity, the exaggerated lordosis and ligamentous laxity strain the lumbar spine, sacrum and pelvis. The five models of osteopathic patient care (biomechanical, respiratory-circulatory, neurologic, metabolic-energy and behavioral) guide which aspects of structure and function are treated. A plan that corrects the somatic dysfunctions of the sacrum, innominate and spine and improves posture, support and lifting mechanics is built on the biomechanical model.',
    objective: 'Match structural treatment and postural support for pregnancy-related back pain to the biomechanical model.',
    task: 'omt-choice',
    steps: 1,
    takeHome: 'Treating posture, joint motion and somatic dysfunction to restore mechanical function is the biomechanical model.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-lactation-breast-lymphatic-drainage',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Breast engorgement: lymphatic drainage of the breast',
    stem: 'A 29-year-old woman comes to the clinic 5 days after a vaginal delivery because of painful, swollen breasts for 2 days. She is breastfeeding every 3 to 4 hours. She has no fever, chills or localized redness. Temperature is 37.1°C, pulse is 80/min, and blood pressure is 116/74 mm Hg. Both breasts are firm, warm and diffusely tender without erythema, fluctuance or a discrete mass, and the nipples are intact. She is advised to feed more often and to use cold compresses between feedings. The osteopathic physician also begins lymphatic treatment with release of the thoracic inlet, followed by pectoral traction to promote drainage from the breasts.',
    leadIn: 'Most of the lymph from the breast drains first to which of the following node groups?',
    options: [
      {
        text: 'Axillary nodes',
        why: 'About three-quarters of the breast lymph, including most of that from the lateral and central breast, drains to the axillary nodes, which pectoral traction and thoracic inlet release aim to decongest.',
      },
      {
        text: 'Deep cervical nodes',
        why: 'The deep cervical nodes receive lymph from the head and neck; breast lymph reaches the neck only at the supraclavicular level, downstream of the axilla.',
      },
      {
        text: 'Inguinal nodes',
        why: 'The inguinal nodes drain the lower limb, perineum and lower abdominal wall; breast lymph reaches them only when the usual routes are blocked.',
      },
      {
        text: 'Internal thoracic nodes',
        why: 'The parasternal (internal thoracic) nodes receive part of the lymph from the medial breast, a minority of the total.',
      },
      {
        text: 'Posterior mediastinal nodes',
        why: 'The posterior mediastinal nodes drain the esophagus and posterior thorax, not the breast.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Diffuse, bilateral breast firmness and tenderness in the first postpartum week without fever or a localized red area is engorgement, not mastitis or abscess. Besides frequent feeding, osteopathic lymphatic techniques can reduce the interstitial edema: the thoracic inlet is released first, because the lymphatic ducts empty at the venous angles, and pectoral traction lifts the pectoral muscles and rib cage to encourage flow through the axillary nodes, which receive most of the lymph from the breast. Lymphatic techniques are avoided over an abscess.',
    objective: 'Identify the axillary nodes as the main lymphatic drainage of the breast when planning lymphatic OMT.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Breast lymph drains mainly to the axillary nodes; open the thoracic inlet first, then use pectoral traction.',
    osteopathic: true,
  },
  {
    id: 'obgyn-q-omm-preterm-labor-defer-omt',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Prenatal OMT: findings that require deferring treatment',
    stem: 'A 31-year-old woman, gravida 2, para 1, at 32 weeks of gestation comes to the osteopathic clinic for a scheduled treatment of low back pain caused by a right psoas somatic dysfunction, which has improved with weekly osteopathic treatment. Her pregnancy has been uncomplicated, and her first child was born at term. Temperature is 36.8°C, pulse is 88/min, and blood pressure is 114/70 mm Hg. Fundal height is 32 cm, and the fetal heart rate is 140/min. Before treatment, the physician reviews her symptoms and examination for any reason to postpone OMT.',
    leadIn: 'Which of the following additional findings would be the strongest reason to defer OMT today?',
    options: [
      {
        text: 'Ankle edema that resolves overnight',
        why: 'Dependent edema that resolves overnight, with normal blood pressure, is physiologic in late pregnancy and is an indication for lymphatic OMT, not a reason to withhold it.',
      },
      {
        text: 'Heartburn after large meals',
        why: 'Reflux is common in pregnancy because progesterone relaxes the lower esophageal sphincter; it does not contraindicate OMT.',
      },
      {
        text: 'Nocturnal tingling of the thumb, index and middle fingers',
        why: 'Carpal tunnel symptoms are common in late pregnancy and can be helped by OMT to the wrist and thoracic inlet.',
      },
      {
        text: 'Pubic symphysis tenderness',
        why: 'Symphyseal tenderness reflects pelvic girdle dysfunction, which gentle OMT can treat.',
      },
      {
        text: 'Regular painful contractions with cervical change',
        why: 'Regular contractions with cervical change at 32 weeks mean preterm labor, which needs obstetric evaluation and treatment; preterm labor is a contraindication to proceeding with OMT at that visit.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Most musculoskeletal and fluid complaints of pregnancy, such as edema, carpal tunnel symptoms and pelvic girdle pain, are indications for OMT. Before each treatment the physician screens for obstetric problems that take priority. Preterm labor, ruptured membranes, undiagnosed vaginal bleeding, placenta previa, abruption, ectopic pregnancy, threatened abortion, a prolapsed cord and severe preeclampsia all call for obstetric evaluation before any OMT. With regular contractions and cervical change at 32 weeks, she is sent for obstetric evaluation instead of treatment.',
    objective: 'Recognize preterm labor as a reason to defer prenatal OMT.',
    task: 'complication',
    steps: 1,
    takeHome: 'Before prenatal OMT, screen for bleeding, contractions, leaking fluid and severe preeclampsia; treat the obstetric problem first.',
    osteopathic: true,
  },
];
