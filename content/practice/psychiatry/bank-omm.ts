import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'psych-q-omm-alcohol-pancreatitis-viscerosomatic',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Alcohol use disorder with acute pancreatitis: viscerosomatic reflex',
    stem: 'A 46-year-old man is brought to the emergency department because of severe epigastric pain radiating to the back for 12 hours, with nausea and vomiting. He has alcohol use disorder and has drunk about a pint of vodka daily for 10 years; his last drink was 14 hours ago. He takes no medications. Temperature is 37.8°C, pulse is 108/min, respirations are 20/min, and blood pressure is 132/84 mm Hg. The epigastrium is tender with voluntary guarding, and bowel sounds are hypoactive. He has a fine tremor of the outstretched hands. Serum lipase is 1,850 U/L, AST is 128 U/L, ALT is 62 U/L, total bilirubin is 0.9 mg/dL, calcium is 8.9 mg/dL, and glucose is 142 mg/dL. Abdominal ultrasonography shows no gallstones and a normal common bile duct. Intravenous fluids and an alcohol withdrawal protocol are started, and the osteopathic physician performs a structural examination.',
    leadIn: 'Paraspinal tissue texture changes from the viscerosomatic reflex of the affected organ are most likely at which of the following spinal levels?',
    options: [
      {
        text: 'C3-C5',
        why: 'C3-C5 gives rise to the phrenic nerve; diaphragmatic irritation refers pain to the neck and shoulder, but these are not the sympathetic levels of the pancreas.',
      },
      {
        text: 'T1-T4',
        why: 'The upper thoracic segments carry sympathetic outflow to the head, neck and heart; myocardial ischemia, not pancreatitis, produces changes here (T1-T5 on the left).',
      },
      {
        text: 'T5-T9',
        why: 'Sympathetic fibers to the pancreas and other upper abdominal organs leave the cord at T5-T9 in the greater splanchnic nerve, and visceral afferents returning along them facilitate these segments.',
      },
      {
        text: 'T12-L2',
        why: 'T12-L2 is the viscerosomatic level of the descending and sigmoid colon, rectum, bladder and other pelvic organs, which would fit diverticulitis or cystitis.',
      },
      {
        text: 'S2-S4',
        why: 'S2-S4 carries pelvic splanchnic parasympathetic outflow to the distal colon and pelvic organs; the pancreas receives its parasympathetic supply from the vagus nerve.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Epigastric pain boring through to the back, a lipase more than three times the upper limit of normal, heavy daily drinking and no gallstones establish acute alcoholic pancreatitis. Pain afferents from the inflamed pancreas travel with its sympathetic supply to the T5-T9 segments, where sustained input facilitates the segment and produces paraspinal tissue texture changes and hypertonicity. Recognising the level helps separate a visceral source from a primary musculoskeletal problem; it does not replace the clinical and laboratory diagnosis.',
    objective: 'Identify T5-T9 as the viscerosomatic reflex level of the pancreas in a patient with alcohol-related pancreatitis.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Upper abdominal organs (stomach, duodenum, liver, gallbladder, pancreas) produce viscerosomatic changes at T5-T9.',
  },
  {
    id: 'psych-q-omm-clozapine-constipation-chapman',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Clozapine-induced gastrointestinal hypomotility: Chapman reflex points',
    stem: 'A 34-year-old woman with treatment-resistant schizophrenia comes to the osteopathic clinic because of constipation for 3 weeks. She has one hard bowel movement each week, with bloating but no vomiting. She started clozapine 8 months ago and now takes 400 mg daily; her psychotic symptoms are much improved. She drinks little water and does not exercise. Temperature is 36.9°C, pulse is 92/min, and blood pressure is 118/76 mm Hg. The abdomen is mildly distended, soft, and nontender, with hypoactive bowel sounds. Rectal examination shows hard stool in the rectal vault. Leukocyte count is 6,800/mm³, and serum potassium is 4.1 mEq/L. An abdominal x-ray shows a large stool burden throughout the colon without dilated bowel loops or air-fluid levels. A bowel regimen is started, and the physician palpates for anterior Chapman reflex points.',
    leadIn: 'Small, tender, gangliform nodules related to this patient\'s condition are most likely found at which of the following locations?',
    options: [
      {
        text: 'Along the iliotibial band of the lateral thigh',
        why: 'The anterior Chapman points of the colon lie along the iliotibial band between the greater trochanter and the knee, and they are expected with colonic dysfunction such as this fecal loading.',
      },
      {
        text: 'At the tip of the right 12th rib',
        why: 'The tip of the right 12th rib is the anterior Chapman point of the appendix, which would be sought in suspected appendicitis.',
      },
      {
        text: 'In the periumbilical region',
        why: 'The region around the umbilicus is the anterior Chapman point of the bladder, relevant to urinary retention or cystitis.',
      },
      {
        text: 'In the second intercostal space near the sternum',
        why: 'The second intercostal space next to the sternum is the anterior Chapman point of the heart.',
      },
      {
        text: 'One inch above and one inch lateral to the umbilicus',
        why: 'This is the anterior Chapman point of the kidney; the adrenal point lies 2 inches above and 1 inch lateral to the umbilicus.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Clozapine has strong anticholinergic and antiserotonergic effects that slow colonic transit; constipation affects a large share of patients and can progress to ileus, obstruction or perforation, so it is treated promptly rather than dismissed. Her x-ray shows colonic fecal loading without obstruction. Chapman reflex points are small, smooth, tender nodules in the deep fascia that reflect visceral dysfunction; those of the colon lie along the iliotibial band, and tenderness there supports a colonic source of her symptoms.',
    objective: 'Locate the anterior Chapman reflex points of the colon in a patient with clozapine-induced constipation.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Colon Chapman points lie along the iliotibial band; clozapine constipation is common and can be fatal, so treat it early.',
  },
  {
    id: 'psych-q-omm-depression-atlas-rotation',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Atlantoaxial somatic dysfunction in a patient with depression',
    stem: 'A 41-year-old woman with major depressive disorder comes to the osteopathic clinic because of neck pain and a dull headache at the base of the skull for 6 weeks. Her mood has improved since sertraline was started 3 months ago, but she has spent long hours at a laptop while working from home. She has had no trauma, arm symptoms, or visual changes. Temperature is 36.8°C, pulse is 72/min, and blood pressure is 116/74 mm Hg. Neurologic examination is normal. The suboccipital muscles are tender and hypertonic. Motion testing of the occipitoatlantal joint is symmetric. With her cervical spine fully flexed, passive rotation of the head to the right is restricted, and rotation to the left is free.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Atlas rotated left',
        why: 'Full flexion locks the facets of C2-C7, so the remaining rotation occurs at the atlantoaxial joint; free left and restricted right rotation means the atlas is rotated left.',
      },
      {
        text: 'Atlas rotated right',
        why: 'An atlas rotated right would move freely to the right and be restricted in rotation to the left, the opposite of these findings.',
      },
      {
        text: 'C3 flexed, rotated left, sidebent left',
        why: 'A typical cervical segment is diagnosed with translation (sidebending) testing in flexion and extension; the fully flexed rotation test isolates the atlas, not C3.',
      },
      {
        text: 'Occiput extended, sidebent left, rotated right',
        why: 'Occipitoatlantal dysfunction is diagnosed by translation in flexion and extension, which was symmetric here; the occiput mainly flexes and extends rather than rotating.',
      },
      {
        text: 'Occiput flexed, sidebent right, rotated left',
        why: 'This would produce asymmetric occipitoatlantal translation, which this patient does not have; her restriction appears only in rotation with the neck flexed.',
      },
    ],
    answerIndex: 0,
    rationale:
      'The atlantoaxial joint provides about half of cervical rotation and little else. Fully flexing the neck locks the facets of the typical cervical segments, so rotation tested in that position reflects C1 on C2. Somatic dysfunction is named for the direction of freedom: free left rotation with a right rotational barrier is atlas rotated left. The symmetric occipitoatlantal findings exclude the occiput. Muscle energy can rotate the head to the right barrier and have her gently turn left against resistance.',
    objective: 'Diagnose atlantoaxial somatic dysfunction from rotation tested with the cervical spine fully flexed.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Rotation tested with the neck fully flexed isolates C1 on C2; the atlas is named for the side to which it rotates freely.',
  },
  {
    id: 'psych-q-omm-depression-post-isometric-relaxation',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Muscle energy in chronic low back pain with depression: post-isometric relaxation',
    stem: 'A 52-year-old man with major depressive disorder in partial remission comes to the osteopathic clinic because of low back pain for 8 months that is worse after sitting. He takes bupropion. He has no weight loss, fever, or bladder or bowel changes. Vital signs are normal. Lower extremity strength, sensation, and reflexes are normal, and the straight-leg raise test is negative. Structural examination shows L3 flexed, rotated right, sidebent right, with hypertonic right lumbar paraspinal muscles. The physician places L3 at its restrictive barrier in extension, left rotation, and left sidebending, then asks him to sidebend gently to the right against equal counterforce for 3 to 5 seconds. After he relaxes, the physician takes up the slack to a new barrier and repeats the sequence three more times.',
    leadIn: 'Which of the following physiologic mechanisms best explains the gain in range after each contraction?',
    options: [
      {
        text: 'Contraction of the antagonist reflexly relaxing the agonist',
        why: 'Reciprocal inhibition would apply if he contracted the muscles on the opposite side, toward the barrier; here he contracts the shortened muscles themselves.',
      },
      {
        text: 'Flexor contraction relaxing contralateral limb flexors',
        why: 'The crossed extensor reflex is used in muscle energy when an extremity cannot be treated directly, for example because of a fracture or burn.',
      },
      {
        text: 'Golgi tendon organ inhibition of the contracted muscle',
        why: 'Tension on the tendon during the isometric contraction activates Golgi tendon organs, whose Ib afferents inhibit the motor neurons of the same muscle, so it can be lengthened to a new barrier.',
      },
      {
        text: 'Rapid stretch of periarticular receptors by a thrust',
        why: 'A quick, short thrust through the barrier characterizes high-velocity, low-amplitude technique, which was not used here.',
      },
      {
        text: 'Resetting of muscle spindles by passive shortening',
        why: 'Reducing inappropriate spindle activity by holding a muscle passively shortened for 90 seconds is the proposed mechanism of counterstrain, an indirect technique.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Engaging the barrier, having the patient contract the hypertonic muscles away from it against an equal counterforce, then relaxing and taking up the new range is muscle energy using post-isometric relaxation, the most common form of the technique. The brief refractory period after the contraction allows the shortened right paraspinal muscles to lengthen. Depression and chronic low back pain often coexist and worsen each other, so nonpharmacologic pain treatment fits well alongside his antidepressant.',
    objective: 'Explain the Golgi tendon organ basis of post-isometric relaxation in muscle energy technique.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Post-isometric relaxation: contract the shortened muscle isometrically, Golgi tendon organs inhibit it, then move to the new barrier.',
  },
  {
    id: 'psych-q-omm-ssri-bruxism-reciprocal-inhibition',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'SSRI-associated bruxism: muscle energy by reciprocal inhibition',
    stem: 'A 29-year-old woman with generalized anxiety disorder comes to the osteopathic clinic because of jaw pain and morning headaches at the temples for 3 weeks. She started escitalopram 6 weeks ago, and her worry has improved. Her partner now hears her grinding her teeth at night. She has no ear pain, jaw trauma, or fever. Vital signs are normal. The masseter and temporalis muscles are tender and hypertonic bilaterally, and maximal mouth opening is reduced. There is no clicking or deviation of the mandible. The physician places a hand under her chin and asks her to open her mouth gently against his resistance for 3 to 5 seconds, then relax, after which he guides her jaw further open and repeats the sequence.',
    leadIn: 'Which of the following physiologic principles explains the relaxation of the hypertonic muscles with this technique?',
    options: [
      {
        text: 'Crossed extensor reflex',
        why: 'The crossed extensor reflex uses contraction of muscles in one limb to relax the corresponding muscles of the opposite limb; it does not apply to the jaw.',
      },
      {
        text: 'Joint mobilization using muscle force',
        why: 'In this form of muscle energy, the patient\'s contraction pulls a bone toward its barrier, as in innominate techniques; here the aim is to relax hypertonic jaw closers.',
      },
      {
        text: 'Oculocephalogyric reflex',
        why: 'This reflex uses eye movement to produce a gentle contraction of neck and trunk muscles and is used for acute, painful cervical or thoracic dysfunction.',
      },
      {
        text: 'Post-isometric relaxation',
        why: 'Post-isometric relaxation would apply if she contracted the hypertonic closers themselves, for example by biting against resistance.',
      },
      {
        text: 'Reciprocal inhibition',
        why: 'Contracting the jaw openers (suprahyoid muscles, lateral pterygoids) reflexly inhibits their antagonists, the hypertonic masseter and temporalis, allowing further opening.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Nocturnal grinding that began after starting an SSRI, with tender hypertonic masseter and temporalis muscles, fits SSRI-associated bruxism. The hypertonic muscles close the jaw, but she is asked to contract the openers. Contraction of an antagonist inhibits the agonist through spinal reciprocal innervation, so this is muscle energy by reciprocal inhibition, which is useful when contracting the painful muscle itself hurts. Her prescriber should also review the SSRI dose, and a night guard protects the teeth.',
    objective: 'Identify reciprocal inhibition as the basis of a muscle energy technique that contracts the antagonist of a hypertonic muscle.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Reciprocal inhibition: contract the antagonist to relax the hypertonic muscle; post-isometric relaxation contracts the hypertonic muscle itself.',
  },
  {
    id: 'psych-q-omm-panic-facilitated-positional-release',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Choosing OMT for acute neck pain in a patient with panic disorder',
    stem: 'A 32-year-old woman with panic disorder comes to the osteopathic clinic because of left-sided neck pain and stiffness for 2 days after a long car trip. She takes sertraline and attends cognitive behavioral therapy. She has no trauma, headache, arm pain, numbness, or weakness. Vital signs are normal, and the neurologic examination is normal. The left cervical paraspinal muscles are hypertonic and tender, with somatic dysfunction at C4. She explains that being held in one position for long periods makes her anxious and that she does not want her neck "cracked." The physician chooses an indirect technique in which the spinal curve is first flattened, a gentle compressive force is added, and each position of ease is held for only 3 to 5 seconds.',
    leadIn: 'Which of the following techniques fits this description?',
    options: [
      {
        text: 'Counterstrain',
        why: 'Counterstrain is also indirect but is guided by a tender point and holds the position of ease for about 90 seconds, which she wishes to avoid.',
      },
      {
        text: 'Facilitated positional release',
        why: 'Facilitated positional release flattens the regional curve, adds a facilitating force such as compression or torsion, positions the tissues in ease, and releases after 3 to 5 seconds.',
      },
      {
        text: 'High-velocity, low-amplitude thrust',
        why: 'A thrust is a direct technique through the restrictive barrier, which she has declined.',
      },
      {
        text: 'Muscle energy',
        why: 'Muscle energy is a direct technique that engages the barrier and uses her active isometric contractions against counterforce.',
      },
      {
        text: 'Myofascial release',
        why: 'Myofascial release loads the fascia directly or indirectly and holds until the tissues release, which usually takes well beyond a few seconds.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Respecting her preferences is part of patient-centered care in an anxiety disorder: she wants a gentle technique, no thrust and only brief holds. Facilitated positional release meets all three: the sagittal curve is neutralized, a facilitating force (compression or torsion) is added, the segment is placed in its position of ease in all planes, and the hold lasts only 3 to 5 seconds before return to neutral and reassessment. Counterstrain and myofascial release are gentle but need longer holds, and muscle energy and thrust are direct techniques.',
    objective: 'Recognise facilitated positional release by its neutral curve, facilitating force and 3- to 5-second hold, and match it to patient preference.',
    task: 'omt-choice',
    steps: 1,
    takeHome: 'Facilitated positional release: flatten the curve, add compression, position of ease, hold 3-5 seconds; counterstrain holds 90 seconds.',
  },
  {
    id: 'psych-q-omm-opioid-use-abscess-lymphatic-pump',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Opioid use disorder with pneumonia: contraindication to lymphatic pump',
    stem: 'A 36-year-old man with opioid use disorder who injects fentanyl is hospitalized for community-acquired pneumonia of the right lower lobe. He is on the second day of intravenous ceftriaxone and oral azithromycin, and buprenorphine was started yesterday for opioid withdrawal. On the dorsum of his left forearm, at an injection site, there is a 3-cm warm, erythematous, fluctuant swelling; incision and drainage is planned for tomorrow. Temperature is 38.3°C, pulse is 102/min, respirations are 22/min, blood pressure is 124/78 mm Hg, and oxygen saturation is 94% on room air. There are crackles over the right lower lobe. Leukocyte count is 15,200/mm³. Blood cultures show no growth at 48 hours, and transthoracic echocardiography shows no vegetations. The osteopathic physician considers adding a thoracic lymphatic pump to his treatment.',
    leadIn: 'Which of the following findings is the strongest reason to defer the thoracic lymphatic pump at this time?',
    options: [
      {
        text: 'Buprenorphine started for withdrawal',
        why: 'Buprenorphine treatment of opioid use disorder has no bearing on the safety of lymphatic techniques and should be continued.',
      },
      {
        text: 'Crackles over the right lower lobe',
        why: 'Pneumonia is an indication for lymphatic techniques, which are used to improve lymphatic drainage and chest wall mechanics alongside antibiotics.',
      },
      {
        text: 'Fluctuant forearm abscess',
        why: 'An undrained abscess is a localized, walled-off bacterial infection; increasing lymphatic flow before drainage may spread organisms, so the pump waits until the abscess is drained and treated.',
      },
      {
        text: 'Leukocyte count of 15,200/mm³',
        why: 'Leukocytosis reflects the pneumonia being treated; it is not a contraindication by itself.',
      },
      {
        text: 'Oxygen saturation of 94%',
        why: 'Mild hypoxemia from pneumonia is a reason lymphatic and respiratory techniques may help, not a reason to avoid them.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Pneumonia is a classic indication for lymphatic OMT such as thoracic inlet release and the thoracic lymphatic pump, which augment the pressure gradients that move lymph toward the venous system. The fluctuant, undrained injection-site abscess is a localized closed-space infection, a recognized relative contraindication to lymphatic pump techniques because augmenting lymph flow may disseminate bacteria. After drainage and effective antibiotics, the pump can be reconsidered. Other relative contraindications include fractures, some cancers and high fever.',
    objective: 'Recognise an undrained abscess as a contraindication to lymphatic pump techniques in a hospitalized patient who injects drugs.',
    task: 'complication',
    steps: 2,
    takeHome: 'Defer lymphatic pump techniques in a patient with an undrained abscess; drain and treat it first.',
  },
  {
    id: 'psych-q-omm-ptsd-counterstrain-mechanism',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Counterstrain in a veteran with posttraumatic stress disorder: mechanism',
    stem: 'A 33-year-old man who is a military veteran with posttraumatic stress disorder comes to the osteopathic clinic because of low back pain for 10 days after lifting a heavy box. He takes sertraline and prazosin and has weekly trauma-focused psychotherapy. He has no numbness, weakness, or bladder symptoms. Vital signs are normal, and the neurologic examination is normal. A small, tense, edematous tender point is found just lateral to the L3 spinous process; pressure on it causes local pain without radiation. After explaining each step and obtaining consent, the physician keeps a finger on the point and passively positions the patient prone in lumbar extension with slight sidebending until the tenderness decreases by more than two thirds. The position is held for 90 seconds, and the patient is then slowly and passively returned to neutral.',
    leadIn: 'Which of the following best explains the therapeutic effect of this technique?',
    options: [
      {
        text: 'Autogenic inhibition after an isometric contraction',
        why: 'Golgi tendon organ inhibition after the patient contracts against resistance underlies muscle energy by post-isometric relaxation; the patient made no contraction here.',
      },
      {
        text: 'Forceful stretch of a joint capsule at its barrier',
        why: 'Taking a joint into its restrictive barrier and applying force describes direct techniques such as articulatory treatment or thrust, not a passive position of ease.',
      },
      {
        text: 'Increased lymph flow from rhythmic chest compression',
        why: 'Rhythmic compression of the chest is the thoracic lymphatic pump, which aims at lymphatic drainage rather than a localized tender point.',
      },
      {
        text: 'Reflex relaxation when the antagonist contracts',
        why: 'Reciprocal inhibition requires active contraction of the opposing muscle; this technique is entirely passive.',
      },
      {
        text: 'Resetting of aberrant muscle spindle activity',
        why: 'Holding the involved muscle passively shortened reduces inappropriate gamma motor and spindle afferent activity that maintains the strain, so tone and tenderness fall.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Monitoring a tender point while passively folding the body around it into a position of comfort, holding 90 seconds and returning slowly is counterstrain, an indirect positional technique. Its proposed mechanism is that shortening the strained muscle quiets the inappropriate proprioceptive (muscle spindle) activity that keeps it contracted; the slow return avoids re-triggering the reflex. Because it is gentle and needs no thrust, it suits acute, painful strains. In a patient with PTSD, explaining each contact and confirming consent before hands-on treatment is part of trauma-informed care.',
    objective: 'Identify counterstrain from its description and explain its muscle spindle mechanism.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Counterstrain: find the tender point, position of ease until tenderness falls by 70% or more, hold 90 seconds, return slowly.',
  },
  {
    id: 'psych-q-omm-depression-thoracic-flexion-dysfunction',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Thoracic type II somatic dysfunction in a patient with depression',
    stem: 'A 58-year-old woman with recurrent major depressive disorder comes to the osteopathic clinic because of mid-back pain for 3 weeks. During the current depressive episode, she spent most days slumped on a couch; her mood is now improving on mirtazapine. She has no history of cancer, fever, or trauma, and bone densitometry 1 year ago was normal. Vital signs are normal. There is no midline bony tenderness, and the neurologic examination is normal. Structural examination shows tissue texture changes in the right paraspinal region at T6. With the patient seated in neutral, the right transverse process of T6 is posterior. The asymmetry becomes more pronounced when she extends her back and disappears when she bends forward.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'T6 extended, rotated left, sidebent left',
        why: 'An extended segment rotated left would show a posterior left transverse process that worsens in flexion.',
      },
      {
        text: 'T6 extended, rotated right, sidebent right',
        why: 'An extended segment worsens in flexion and improves in extension, the opposite of what is found here.',
      },
      {
        text: 'T6 flexed, rotated left, sidebent left',
        why: 'The posterior transverse process is on the right, so the segment is rotated right, not left.',
      },
      {
        text: 'T6 flexed, rotated right, sidebent right',
        why: 'A posterior right transverse process means right rotation, and asymmetry that worsens in extension and resolves in flexion means the segment is stuck in flexion; in type II mechanics it sidebends to the same side.',
      },
      {
        text: 'T6 neutral, sidebent left, rotated right',
        why: 'A neutral (type I) dysfunction involves a group of segments whose asymmetry does not change with flexion or extension; this single segment changes with both.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A single segment whose rotational asymmetry changes with flexion and extension follows type II (non-neutral) mechanics, in which rotation and sidebending occur to the same side. The side of the posterior transverse process names the rotation (right). The position that worsens the asymmetry is the restricted motion: because extension makes it worse and flexion resolves it, the segment is flexed. The long slumped posture of her depressive episode is a plausible contributor, and activation and posture advice support recovery.',
    objective: 'Name a thoracic type II somatic dysfunction from transverse process position in neutral, flexion and extension.',
    task: 'osteopathic-diagnosis',
    steps: 1,
    takeHome: 'Posterior transverse process = side of rotation; asymmetry worse in extension = flexed segment (and worse in flexion = extended).',
  },
  {
    id: 'psych-q-omm-dementia-muscle-energy-cooperation',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Choosing OMT in advanced Alzheimer disease: limits of muscle energy',
    stem: 'An 84-year-old woman with Alzheimer disease who lives in a memory care unit is brought to the osteopathic clinic by her daughter because she rubs her upper back and grimaces when she is helped to dress. She takes donepezil and memantine. Her most recent Mini-Mental State Examination score was 11 of 30. She is pleasant but oriented only to herself, cannot follow two-step commands, and forgets instructions within seconds. Bone densitometry 1 year ago showed a femoral neck T-score of -1.8. Temperature is 36.6°C, pulse is 64/min, and blood pressure is 128/74 mm Hg. There is no midline bony tenderness. Structural examination shows T3 extended, rotated left, sidebent left, with hypertonic upper thoracic paraspinal muscles. Her daughter asks whether muscle energy could be used.',
    leadIn: 'Which of the following findings in this patient is the main reason muscle energy technique is unsuitable?',
    options: [
      {
        text: 'Age older than 80 years',
        why: 'Advanced age alone does not preclude muscle energy, which is widely used in older adults because it is gentle and needs no thrust.',
      },
      {
        text: 'Inability to cooperate actively',
        why: 'Muscle energy requires the patient to contract a specific muscle in a precise direction with controlled force on command, relax, and repeat, which she cannot do.',
      },
      {
        text: 'Osteopenia on bone densitometry',
        why: 'Low bone density argues against high-velocity, low-amplitude thrust; muscle energy uses the patient\'s own gentle contraction and remains acceptable.',
      },
      {
        text: 'Treatment with donepezil',
        why: 'Cholinesterase inhibitors can cause bradycardia and gastrointestinal effects but do not affect the choice of manipulative technique.',
      },
      {
        text: 'Type II (non-neutral) somatic dysfunction',
        why: 'A single-segment type II dysfunction is a typical indication for muscle energy in a patient who can cooperate.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Muscle energy is an active, direct technique: the physician positions the segment at its barrier and the patient must produce a precisely directed, submaximal contraction against counterforce, relax on cue and repeat. Moderate to severe dementia, delirium, unconsciousness, very young age and other conditions that prevent understanding or cooperation make it impractical. Passive techniques such as counterstrain, myofascial release, balanced ligamentous tension or soft tissue treatment can address her T3 dysfunction, and thrust techniques are best avoided given her reduced bone density.',
    objective: 'Recognise that muscle energy requires patient cooperation and choose passive techniques for a patient with advanced dementia.',
    task: 'complication',
    steps: 2,
    takeHome: 'Muscle energy needs an alert, cooperative patient; in advanced dementia or delirium, choose passive techniques.',
  },
  {
    id: 'psych-q-omm-persistent-depression-chronic-tissue-texture',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Chronic somatic dysfunction in persistent depressive disorder: palpatory findings',
    stem: 'A 49-year-old man with persistent depressive disorder comes to the osteopathic clinic because of upper back aching that he has had for several years. The pain is dull, worse during stressful periods at work, and not related to any injury. He takes sertraline and sits at a desk for most of the day. He has no chest pain, dyspnea, weight loss, or night pain. Temperature is 36.7°C, pulse is 70/min, and blood pressure is 124/78 mm Hg. Cardiopulmonary and neurologic examinations are normal. Motion testing shows restricted, asymmetric motion of T3 through T5 bilaterally, and the physician palpates the overlying paraspinal tissues.',
    leadIn: 'Which of the following palpatory findings in these paraspinal tissues is most likely?',
    options: [
      {
        text: 'Boggy, edematous tissue with increased moisture',
        why: 'Bogginess, edema and moisture reflect the vasodilation and inflammation of acute somatic dysfunction, as after a recent strain.',
      },
      {
        text: 'Cool, dry, ropy tissue with decreased tone',
        why: 'Long-standing somatic dysfunction produces cool, dry, thickened, ropy or fibrotic tissue with decreased muscle tone, as fibrosis replaces the early inflammatory changes.',
      },
      {
        text: 'Small, smooth, gangliform nodules in deep fascia',
        why: 'These describe Chapman reflex points, which lie at specific anterior and posterior locations and reflect visceral dysfunction rather than the tissue over a restricted segment.',
      },
      {
        text: 'Taut band that refers pain when compressed',
        why: 'A taut band with a characteristic referred pain pattern is a myofascial trigger point, not the diffuse tissue change over a chronically restricted segment.',
      },
      {
        text: 'Warm skin with a red reflex that persists',
        why: 'Warmth and a red reflex that lingers after stroking the skin indicate increased blood flow in acute somatic dysfunction.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Years of dull, stress-related upper back aching with restricted motion of T3-T5 and no acute injury point to chronic somatic dysfunction. Acute dysfunction shows warmth, moisture, bogginess, edema, hypertonicity and a red reflex that persists. As dysfunction becomes chronic, the tissues become cool, dry, thickened and ropy or fibrotic, muscle tone decreases, and the red reflex blanches quickly. Recognising chronicity guides the choice and dose of OMT, and coexisting depression is part of the chronic pain picture that his plan should address.',
    objective: 'Distinguish the palpatory findings of chronic from acute somatic dysfunction.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Acute: warm, moist, boggy, hypertonic, red reflex lingers. Chronic: cool, dry, ropy or fibrotic, decreased tone, red reflex fades.',
    table: {
      caption: 'Tissue texture in acute and chronic somatic dysfunction',
      header: ['Feature', 'Acute', 'Chronic'],
      rows: [
        ['Temperature', 'Warm', 'Cool'],
        ['Moisture', 'Moist', 'Dry'],
        ['Texture', 'Boggy, edematous', 'Ropy, fibrotic'],
        ['Muscle tone', 'Increased', 'Decreased'],
        ['Red reflex', 'Persists', 'Fades quickly'],
      ],
    },
  },
  {
    id: 'psych-q-omm-anxiety-counterstrain-tender-point',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Neck pain in a patient with generalized anxiety disorder: classifying a palpatory finding',
    stem: 'A 35-year-old woman with generalized anxiety disorder comes to the osteopathic clinic because of neck pain for 5 days that began after she slept on a friend\'s couch. She takes buspirone. She has no headache, arm symptoms, or fever. Vital signs are normal, and the neurologic examination is normal. About 1 cm lateral to the C4 spinous process on the left, the physician palpates a small, tense, edematous spot that is exquisitely tender. Pressure causes sharp local pain without radiation. There is no taut band in the surrounding muscle, and snapping palpation produces no twitch. The tenderness decreases markedly when her neck is passively extended.',
    leadIn: 'Which of the following best describes this palpatory finding?',
    options: [
      {
        text: 'Chapman reflex point',
        why: 'Chapman points are small, smooth gangliform nodules in deep fascia at fixed locations that reflect visceral dysfunction, and their tenderness does not change with positioning of the neck.',
      },
      {
        text: 'Counterstrain tender point',
        why: 'A small, tense, edematous, very tender spot with local pain only, no taut band or referral, whose tenderness falls when the tissues are passively shortened, is a counterstrain (Jones) tender point.',
      },
      {
        text: 'Fibromyalgia tender point',
        why: 'Fibromyalgia causes widespread pain and tenderness at many sites over months, not a single acute tender spot that eases with positioning.',
      },
      {
        text: 'Myofascial trigger point',
        why: 'A trigger point lies in a taut band, refers pain in a predictable pattern and produces a local twitch response, none of which is present here.',
      },
      {
        text: 'Viscerosomatic tissue change',
        why: 'A viscerosomatic reflex produces paraspinal tissue texture changes at the spinal levels of a diseased organ, and nothing here suggests visceral disease.',
      },
    ],
    answerIndex: 1,
    rationale:
      'After an awkward sleeping posture, she has a discrete, edematous, exquisitely tender spot beside C4 with purely local pain, no taut band, no referral and no twitch, and the tenderness falls when the neck is passively extended. These are the features of a counterstrain tender point, which is treated by holding that position of ease for 90 seconds while monitoring the point and then returning slowly. Distinguishing tender points from trigger points and Chapman points guides the choice of treatment.',
    objective: 'Distinguish a counterstrain tender point from trigger points, Chapman points and fibromyalgia tender points.',
    task: 'osteopathic-diagnosis',
    steps: 1,
    takeHome: 'Counterstrain tender point: small, tense, edematous, local pain only, eases in a position of ease. Trigger point: taut band, referral, twitch.',
  },
  {
    id: 'psych-q-omm-catatonia-immobility-pedal-pump',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Catatonia with prolonged immobility: risk of the pedal lymphatic pump',
    stem: 'A 44-year-old woman with major depressive disorder was admitted to the psychiatric unit 6 days ago with catatonia. For about 10 days she had been mute and immobile, lying in bed and resisting attempts to move her. With scheduled lorazepam she has begun to speak and eat, but she still spends most of the day in bed. Today the nurse notes that her left leg is swollen. Temperature is 37.4°C, pulse is 96/min, respirations are 16/min, blood pressure is 124/78 mm Hg, and oxygen saturation is 98% on room air. The left calf is warm and tender, its circumference is 3 cm greater than the right, and there is pitting edema to the left knee. The D-dimer concentration is 2.4 μg/mL FEU. The osteopathic physician had planned OMT, including lymphatic techniques, during her stay and reviews the plan while duplex ultrasonography is arranged.',
    leadIn: 'Which of the following techniques carries the greatest risk of harm for this patient now?',
    options: [
      {
        text: 'Counterstrain for thoracic tender points',
        why: 'Counterstrain is a gentle, passive positional technique that does not propel venous blood or lymph from the legs and does not threaten a thrombus.',
      },
      {
        text: 'Myofascial release of the thoracic inlet',
        why: 'Releasing the thoracic inlet is usually the first lymphatic step and poses no risk of dislodging a leg clot.',
      },
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital and occipitoatlantal techniques act on the upper cervical region and its parasympathetic (vagal) influence, far from the lower limb.',
      },
      {
        text: 'Pedal pump',
        why: 'Rhythmic dorsiflexion and plantar flexion of the feet transmit oscillating pressure through the leg veins and could dislodge a calf thrombus, causing pulmonary embolism.',
      },
      {
        text: 'Rib raising',
        why: 'Rib raising mobilizes the ribs over the sympathetic chain and does not mechanically disturb the lower-extremity veins.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Days of catatonic immobility put her at high risk of venous thromboembolism, which is a recognized complication of catatonia. Unilateral calf swelling, warmth, tenderness and pitting edema with a raised D-dimer make deep venous thrombosis likely until duplex ultrasonography excludes it. The pedal (Dalrymple) pump rhythmically moves the whole lower extremity and is contraindicated in known or suspected DVT because it may embolize the clot. Anticoagulation decisions follow imaging; gentle techniques away from the legs remain possible.',
    objective: 'Recognise suspected deep venous thrombosis in an immobile catatonic patient as a contraindication to the pedal lymphatic pump.',
    task: 'complication',
    steps: 2,
    takeHome: 'Catatonia causes immobility and venous thromboembolism; suspected DVT contraindicates the pedal lymphatic pump.',
  },
  {
    id: 'psych-q-omm-opioid-remission-lumbar-muscle-energy',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Nonopioid treatment of low back pain in opioid use disorder: muscle energy setup',
    stem: 'A 39-year-old man with opioid use disorder in sustained remission comes to the osteopathic clinic because of low back pain for 2 weeks after lifting a sofa. He has taken buprenorphine-naloxone for 3 years and asks for treatment that does not involve opioids. He has no leg weakness, numbness, fever, or bladder or bowel symptoms. Vital signs are normal. Lower extremity strength, sensation, and reflexes are normal, and the straight-leg raise test is negative. The left lumbar paraspinal muscles are hypertonic. With the patient prone, the left transverse process of L4 is posterior. The asymmetry increases when he flexes forward and resolves when he props himself on his elbows. He agrees to muscle energy treatment.',
    leadIn: 'In which position should the physician place L4 to engage its restrictive barrier before the first contraction?',
    options: [
      {
        text: 'Extension, left sidebending, and left rotation',
        why: 'Extension with left sidebending and rotation is the position of ease of this segment, used by indirect techniques, not the barrier used in muscle energy.',
      },
      {
        text: 'Extension, right sidebending, and right rotation',
        why: 'Extension with right sidebending and rotation engages the barrier of L4 flexed, rotated left, sidebent left, whose asymmetry would worsen in extension.',
      },
      {
        text: 'Flexion, left sidebending, and left rotation',
        why: 'This engages the barrier of an extended segment rotated right; here the posterior transverse process is on the left.',
      },
      {
        text: 'Flexion, right sidebending, and right rotation',
        why: 'L4 is extended, rotated left, and sidebent left, so its barriers are flexion, right sidebending and right rotation; the patient then contracts gently back toward the left against counterforce.',
      },
      {
        text: 'Neutral, right sidebending, and left rotation',
        why: 'Neutral positioning with opposite sidebending and rotation addresses a type I group curve, not a single segment whose asymmetry changes with flexion and extension.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A posterior left transverse process means left rotation. Asymmetry that worsens in flexion and resolves in extension means flexion is restricted, so the segment is extended, and type II mechanics put sidebending on the same side: L4 extended, rotated left, sidebent left. Muscle energy is a direct technique, so the segment is localized to all three barriers at once, flexion with right sidebending and right rotation, before the isometric contractions. Nonpharmacologic therapy, including spinal manipulation, is recommended first for acute low back pain and avoids full-agonist opioids in a patient in recovery.',
    objective: 'Diagnose a lumbar extended type II dysfunction and set up muscle energy at its barrier.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Muscle energy engages the barrier: position the segment opposite to its named position in all three planes.',
  },
  {
    id: 'psych-q-omm-anxiety-tension-headache-suboccipital',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Tension-type headache in generalized anxiety disorder: OMT choice',
    stem: 'A 31-year-old man with generalized anxiety disorder comes to the osteopathic clinic because of headaches 3 or 4 days a week for 3 months. The pain is a bilateral, pressing band around the head that is worst at the back of the skull; it is not worsened by climbing stairs, and he has no nausea, photophobia, or aura. He takes sertraline, attends cognitive behavioral therapy, and works long hours at a computer. Temperature is 36.8°C, pulse is 76/min, and blood pressure is 124/80 mm Hg. Neurologic and funduscopic examinations are normal. He holds his head forward of his shoulders. The small muscles between the occiput and the spinous process of C2 are hypertonic and tender bilaterally, and occipitoatlantal flexion is restricted bilaterally.',
    leadIn: 'Which of the following osteopathic techniques most directly addresses the principal structural finding?',
    options: [
      {
        text: 'Frontal lift',
        why: 'The frontal lift is a cranial technique aimed at the frontal bone and frontal sinus congestion, not the muscles at the base of the skull.',
      },
      {
        text: 'Galbreath technique',
        why: 'Mandibular drainage (Galbreath) is used to promote eustachian tube drainage in otitis media.',
      },
      {
        text: 'Muscle energy for an elevated first rib',
        why: 'Muscle energy for the first rib treats an inhalation dysfunction of that rib, which was not found and would not explain occipital pain.',
      },
      {
        text: 'Suboccipital release',
        why: 'The physician\'s fingertips under the suboccipital muscles let the weight of the head provide sustained inhibitory pressure, relaxing these muscles and freeing occipitoatlantal motion.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'Thoracic inlet release is the first step in lymphatic treatment, for example in respiratory infection or edema, not a treatment for suboccipital hypertonicity.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Frequent bilateral pressing headaches without migraine features, with a normal neurologic examination and pericranial muscle tenderness, are tension-type headaches, which are common in anxiety disorders. The dominant structural findings are hypertonic suboccipital muscles and bilateral occipitoatlantal restriction, for which suboccipital release, a gentle inhibitory soft tissue technique, is most direct. Posture correction, work-station changes and continued treatment of his anxiety complete the plan.',
    objective: 'Choose suboccipital release for suboccipital hypertonicity in tension-type headache.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Tension-type headache with suboccipital hypertonicity and OA restriction: suboccipital release plus posture and anxiety care.',
  },
  {
    id: 'psych-q-omm-antipsychotic-metabolic-energy-model',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Antipsychotic-associated weight gain and insulin resistance: metabolic-energy model',
    stem: 'A 30-year-old man with schizophrenia comes to the osteopathic clinic for follow-up. His psychotic symptoms have been well controlled for 2 years with olanzapine 20 mg daily, but he has gained 14 kg. Temperature is 36.7°C, pulse is 80/min, and blood pressure is 136/86 mm Hg. BMI is 33 kg/m². Fasting plasma glucose is 118 mg/dL, hemoglobin A1c is 6.1%, and LDL cholesterol is 152 mg/dL. Because his illness has been hard to control in the past, he and his psychiatrist prefer to continue olanzapine. The osteopathic physician adds metformin to improve insulin sensitivity and limit further antipsychotic-related weight gain, sets a daily calorie target matched to his energy expenditure, and schedules monitoring of glucose and lipid levels. OMT is also given for thoracic somatic dysfunction.',
    leadIn: 'The metformin, calorie target, and metabolic monitoring most directly apply which of the following osteopathic models of patient care?',
    options: [
      {
        text: 'Behavioral model',
        why: 'The behavioral model addresses psychological, social and lifestyle influences such as stress, beliefs, habits and substance use.',
      },
      {
        text: 'Biomechanical model',
        why: 'The biomechanical model addresses posture, motion and somatic dysfunction, which the OMT for his thoracic spine applies.',
      },
      {
        text: 'Metabolic-energy model',
        why: 'The metabolic-energy model addresses energy balance, nutrition and endocrine and metabolic processes, such as insulin resistance and weight gain from olanzapine.',
      },
      {
        text: 'Neurologic model',
        why: 'The neurologic model addresses autonomic balance, nociception and neural control, for example facilitated segments.',
      },
      {
        text: 'Respiratory-circulatory model',
        why: 'The respiratory-circulatory model addresses breathing mechanics and arterial, venous and lymphatic flow.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Weight gain, raised blood pressure, prediabetic glucose and hemoglobin A1c and high LDL cholesterol on olanzapine are metabolic adverse effects of second-generation antipsychotics, which contribute to the shortened life expectancy of people with schizophrenia. Metformin for insulin resistance, an energy intake matched to expenditure and metabolic monitoring target the production, storage and use of energy and endocrine regulation, which is the metabolic-energy model. The OMT he receives applies the biomechanical model, and the five models are combined in one plan.',
    objective: 'Match the management of antipsychotic-associated metabolic syndrome to the metabolic-energy model of osteopathic care.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Metabolic-energy model: energy balance, nutrition, endocrine and metabolic regulation (e.g., metformin for antipsychotic weight gain).',
  },
  {
    id: 'psych-q-omm-depression-posterior-innominate',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Innominate somatic dysfunction in a patient with depression',
    stem: 'A 45-year-old woman with major depressive disorder comes to the osteopathic clinic because of right low back and buttock pain for 1 week. The pain began after she helped move furniture, and her low mood has worsened because she cannot walk her dog. She takes sertraline. She has no leg numbness or weakness and no bladder or bowel symptoms. Vital signs are normal. Neurologic examination is normal. The standing flexion test is positive on the right, and the seated flexion test is negative. Compared with the left, the right anterior superior iliac spine is superior and the right posterior superior iliac spine is inferior. Supine, the right medial malleolus is more superior than the left.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'Left anterior innominate',
        why: 'A left anterior innominate produces the same relative asymmetry of the iliac spines and leg lengths, but the standing flexion test would be positive on the left.',
      },
      {
        text: 'Right anterior innominate',
        why: 'A right anterior innominate places the right ASIS inferior and PSIS superior, with an apparently longer right leg.',
      },
      {
        text: 'Right inferior innominate shear',
        why: 'An inferior shear moves both the ASIS and PSIS inferiorly on the affected side and makes that leg appear longer.',
      },
      {
        text: 'Right posterior innominate',
        why: 'A positive right standing flexion test with the right ASIS superior, right PSIS inferior and an apparently shorter right leg defines a right posterior innominate.',
      },
      {
        text: 'Right superior innominate shear',
        why: 'A superior shear moves both the ASIS and PSIS superiorly on the affected side, usually after a fall onto the ischial tuberosity or an extended leg.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A positive standing flexion test with a negative seated flexion test points to an iliosacral (innominate) dysfunction on the right. The right ASIS is superior while the right PSIS is inferior, so the innominate has rotated backward around its transverse axis rather than shifted as a whole, and posterior rotation raises the acetabulum, producing an apparently short right leg. Muscle energy using the hip flexors, or other OMT, can restore motion and allow her to return to activity, which also supports her mood.',
    objective: 'Diagnose a posterior innominate rotation from flexion tests, landmark positions and leg length.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Posterior innominate: standing flexion test positive on that side, ASIS superior, PSIS inferior, leg apparently short.',
    table: {
      caption: 'Innominate dysfunctions (side of positive standing flexion test)',
      header: ['Dysfunction', 'ASIS', 'PSIS', 'Leg length'],
      rows: [
        ['Anterior rotation', 'Inferior', 'Superior', 'Longer'],
        ['Posterior rotation', 'Superior', 'Inferior', 'Shorter'],
        ['Superior shear', 'Superior', 'Superior', 'Shorter'],
        ['Inferior shear', 'Inferior', 'Inferior', 'Longer'],
      ],
    },
  },
  {
    id: 'psych-q-omm-anorexia-gastric-vagal-region',
    category: 'Psychiatry',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Delayed gastric emptying in anorexia nervosa: parasympathetic OMT target',
    stem: 'A 19-year-old woman with anorexia nervosa, restricting type, is admitted for medical stabilization and nutritional rehabilitation. She struggles to finish meals because of early satiety, bloating, and postprandial fullness. BMI is 15.8 kg/m². Temperature is 36.2°C, pulse is 52/min, and blood pressure is 94/60 mm Hg. The abdomen is soft and nontender. Serum potassium is 3.6 mEq/L, phosphorus is 3.2 mg/dL, and magnesium is 1.8 mEq/L. Gastric emptying scintigraphy shows delayed emptying without obstruction. Refeeding continues with electrolyte monitoring. The osteopathic physician plans gentle OMT to support gastric motility by treating the region related to the parasympathetic supply of the stomach; thrust techniques are avoided because of her low bone density.',
    leadIn: 'Which of the following regions should the physician treat for this purpose?',
    options: [
      {
        text: 'Occiput, atlas, and axis',
        why: 'The vagus nerve, the parasympathetic supply of the stomach, leaves the skull through the jugular foramen beside the occipitoatlantal joint, so this region is treated to influence vagal tone.',
      },
      {
        text: 'Sacrum at S2-S4',
        why: 'S2-S4 provides pelvic splanchnic parasympathetic fibers to the distal colon, rectum and pelvic organs, not to the stomach.',
      },
      {
        text: 'Thoracic spine at T1-T4',
        why: 'T1-T4 carries sympathetic outflow to the head, neck and heart and has no parasympathetic role.',
      },
      {
        text: 'Thoracic spine at T5-T9',
        why: 'T5-T9 is the sympathetic (viscerosomatic) level of the stomach; treating it addresses sympathetic, not parasympathetic, tone.',
      },
      {
        text: 'Thoracolumbar spine at T12-L2',
        why: 'T12-L2 carries sympathetic outflow to the left colon and pelvic organs and is unrelated to gastric parasympathetic supply.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Early satiety and delayed gastric emptying are common in anorexia nervosa and usually improve with weight restoration, but they hinder refeeding. Gastric motility is promoted by the vagus nerve, which exits through the jugular foramen next to the occipitoatlantal articulation, so OMT for parasympathetic influence is directed at the occiput and upper cervical spine (for example suboccipital release or occipitoatlantal decompression). Sympathetic input to the stomach arises from T5-T9. Her low bone density makes thrust techniques unsafe.',
    objective: 'Identify the occipitoatlantal and upper cervical region as the OMT target for vagal (parasympathetic) supply to the stomach.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Parasympathetics: vagus (treat occiput-C2) for organs down to the proximal colon; S2-S4 for the distal colon and pelvis.',
  },
];
