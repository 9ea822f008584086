import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'cardio-q-omm-facilitated-segment',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Facilitated segment in coronary artery disease',
    stem: 'A 64-year-old man comes to the osteopathic family medicine clinic for follow-up of stable angina. He has three-vessel coronary artery disease managed medically and has exertional chest pressure two or three times a week that resolves with rest or sublingual nitroglycerin. He takes aspirin, metoprolol, atorvastatin and isosorbide mononitrate. He smoked for 30 years and quit 5 years ago. Pulse is 62/min, and blood pressure is 128/76 mm Hg. Cardiopulmonary examination shows no abnormalities. On osteopathic structural examination, the left paraspinal tissues from T2 to T4 show deep muscle hypertonicity and restricted vertebral motion. These changes were treated with OMT 1 week ago but have returned, and light pressure at these segments is more uncomfortable than the same pressure at adjacent levels.',
    leadIn: 'Which of the following best explains the persistence of these findings?',
    options: [
      {
        text: 'Compression of spinal nerve roots by osteophytes',
        why: 'Root compression causes radicular pain with dermatomal sensory loss, weakness or reflex change; it would be the answer if there were a neurologic deficit, which this patient does not have.',
      },
      {
        text: 'Direct spread of pericardial inflammation',
        why: 'Pericardial inflammation does not extend to the paraspinal muscles; pericarditis refers pain to the trapezius ridge through the phrenic nerve and produces a friction rub and diffuse ST elevation.',
      },
      {
        text: 'Ischemia of paraspinal muscles from low cardiac output',
        why: 'The paraspinal muscles are supplied by segmental arteries and are not ischemic in stable angina with normal output; low-output states cause global hypoperfusion, not segmental tissue change.',
      },
      {
        text: 'Referred pain carried by the phrenic nerve',
        why: 'Phrenic (C3-C5) afferents refer diaphragmatic or pericardial irritation to the shoulder and neck, not to the upper thoracic paraspinal tissues.',
      },
      {
        text: 'Segmental facilitation from visceral afferent input',
        why: 'Continuous afferent input from the ischemic myocardium lowers the firing threshold of dorsal horn neurons at the upper thoracic segments, so ordinary input produces exaggerated motor and sympathetic output and tenderness.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Visceral afferents from the heart travel with its sympathetic supply to the upper thoracic cord (about T1-T5, mostly on the left) and converge on dorsal horn neurons that also receive somatic input from the same segments. Repeated ischemic episodes keep these neurons partly depolarized, creating a facilitated segment: deep paraspinal muscles stay hypertonic, tissue texture changes persist, and normal pressure feels tender. Because the visceral source continues, the viscerosomatic changes return soon after OMT, which helps distinguish them from a primary somatic dysfunction. OMT can reduce the somatic component, but recurrent findings are a reminder to keep treating the coronary disease.',
    objective: 'Explain recurrent upper thoracic viscerosomatic findings in coronary disease by segmental facilitation.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'A facilitated segment has a lowered firing threshold from sustained visceral afferent input; its findings return after OMT while the organ remains diseased.',
  },
  {
    id: 'cardio-q-omm-chronic-viscerosomatic',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Chronic viscerosomatic reflex: heart',
    stem: 'A 71-year-old woman comes to the osteopathic clinic for a routine visit. She has had stable exertional angina for 8 years, with chest pressure when she climbs two flights of stairs that resolves within minutes of rest; the pattern has not changed for years. Coronary angiography 6 years ago showed diffuse disease that was not suitable for revascularization. She takes aspirin, atorvastatin, metoprolol and ranolazine. Pulse is 60/min, and blood pressure is 124/72 mm Hg. Heart sounds are normal, and the lungs are clear. The physician palpates the paraspinal region that corresponds to the sympathetic supply of her heart.',
    leadIn: 'Which of the following palpatory findings is most likely in this region?',
    options: [
      {
        text: 'Cool, dry skin over thin, ropy, fibrotic tissue',
        why: 'Long-standing sympathetic input causes vasoconstriction and trophic change, so chronic viscerosomatic tissue is cool, dry, pale and thin, with ropy, fibrotic deep muscles and only dull tenderness.',
      },
      {
        text: 'Discrete tender point that eases with passive shortening',
        why: 'A small tender point that is relieved by shortening the muscle is a counterstrain tender point from a strained muscle, not the tissue change of a chronic viscerosomatic reflex.',
      },
      {
        text: 'Red skin that blanches slowly over swollen tissue',
        why: 'Erythema that lingers after stroking the skin, with swelling, reflects the vasodilation of an acute reflex, as in a recent myocardial infarction.',
      },
      {
        text: 'Sharp, well-localized tenderness with superficial spasm',
        why: 'Sharp tenderness and superficial muscle spasm are acute findings; chronic changes are less tender and involve deeper, fibrotic muscle.',
      },
      {
        text: 'Warm, moist skin over boggy, edematous tissue',
        why: 'Warmth, moisture and bogginess come from the vasodilation and edema of an acute viscerosomatic reflex; they would fit an acute coronary syndrome of hours to days, not 8 years of stable angina.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Eight years of unchanged exertional angina is a chronic visceral process, so the viscerosomatic reflex at the cardiac levels (about T1-T5, mostly on the left) has passed from the acute to the chronic stage. In the acute stage, sympathetic and inflammatory changes cause vasodilation and edema: warm, moist, red, boggy, sharply tender tissue. With time, sustained sympathetic tone produces vasoconstriction and trophic change: the skin becomes cool, dry and pale, the subcutaneous tissue thins, and the deep muscles feel ropy and fibrotic, with dull rather than sharp tenderness.',
    objective: 'Distinguish the palpatory findings of a chronic viscerosomatic reflex from those of an acute one.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Acute viscerosomatic tissue is warm, moist and boggy; chronic tissue is cool, dry, thin and ropy.',
    table: {
      caption: 'Tissue texture in acute and chronic somatic change',
      header: ['Feature', 'Acute', 'Chronic'],
      rows: [
        ['Skin temperature', 'Warm', 'Cool'],
        ['Moisture', 'Moist', 'Dry'],
        ['Tissue', 'Boggy, edematous', 'Thin, ropy, fibrotic'],
        ['Erythema after stroking', 'Lingers', 'Fades quickly or blanches'],
        ['Tenderness', 'Sharp', 'Dull or absent'],
      ],
    },
  },
  {
    id: 'cardio-q-omm-aortic-aneurysm-collateral-ganglia',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Abdominal aortic aneurysm: OMT contraindication',
    stem: 'A 73-year-old man comes to the osteopathic clinic because of constipation for 3 months, with hard stools every 3 to 4 days. Colonoscopy 6 months ago showed diverticulosis only. He has hypertension, hyperlipidemia and an infrarenal abdominal aortic aneurysm that measured 4.7 cm on ultrasonography 4 months ago and is under surveillance by a vascular surgeon. He takes lisinopril and atorvastatin. He smoked one pack of cigarettes daily for 45 years. Pulse is 70/min, and blood pressure is 132/78 mm Hg. A nontender pulsatile mass is palpable above the umbilicus. The abdomen is otherwise soft and nontender, and bowel sounds are normal. He asks about osteopathic treatment for his constipation.',
    leadIn: 'Which of the following techniques is contraindicated in this patient?',
    options: [
      {
        text: 'Collateral ganglion inhibition',
        why: 'The celiac, superior mesenteric and inferior mesenteric ganglia lie on the front of the abdominal aorta, and inhibiting them requires deep, sustained pressure through the abdominal wall onto the aorta, which is unsafe over an aneurysm.',
      },
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital work influences the vagus nerve, the parasympathetic supply of the colon as far as the proximal two-thirds of the transverse colon; it places no pressure on the abdomen and is safe here.',
      },
      {
        text: 'Paraspinal inhibition at T10-L2',
        why: 'Prone paraspinal inhibition at the sympathetic levels of the colon reduces sympathetic tone that slows motility and applies no force to the aorta.',
      },
      {
        text: 'Rib raising of the lower ribs',
        why: 'Rib raising at the lower thoracic levels normalizes sympathetic outflow to the bowel through the chain ganglia beside the rib heads, away from the aorta.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral techniques target the pelvic splanchnic (S2-S4) parasympathetic supply of the descending and sigmoid colon and rectum, which promotes defecation, without abdominal pressure.',
      },
    ],
    answerIndex: 0,
    rationale:
      'This patient has an abdominal aortic aneurysm, confirmed by ultrasonography and felt as a pulsatile mass. The prevertebral (collateral) ganglia sit on the anterior aorta at the origins of the celiac trunk and the superior and inferior mesenteric arteries. Collateral ganglion inhibition is done by pressing deeply and steadily through the midline abdomen toward these ganglia, so it directly compresses the aorta; an aneurysm, a recent abdominal operation or an intra-abdominal infection contraindicates it. His constipation can still be treated with techniques that modify autonomic tone away from the aorta: sympathetic levels (T10-L2) through paraspinal inhibition or rib raising, and parasympathetic supply through the sacrum and the occipitoatlantal region.',
    objective: 'Recognize an abdominal aortic aneurysm as a contraindication to collateral ganglion inhibition.',
    task: 'complication',
    steps: 2,
    takeHome: 'Collateral ganglion inhibition presses on the abdominal aorta: avoid it with an aortic aneurysm and use paraspinal, rib-raising or sacral techniques instead.',
  },
  {
    id: 'cardio-q-omm-cpr-rib-fractures',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'OMT after cardiopulmonary resuscitation',
    stem: 'A 66-year-old man is in the cardiac care unit 3 days after an out-of-hospital cardiac arrest. He collapsed at home with ventricular fibrillation, received 12 minutes of cardiopulmonary resuscitation and was defibrillated; coronary angiography showed an occluded left anterior descending artery, which was stented. He was extubated yesterday and is alert and oriented. He is receiving aspirin, ticagrelor, metoprolol, atorvastatin and intravenous ampicillin-sulbactam for aspiration pneumonia. Temperature is 37.8°C, pulse is 84/min, respirations are 20/min, blood pressure is 118/72 mm Hg, and oxygen saturation is 94% on 2 L/min of oxygen by nasal cannula. There is tenderness and crepitus over the left anterior chest wall. Crackles are heard at the right lung base. A chest radiograph shows a right lower lobe infiltrate and nondisplaced fractures of the left 3rd through 6th ribs anteriorly. The physician plans OMT to improve fluid drainage from the chest and to help him clear secretions.',
    leadIn: 'Which of the following techniques is contraindicated in this patient?',
    options: [
      {
        text: 'Cervical soft tissue kneading',
        why: 'Gentle soft tissue work to the cervical muscles relaxes accessory respiratory muscles and is far from the fractures; it is safe here.',
      },
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital decompression addresses the vagal (parasympathetic) supply of the lungs and applies no force to the ribs.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump moves lymph by rhythmic motion transmitted from the feet, without compressing the chest; it is the usual lymphatic pump when the thoracic pump cannot be used.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'Releasing the thoracic inlet opens the terminal drainage of the thoracic and right lymphatic ducts with light contact at the base of the neck and clavicles; it is the first lymphatic step and does not load the fractured 3rd through 6th ribs.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'The thoracic pump delivers repeated compressions to the anterior chest wall, which could displace the fractured ribs, injure the lung and worsen pain; fractures at the treatment site contraindicate it.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Chest compressions commonly fracture the anterior ribs, and this patient has tenderness, crepitus and radiographic fractures of the left 3rd through 6th ribs. The thoracic lymphatic pump is performed by pressing rhythmically on the upper anterior chest wall with both hands, so fractures in that area contraindicate it. Lymphatic treatment of his pneumonia can still proceed: release the thoracic inlet first, then use the pedal pump, which moves fluid without loading the chest, and address autonomic tone with suboccipital and cervical techniques. Rib fractures heal over about 6 weeks, after which chest techniques can be reconsidered.',
    objective: 'Recognize rib fractures after cardiopulmonary resuscitation as a contraindication to the thoracic lymphatic pump.',
    task: 'complication',
    steps: 2,
    takeHome: 'Rib fractures, including those from CPR, contraindicate the thoracic lymphatic pump; release the thoracic inlet and use the pedal pump instead.',
  },
  {
    id: 'cardio-q-omm-vertebral-osteomyelitis-hvla',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Infective endocarditis with vertebral osteomyelitis: OMT contraindication',
    stem: 'A 34-year-old man is hospitalized with methicillin-susceptible Staphylococcus aureus bacteremia from tricuspid valve endocarditis and is receiving intravenous cefazolin on hospital day 6. He injects heroin daily. He has severe low back pain that began 2 weeks before admission and is worse at night. Temperature is 38.1°C, pulse is 96/min, and blood pressure is 118/70 mm Hg. A holosystolic murmur is heard at the left lower sternal border and increases with inspiration. There is focal tenderness to percussion over the L3 spinous process. Strength, sensation and reflexes in the lower extremities are normal. MRI of the lumbar spine shows increased T2 signal in the L3-L4 disc space with enhancement and marrow edema of the adjacent vertebral end plates. On osteopathic structural examination, the lumbar paraspinal muscles are hypertonic, and L3 is restricted in extension and right rotation. He asks whether manipulation can relieve his pain.',
    leadIn: 'Which of the following techniques is contraindicated at the lumbar spine in this patient?',
    options: [
      {
        text: 'Counterstrain',
        why: 'Counterstrain is a passive, indirect positional technique that applies no corrective force to bone and can be used for comfort while the infection is treated.',
      },
      {
        text: 'Facilitated positional release',
        why: 'Facilitated positional release places the segment in its position of ease with light compression for a few seconds; it does not stress the infected vertebra.',
      },
      {
        text: 'High-velocity, low-amplitude thrust',
        why: 'A thrust delivered to an infected, weakened vertebra can fracture it, spread infection into the epidural space or injure neural structures; osteomyelitis at the site is an absolute contraindication.',
      },
      {
        text: 'Myofascial release of the lumbar fascia',
        why: 'Myofascial release uses sustained, gentle pressure on the soft tissues and is acceptable for paraspinal spasm while antibiotics treat the infection.',
      },
      {
        text: 'Soft tissue inhibitory pressure',
        why: 'Steady inhibitory pressure on hypertonic paraspinal muscles relaxes them without moving the vertebrae and is appropriate here.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Staphylococcus aureus bacteremia from endocarditis seeds bone, and night pain, fever, focal spinous process tenderness and MRI enhancement of a disc space with its adjacent end plates establish discitis with vertebral osteomyelitis at L3-L4. High-velocity, low-amplitude thrust is absolutely contraindicated where bone is infected, fractured, invaded by tumor or severely osteoporotic, because the thrust can collapse the vertebra or produce an epidural abscess or neurologic injury. Gentle indirect and soft tissue techniques may ease paraspinal spasm during the prolonged intravenous antibiotic course, and he needs repeated neurologic checks for signs of epidural abscess.',
    objective: 'Identify vertebral osteomyelitis as an absolute contraindication to high-velocity, low-amplitude thrust.',
    task: 'complication',
    steps: 2,
    takeHome: 'Vertebral osteomyelitis, like fracture, metastasis or severe osteoporosis, is an absolute contraindication to HVLA at that level.',
  },
  {
    id: 'cardio-q-omm-t4-type-ii-dysfunction',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Noncardiac chest pain: thoracic type II somatic dysfunction',
    stem: 'A 47-year-old woman comes to the emergency department because of pain in the right upper back and right anterior chest for 2 days. The pain began while she was lifting heavy boxes, is sharp, worsens with twisting of the trunk, and does not change with exertion. She has no shortness of breath, fever, cough or leg swelling. She takes levothyroxine for hypothyroidism and no other medications. Pulse is 76/min, respirations are 16/min, blood pressure is 126/78 mm Hg, and oxygen saturation is 99% on room air. Cardiopulmonary examination shows no abnormalities. An ECG is normal, and serum troponin I concentrations are below 0.01 ng/mL at arrival and 3 hours later. A chest radiograph is normal. On osteopathic structural examination, the right transverse process of T4 is more posterior than the left; the asymmetry increases when she bends backward and disappears when she bends forward.',
    leadIn: 'Which of the following best describes the somatic dysfunction at T4?',
    options: [
      {
        text: 'Extended, rotated left, sidebent left',
        why: 'This would be named if the left transverse process were posterior and the asymmetry disappeared in extension; both the side and the flexion-extension behavior are reversed here.',
      },
      {
        text: 'Extended, rotated right, sidebent right',
        why: 'The side is right, but an extended segment is symmetric in extension and most asymmetric in flexion, the opposite of what was found.',
      },
      {
        text: 'Flexed, rotated left, sidebent left',
        why: 'The segment is flexed, but the posterior transverse process marks the side of rotation, and here it is on the right.',
      },
      {
        text: 'Flexed, rotated right, sidebent right',
        why: 'The right transverse process is posterior (rotated right), the asymmetry resolves in flexion (the segment moves freely into flexion), and a single flexed segment follows type II mechanics, sidebending to the same side.',
      },
      {
        text: 'Neutral, sidebent left, rotated right',
        why: 'A neutral (type I) dysfunction involves a group of segments whose asymmetry persists in both flexion and extension; a single segment that changes with flexion and extension is type II.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Mechanical, position-dependent pain after lifting, with a normal ECG, two troponin values below the 99th percentile and a normal chest radiograph, points to a musculoskeletal cause. The somatic dysfunction is named for the position the segment moves into freely. A posterior right transverse process means T4 is rotated right. The asymmetry worsens in extension and disappears in flexion, so T4 is flexed and resists extension. A single segment that is flexed or extended follows Fryette type II mechanics, with rotation and sidebending to the same side: T4 flexed, rotated right, sidebent right (FRS right). Treatment such as muscle energy would engage the barrier of extension, left rotation and left sidebending.',
    objective: 'Name a thoracic type II somatic dysfunction from transverse process asymmetry in flexion and extension.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Name a type II segment for the side of the posterior transverse process and the position that erases the asymmetry: symmetric in flexion plus right posterior is FRS right.',
  },
  {
    id: 'cardio-q-omm-muscle-energy-barrier',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Muscle energy for a thoracic type II dysfunction',
    stem: 'A 56-year-old man comes to the osteopathic clinic because of aching left midthoracic back pain that wraps toward the left side of his chest for 10 days. It began after he spent a weekend painting a ceiling and worsens when he bends forward. Two years ago he had a drug-eluting stent placed in the right coronary artery; an exercise stress test 3 weeks ago, done because he feared the pain was cardiac, showed no ischemia at a high workload. He takes aspirin, atorvastatin and metoprolol. Pulse is 64/min, and blood pressure is 124/76 mm Hg. The lungs are clear, and heart sounds are normal. Structural examination shows T6 extended, rotated left, sidebent left. The physician plans to treat T6 with muscle energy.',
    leadIn: 'Before the patient contracts, T6 should be placed in which of the following positions?',
    options: [
      {
        text: 'Extension, left rotation, left sidebending',
        why: 'This is the position of ease that gives the dysfunction its name; indirect techniques such as facilitated positional release start here, but muscle energy is a direct technique.',
      },
      {
        text: 'Extension, right rotation, right sidebending',
        why: 'Right rotation and right sidebending engage two barriers, but extension moves the segment further into its freedom instead of engaging the flexion barrier.',
      },
      {
        text: 'Flexion, left rotation, left sidebending',
        why: 'Flexion engages the sagittal barrier, but left rotation and left sidebending move toward the ease rather than against the restriction.',
      },
      {
        text: 'Flexion, right rotation, right sidebending',
        why: 'T6 resists flexion, right rotation and right sidebending, so this position engages the restrictive barrier in all three planes, as a direct technique requires.',
      },
      {
        text: 'Neutral, left rotation, right sidebending',
        why: 'Opposite rotation and sidebending in neutral describe type I (group) mechanics and do not engage the barriers of a single extended segment.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A negative high-workload stress test and pain that is mechanical and reproduced by forward bending point to a musculoskeletal cause; an extended segment is restricted in flexion. Muscle energy is a direct technique: the physician localizes the segment at its restrictive barrier in all three planes, the patient contracts gently away from the barrier for 3 to 5 seconds against an equal counterforce, relaxes, and the physician takes up the slack to the new barrier, repeating three to five times before rechecking. The barrier is the mirror image of the name, so for T6 extended, rotated left, sidebent left (ERS left) the segment is placed in flexion, right rotation and right sidebending.',
    objective: 'Position a thoracic type II somatic dysfunction at its restrictive barrier for muscle energy treatment.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Muscle energy is direct: place the segment at its barrier in all three planes, the mirror image of its name (ERS left: flexion, right rotation, right sidebending).',
  },
  {
    id: 'cardio-q-omm-post-isometric-relaxation',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Muscle energy: post-isometric relaxation',
    stem: 'A 59-year-old woman comes to the osteopathic clinic because of upper back stiffness for 3 weeks. She is attending outpatient cardiac rehabilitation 8 weeks after a non-ST-elevation myocardial infarction treated with a coronary stent, and she has had no chest pain since. She takes aspirin, clopidogrel, metoprolol, lisinopril and atorvastatin. Pulse is 66/min, and blood pressure is 118/72 mm Hg. Structural examination shows hypertonic left upper thoracic paraspinal muscles and T3 flexed, rotated left, sidebent left. The physician positions T3 at its restrictive barrier and asks her to push gently toward left sidebending for 3 to 5 seconds against an equal counterforce and then to relax completely. After each relaxation, T3 moves farther toward extension, right rotation and right sidebending before resistance is felt.',
    leadIn: 'Which of the following mechanisms best explains the increased range after each contraction?',
    options: [
      {
        text: 'Autogenic inhibition through Golgi tendon organs',
        why: 'She contracts the hypertonic left-sided muscles that hold T3 in its dysfunction; tension on their Golgi tendon organs inhibits the same muscles afterward, so they relax and the barrier moves.',
      },
      {
        text: 'Crossed extensor reflex of the opposite side',
        why: 'The crossed extensor reflex is used when the affected limb cannot be worked on directly, by contracting the opposite limb; it does not apply to a contraction of the paraspinal muscles themselves.',
      },
      {
        text: 'Reciprocal inhibition from contraction of the antagonists',
        why: 'Reciprocal inhibition would apply if she pushed into the barrier (toward right sidebending), contracting the antagonists of the tight muscles; it is chosen when contracting the tight muscle itself is too painful.',
      },
      {
        text: 'Reduced spindle firing from passive shortening',
        why: 'Quieting the muscle spindle by passively shortening the muscle and holding it for about 90 seconds is the mechanism of counterstrain, an indirect technique without patient effort.',
      },
      {
        text: 'Viscoelastic creep of the thoracolumbar fascia',
        why: 'Gradual lengthening of fascia under sustained load underlies myofascial release, not the brief active contractions of muscle energy.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Cardiac rehabilitation after a stented infarction is not a contraindication to gentle muscle energy in a stable patient. Here the patient pushes toward her freedom (left sidebending), contracting the shortened, hypertonic left paraspinal muscles isometrically against the physician\'s counterforce. After the contraction those same muscles relax for a few seconds, a post-isometric relaxation attributed to Golgi tendon organ (Ib) afferents producing autogenic inhibition, and the physician takes up the new slack toward extension, right rotation and right sidebending. Other forms of muscle energy include reciprocal inhibition, respiratory assistance, the oculocephalogyric reflex and the crossed extensor reflex.',
    objective: 'Identify post-isometric relaxation as the mechanism of muscle energy when the patient contracts toward the ease.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Contracting the tight muscle toward the ease, then relaxing, uses post-isometric relaxation (Golgi tendon organs); contracting its antagonist uses reciprocal inhibition.',
  },
  {
    id: 'cardio-q-omm-peripheral-artery-sympathetic-levels',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Peripheral artery disease: sympathetic supply of the lower extremity',
    stem: 'A 67-year-old man comes to the osteopathic clinic because of cramping pain in both calves that begins after he walks two blocks and resolves within minutes of rest; it has gradually worsened over 1 year. He has type 2 diabetes mellitus and hypertension and smokes one pack of cigarettes daily. He takes metformin, lisinopril and atorvastatin. Pulse is 72/min, and blood pressure is 142/84 mm Hg. The feet are cool with shiny, hairless skin, and the dorsalis pedis and posterior tibial pulses are diminished bilaterally. The ankle-brachial index is 0.62 on the right and 0.66 on the left. He is started on aspirin and supervised exercise therapy and is counseled to stop smoking. As an adjunct, his physician plans OMT directed at the spinal levels from which sympathetic vasomotor fibers to the vessels of his legs arise.',
    leadIn: 'These fibers arise from which of the following spinal levels?',
    options: [
      {
        text: 'C5-T1',
        why: 'C5-T1 form the brachial plexus, the somatic motor and sensory supply of the upper limb; the cervical segments have no preganglionic sympathetic neurons.',
      },
      {
        text: 'T1-T4',
        why: 'T1-T4 supply sympathetic fibers to the head and neck.',
      },
      {
        text: 'T2-T8',
        why: 'T2-T8 supply sympathetic fibers to the upper extremities; this range would be right for claudication or vasospasm of the arm.',
      },
      {
        text: 'T10-T11',
        why: 'T10-T11 send sympathetic fibers to the kidneys, upper ureters, gonads and proximal colon; the legs are supplied from lower segments.',
      },
      {
        text: 'T11-L2',
        why: 'Preganglionic neurons for the lower extremities lie in the lateral horn from about T11 to L2 and synapse in the lumbar and sacral chain ganglia before following the lumbosacral plexus to the leg vessels.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Exertional calf pain relieved by rest, diminished pedal pulses, trophic skin changes and an ankle-brachial index below 0.90 establish peripheral artery disease with intermittent claudication. The sympathetic vasomotor supply of the legs comes from the lateral horn of about T11 to L2; these fibers descend in the sympathetic chain to the lumbar and sacral ganglia and reach the arteries with the femoral, obturator and sciatic nerves. Osteopathic treatment aimed at this outflow (paraspinal inhibition or rib raising at the thoracolumbar junction) is used only as an adjunct to smoking cessation, exercise therapy, antiplatelet and statin therapy and, when needed, revascularization.',
    objective: 'Identify T11-L2 as the origin of the sympathetic supply of the lower extremities.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Sympathetic supply by region: head and neck T1-T4, heart T1-T5, upper limb T2-T8, lower limb T11-L2.',
  },
  {
    id: 'cardio-q-omm-counterstrain-anterior-thoracic',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Counterstrain for an anterior thoracic tender point',
    stem: 'A 38-year-old woman comes to the emergency department because of anterior chest pain for 3 days that began after an intense rowing workout. The pain is aching and is worse when she sits up straight or takes a deep breath. She has no shortness of breath, fever, cough or leg swelling, and she takes no medications. Pulse is 72/min, respirations are 14/min, blood pressure is 118/74 mm Hg, and oxygen saturation is 99% on room air. Heart and lung examinations show no abnormalities. An ECG is normal, and serum troponin I concentration is below 0.01 ng/mL. Palpation shows an exquisitely tender, pea-sized point on the midline of the sternum at the level of the fourth costal cartilages; pressure on it reproduces her pain without radiation. The physician plans counterstrain.',
    leadIn: 'Which of the following is the most appropriate treatment position?',
    options: [
      {
        text: 'Extension of the thoracic spine',
        why: 'Extension is the main position for posterior thoracic tender points beside the spinous processes; it would further strain the tissues of an anterior point.',
      },
      {
        text: 'Flexion of the thoracic spine',
        why: 'Anterior thoracic tender points on the sternum are relieved by flexing the head and trunk toward the point, which shortens the strained anterior tissues.',
      },
      {
        text: 'Long-axis traction of the thoracic spine',
        why: 'Traction is used in articulatory and myofascial techniques; counterstrain relies on passive positioning that shortens the tissue, not on traction.',
      },
      {
        text: 'Rotation of the thoracic spine',
        why: 'Rotation and sidebending are added only to fine-tune the position; on their own they do not shorten the tissues of a midline anterior point.',
      },
      {
        text: 'Sidebending away from the point in extension',
        why: 'Extension with sidebending away is a typical fine-tuning for posterior points and would stretch, not shorten, the tissues of an anterior point.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A normal ECG and troponin with pain that is reproduced by pressing a discrete sternal point indicate a musculoskeletal cause; the midline sternal point at the fourth costal cartilages is an anterior thoracic (AT4) counterstrain tender point. In counterstrain, the patient is placed passively in the position of greatest comfort, usually one that shortens the affected tissue: anterior points are treated mainly in flexion and posterior points in extension. For anterior thoracic points the supine patient\'s head and upper trunk are flexed toward the point until its tenderness falls by at least 70 percent; the position is held for 90 seconds, and the patient is returned slowly and passively to neutral before rechecking.',
    objective: 'Choose flexion to treat an anterior thoracic counterstrain tender point.',
    task: 'omt-choice',
    steps: 1,
    takeHome: 'Counterstrain: anterior tender points are treated mainly in flexion, posterior points in extension; hold 90 seconds and return slowly and passively.',
  },
  {
    id: 'cardio-q-omm-rib-raising-chain-ganglia',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Rib raising: anatomy of the sympathetic chain',
    stem: 'A 78-year-old woman is hospitalized with acute decompensated heart failure with reduced ejection fraction. After 3 days of intravenous furosemide, her dyspnea has improved, and she weighs 3 kg less than on admission. She takes sacubitril-valsartan, metoprolol succinate, spironolactone and dapagliflozin. Pulse is 82/min, respirations are 18/min, blood pressure is 108/66 mm Hg, and oxygen saturation is 95% on room air. Fine crackles are heard at both lung bases, and there is trace ankle edema. Osteopathic structural examination shows warm, boggy paraspinal tissues from T1 to T5 on the left. With the patient supine, the physician places the fingertips at the upper rib angles and lifts them rhythmically toward the ceiling to normalize sympathetic outflow to the heart.',
    leadIn: 'The sympathetic structures that this technique most directly influences lie at which of the following locations?',
    options: [
      {
        text: 'Anterior to the abdominal aorta',
        why: 'The celiac, superior mesenteric and inferior mesenteric (collateral) ganglia lie on the front of the abdominal aorta and are treated by collateral ganglion inhibition for abdominal organs.',
      },
      {
        text: 'Anterior to the costovertebral joints',
        why: 'The paravertebral sympathetic chain ganglia lie along the costovertebral junctions just in front of the rib heads, so lifting the rib angles moves the rib heads and the tissues over these ganglia.',
      },
      {
        text: 'Within the carotid sheath',
        why: 'The carotid sheath contains the vagus nerve, the parasympathetic supply of the heart, which OMT reaches through the occipitoatlantal region; the cervical sympathetic trunk lies behind the sheath.',
      },
      {
        text: 'Within the intervertebral foramina',
        why: 'The intervertebral foramina contain the spinal nerves and dorsal root ganglia, which hold sensory rather than autonomic neurons.',
      },
      {
        text: 'Within the walls of the organs supplied',
        why: 'Intramural ganglia in the walls of organs, including the cardiac ganglia of the atria, are parasympathetic; sympathetic synapses occur in chain or collateral ganglia.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Warm, boggy left upper thoracic tissue during a heart failure admission is an acute viscerosomatic reflex at the cardiac levels. Preganglionic sympathetic neurons for the heart lie in the lateral horn from about T1 to T5, leave through white rami communicantes and synapse in the cervical and upper thoracic chain ganglia, which sit on the heads of the ribs at the costovertebral junctions. Rib raising lifts the rib angles anterolaterally, moving the costovertebral joints and the overlying tissues; it is used to normalize segmental sympathetic outflow, improve rib cage motion and aid lymphatic return, and it can be done in bed in hospitalized patients. Abdominal organs are reached instead through the collateral ganglia on the aorta.',
    objective: 'Locate the sympathetic chain ganglia just anterior to the costovertebral joints, the target of rib raising.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Rib raising acts on the sympathetic chain ganglia, which lie just anterior to the rib heads; collateral ganglia lie on the abdominal aorta.',
  },
  {
    id: 'cardio-q-omm-inferior-infarction-vagal-reflex',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Inferior myocardial infarction: vagal viscerosomatic reflex',
    stem: 'A 63-year-old man is in the cardiac care unit 1 day after an inferior ST-elevation myocardial infarction treated with a stent in the right coronary artery. On arrival he had nausea, vomiting and diaphoresis, with a pulse of 44/min and a blood pressure of 86/54 mm Hg that improved with atropine and intravenous fluid. He is now free of pain and takes aspirin, ticagrelor, atorvastatin and lisinopril. Pulse is 62/min, and blood pressure is 116/70 mm Hg. On osteopathic structural examination, there are warm, boggy paraspinal tissue changes from T2 to T4 on the left. In addition, the suboccipital tissues are tense and tender, with restricted motion at the occipitoatlantal joint and C2.',
    leadIn: 'The suboccipital findings are most likely mediated by afferent fibers in which of the following nerves?',
    options: [
      {
        text: 'Greater occipital nerve',
        why: 'The greater occipital nerve (dorsal ramus of C2) carries somatic sensation from the posterior scalp and is involved in occipital neuralgia, not in reflexes from the heart.',
      },
      {
        text: 'Phrenic nerve',
        why: 'Phrenic (C3-C5) afferents from the diaphragm and pericardium refer pain to the neck and shoulder; they would explain trapezius ridge pain in pericarditis, not suboccipital changes.',
      },
      {
        text: 'Spinal accessory nerve',
        why: 'The spinal accessory nerve is motor to the sternocleidomastoid and trapezius and carries no visceral afferents from the heart.',
      },
      {
        text: 'Thoracic cardiac nerves',
        why: 'Cardiac afferents running with the sympathetic cardiac nerves enter the cord at about T1-T5 and explain the left upper thoracic changes, not the suboccipital ones.',
      },
      {
        text: 'Vagus nerve',
        why: 'The inferior wall of the left ventricle is rich in vagal afferents, and vagal viscerosomatic reflexes appear in the occipitoatlantal and upper cervical (C1-C2) region.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Bradycardia, hypotension and vomiting at the onset of an inferior infarction reflect activation of vagal afferents from the inferior wall of the left ventricle (the Bezold-Jarisch reflex). The heart therefore produces two viscerosomatic patterns: a sympathetic one at about T1-T5, usually on the left, carried by afferents that travel with the cardiac sympathetic nerves, and a parasympathetic one from vagal afferents, found at the occipitoatlantal joint and C1-C2. Gentle suboccipital release can address the upper cervical component once the patient is stable.',
    objective: 'Attribute upper cervical viscerosomatic findings in inferior myocardial infarction to vagal afferents.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Cardiac viscerosomatic reflexes: sympathetic at T1-T5 (mostly left), vagal at the occipitoatlantal joint and C1-C2.',
  },
  {
    id: 'cardio-q-omm-muscle-energy-sedated-patient',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'OMT after coronary artery bypass grafting',
    stem: 'A 69-year-old man is in the cardiothoracic intensive care unit 14 hours after coronary artery bypass grafting through a median sternotomy. He remains intubated, is sedated with propofol and does not follow commands. He is receiving a low-dose norepinephrine infusion, and the chest tubes are draining small amounts of serosanguineous fluid. Temperature is 36.9°C, pulse is 92/min, blood pressure is 104/62 mm Hg, and oxygen saturation is 97% on mechanical ventilation with a fraction of inspired oxygen of 0.4. The osteopathic physician finds hypertonic thoracic paraspinal muscles with somatic dysfunction from T4 to T7 and plans gentle OMT to support his recovery.',
    leadIn: 'Which of the following techniques is contraindicated in this patient at this time?',
    options: [
      {
        text: 'Balanced ligamentous tension',
        why: 'Balanced ligamentous tension is a passive, indirect technique in which the physician positions the joint at ligamentous balance; it needs no effort from the patient.',
      },
      {
        text: 'Counterstrain',
        why: 'Counterstrain is passive positioning into ease; without verbal feedback the physician judges the position by the feel of the tissues, so sedation does not prevent it.',
      },
      {
        text: 'Facilitated positional release',
        why: 'Facilitated positional release is a brief, passive indirect technique that can be done in a bedbound, sedated patient.',
      },
      {
        text: 'Muscle energy',
        why: 'Muscle energy depends on a precisely directed voluntary contraction on command, which a sedated patient who does not follow commands cannot give; low vitality after major surgery is a further contraindication.',
      },
      {
        text: 'Soft tissue inhibitory pressure',
        why: 'Gentle, sustained fingertip pressure on the paraspinal muscles can be applied with the patient supine and relaxes them without any patient effort.',
      },
    ],
    answerIndex: 3,
    rationale:
      'OMT can be given in the intensive care unit soon after cardiac surgery if it is gentle and passive. The key limitation here is that he is sedated and cannot follow commands. Muscle energy is the one technique among the options that requires the patient to contract a specific muscle, in a specific direction and with controlled force, against the physician\'s counterforce; it is contraindicated in patients who cannot cooperate and is relatively contraindicated in patients with low vitality, such as those recovering from major surgery or critical illness. Passive indirect and soft tissue techniques, such as counterstrain, facilitated positional release, balanced ligamentous tension and inhibitory pressure, remain available, and thrust techniques are avoided after a sternotomy.',
    objective: 'Recognize that muscle energy is contraindicated in a patient who cannot cooperate, such as a sedated patient after surgery.',
    task: 'complication',
    steps: 2,
    takeHome: 'Muscle energy needs an alert, cooperative patient who can contract on command; use passive techniques for sedated or very weak patients.',
  },
  {
    id: 'cardio-q-omm-posterior-chapman-heart',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Chapman reflex points: heart (posterior)',
    stem: 'A 58-year-old woman comes to the osteopathic clinic because of squeezing retrosternal discomfort with brisk walking for 6 weeks that resolves after 3 to 5 minutes of rest. She has hypertension and type 2 diabetes mellitus and takes lisinopril and metformin. Pulse is 74/min, and blood pressure is 136/82 mm Hg. Heart sounds are normal, and the lungs are clear. A resting ECG is normal. Aspirin, a statin and a beta-blocker are started, and a stress test is scheduled. On palpation of the anterior chest wall, a small, smooth, firm, tender nodule is found in the deep fascia of an intercostal space beside the sternum, consistent with a Chapman reflex point related to her condition. The physician plans to treat the corresponding posterior point.',
    leadIn: 'At which of the following locations should the physician apply treatment?',
    options: [
      {
        text: 'Between the transverse processes of T2 and T3',
        why: 'The posterior Chapman point of the heart (myocardium) lies between the T2 and T3 transverse processes, midway between the spinous process and the tip of the transverse process.',
      },
      {
        text: 'Between the transverse processes of T3 and T4',
        why: 'The T3-T4 intertransverse space holds the posterior point of the upper lung, whose anterior point is in the third intercostal space.',
      },
      {
        text: 'Between the transverse processes of T4 and T5',
        why: 'The T4-T5 intertransverse space holds the posterior point of the lower lung, whose anterior point is in the fourth intercostal space.',
      },
      {
        text: 'Between the transverse processes of T12 and L1',
        why: 'The posterior kidney point lies at T12-L1; its anterior point is 1 inch superior and 1 inch lateral to the umbilicus.',
      },
      {
        text: 'Second intercostal space beside the sternum',
        why: 'This is the anterior Chapman point of the heart, the diagnostic point already found; treatment is applied to its posterior counterpart.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Exertional retrosternal discomfort relieved by rest is stable angina, and the tender parasternal nodule is the anterior Chapman point of the heart in the second intercostal space. Chapman reflex points are small, smooth, firm gangliform contractions in the deep fascia that reflect visceral dysfunction through the autonomic nervous system. Anterior points are used mainly for diagnosis, and treatment is applied to the paired posterior point with firm, gentle rotary pressure until the nodule softens, after which the anterior point is rechecked. For the heart the posterior point lies between the transverse processes of T2 and T3. The finding supports, but never replaces, the planned cardiac evaluation.',
    objective: 'Locate the posterior Chapman reflex point of the heart between the T2 and T3 transverse processes.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Heart Chapman points: anterior in the second intercostal space beside the sternum, posterior between the T2 and T3 transverse processes.',
  },
  {
    id: 'cardio-q-omm-type-i-group-dysfunction',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Thoracic type I group somatic dysfunction in a hospitalized patient',
    stem: 'A 74-year-old man is in the hospital for the fifth day with an exacerbation of heart failure with reduced ejection fraction. His dyspnea has improved with intravenous furosemide, but since admission he has had aching mid-back pain that he attributes to lying in the hospital bed. He takes sacubitril-valsartan, carvedilol, spironolactone and empagliflozin. Pulse is 78/min, respirations are 18/min, blood pressure is 112/70 mm Hg, and oxygen saturation is 95% on room air. A few crackles are heard at both lung bases. On osteopathic structural examination, the left transverse processes from T5 to T9 are more posterior than the right, and the asymmetry is unchanged when he flexes and when he extends his trunk.',
    leadIn: 'Which of the following best describes the somatic dysfunction of T5 through T9?',
    options: [
      {
        text: 'Extended, sidebent left, rotated left',
        why: 'An extended, type II dysfunction involves a single segment whose asymmetry changes with flexion and extension; here a group of five segments is unchanged in both.',
      },
      {
        text: 'Flexed, sidebent left, rotated left',
        why: 'A flexed, type II dysfunction would be a single segment that becomes symmetric in flexion, which is not what was found.',
      },
      {
        text: 'Neutral, sidebent left, rotated left',
        why: 'In neutral mechanics the group rotates and sidebends to opposite sides, so rotation and sidebending to the same side cannot describe a type I group.',
      },
      {
        text: 'Neutral, sidebent left, rotated right',
        why: 'This is a valid type I pattern, but rotation to the right would make the right transverse processes posterior; here the left ones are.',
      },
      {
        text: 'Neutral, sidebent right, rotated left',
        why: 'A group of segments that is unchanged by flexion and extension is in neutral; the posterior left transverse processes show left rotation, and type I mechanics couple it with right sidebending.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Prolonged bed rest during a heart failure admission commonly produces thoracic somatic dysfunction. Several adjacent segments (T5-T9) with posterior transverse processes on one side and an asymmetry that does not change with flexion or extension form a neutral (type I) group dysfunction. Fryette\'s first principle states that in neutral, sidebending and rotation occur to opposite sides, with the group rotating toward the convexity of the curve. The posterior left transverse processes mark left rotation, so the group is sidebent right: T5-T9 neutral, sidebent right, rotated left (NSRRL). Type II dysfunctions, by contrast, involve a single flexed or extended segment with rotation and sidebending to the same side.',
    objective: 'Name a thoracic type I group somatic dysfunction from transverse process asymmetry unchanged by flexion and extension.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Type I (neutral) group dysfunction: several segments, unchanged by flexion and extension, rotated toward the posterior transverse processes and sidebent the opposite way.',
  },
  {
    id: 'cardio-q-omm-complex-regional-pain-after-radial-access',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Complex regional pain syndrome after transradial catheterization',
    stem: 'A 61-year-old woman comes to the osteopathic clinic because of burning pain and swelling of the right hand for 5 weeks. Six weeks ago she underwent coronary angiography through the right radial artery, which showed nonobstructive coronary artery disease; a small hematoma at the puncture site resolved within days. She has hypertension treated with amlodipine. Pulse is 74/min, and blood pressure is 128/78 mm Hg. The right hand is swollen, shiny, mottled and cooler than the left, with increased sweating; light touch provokes intense pain, and finger motion is limited by pain. The radial pulse is normal, and Doppler ultrasonography shows a patent radial artery. Strength and reflexes are normal within the limits of pain. Radiographs of the hand show patchy periarticular osteopenia. In addition to physical therapy and medication, the physician plans OMT aimed at the sympathetic component of her condition.',
    leadIn: 'Which of the following techniques is most appropriate for this purpose?',
    options: [
      {
        text: 'Collateral ganglion inhibition',
        why: 'Collateral ganglion inhibition targets the celiac and mesenteric ganglia that supply the abdominal viscera, not the upper limb.',
      },
      {
        text: 'Rib raising of the lower ribs',
        why: 'Lower rib raising reaches the lower thoracic segments that supply the abdominal viscera and, at T11-L2, the lower extremities; it would suit sympathetic symptoms in a leg.',
      },
      {
        text: 'Rib raising of the upper ribs',
        why: 'Upper rib raising acts on the upper thoracic segments (about T2-T8) whose sympathetic fibers supply the arm, so it addresses the vasomotor and sudomotor component of her hand symptoms.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral techniques influence the pelvic splanchnic (S2-S4) parasympathetic outflow to the pelvic organs and distal colon, which has no role in the limb.',
      },
      {
        text: 'Suboccipital release',
        why: 'Suboccipital release influences the vagus nerve, which has no parasympathetic fibers to the limbs; it would address vagal tone to the thoracic and abdominal organs.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Burning pain, allodynia, swelling, color and temperature change, abnormal sweating and patchy osteopenia after a minor procedure on the limb, with a patent radial artery, fit complex regional pain syndrome type I. Its vasomotor and sudomotor features are sympathetically mediated. The sympathetic supply of the upper extremity arises from about T2 to T8, synapses in the upper thoracic and cervical chain ganglia (including the stellate ganglion) and reaches the arm through the brachial plexus. OMT directed at these segments, such as upper rib raising and paraspinal inhibition, together with treatment of the cervicothoracic junction, is an adjunct to graded physical therapy and medication.',
    objective: 'Choose OMT at the upper thoracic sympathetic levels (T2-T8) for a sympathetically mediated upper limb condition.',
    task: 'omt-choice',
    steps: 3,
    takeHome: 'The upper limb receives sympathetic fibers from about T2-T8, so upper thoracic rib raising addresses sympathetically mediated arm symptoms.',
  },
  {
    id: 'cardio-q-omm-deep-vein-thrombosis-pedal-pump',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Deep vein thrombosis: lymphatic OMT contraindication',
    stem: 'A 70-year-old woman is in the hospital for the fourth day with an exacerbation of heart failure with preserved ejection fraction. Her dyspnea and pulmonary crackles have improved with intravenous furosemide. Yesterday she developed pain and swelling of the left calf, and compression ultrasonography showed an occlusive thrombus in the left popliteal and femoral veins; apixaban was started. She has had swelling of both ankles for months and asks whether osteopathic treatment can help it. Temperature is 37.0°C, pulse is 80/min, respirations are 16/min, blood pressure is 132/74 mm Hg, and oxygen saturation is 96% on room air. The left calf is 3 cm larger in circumference than the right, and there is 1+ pitting edema of both ankles.',
    leadIn: 'Which of the following techniques carries the greatest risk of harm in this patient?',
    options: [
      {
        text: 'Counterstrain for a lumbar tender point',
        why: 'Counterstrain is passive positioning of the trunk and hips with no rhythmic force on the leg veins; it is safe here.',
      },
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital decompression influences vagal tone and places no force on the lower extremities.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'Rhythmic dorsiflexion through the feet squeezes the calf veins and could dislodge the fresh popliteal-femoral thrombus and cause pulmonary embolism; an acute deep vein thrombosis contraindicates it.',
      },
      {
        text: 'Rib raising',
        why: 'Rib raising normalizes thoracic sympathetic tone and improves rib motion without affecting the leg veins.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'Releasing the thoracic inlet opens the terminal outflow of the lymphatic ducts at the base of the neck; it is the usual first lymphatic step and does not load the legs.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Calf pain and swelling with an occlusive thrombus on compression ultrasonography establish an acute proximal deep vein thrombosis. The pedal lymphatic pump, like effleurage or other rhythmic compression of the affected limb, moves venous blood and lymph by repeatedly compressing the calf and thigh, so it can detach a fresh thrombus and cause pulmonary embolism; an acute deep vein thrombosis is therefore a contraindication. Her chronic ankle edema can be approached with techniques that do not pump the legs, beginning with thoracic inlet release and diaphragm treatment, alongside diuresis and anticoagulation.',
    objective: 'Recognize an acute deep vein thrombosis as a contraindication to the pedal lymphatic pump.',
    task: 'complication',
    steps: 2,
    takeHome: 'An acute deep vein thrombosis contraindicates the pedal pump and other rhythmic or massage techniques of that limb, because they can dislodge the clot.',
  },
  {
    id: 'cardio-q-omm-pectoralis-trigger-point',
    category: 'Cardiology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Noncardiac chest pain: myofascial trigger point',
    stem: 'A 44-year-old man comes to the emergency department because of left anterior chest pain for 2 days that began the day after he increased the weight of his bench press. The aching pain spreads over the left chest and down the inner aspect of the left arm to the ulnar side of the hand, and it is worse when he reaches across his body. It is not related to exertion, and he has no shortness of breath or diaphoresis. Pulse is 70/min, and blood pressure is 128/80 mm Hg. Cardiopulmonary examination is normal. An ECG is normal, and two serum troponin I measurements 3 hours apart are below 0.01 ng/mL. Palpation of the left pectoralis major shows a taut band with an exquisitely tender spot; sustained pressure on it reproduces his chest and arm pain, and snapping palpation across the band produces a local twitch of the muscle.',
    leadIn: 'Which of the following best describes the palpated finding?',
    options: [
      {
        text: 'Acute viscerosomatic reflex',
        why: 'An acute viscerosomatic reflex produces warm, boggy paraspinal tissue over two or more segments related to a diseased organ; it does not form a taut band in a limb muscle.',
      },
      {
        text: 'Anterior Chapman reflex point',
        why: 'Chapman points are small, smooth, firm nodules in the deep fascia at fixed sites (the heart point is in the second intercostal space beside the sternum); they are tender but do not refer pain or twitch.',
      },
      {
        text: 'Counterstrain tender point',
        why: 'Counterstrain tender points are small, tense, tender spots whose pain stays local and which are relieved by shortening the tissue; they do not lie in a taut band or refer pain.',
      },
      {
        text: 'Fibromyalgia tender point',
        why: 'Fibromyalgia causes widespread, symmetric pain for at least 3 months with fatigue and poor sleep; its tender sites do not refer pain in a pattern or twitch.',
      },
      {
        text: 'Myofascial trigger point',
        why: 'A hyperirritable spot in a taut band that refers pain in a predictable pattern when compressed and gives a local twitch response is a trigger point; pectoralis major trigger points refer pain to the chest and the ulnar arm.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Pain that began after unaccustomed strain of the pectoral muscle, worsens with reaching across the body and has a normal ECG and troponin is musculoskeletal. The finding of a taut band with a tender spot that reproduces the referred pain and twitches on snapping palpation defines a myofascial trigger point. Trigger points in the pectoralis major refer pain over the anterior chest and down the medial arm, a pattern that can mimic angina, so they are diagnosed only after a cardiac cause has been reasonably excluded. They are treated with stretching (including spray and stretch), sustained ischemic compression, muscle energy or trigger point injection.',
    objective: 'Distinguish a myofascial trigger point from a counterstrain tender point and a Chapman reflex point.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'A trigger point lies in a taut band, refers pain in a predictable pattern and twitches; tender points and Chapman points hurt only where pressed.',
    table: {
      caption: 'Palpable points in osteopathic diagnosis',
      header: ['Finding', 'Where', 'Pain with pressure'],
      rows: [
        ['Myofascial trigger point', 'Taut band within a muscle', 'Refers in a predictable pattern; local twitch'],
        ['Counterstrain tender point', 'Muscle, tendon or fascia', 'Local; relieved by shortening the tissue'],
        ['Chapman reflex point', 'Deep fascia at fixed sites', 'Local, nonradiating; reflects a viscus'],
      ],
    },
  },
];
