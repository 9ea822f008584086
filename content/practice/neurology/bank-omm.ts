import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'neuro-q-omm-vertebral-dissection-hvla',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Suspected vertebral artery dissection: OMT risk',
    stem: 'A 38-year-old woman comes to the osteopathic physician because of pain in the back of the neck and the right side of the back of the head for 4 days. The pain began abruptly during a yoga class while she held her neck extended and turned, and it has been constant since. Yesterday she had a 20-minute episode of spinning vertigo, double vision, and unsteady walking that resolved completely. She has migraine without aura and takes no daily medications. Temperature is 36.8°C, pulse is 76/min, respirations are 14/min, and blood pressure is 134/82 mm Hg. The neurologic examination is now normal. The right suboccipital muscles are hypertonic and tender, and rotation of the upper neck to the left is restricted.',
    leadIn: 'Which of the following osteopathic techniques carries the greatest risk for this patient?',
    options: [
      {
        text: 'Counterstrain of a suboccipital tender point',
        why: 'Counterstrain is gentle and passive, but positioning the head still moves the upper neck, so it too should wait for vascular imaging; its risk is far lower than that of a thrust.',
      },
      {
        text: 'HVLA thrust to the upper cervical spine',
        why: 'A rapid thrust into rotation and extension stretches the vertebral artery where it loops around the atlas; with a suspected dissection it can extend the tear or release emboli, so it is absolutely contraindicated.',
      },
      {
        text: 'Myofascial release of the thoracic inlet',
        why: 'Thoracic inlet release acts on the cervicothoracic junction and first ribs without moving the upper neck; it is used to open lymphatic drainage from the head and neck.',
      },
      {
        text: 'Rib raising of the upper thoracic region',
        why: 'Rib raising is performed supine at the rib angles and does not move the neck; it is used to normalize sympathetic tone, for example in pneumonia or ileus.',
      },
      {
        text: 'Soft tissue kneading of thoracic muscles',
        why: 'Kneading of the thoracic paraspinal muscles is a gentle technique far from the injured vessel and would suit paraspinal hypertonicity in almost any patient.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Sudden neck and occipital pain after sustained neck extension and rotation, followed by a transient episode of vertigo, diplopia and ataxia, suggests a vertebral artery dissection with a posterior circulation transient ischemic attack. She needs urgent CT or MR angiography of the head and neck and antithrombotic therapy if the dissection is confirmed. Suspected or known cervical artery dissection is an absolute contraindication to cervical HVLA, and the upper neck should not be manipulated until the vessel has been imaged.',
    objective: 'Recognize suspected vertebral artery dissection as an absolute contraindication to cervical HVLA.',
    task: 'complication',
    steps: 2,
    takeHome: 'Sudden neck pain with transient posterior circulation symptoms suggests vertebral artery dissection: image urgently and never thrust on the neck.',
  },
  {
    id: 'neuro-q-omm-cervical-radiculopathy-c5-ers',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cervical radiculopathy: typical cervical somatic dysfunction',
    stem: 'A 46-year-old man comes to the osteopathic physician because of pain in the left side of the neck radiating down the lateral arm and forearm to the thumb for 3 weeks. He has numbness of the left thumb and index finger. He works as an electrician and often looks up at ceilings for long periods. Vital signs are within normal limits. Extension of the neck with tilting toward the left reproduces the arm pain. Strength of elbow flexion and wrist extension is 4/5 on the left, the left biceps and brachioradialis reflexes are decreased, and sensation is reduced over the left thumb. At C5, the segment translates easily toward the right but resists translation toward the left; the resistance is greatest with the neck flexed and is barely present with the neck extended.',
    leadIn: 'Which of the following best describes the somatic dysfunction at C5?',
    options: [
      {
        text: 'Extended, rotated left, sidebent left',
        why: 'Resistance to left translation means right sidebending is restricted, so the segment is sidebent left; cervical coupling makes it rotated left, and it is freest in extension, so it is extended.',
      },
      {
        text: 'Extended, rotated right, sidebent right',
        why: 'This reverses the translation rule; it would fit a segment that resists translation toward the right.',
      },
      {
        text: 'Flexed, rotated left, sidebent left',
        why: 'A flexed dysfunction is restricted in extension, so its asymmetry would be greatest with the neck extended; here it is greatest in flexion.',
      },
      {
        text: 'Flexed, rotated right, sidebent right',
        why: 'Both the side and the flexion-extension component are reversed; this fits resisted right translation that is worst in extension.',
      },
      {
        text: 'Neutral, sidebent left, rotated right',
        why: 'Opposite-side coupling in neutral is not found in the typical cervical segments, and findings that change with flexion and extension are not neutral.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Neck pain radiating to the thumb with weak elbow flexion and wrist extension, reduced biceps and brachioradialis reflexes and a positive Spurling maneuver indicate a left C6 radiculopathy, usually from a C5-C6 disc or foraminal narrowing. In the typical cervical segments (C2-C7) the facets couple sidebending and rotation to the same side. Translating a segment toward the left sidebends it to the right, so resistance to left translation means right sidebending is restricted: the segment is sidebent left and therefore rotated left. The restriction is greatest in flexion and disappears in extension, so the segment is extended: C5 ERSL, a position that narrows the left intervertebral foramen on the side of the radiculopathy.',
    objective: 'Name a typical cervical somatic dysfunction from translation findings in a patient with cervical radiculopathy.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Translation toward one side sidebends a cervical segment to the other side; C2-C7 rotate and sidebend to the same side.',
  },
  {
    id: 'neuro-q-omm-migraine-sympathetic-levels',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Migraine: sympathetic supply of the head',
    stem: 'A 31-year-old woman comes to the osteopathic physician for follow-up of migraine without aura. For 6 years she has had throbbing, one-sided headaches with nausea and sensitivity to light and noise that last 12 to 24 hours and occur three times a month. Sumatriptan aborts most attacks, and she takes no preventive medication. Vital signs are within normal limits, and the neurologic examination is normal. The suboccipital muscles are hypertonic, and there are tissue texture changes with restricted motion of the upper thoracic segments. As part of treatment, the physician plans rib raising and paraspinal inhibition to reduce sympathetic tone to the blood vessels of the head.',
    leadIn: 'The preganglionic sympathetic supply of the head that this treatment targets arises from which spinal cord segments?',
    options: [
      {
        text: 'C1-C4',
        why: 'The superior cervical ganglion lies opposite C1-C4, but it contains postganglionic neurons; no preganglionic sympathetic neurons arise in cervical cord segments.',
      },
      {
        text: 'C5-C8',
        why: 'C5-C8 give rise to the brachial plexus and have no lateral horn; sympathetic outflow is confined to T1-L2.',
      },
      {
        text: 'T1-T4',
        why: 'The intermediolateral cell column of T1-T4 supplies the head and neck through the superior cervical ganglion; upper thoracic rib raising and paraspinal inhibition target these segments.',
      },
      {
        text: 'T5-T9',
        why: 'T5-T9 supply the upper gastrointestinal organs through the greater splanchnic nerve and celiac ganglion.',
      },
      {
        text: 'T10-L2',
        why: 'T10-L2 supply the lower gastrointestinal, urinary and reproductive organs and the lower extremities.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Sympathetic preganglionic neurons for the head and neck lie in the lateral horn of T1-T4. Their axons ascend in the sympathetic chain and synapse in the superior cervical ganglion, whose postganglionic fibers follow the carotid arteries to the cranial vessels, eyes and glands. Reflex links between the head and the spine therefore appear in the upper thoracic segments, which rib raising and paraspinal inhibition treat, whereas the occiput and upper cervical region relate to the trigeminocervical complex and the vagus. In migraine, OMT is an adjunct to acute and preventive drug therapy.',
    objective: 'Identify T1-T4 as the origin of sympathetic outflow to the head and neck.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Sympathetic outflow to the head and neck arises from T1-T4, even though it synapses in the cervical ganglia.',
  },
  {
    id: 'neuro-q-omm-thoracic-outlet-interscalene',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Neurogenic thoracic outlet syndrome: site of compression',
    stem: 'A 29-year-old man who works as a house painter comes to the osteopathic physician because of numbness and tingling along the inner forearm and the ring and little fingers of the right hand for 2 months. The symptoms appear when he paints ceilings and are accompanied by hand fatigue. Vital signs are within normal limits. There is no muscle atrophy, and strength, reflexes, and sensation are normal at rest. The right anterior neck muscles lateral to the sternocleidomastoid are hypertonic and tender, and the right first rib is elevated and tender with restricted motion. When his neck is extended and his head turned while he holds a deep breath, the right radial pulse weakens and his symptoms are reproduced. Abducting the arm to 180 degrees and bracing the shoulders back and down do not change the pulse or reproduce his symptoms. Tinel sign at the elbow and the wrist is negative.',
    leadIn: 'Compression at which of the following sites most likely accounts for his symptoms?',
    options: [
      {
        text: 'Costoclavicular space',
        why: 'The space between the clavicle and the first rib is narrowed by bracing the shoulders back and down (costoclavicular maneuver), which did not reproduce his symptoms.',
      },
      {
        text: 'Cubital tunnel',
        why: 'Ulnar nerve compression at the elbow causes similar finger paresthesias, but it spares the medial forearm, is unaffected by neck position and usually gives a positive Tinel sign at the elbow.',
      },
      {
        text: 'Guyon canal',
        why: 'Ulnar compression at the wrist spares the medial forearm, which the medial antebrachial cutaneous nerve supplies from the medial cord (C8-T1), and does not change with neck maneuvers.',
      },
      {
        text: 'Interscalene triangle',
        why: 'The brachial plexus trunks and subclavian artery pass between the anterior and middle scalenes over the first rib; scalene hypertonicity and an elevated first rib narrow this triangle, and neck extension with rotation and inspiration tightens it further.',
      },
      {
        text: 'Space beneath the pectoralis minor',
        why: 'Compression under the pectoralis minor is reproduced by hyperabduction of the arm (Wright test), which was negative here.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Paresthesias of the medial forearm and the ring and little fingers brought on by overhead work, with a normal examination at rest, suggest neurogenic thoracic outlet syndrome affecting the lower trunk (C8-T1) of the brachial plexus. The neurovascular bundle can be compressed at three sites. Reproduction of symptoms with loss of the radial pulse during neck extension, head rotation and deep inspiration (Adson maneuver), together with hypertonic scalenes and an elevated, restricted first rib, localizes the problem to the interscalene triangle, bordered by the anterior scalene, the middle scalene and the first rib. OMT addresses the scalenes (muscle energy, counterstrain or soft tissue) and the first rib dysfunction.',
    objective: 'Localize thoracic outlet compression to the interscalene triangle from provocative tests and scalene and first rib findings.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Scalene hypertonicity, an elevated first rib and a positive Adson maneuver localize thoracic outlet compression to the interscalene triangle.',
    table: {
      caption: 'Sites of thoracic outlet compression',
      header: ['Site', 'Provocative test', 'Osteopathic finding'],
      rows: [
        ['Interscalene triangle', 'Adson (neck extension, rotation, inspiration)', 'Scalene hypertonicity, elevated first rib'],
        ['Costoclavicular space', 'Shoulders braced back and down', 'Clavicle or first rib dysfunction'],
        ['Beneath the pectoralis minor', 'Hyperabduction (Wright)', 'Pectoralis minor hypertonicity'],
      ],
    },
  },
  {
    id: 'neuro-q-omm-lumbar-radiculopathy-l4-ers',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Lumbar radiculopathy: lumbar type II somatic dysfunction',
    stem: 'A 42-year-old man comes to the osteopathic physician because of low back pain radiating down the back and outer side of the right leg to the top of the foot for 2 weeks. The pain began while he was lifting a heavy box. He has no bowel or bladder symptoms. Vital signs are within normal limits. Straight-leg raising on the right reproduces the leg pain at 40 degrees. Extension of the right great toe is 4/5, sensation is decreased over the dorsum of the right foot, and knee and ankle reflexes are normal and symmetric. With the patient prone, the right transverse process of L4 is more posterior than the left. The asymmetry increases when he is examined seated and bent forward and disappears when he lies prone propped on his elbows.',
    leadIn: 'Which of the following best describes the somatic dysfunction at L4?',
    options: [
      {
        text: 'Extended, rotated left, sidebent left',
        why: 'A left-rotated segment would have the left transverse process posterior.',
      },
      {
        text: 'Extended, rotated right, sidebent right',
        why: 'Right rotation that worsens in flexion and resolves in extension defines an extended type II dysfunction, with sidebending to the same side as rotation.',
      },
      {
        text: 'Flexed, rotated left, sidebent left',
        why: 'This reverses both the side of rotation and the flexion-extension component.',
      },
      {
        text: 'Flexed, rotated right, sidebent right',
        why: 'A flexed dysfunction is restricted in extension, so its asymmetry would increase in extension and resolve in flexion, the opposite of these findings.',
      },
      {
        text: 'Neutral, sidebent left, rotated right (type I)',
        why: 'Neutral (type I) mechanics describe a group curve whose rotation does not change with flexion and extension; a single segment that changes with position is type II.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Pain radiating to the dorsum of the foot with weak great toe extension and a positive straight-leg raise indicates a right L5 radiculopathy, most often from an L4-L5 disc herniation. For the segmental diagnosis, the posterior right transverse process shows that L4 is rotated right. A single segment whose asymmetry changes with flexion and extension is a type II (non-neutral) dysfunction, in which rotation and sidebending occur to the same side. The rotation becomes more obvious in flexion, the direction of its restriction, and symmetric in extension, the position it favors, so L4 is extended, rotated right and sidebent right (ERSR). While radicular signs are present, gentle techniques such as muscle energy or counterstrain are usually chosen.',
    objective: 'Name a lumbar type II somatic dysfunction from transverse process asymmetry in flexion and extension.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Name a type II segment for the position in which its rotation disappears: symmetric in extension means extended.',
  },
  {
    id: 'neuro-q-omm-aphasia-counterstrain',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Neck pain after stroke with receptive aphasia: OMT choice',
    stem: 'A 74-year-old woman is in an inpatient rehabilitation unit 10 days after an ischemic stroke in the territory of the left middle cerebral artery caused by atrial fibrillation. She takes apixaban, atorvastatin, and alendronate; osteoporosis was diagnosed 3 years ago. She speaks fluently but with many word substitutions and does not follow spoken or written commands, even one-step ones. Strength is 4/5 in the right arm and normal in the right leg. Vital signs are within normal limits. The nurses report that she often grimaces and rubs the left side of her neck. The left cervical paraspinal muscles are hypertonic, C3 is restricted in rotation and sidebending to the right, and a small, exquisitely tender point is found on the posterior aspect of the left C3 articular pillar.',
    leadIn: 'Which of the following techniques is most appropriate for her neck?',
    options: [
      {
        text: 'Counterstrain',
        why: 'Counterstrain is passive: the physician positions the neck until the tender point softens, holds 90 seconds and returns slowly, so it needs no cooperation and uses minimal force, which suits both her aphasia and her osteoporosis.',
      },
      {
        text: 'HVLA thrust',
        why: 'Osteoporosis contraindicates a thrust, and anticoagulation adds a risk of bleeding; in a patient who has just had a stroke, cervical thrusts are also avoided.',
      },
      {
        text: 'Muscle energy',
        why: 'Muscle energy requires the patient to contract a specific muscle in a specific direction on command and then relax; with receptive aphasia she cannot follow the instructions.',
      },
      {
        text: 'Spencer technique',
        why: 'The Spencer sequence articulates the glenohumeral joint and may later help a painful hemiplegic shoulder, but it does not treat cervical somatic dysfunction.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'The thoracic pump promotes lymphatic return; it does not treat a cervical tender point, and its chest compressions are relatively contraindicated in osteoporosis.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Fluent speech with word substitutions and inability to follow even one-step commands after a left middle cerebral artery stroke is a receptive (Wernicke) aphasia. Active techniques such as muscle energy depend on the patient understanding and carrying out precisely directed contractions, so they cannot be used. Her osteoporosis and anticoagulation argue against HVLA. A passive, indirect, low-force technique that needs no cooperation is the best choice, and the tender point on the posterior articular pillar identifies counterstrain, which is positioned mainly in extension for posterior cervical points.',
    objective: 'Choose a passive, low-force technique for a patient who cannot follow instructions and has osteoporosis.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Patients who cannot follow commands need passive techniques such as counterstrain; osteoporosis rules out HVLA.',
  },
  {
    id: 'neuro-q-omm-spinal-stenosis-fryette-third',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Lumbar spinal stenosis: Fryette principles of motion',
    stem: 'A 71-year-old man comes to the osteopathic physician because of aching and heaviness in both buttocks and thighs for 8 months that begin after he walks about two blocks and ease within minutes when he sits or leans forward on a shopping cart. Vital signs are within normal limits, and pedal pulses are normal. Strength, sensation, and reflexes in the legs are normal at rest. MRI shows moderate central canal stenosis at L3-L4 and L4-L5 from facet and ligamentum flavum hypertrophy. During the structural examination, the physician measures rotation of L3 on L4 to each side: it is larger with the patient upright in neutral than when the patient is fully flexed or fully extended.',
    leadIn: 'This observation is best explained by which of the following principles?',
    options: [
      {
        text: 'Davis law',
        why: 'Davis law states that soft tissues adapt their length to the demands placed on them; it concerns remodeling of fascia and muscle, not coupled vertebral motion.',
      },
      {
        text: 'Fryette first principle',
        why: 'The first principle describes neutral mechanics: in neutral, sidebending and rotation occur to opposite sides in a group of vertebrae.',
      },
      {
        text: 'Fryette second principle',
        why: 'The second principle describes non-neutral mechanics: in marked flexion or extension, a single segment rotates and sidebends to the same side.',
      },
      {
        text: 'Fryette third principle',
        why: 'Introducing motion in one plane reduces the motion available in the other planes, so flexing or extending L3 limits its rotation.',
      },
      {
        text: 'Wolff law',
        why: 'Wolff law states that bone remodels along the lines of stress placed on it; it explains osteophytes and facet hypertrophy, not the change in rotation.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Buttock and thigh discomfort brought on by walking and relieved by sitting or leaning forward, with normal pulses and imaging showing central canal stenosis, is neurogenic claudication from lumbar spinal stenosis; flexion enlarges the canal and foramina, which is why patients lean forward. His structural finding illustrates Fryette third principle: motion introduced in one plane modifies, and reduces, the motion available in the others. Physicians use this principle to localize forces, for example flexing or extending the spine down to a segment before adding sidebending and rotation in muscle energy or HVLA setups.',
    objective: 'Apply Fryette third principle: motion in one plane reduces motion in the other planes.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'Fryette III: motion in one plane limits motion in the others, which is how physicians lock segments during OMT setups.',
  },
  {
    id: 'neuro-q-omm-cranial-flexion-sacral-motion',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cranial osteopathy in chronic migraine: craniosacral motion',
    stem: 'A 28-year-old woman with chronic migraine comes to the osteopathic physician for treatment. She has had headaches on 16 days a month for 8 months despite taking topiramate, and MRI of the brain last year was normal. Vital signs are within normal limits, and the neurologic examination is normal. With the patient supine, the physician cradles the occiput with one hand and places the other hand beneath the sacrum to monitor the cranial rhythmic impulse. During each flexion phase, the sphenobasilar synchondrosis rises and the paired cranial bones rotate externally.',
    leadIn: 'During this same phase, the sacral base moves in which of the following ways?',
    options: [
      {
        text: 'Anterior, as the apex moves posteriorly',
        why: 'The sacral base moves anteriorly (nutation, sacral extension in cranial terms) during the cranial extension phase, not the flexion phase.',
      },
      {
        text: 'Inferior, as the sacrum slides down between the ilia',
        why: 'The sacrum does not translate inferiorly with the cranial rhythm; its involuntary motion is rotation about a transverse axis at S2.',
      },
      {
        text: 'No motion, because the sacrum is locked between the ilia',
        why: 'Osteopathic cranial teaching holds that the sacrum moves involuntarily between the ilia, linked to the occiput through the dura.',
      },
      {
        text: 'Posterior, as the apex moves anteriorly',
        why: 'In cranial flexion the dura is drawn upward, and the sacral base moves posteriorly (counternutation, called sacral flexion in cranial terms) about a transverse axis at S2.',
      },
      {
        text: 'Rotation about a left oblique axis',
        why: 'Rotation about an oblique axis is part of walking mechanics and of sacral torsions, not of the cranial rhythmic impulse.',
      },
    ],
    answerIndex: 3,
    rationale:
      'The primary respiratory mechanism describes inherent motion of the brain and spinal cord, fluctuation of cerebrospinal fluid, mobility of the meninges, mobility of the cranial bones and involuntary motion of the sacrum between the ilia. The dura mater attaches firmly at the foramen magnum, C2, C3 and S2 (the core link), so the occiput and sacrum move together. In cranial flexion the sphenobasilar synchondrosis rises, the occiput flexes and the dura lifts the sacral base posteriorly about a transverse axis through S2; in extension the base moves anteriorly. Cranial techniques are adjuncts in headache care and are contraindicated with acute intracranial bleeding, raised intracranial pressure or skull fracture.',
    objective: 'Describe how the sacrum moves during the flexion phase of the cranial rhythmic impulse.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'Cranial flexion: paired bones rotate externally and the sacral base moves posteriorly (counternutation) through the dural core link at S2.',
  },
  {
    id: 'neuro-q-omm-occipital-neuralgia-greater-occipital',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Occipital neuralgia: nerve entrapment',
    stem: 'A 45-year-old woman comes to the osteopathic physician because of attacks of shooting, electric pain on the right side of the back of the head for 2 months. Each attack starts at the base of the skull and shoots up over the back of the scalp toward the vertex; between attacks there is a dull ache. Vital signs are within normal limits. The suboccipital and upper posterior neck muscles on the right are hypertonic. Pressure at a point about 2 cm lateral to the external occipital protuberance along the superior nuchal line reproduces the pain, and light touch over the right posterior scalp feels unpleasant. The remainder of the neurologic examination, including facial sensation, is normal.',
    leadIn: 'Irritation of which of the following nerves most likely explains her pain?',
    options: [
      {
        text: 'Great auricular nerve (C2-C3)',
        why: 'The great auricular nerve, from the C2 and C3 ventral rami, supplies the skin over the angle of the jaw, the parotid region and the ear, not the posterior scalp.',
      },
      {
        text: 'Greater occipital nerve (C2)',
        why: 'The medial branch of the C2 dorsal ramus supplies the posterior scalp to the vertex; it emerges through the suboccipital muscles and pierces the semispinalis capitis, where hypertonicity can compress it.',
      },
      {
        text: 'Lesser occipital nerve (C2)',
        why: 'The lesser occipital nerve, from the C2 ventral ramus, runs along the posterior border of the sternocleidomastoid to the scalp behind the ear, lateral to her pain.',
      },
      {
        text: 'Suboccipital nerve (C1)',
        why: 'The suboccipital nerve, the C1 dorsal ramus, is almost purely motor to the suboccipital muscles and has no cutaneous territory.',
      },
      {
        text: 'Third occipital nerve (C3)',
        why: 'The third occipital nerve, the C3 dorsal ramus, supplies a small area of skin near the midline of the lower occiput and upper neck.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Paroxysmal shooting pain from the base of the skull over the posterior scalp to the vertex, with tenderness where the nerve emerges near the superior nuchal line and dysesthesia of the posterior scalp, is occipital neuralgia in the territory of the greater occipital nerve. The nerve curves around the obliquus capitis inferior, pierces the semispinalis capitis and the trapezius aponeurosis, and can be irritated by hypertonic suboccipital and upper cervical muscles and by upper cervical somatic dysfunction. Suboccipital release, soft tissue treatment and counterstrain of these muscles are used alongside nerve blocks and medications.',
    objective: 'Identify the greater occipital nerve as the nerve entrapped in occipital neuralgia and relate it to suboccipital hypertonicity.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Occipital neuralgia follows the greater occipital nerve (C2 dorsal ramus), which pierces semispinalis capitis and is freed by suboccipital treatment.',
  },
  {
    id: 'neuro-q-omm-bell-palsy-temporal-bone',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Bell palsy: cranial osteopathic treatment',
    stem: 'A 34-year-old man comes to the osteopathic physician 1 day after he noticed that the right side of his face was drooping. Sounds seem louder in the right ear, and food tastes different. He has no rash, hearing loss, or limb symptoms. Temperature is 36.9°C, pulse is 72/min, and blood pressure is 122/78 mm Hg. He cannot wrinkle the right forehead or fully close the right eye, and the right nasolabial fold is flattened. The ear canal and tympanic membrane are normal, and the remainder of the neurologic examination is normal. Prednisone is prescribed. He asks whether osteopathic treatment may help, and the physician plans cranial treatment aimed at the bone through which the affected nerve travels.',
    leadIn: 'Cranial treatment should focus mainly on which of the following bones?',
    options: [
      {
        text: 'Ethmoid',
        why: 'The ethmoid transmits olfactory nerve fibers through its cribriform plate; it relates to smell, not facial movement.',
      },
      {
        text: 'Occipital',
        why: 'The occipital bone contains the hypoglossal canal and forms part of the jugular foramen, which transmits cranial nerves IX, X, and XI.',
      },
      {
        text: 'Parietal',
        why: 'The parietal bones form the cranial vault and transmit no cranial nerves.',
      },
      {
        text: 'Sphenoid',
        why: 'The sphenoid transmits cranial nerves II, III, IV, VI and the three divisions of V through its canals and fissures, but not the facial nerve.',
      },
      {
        text: 'Temporal',
        why: 'The whole intraosseous course of the facial nerve, from the internal acoustic meatus through the facial canal to the stylomastoid foramen, lies within the temporal bone.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Acute weakness of the whole right side of the face, including the forehead, with hyperacusis and altered taste but no rash or other deficits, is Bell palsy, a peripheral facial nerve lesion within the facial canal. The facial nerve enters the internal acoustic meatus of the petrous temporal bone, runs through the facial canal, where it gives the nerve to stapedius and the chorda tympani, and leaves the skull through the stylomastoid foramen. Osteopathic treatment therefore addresses temporal bone motion and the surrounding soft tissues, with lymphatic drainage of the head and neck, as an adjunct to glucocorticoids and eye protection.',
    objective: 'Relate the course of the facial nerve to temporal bone treatment in Bell palsy.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'The facial nerve runs entirely within the temporal bone, so cranial OMT for Bell palsy targets the temporal bone.',
  },
  {
    id: 'neuro-q-omm-ms-bladder-sacral-parasympathetic',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Neurogenic bladder in multiple sclerosis: autonomic levels',
    stem: 'A 36-year-old woman with relapsing-remitting multiple sclerosis for 8 years comes to the osteopathic physician because of urinary urgency, a weak stream, and a sense of incomplete emptying for 4 months. She receives ocrelizumab. Vital signs are within normal limits. There is mild spastic weakness of both legs with brisk reflexes. Urinalysis shows no leukocyte esterase or nitrites, and the postvoid residual volume measured by ultrasound is 180 mL. The physician plans osteopathic treatment directed at the autonomic outflow that contracts the detrusor and empties the bladder.',
    leadIn: 'Somatic dysfunction in which of the following regions is most closely related to this autonomic outflow?',
    options: [
      {
        text: 'Occiput, C1, and C2',
        why: 'The occiput, atlas and axis relate to the vagus nerve, which carries parasympathetic fibers to the thoracic and abdominal organs as far as the proximal transverse colon, not to the bladder.',
      },
      {
        text: 'Sacrum (S2-S4)',
        why: 'Pelvic splanchnic nerves from S2-S4 carry the parasympathetic fibers that contract the detrusor; the sacrum is the somatic region linked to this outflow.',
      },
      {
        text: 'T1-T4',
        why: 'T1-T4 provide sympathetic supply to the head and neck.',
      },
      {
        text: 'T5-T9',
        why: 'T5-T9 provide sympathetic supply to the upper abdominal organs through the greater splanchnic nerve.',
      },
      {
        text: 'T11-L2',
        why: 'T11-L2 carry the sympathetic supply of the bladder, which relaxes the detrusor and closes the internal sphincter to promote storage rather than emptying.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Urgency with a weak stream and a raised postvoid residual in multiple sclerosis reflects neurogenic bladder dysfunction, often detrusor overactivity combined with incomplete emptying. Detrusor contraction is driven by parasympathetic fibers from S2-S4 in the pelvic splanchnic nerves, so the sacrum and sacroiliac region are examined and treated (for example with sacral rocking or sacral inhibition) to influence this outflow. The sympathetic supply from T11-L2 serves storage. OMT is only an adjunct to clean intermittent catheterization and drug therapy.',
    objective: 'Relate bladder emptying to the sacral (S2-S4) parasympathetic outflow.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Bladder emptying is parasympathetic from S2-S4 (sacrum); storage is sympathetic from T11-L2.',
  },
  {
    id: 'neuro-q-omm-whiplash-oculocephalogyric',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Acute neck strain after concussion: muscle energy choice',
    stem: 'A 24-year-old woman comes to the osteopathic physician 2 days after a low-speed rear-end car collision in which she briefly felt dazed. She has a mild headache and neck pain and stiffness. CT of the head and cervical spine in the emergency department showed no abnormalities. Vital signs are within normal limits. She is alert and oriented, and the neurologic examination is normal. The cervical paraspinal muscles are in spasm, and C4 is restricted in rotation and sidebending to the left. Even a light isometric contraction of her neck muscles against the physician\'s hand is too painful for her to perform.',
    leadIn: 'Which muscle energy approach is most appropriate for her neck?',
    options: [
      {
        text: 'Crossed extensor reflex',
        why: 'The crossed extensor reflex treats an injured limb through contraction of the opposite limb; it is not used for the neck.',
      },
      {
        text: 'Oculocephalogyric reflex',
        why: 'Moving the eyes produces a very light reflex contraction of the cervical muscles toward the direction of gaze, giving the effect of muscle energy without a painful voluntary contraction.',
      },
      {
        text: 'Post-isometric relaxation',
        why: 'Post-isometric relaxation requires the hypertonic neck muscles themselves to contract against resistance, which she cannot tolerate.',
      },
      {
        text: 'Reciprocal inhibition',
        why: 'Reciprocal inhibition still requires a voluntary contraction of the opposing neck muscles, which is also painful in an acute strain.',
      },
      {
        text: 'Respiratory assistance',
        why: 'Respiratory assistance uses deep breathing to move ribs or thoracic segments; it is used mainly for rib dysfunctions.',
      },
    ],
    answerIndex: 1,
    rationale:
      'She has an acute cervical strain after a mild concussion, and imaging has excluded a fracture. Any voluntary contraction of the neck muscles is too painful, so the usual muscle energy variants are poorly tolerated. Eye movement reflexly facilitates the cervical muscles that turn the head in the direction of gaze; asking her to move only her eyes produces a minimal, reflex isometric contraction, after which the physician engages the new barrier. In acute whiplash HVLA is a relative contraindication, and gentle approaches such as this or counterstrain are preferred.',
    objective: 'Choose the oculocephalogyric reflex for muscle energy treatment of an acutely painful neck.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'When even light neck contraction hurts, use the oculocephalogyric reflex: eye movement gives a gentle reflex contraction for muscle energy.',
  },
  {
    id: 'neuro-q-omm-psoas-syndrome-contralateral-sciatica',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Psoas syndrome presenting as contralateral sciatica',
    stem: 'A 39-year-old man comes to the osteopathic physician because of pain in the left buttock radiating down the back of the left thigh and stopping above the knee for 3 weeks, which was attributed to sciatica. He also has right-sided low back and groin pain and finds it hard to stand fully upright after sitting at his desk. Vital signs are within normal limits. He stands bent slightly forward with his pelvis shifted to the left. Strength, sensation, and reflexes in both legs are normal, and straight-leg raising is negative bilaterally. With the left hip held flexed to the chest, the right thigh cannot lie flat on the table. There is a tender point just medial to the right anterior superior iliac spine, L1 is flexed, rotated right, and sidebent right, and the left piriformis is hypertonic and tender.',
    leadIn: 'Which of the following is most likely the primary somatic dysfunction?',
    options: [
      {
        text: 'Left piriformis hypertonicity',
        why: 'The left piriformis spasm causes his buttock and thigh pain, but it is secondary, developing from the pelvic shift produced by the opposite psoas; treating it alone gives only temporary relief.',
      },
      {
        text: 'Left posterior innominate rotation',
        why: 'A posterior innominate follows a fall on the ischium or stepping down hard and causes ipsilateral sacroiliac pain; it does not explain a flexed posture, a positive Thomas test on the right or upper lumbar flexion.',
      },
      {
        text: 'Left-on-right sacral torsion',
        why: 'A sacral torsion can develop as a later compensation in psoas syndrome, but it is not the primary lesion and does not account for the right hip flexion contracture.',
      },
      {
        text: 'Right psoas hypertonicity',
        why: 'A shortened right psoas flexes and pulls L1 into flexion, right rotation and right sidebending, prevents hip extension (positive Thomas test), shifts the pelvis to the left and leads to compensatory spasm of the left piriformis.',
      },
      {
        text: 'Right superior innominate shear',
        why: 'An upslip follows a fall on the buttock or a hard landing on one leg and gives an apparent short leg with high ischial tuberosity, not a hip flexion contracture.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Difficulty standing upright after sitting, right groin and low back pain, a forward-flexed posture, a positive Thomas test on the right, an iliacus tender point and an upper lumbar segment flexed, rotated and sidebent to the right are psoas syndrome on the right. The pelvis shifts to the opposite side, the left piriformis goes into spasm, and irritation of the sciatic nerve beneath it produces buttock and posterior thigh pain on the side opposite the psoas, usually stopping at the knee. Normal neurologic findings and negative straight-leg raising argue against a true radiculopathy. Treatment starts with the upper lumbar dysfunction and the psoas (counterstrain, muscle energy, stretching) before the secondary piriformis and pelvic findings.',
    objective: 'Recognize psoas syndrome as the primary dysfunction behind contralateral piriformis spasm and sciatic-like pain.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Psoas syndrome: upper lumbar flexed, rotated and sidebent to the psoas side, positive Thomas test, pelvic shift and piriformis spasm on the opposite side.',
  },
  {
    id: 'neuro-q-omm-cervicogenic-headache-atlantoaxial',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cervicogenic headache: atlantoaxial somatic dysfunction',
    stem: 'A 33-year-old man comes to the osteopathic physician because of right-sided headaches for 1 month that start in the upper neck and spread to the right forehead. They are worse after long drives, when he turns his head to check traffic. Vital signs are within normal limits, and the neurologic examination is normal. The right suboccipital muscles are hypertonic. Translation of the occiput on the atlas is symmetric with the head flexed and extended. With the patient supine and his neck passively flexed as far as it will go, his head rotates 45 degrees to the right but only 20 degrees to the left.',
    leadIn: 'Which of the following best describes the somatic dysfunction?',
    options: [
      {
        text: 'Atlantoaxial joint rotated left',
        why: 'An atlas rotated left would be restricted in right rotation; here right rotation is full.',
      },
      {
        text: 'Atlantoaxial joint rotated right',
        why: 'Rotation tested in full flexion isolates C1-C2; restriction to the left means the atlas is rotated to the right.',
      },
      {
        text: 'C3 flexed, rotated left, sidebent left',
        why: 'The typical cervical segments are locked by full flexion, so the asymmetry found in this position cannot come from C3; they are assessed by translation.',
      },
      {
        text: 'Occipitoatlantal joint extended, sidebent left, rotated right',
        why: 'An occipitoatlantal dysfunction is diagnosed by asymmetric translation that changes with flexion and extension; translation here is symmetric.',
      },
      {
        text: 'Occipitoatlantal joint flexed, sidebent right, rotated left',
        why: 'This also requires asymmetric translation of the occiput, and the occipitoatlantal joint contributes little rotation.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Headache that starts in the upper neck, spreads to the forehead through the trigeminocervical complex and is provoked by neck rotation is cervicogenic. The atlantoaxial joint provides about half of cervical rotation, and rotation is essentially its only motion. Flexing the neck fully locks the facets of C2-C7, so the rotation that remains occurs almost entirely at C1-C2. Rotation is restricted to the left, so the atlas is rotated right. Symmetric translation of the occiput excludes an occipitoatlantal dysfunction, whose main motion is flexion-extension with sidebending and rotation coupled to opposite sides.',
    objective: 'Diagnose atlantoaxial rotational somatic dysfunction by testing rotation with the neck fully flexed.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Test C1-C2 by rotating the fully flexed neck: the atlas is rotated toward the side of free rotation.',
    table: {
      caption: 'Upper cervical motion testing',
      header: ['Segment', 'Main motion', 'How it is tested'],
      rows: [
        ['Occipitoatlantal (C0-C1)', 'Flexion-extension; sidebending and rotation opposite', 'Translation in flexion and extension'],
        ['Atlantoaxial (C1-C2)', 'Rotation', 'Rotation with the neck fully flexed'],
        ['Typical cervical (C2-C7)', 'Sidebending and rotation to the same side', 'Translation at each segment'],
      ],
    },
  },
  {
    id: 'neuro-q-omm-cervical-myelopathy-red-flag',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cervical spondylotic myelopathy in a patient seeking OMT',
    stem: 'A 63-year-old man comes to the osteopathic physician asking for manipulation of his neck because of stiffness and aching for 6 months. He has also noticed that his hands feel clumsy, that he drops objects and has trouble buttoning his shirts, and, for 2 months, that his walking has become unsteady. He has no bowel or bladder symptoms. Vital signs are within normal limits. Neck extension and rotation are reduced. There is mild wasting of the intrinsic hand muscles. Reflexes are 3+ in the arms and legs, flicking the distal phalanx of the middle finger produces flexion of the thumb on both sides, several beats of ankle clonus are present, and both plantar responses are extensor. Vibration sense is reduced in the toes, and he walks with a stiff, broad-based gait. C5 and C6 are restricted in rotation and sidebending bilaterally.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Cervical HVLA thrust',
        why: 'A thrust to a spine with a compressed cord risks acute spinal cord injury; suspected myelopathy contraindicates HVLA.',
      },
      {
        text: 'Counterstrain of cervical tender points',
        why: 'Gentle counterstrain might ease his stiffness, but it would leave a progressive myelopathy undiagnosed; it is considered only after imaging and surgical assessment.',
      },
      {
        text: 'MRI of the cervical spine',
        why: 'Upper motor neuron signs in all four limbs with hand clumsiness and gait imbalance indicate cervical myelopathy; MRI defines the level and degree of cord compression before any manipulation and guides referral for decompression.',
      },
      {
        text: 'Muscle energy of the cervical spine',
        why: 'Muscle energy treats his segmental restriction but does not address the cord compression that is causing his deficits.',
      },
      {
        text: 'Soft collar and review in 6 weeks',
        why: 'Delay risks further, possibly irreversible, loss of function in a myelopathy that is already progressing.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Neck pain and stiffness with hand clumsiness, intrinsic hand wasting, gait imbalance, hyperreflexia, bilateral Hoffmann signs, clonus, extensor plantar responses and reduced vibration sense are cervical spondylotic myelopathy, compression of the cervical cord by degenerative disc, osteophyte and ligament changes. Upper motor neuron signs are red flags that take priority over treating somatic dysfunction: MRI of the cervical spine is obtained first, and progressive myelopathy is referred for surgical decompression. Cervical HVLA is contraindicated, and any gentle OMT waits until the compression has been defined and addressed.',
    objective: 'Recognize cervical myelopathy as a red flag requiring MRI before any cervical OMT.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Neck pain with upper motor neuron signs is myelopathy until proven otherwise: obtain MRI before any manipulation and never thrust.',
  },
  {
    id: 'neuro-q-omm-sacral-torsion-forward',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Sciatica-like buttock pain: forward sacral torsion',
    stem: 'A 33-year-old woman comes to the osteopathic physician because of aching in the right buttock that spreads into the back of the right thigh for 2 weeks, which began after she carried a heavy box up several flights of stairs. She has no numbness, weakness, or bowel or bladder symptoms. Vital signs are within normal limits. Strength, sensation, and reflexes in the legs are normal, and straight-leg raising is negative bilaterally. The seated flexion test is positive on the right. The right sacral sulcus is deep and the left inferior lateral angle is posterior. The lumbosacral spring test is negative, and the sulci become more symmetric when she props herself on her elbows in the prone position. L5 is sidebent left and rotated right.',
    leadIn: 'Which of the following best describes the sacral somatic dysfunction?',
    options: [
      {
        text: 'Left unilateral sacral flexion',
        why: 'A left unilateral sacral flexion gives a deep sulcus and an inferior, posterior inferior lateral angle on the same (left) side and a positive seated flexion test on the left.',
      },
      {
        text: 'Left-on-left sacral torsion',
        why: 'The sacrum has rotated left about the left oblique axis: the right base is deep, the left inferior lateral angle is posterior, the seated flexion test is positive on the side opposite the axis, and L5 is rotated right and sidebent left.',
      },
      {
        text: 'Left-on-right sacral torsion',
        why: 'A backward torsion would give a positive lumbosacral spring test and more asymmetry of the sulci in the prone-on-elbows position.',
      },
      {
        text: 'Right-on-left sacral torsion',
        why: 'This is also a backward torsion, with a positive spring test and worse asymmetry in extension; it engages the left axis with right rotation of the sacrum.',
      },
      {
        text: 'Right-on-right sacral torsion',
        why: 'A right-on-right torsion gives a deep left sulcus, a posterior right inferior lateral angle, a positive seated flexion test on the left and L5 rotated left.',
      },
    ],
    answerIndex: 1,
    rationale:
      'With normal neurologic findings and negative straight-leg raising, her pain is somatic rather than radicular. A negative spring test and sulci that even out in extension mean the sacral base is not posterior, so this is a forward torsion. A deep right sulcus with a posterior left inferior lateral angle indicates rotation to the left. The seated flexion test is positive on the side opposite the oblique axis, so the axis is left: a left-on-left torsion. This matches the L5 rules: L5 sidebending left engages the left oblique axis, and L5 rotates right, opposite to the sacrum. Muscle energy is commonly used, with treatment of L5 first.',
    objective: 'Name a forward sacral torsion from sulcus depth, inferior lateral angle, seated flexion, spring and sphinx tests and L5 position.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Forward torsion: spring test negative, better in extension; the axis is opposite the positive seated flexion test and on the side of L5 sidebending.',
    table: {
      caption: 'Sacral torsions',
      header: ['Finding', 'Forward (L on L, R on R)', 'Backward (L on R, R on L)'],
      rows: [
        ['Lumbosacral spring test', 'Negative', 'Positive'],
        ['Sphinx (prone on elbows)', 'Sulci more symmetric', 'Sulci more asymmetric'],
        ['Seated flexion test', 'Positive opposite the axis', 'Positive opposite the axis'],
      ],
    },
  },
  {
    id: 'neuro-q-omm-cervical-dystonia-sternocleidomastoid',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cervical dystonia: overactive muscle from head position',
    stem: 'A 45-year-old woman comes to the osteopathic physician because of involuntary pulling of her head for 1 year. Her head is tilted toward the left shoulder, and her chin is turned toward the right. The pulling worsens with stress and walking, and she can briefly correct it by lightly touching her chin. She has never taken antipsychotic or antiemetic drugs. Vital signs are within normal limits. Apart from the head posture and occasional jerky movements of the head, the neurologic examination is normal, and MRI of the brain is normal. She is referred for botulinum toxin injections, and the physician examines the neck muscles to identify the most overactive one.',
    leadIn: 'Which of the following muscles is most likely overactive?',
    options: [
      {
        text: 'Left splenius capitis',
        why: 'The left splenius capitis sidebends the head to the left but rotates it to the left, which would turn the chin to the left.',
      },
      {
        text: 'Left sternocleidomastoid',
        why: 'The sternocleidomastoid sidebends the head toward its own side and rotates the face toward the opposite side, so the left muscle tilts the head left and turns the chin right.',
      },
      {
        text: 'Right levator scapulae',
        why: 'The right levator scapulae elevates the right scapula and sidebends the neck to the right, the opposite of her tilt.',
      },
      {
        text: 'Right splenius capitis',
        why: 'The right splenius capitis turns the chin to the right but sidebends the head to the right, not the left.',
      },
      {
        text: 'Right sternocleidomastoid',
        why: 'The right sternocleidomastoid tilts the head to the right and turns the chin to the left, the mirror image of her posture.',
      },
    ],
    answerIndex: 1,
    rationale:
      'An involuntary, sustained abnormal head posture that worsens with stress, improves with a sensory trick and occurs without drug exposure or structural brain disease is idiopathic cervical dystonia. Choosing muscles for botulinum toxin, like choosing them for OMT, depends on reading the position in terms of muscle action. The sternocleidomastoid sidebends the head to the same side and rotates it to the opposite side, so the combination of left tilt and right chin rotation points to the left sternocleidomastoid (often with the right splenius capitis, which adds right rotation). Soft tissue, counterstrain and myofascial techniques can ease secondary pain but do not treat the dystonia itself.',
    objective: 'Identify the overactive sternocleidomastoid from head tilt and rotation in cervical dystonia.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'The sternocleidomastoid tilts the head to its own side and turns the chin to the opposite side.',
  },
  {
    id: 'neuro-q-omm-meralgia-paresthetica',
    category: 'Neurology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Meralgia paresthetica: nerve entrapment near the anterior superior iliac spine',
    stem: 'A 41-year-old man comes to the osteopathic physician because of burning and numbness over the front and outer side of the right thigh for 2 months. He started wearing a heavy tool belt at work 3 months ago and has gained 12 kg in the past year. He has no back pain. His body mass index is 34 kg/m². Vital signs are within normal limits. Light touch and pinprick sensation are decreased over an oval area of the anterolateral right thigh that does not extend below the knee. Strength of hip flexion, knee extension, and hip adduction is normal, and the knee reflexes are normal and symmetric. Tapping just medial to the right anterior superior iliac spine reproduces the burning, and there are tissue texture changes and tenderness of the overlying fascia and inguinal ligament.',
    leadIn: 'Compression of which of the following nerves is most likely?',
    options: [
      {
        text: 'Anterior cutaneous branches of the femoral nerve',
        why: 'These branches supply the skin of the anterior and medial thigh; a femoral lesion would also weaken knee extension and reduce the knee reflex.',
      },
      {
        text: 'Genitofemoral nerve',
        why: 'The femoral branch of the genitofemoral nerve supplies a small area below the middle of the inguinal ligament, and its genital branch the scrotum or labia.',
      },
      {
        text: 'Ilioinguinal nerve',
        why: 'The ilioinguinal nerve supplies the groin, the upper medial thigh and the root of the genitalia, not the lateral thigh.',
      },
      {
        text: 'Lateral femoral cutaneous nerve',
        why: 'This purely sensory nerve from L2-L3 crosses the iliacus and passes under or through the inguinal ligament just medial to the anterior superior iliac spine to supply the anterolateral thigh.',
      },
      {
        text: 'Obturator nerve',
        why: 'The obturator nerve supplies the skin of the medial thigh and the adductors, whose strength is normal.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Purely sensory burning and numbness of the anterolateral thigh, normal strength and reflexes, and a positive Tinel sign medial to the anterior superior iliac spine in a man with recent weight gain and a heavy belt is meralgia paresthetica, entrapment of the lateral femoral cutaneous nerve where it passes beneath the lateral inguinal ligament. Removing the compressive belt and weight loss are first-line. Osteopathic treatment addresses the fascia at the lateral inguinal ligament, the iliacus and the innominate, and upper lumbar somatic dysfunction, because the nerve arises from L2-L3 and runs across the iliacus.',
    objective: 'Identify the lateral femoral cutaneous nerve as the nerve entrapped in meralgia paresthetica.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Anterolateral thigh burning with normal strength and reflexes is meralgia paresthetica: the lateral femoral cutaneous nerve (L2-L3) at the inguinal ligament.',
  },
];
