import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'pulm-q-omm-chapman-lower-lung',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Chapman reflex points: lungs',
    stem: 'A 45-year-old man comes to the osteopathic clinic because of fever, productive cough and right-sided pleuritic chest pain for 3 days. He is otherwise healthy and takes no medications. Temperature is 38.4°C, pulse is 96/min, respirations are 20/min, blood pressure is 128/78 mm Hg, and oxygen saturation is 95% on room air. Bronchial breath sounds and crackles are heard over the right posterior lung base. A chest radiograph shows consolidation of the right lower lobe. Oral amoxicillin is prescribed. On osteopathic examination, a small, smooth, firm, tender nodule consistent with an anterior Chapman reflex point related to the affected organ is palpated.',
    leadIn: 'Which of the following is the most likely location of this nodule?',
    options: [
      {
        text: 'Along the iliotibial band of the thigh',
        why: 'Chapman points along the iliotibial band on the lateral thigh relate to the colon.',
      },
      {
        text: 'Fourth intercostal space beside the sternum',
        why: 'The anterior Chapman point of the lower lung lies in the fourth intercostal space next to the sternum; its posterior point lies between the T4 and T5 transverse processes.',
      },
      {
        text: 'Second intercostal space beside the sternum',
        why: 'The second intercostal space next to the sternum holds the anterior Chapman point of the heart (myocardium).',
      },
      {
        text: 'Third intercostal space beside the sternum',
        why: 'The third intercostal space next to the sternum holds the point of the upper lung; it would be expected with an upper lobe process.',
      },
      {
        text: 'Tip of the right 12th rib',
        why: 'The tip of the right 12th rib is the anterior Chapman point of the appendix.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Fever, productive cough, pleuritic pain, bronchial breath sounds at the right base and right lower lobe consolidation establish community-acquired pneumonia of the lower lung. Chapman reflex points are small, smooth, firm, often tender gangliform nodules in the deep fascia that reflect visceral dysfunction through the autonomic nervous system. The anterior points of the lungs lie beside the sternum: the third intercostal space for the upper lung and the fourth intercostal space for the lower lung. Anterior points are used mainly for diagnosis, and the corresponding posterior points (T3-T4 for the upper lung and T4-T5 for the lower lung, between the transverse processes) are used for treatment. The finding supports the diagnosis but does not replace antibiotic therapy and follow-up.',
    objective: 'Locate the anterior Chapman reflex point of the lower lung in the fourth intercostal space beside the sternum.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Anterior Chapman points beside the sternum: second intercostal space heart, third upper lung, fourth lower lung.',
  },
  {
    id: 'pulm-q-omm-key-rib-inhalation-dysfunction',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Asthma: rib inhalation somatic dysfunction',
    stem: 'A 31-year-old woman with moderate persistent asthma comes to the osteopathic clinic 10 days after an exacerbation triggered by a viral upper respiratory infection. Her wheezing has resolved with inhaled budesonide-formoterol and a 5-day course of oral prednisone, but she has an aching right anterior chest wall and feels that she cannot breathe out fully. Pulse is 78/min, respirations are 16/min, and oxygen saturation is 98% on room air. The lungs are clear, and peak expiratory flow is 92% of her personal best. On osteopathic examination with the patient supine, the right 3rd through 6th ribs rise normally with inhalation, but during exhalation they stop moving before the corresponding left ribs.',
    leadIn: 'Treatment of this rib group should be directed first at which of the following ribs?',
    options: [
      {
        text: 'Rib 3',
        why: 'The uppermost rib of a group is the key rib in an exhalation dysfunction (ribs that move freely into exhalation but stop early during inhalation); here the restriction is in exhalation.',
      },
      {
        text: 'Rib 4',
        why: 'A middle rib of the group is not the key rib; when the key rib is released, the others usually follow.',
      },
      {
        text: 'Rib 5',
        why: 'Rib 5 lies within the group, above its lowest rib, so it is not the rib that holds the others up.',
      },
      {
        text: 'Rib 6',
        why: 'In an inhalation dysfunction the lowest rib of the group is the key rib, because it keeps the ribs above it from descending; treating it first usually releases the whole group.',
      },
      {
        text: 'Rib 7',
        why: 'Rib 7 moves normally and lies below the dysfunctional group, so it needs no treatment.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Hyperinflation and accessory muscle use during an asthma exacerbation often leave a group of ribs held up in inhalation. Ribs that rise normally but stop early during exhalation are in an inhalation somatic dysfunction (restricted in exhalation). In a group dysfunction one key rib holds the others: the lowest rib for an inhalation dysfunction and the uppermost rib for an exhalation dysfunction (bottom for inhalation, top for exhalation). Here the key rib is rib 6, and muscle energy with respiratory assistance, in which the physician follows the rib into exhalation and holds it there during the next inhalation, is a common treatment.',
    objective: 'Identify the key rib of a group inhalation somatic dysfunction.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Rib groups: inhalation dysfunction, treat the bottom rib; exhalation dysfunction, treat the top rib.',
  },
  {
    id: 'pulm-q-omm-respiratory-assistance-inhaled-ribs',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Muscle energy for rib inhalation dysfunction',
    stem: 'A 42-year-old man comes to the osteopathic clinic because of aching left lower chest wall pain for 2 weeks. Three weeks ago he had acute bronchitis with wheezing and a severe cough, which have resolved. He takes no medications. Pulse is 70/min, respirations are 14/min, and oxygen saturation is 98% on room air. The lungs are clear. With the physician\'s hands on the lateral aspects of the lower rib cage, the left 7th through 10th ribs move outward normally with inhalation, but during exhalation they stop moving before the corresponding right ribs. The physician plans muscle energy treatment directed at the key rib of this group.',
    leadIn: 'Which of the following is the activating force for this treatment?',
    options: [
      {
        text: 'Contraction of the pectoralis minor against resistance',
        why: 'Isometric contraction of the pectoralis minor pulls ribs 3 to 5 upward and is used for an exhalation dysfunction whose key rib is one of those ribs.',
      },
      {
        text: 'Contraction of the serratus anterior against resistance',
        why: 'Serratus anterior contraction pulls the middle ribs upward and is used for exhalation dysfunctions with a middle key rib; it would move these ribs further into their freedom.',
      },
      {
        text: 'High-velocity thrust at the rib angle',
        why: 'A thrust at the rib angle is an HVLA technique, not muscle energy; muscle energy uses the patient\'s own effort.',
      },
      {
        text: 'Passive positioning into the position of ease',
        why: 'Holding the rib passively in its position of ease is counterstrain or facilitated positional release, an indirect approach without patient effort.',
      },
      {
        text: 'Respiratory assistance',
        why: 'For ribs held in inhalation, the patient breathes out deeply while the physician follows the key rib into exhalation and resists its rise on the next breath in; the patient\'s respiratory effort is the activating force.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Ribs that move freely into inhalation but stop early during exhalation are in an inhalation somatic dysfunction, here of the lower (bucket-handle) ribs 7 to 10, with the lowest rib (rib 10) as the key rib. Muscle energy for an inhalation dysfunction uses respiratory assistance: with the key rib engaged at its exhalation barrier, the patient exhales fully while the physician follows the rib down and in, then holds it there as the patient inhales, repeating several times. Exhalation dysfunctions are treated the other way, with isometric contraction of a muscle attached to the key rib to pull it up into inhalation (scalenes for ribs 1 and 2, pectoralis minor for ribs 3 to 5, serratus anterior, latissimus dorsi and quadratus lumborum lower down).',
    objective: 'Choose respiratory assistance as the activating force of muscle energy for a rib inhalation dysfunction.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Inhaled ribs are treated with respiratory assistance during exhalation; exhaled ribs with isometric contraction of a muscle attached to the key rib.',
  },
  {
    id: 'pulm-q-omm-bucket-handle-motion',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Rib mechanics: lower rib motion',
    stem: 'A 55-year-old woman comes to the osteopathic clinic for follow-up 3 weeks after being treated for left lower lobe pneumonia. Her cough has resolved, but she feels that the left side of her chest does not expand fully. She takes no medications. Temperature is 36.8°C, pulse is 74/min, respirations are 14/min, and oxygen saturation is 98% on room air. The lungs are clear. With the patient supine, the physician places the hands on the lateral aspects of the lower rib cage over ribs 7 to 10 and compares the two sides during deep inhalation; the left ribs move less than the right.',
    leadIn: 'Which of the following describes the principal motion of these ribs during inhalation?',
    options: [
      {
        text: 'Bucket-handle motion increasing the anteroposterior diameter',
        why: 'Bucket-handle motion is correct for these ribs, but it chiefly widens the chest from side to side rather than front to back.',
      },
      {
        text: 'Bucket-handle motion increasing the transverse diameter',
        why: 'The lower ribs (about 7 to 10) rotate about an anteroposterior axis, swinging their lateral shafts up and out and widening the chest transversely.',
      },
      {
        text: 'Caliper motion increasing the transverse diameter',
        why: 'Caliper motion belongs to ribs 11 and 12, which have no anterior attachment and move in a horizontal plane like the arms of calipers.',
      },
      {
        text: 'Pump-handle motion increasing the anteroposterior diameter',
        why: 'Pump-handle motion of the upper ribs (about 1 to 5) raises the sternum and increases the anteroposterior diameter; it is assessed with the hands on the upper anterior chest.',
      },
      {
        text: 'Pump-handle motion increasing the transverse diameter',
        why: 'Pump-handle motion lifts the anterior ends of the upper ribs and the sternum, so it increases the anteroposterior rather than the transverse diameter.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Reduced expansion of one side of the chest after pneumonia usually reflects rib somatic dysfunction from splinting and coughing. The ribs move in three patterns: the upper ribs (about 1 to 5) move mainly like a pump handle, raising the sternum and increasing the anteroposterior diameter; the lower ribs (about 7 to 10) move mainly like a bucket handle, swinging their lateral shafts upward and increasing the transverse diameter; and the floating ribs 11 and 12 move like calipers. Knowing the main motion tells the physician where to place the hands: on the anterior upper chest for pump-handle motion and on the lateral lower chest for bucket-handle motion.',
    objective: 'Describe bucket-handle motion of the lower ribs and its effect on the transverse diameter of the chest.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Upper ribs: pump handle, anteroposterior diameter. Lower ribs: bucket handle, transverse diameter. Ribs 11 and 12: caliper.',
  },
  {
    id: 'pulm-q-omm-phrenic-levels',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Diaphragm innervation in OMT',
    stem: 'A 66-year-old man is hospitalized with right lower lobe pneumonia and a small parapneumonic effusion and is improving on day 4 of intravenous ceftriaxone and azithromycin. He has right-sided pleuritic pain and takes shallow breaths. Temperature is 37.6°C, pulse is 88/min, respirations are 22/min, and oxygen saturation is 94% on 2 L/min of oxygen by nasal cannula. Dullness and decreased breath sounds are noted at the right base, and excursion of the right hemidiaphragm is reduced on percussion. Structural examination shows hypertonic neck muscles, restricted motion of several cervical segments and rib somatic dysfunction on the right. The physician plans OMT to improve diaphragmatic function, including treatment of the cervical segments that give rise to its motor nerve.',
    leadIn: 'Treatment should be directed at which of the following levels?',
    options: [
      {
        text: 'C1-C2',
        why: 'The occipitoatlantal region and C1-C2 relate to the vagus nerve, the parasympathetic supply of the lungs, not to the motor supply of the diaphragm.',
      },
      {
        text: 'C3-C5',
        why: 'The phrenic nerve arises from C3 to C5 and is the only motor supply of the diaphragm, so somatic dysfunction at these segments can affect diaphragmatic function.',
      },
      {
        text: 'C6-C8',
        why: 'C6 to C8 contribute to the brachial plexus, which supplies the upper limb.',
      },
      {
        text: 'T1-T4',
        why: 'T1-T4 provide sympathetic fibers to the head and neck; the lungs receive sympathetic fibers from about T2-T7.',
      },
      {
        text: 'T7-T12',
        why: 'The lower intercostal nerves carry sensation from the peripheral diaphragm and its pleura but do not supply its muscle.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Pleuritic pain and a parapneumonic effusion limit motion of the right hemidiaphragm. The diaphragm, the main muscle of respiration and the main pump for lymph returning from the abdomen, is innervated by the phrenic nerve from C3, C4 and C5. Osteopathic care of pneumonia therefore includes treating somatic dysfunction at C3-C5 along with the thoracic inlet, the ribs and the diaphragm itself (for example by doming), while the sympathetic supply of the lungs (about T2-T7) is addressed with rib raising and the vagal supply at the occipitoatlantal region.',
    objective: 'Identify C3-C5 as the origin of the phrenic nerve when treating diaphragmatic dysfunction.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'C3, C4 and C5 keep the diaphragm alive: treat these segments when diaphragmatic motion is impaired.',
  },
  {
    id: 'pulm-q-omm-copd-diaphragm-doming',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'COPD: diaphragm dysfunction',
    stem: 'A 68-year-old man with severe chronic obstructive pulmonary disease comes to the osteopathic clinic for follow-up. He has dyspnea when walking 100 meters on level ground and uses inhaled tiotropium, formoterol and budesonide. He smoked two packs of cigarettes daily for 40 years and quit 3 years ago. Pulse is 84/min, respirations are 20/min, and oxygen saturation is 92% on room air. The chest is barrel-shaped, breath sounds are distant, and he uses his neck muscles to breathe. Percussion shows low lung borders that move little between inhalation and exhalation. Spirometry shows an FEV1 of 38% of predicted, and a chest radiograph shows hyperinflated lungs. He completed pulmonary rehabilitation, and OMT is planned as an adjunct to improve the excursion of his main respiratory muscle.',
    leadIn: 'Which of the following techniques most directly addresses this goal?',
    options: [
      {
        text: 'Counterstrain for an anterior cervical tender point',
        why: 'Counterstrain can relieve tender accessory neck muscles, but it does not act on the diaphragm itself.',
      },
      {
        text: 'Diaphragm redoming',
        why: 'Redoming applies myofascial release to the costal margins and the diaphragm to restore its domed shape and excursion, which improves ventilation and the thoracoabdominal pressure gradient that drives lymph flow.',
      },
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital decompression influences vagal (parasympathetic) tone to the airways and does not act on the diaphragm.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump enhances lymphatic return from the lower body but does not treat diaphragmatic mechanics.',
      },
      {
        text: 'Rib raising of the upper ribs',
        why: 'Upper rib raising improves rib motion and normalizes sympathetic tone to the lungs (about T2-T7) but does not restore diaphragmatic excursion.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Severe COPD with hyperinflation flattens the diaphragm, shortening its fibers and reducing its excursion, so the patient relies on accessory muscles such as the scalenes and sternocleidomastoid. Among osteopathic techniques, treatment of the thoracoabdominal diaphragm (redoming, a myofascial release applied at the costal margins during breathing) most directly aims to restore its shape and motion. This can make breathing more efficient and improve the pressure changes that return lymph and venous blood to the chest. It is one part of a plan that also addresses the rib cage, the C3-C5 segments of the phrenic nerve and the thoracic inlet, alongside bronchodilators and pulmonary rehabilitation.',
    objective: 'Choose diaphragm redoming to improve diaphragmatic excursion in a patient with COPD.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Hyperinflation flattens the diaphragm; redoming is the technique aimed directly at restoring its shape and excursion.',
  },
  {
    id: 'pulm-q-omm-sympathetic-secretions',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Pneumonia: sympathetic effects on the airways',
    stem: 'A 74-year-old woman is hospitalized with community-acquired pneumonia of the left lower lobe and is receiving intravenous ceftriaxone and azithromycin on day 2. She has a weak cough and has difficulty bringing up secretions. Temperature is 37.9°C, pulse is 92/min, respirations are 22/min, blood pressure is 126/74 mm Hg, and oxygen saturation is 93% on 2 L/min of oxygen by nasal cannula. Coarse crackles are heard over the left lower lung field. On osteopathic structural examination, the left upper and midthoracic paraspinal tissues are warm and boggy, with deep muscle hypertonicity over several segments. The physician performs rib raising at these levels to reduce the effects of the heightened sympathetic outflow to her lung.',
    leadIn: 'Sustained sympathetic hyperactivity to the lungs is thought to produce which of the following effects?',
    options: [
      {
        text: 'Bronchoconstriction of the small airways',
        why: 'Airway smooth muscle constriction is a parasympathetic (vagal) effect; sympathetic activity relaxes the airways.',
      },
      {
        text: 'Copious, thin bronchial secretions',
        why: 'Abundant watery secretions are the parasympathetic pattern, addressed in OMT at the occipitoatlantal region.',
      },
      {
        text: 'Increased vagal bronchial tone',
        why: 'Vagal tone is the parasympathetic arm; it rises with airway irritation but is not produced by sympathetic hyperactivity.',
      },
      {
        text: 'Pulmonary arteriolar vasodilation',
        why: 'Sympathetic stimulation constricts rather than dilates the pulmonary vessels.',
      },
      {
        text: 'Thick, tenacious bronchial secretions',
        why: 'Sustained sympathetic tone is thought to make bronchial secretions thick and sticky, with goblet cell hyperplasia, so they are harder to clear; normalizing it is a goal of rib raising in pneumonia.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Pneumonia produces an acute viscerosomatic reflex at the sympathetic levels of the lung (about T2-T7), seen here as warm, boggy paraspinal tissue with deep hypertonicity. In the osteopathic model of the respiratory system, sustained sympathetic hyperactivity to the lungs thickens the bronchial secretions (with goblet cell hyperplasia) and constricts the pulmonary vessels, while parasympathetic (vagal) activity constricts the airways and produces copious, thin secretions. Rib raising at T2-T7 is used to normalize the sympathetic outflow, which is intended to thin the secretions, and it also improves rib motion and lymphatic return in patients who are confined to bed.',
    objective: 'Describe the effect of sympathetic hyperactivity on bronchial secretions, the rationale for rib raising in pneumonia.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Sympathetic hyperactivity to the lungs makes secretions thick and sticky; parasympathetic activity makes them thin and copious and constricts the airways.',
  },
  {
    id: 'pulm-q-omm-cough-thoracic-type-ii',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cough-related thoracic type II somatic dysfunction',
    stem: 'A 33-year-old man comes to the osteopathic clinic because of left midthoracic back pain for 1 week. He has had a cough for 3 weeks after a viral bronchitis; the cough is now improving, but the pain is worse with coughing and with bending forward. He has no fever, hemoptysis or shortness of breath and takes no medications. Temperature is 36.9°C, pulse is 72/min, respirations are 14/min, and oxygen saturation is 98% on room air. The lungs are clear. There is tenderness of the left paraspinal muscles at the level of the sixth thoracic vertebra. On osteopathic structural examination, the left transverse process of T6 is more posterior than the right; the asymmetry increases when he bends forward and disappears when he bends backward.',
    leadIn: 'Which of the following best describes the somatic dysfunction at T6?',
    options: [
      {
        text: 'Extended, rotated left, sidebent left',
        why: 'The left transverse process is posterior (rotated left), the segment becomes symmetric in extension (it moves freely into extension), and a single extended segment sidebends to the same side as it rotates.',
      },
      {
        text: 'Extended, rotated right, sidebent right',
        why: 'The segment is extended, but rotation is named for the side of the posterior transverse process, which is the left.',
      },
      {
        text: 'Flexed, rotated left, sidebent left',
        why: 'A flexed segment becomes symmetric in flexion and more asymmetric in extension, the opposite of these findings.',
      },
      {
        text: 'Flexed, rotated right, sidebent right',
        why: 'Both the side and the flexion-extension behavior are reversed; this would fit a posterior right transverse process that disappears in flexion.',
      },
      {
        text: 'Neutral, sidebent right, rotated left',
        why: 'A neutral (type I) dysfunction is a group curve whose asymmetry persists in flexion and extension; a single segment that changes with them is type II.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Repeated forceful coughing strains the thoracic muscles and commonly produces thoracic and rib somatic dysfunction. Segmental dysfunction is named for the position the segment moves into freely. The posterior left transverse process shows left rotation; the asymmetry worsens in flexion and resolves in extension, so T6 moves freely into extension and resists flexion, which matches his pain on bending forward. A single flexed or extended segment follows Fryette type II mechanics, with sidebending to the same side as rotation: T6 extended, rotated left, sidebent left (ERS left). The barrier to engage with a direct technique is flexion, right rotation and right sidebending.',
    objective: 'Name a thoracic type II somatic dysfunction after a coughing illness from transverse process findings in flexion and extension.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Posterior transverse process = side of rotation; the position that makes it symmetric names flexion or extension; a single segment sidebends to the same side (type II).',
  },
  {
    id: 'pulm-q-omm-counterstrain-mechanism',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Counterstrain: mechanism of action',
    stem: 'A 52-year-old woman comes to the osteopathic clinic because of right upper back pain for 2 weeks that began during 3 weeks of violent coughing from pertussis, confirmed by polymerase chain reaction testing and treated with azithromycin. The cough is now much milder. She has no fever or shortness of breath. Pulse is 76/min, respirations are 14/min, and oxygen saturation is 98% on room air. The lungs are clear. A chest radiograph is normal. A small, tense, exquisitely tender point is found beside the spinous process of T5 on the right; pressing it causes local pain that does not spread. With the patient prone, the physician extends her upper trunk and fine-tunes the position until the tenderness of the point falls by more than 70 percent, holds the position for 90 seconds and then slowly returns her to neutral; the point is now barely tender.',
    leadIn: 'Which of the following mechanisms best explains the effect of this treatment?',
    options: [
      {
        text: 'Autogenic inhibition through Golgi tendon organs',
        why: 'Golgi tendon organ inhibition after an isometric contraction explains muscle energy (post-isometric relaxation), which requires active contraction by the patient.',
      },
      {
        text: 'Cavitation of the zygapophyseal joint',
        why: 'Joint cavitation, the audible pop, accompanies high-velocity, low-amplitude thrust, not passive positioning.',
      },
      {
        text: 'Reciprocal inhibition from contraction of the antagonists',
        why: 'Reciprocal inhibition is a muscle energy mechanism in which the patient contracts the muscles opposing the tight ones.',
      },
      {
        text: 'Reduction of inappropriate muscle spindle activity',
        why: 'Passive shortening of the strained tissue quiets its muscle spindle afferents, allowing the spindle gain to reset and the protective hypertonicity and tenderness to subside.',
      },
      {
        text: 'Viscoelastic creep of the fascia',
        why: 'Slow lengthening of fascia under sustained load explains myofascial release, which applies a gentle, continuous force rather than positioning for ease.',
      },
    ],
    answerIndex: 3,
    rationale:
      'The small, tense, locally painful point beside the T5 spinous process is a posterior thoracic counterstrain tender point caused by muscle strain during paroxysmal coughing. Counterstrain is a passive, indirect technique: the body part is placed in the position of greatest comfort, usually one that shortens the strained muscle (extension for posterior points), held for 90 seconds and returned slowly. Its proposed mechanism is proprioceptive: shortening the muscle reduces the inappropriate firing of its muscle spindles (and the gamma motor drive that maintains it), so the reflex hypertonicity resets; holding the position also allows local circulation to clear inflammatory mediators. A slow return prevents the spindle from being restretched and refiring.',
    objective: 'Explain the proprioceptive (muscle spindle) mechanism of counterstrain.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'Counterstrain resets inappropriate muscle spindle activity by passive shortening: hold 90 seconds, then return slowly.',
  },
  {
    id: 'pulm-q-omm-copd-elevated-first-rib',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'COPD: accessory muscles and first rib dysfunction',
    stem: 'A 70-year-old woman with severe chronic obstructive pulmonary disease comes to the osteopathic clinic because of aching at the base of the left side of her neck for 2 months. She becomes short of breath when dressing and uses inhaled umeclidinium, vilanterol and fluticasone. She smoked one pack of cigarettes daily for 45 years and quit 2 years ago. Pulse is 86/min, respirations are 22/min, and oxygen saturation is 91% on room air. She breathes with visible contraction of her neck muscles, and breath sounds are distant. On osteopathic examination, the left first rib is higher than the right at the base of the neck and is tender, and it does not descend during exhalation. Neurologic examination of the arms is normal.',
    leadIn: 'Hypertonicity of which of the following muscles most likely holds this rib in its position?',
    options: [
      {
        text: 'Anterior and middle scalenes',
        why: 'The anterior and middle scalenes run from the cervical transverse processes to the first rib; overworked as accessory muscles of inspiration, they pull it up and hold it in inhalation.',
      },
      {
        text: 'Pectoralis minor',
        why: 'The pectoralis minor attaches to ribs 3 to 5 and the coracoid process; its hypertonicity elevates those ribs, not the first.',
      },
      {
        text: 'Posterior scalene',
        why: 'The posterior scalene inserts on the second rib, so it would hold rib 2, not rib 1, in inhalation.',
      },
      {
        text: 'Sternocleidomastoid',
        why: 'The sternocleidomastoid is an accessory muscle of inspiration that lifts the sternum and clavicle but has no attachment to the first rib.',
      },
      {
        text: 'Upper fibers of the trapezius',
        why: 'The upper trapezius attaches to the occiput, the cervical spinous processes and the lateral clavicle; it does not attach to any rib.',
      },
    ],
    answerIndex: 0,
    rationale:
      'In severe COPD the flattened diaphragm works poorly, and the accessory muscles of inspiration (the scalenes and sternocleidomastoids) work with every breath. Chronic hypertonicity of the anterior and middle scalenes, which insert on the first rib, pulls the rib upward and holds it in an inhalation (elevated) somatic dysfunction, felt as a high, tender first rib that does not drop with exhalation. Treatment combines relaxation of the scalenes (soft tissue, counterstrain or muscle energy) with direct treatment of the first rib, and it may ease neck pain and the work of breathing. The same muscles are used in muscle energy for a first rib held in exhalation, because their contraction lifts the rib.',
    objective: 'Relate scalene hypertonicity from accessory muscle use in COPD to an elevated first rib.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Rib attachments: anterior and middle scalenes rib 1, posterior scalene rib 2, pectoralis minor ribs 3-5; overworked scalenes in COPD elevate rib 1.',
  },
  {
    id: 'pulm-q-omm-thoracic-pump-mechanism',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Thoracic lymphatic pump: mechanism',
    stem: 'A 63-year-old man is hospitalized with community-acquired pneumonia of the right middle and lower lobes and is improving on day 3 of intravenous ceftriaxone and azithromycin. He has no history of osteoporosis, fractures, cancer, pleural effusion or abscess. Temperature is 37.4°C, pulse is 84/min, respirations are 18/min, blood pressure is 130/80 mm Hg, and oxygen saturation is 95% on room air. Crackles are heard over the right lower lung field. After releasing the thoracic inlet and treating the diaphragm, the physician stands at the head of the bed, places both hands on the upper anterior chest wall and applies gentle compressions at about two per second while the patient breathes normally.',
    leadIn: 'This technique increases the return of lymph chiefly by which of the following mechanisms?',
    options: [
      {
        text: 'Direct compression of the thoracic duct',
        why: 'The thoracic duct lies deep in the posterior mediastinum beside the aorta and esophagus and cannot be compressed directly through the anterior chest wall.',
      },
      {
        text: 'Inhibition of the sympathetic chain ganglia',
        why: 'Modifying sympathetic tone through the chain ganglia beside the rib heads is the aim of rib raising, not of the thoracic pump.',
      },
      {
        text: 'Oscillation of intrathoracic pressure',
        why: 'The compressions oscillate the pressure inside the chest, which, like an exaggerated respiratory cycle, propels lymph through the thoracic duct toward the venous system and draws more lymph in from the periphery.',
      },
      {
        text: 'Reflex relaxation of the intercostal muscles',
        why: 'Relaxing the intercostal muscles may ease breathing, but it is not how the pump moves lymph.',
      },
      {
        text: 'Release of the thoracic inlet fascia',
        why: 'Thoracic inlet release opens the terminal drainage site and is done before the pump; the pump itself does not stretch the inlet fascia.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Lymph has no central pump; it moves because of the intrinsic contraction of lymphatic vessels, muscle activity and, above all, the pressure gradient created by breathing, as each inhalation lowers intrathoracic pressure and raises abdominal pressure. The thoracic lymphatic pump exaggerates this gradient: rhythmic compressions of the upper chest produce oscillating pressure changes within the thorax that push lymph along the thoracic duct and right lymphatic duct into the subclavian veins and draw lymph from the abdomen and limbs. In animal studies, pumping increases thoracic duct lymph flow and the output of leukocytes into the circulation. Because the pump compresses the rib cage, rib fracture, osteoporosis and localized infection such as empyema are reasons to choose another technique.',
    objective: 'Explain how the thoracic lymphatic pump increases lymph flow through changes in intrathoracic pressure.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'The thoracic pump moves lymph by rhythmically changing intrathoracic pressure; open the thoracic inlet first.',
  },
  {
    id: 'pulm-q-omm-lung-cancer-metastasis-hvla',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Metastatic lung cancer: HVLA contraindication',
    stem: 'A 68-year-old man comes to the osteopathic clinic because of midthoracic back pain for 4 weeks. He has stage IV adenocarcinoma of the lung diagnosed 3 months ago and is receiving pembrolizumab. He also has atrial fibrillation, for which he takes apixaban, chronic obstructive pulmonary disease, for which he uses tiotropium, and type 2 diabetes mellitus treated with metformin. He still smokes half a pack of cigarettes daily. Pulse is 78/min and irregularly irregular, blood pressure is 134/80 mm Hg, and oxygen saturation is 94% on room air. There is tenderness over the T6 spinous process. Strength, sensation and reflexes in the legs are normal. MRI of the thoracic spine shows a lytic lesion in the T6 vertebral body without epidural extension. On structural examination, T6 is restricted in flexion and left rotation. He asks whether a spinal manipulation can ease his pain.',
    leadIn: 'Which of the following findings in this patient is an absolute contraindication to high-velocity, low-amplitude thrust at T6?',
    options: [
      {
        text: 'Age of 68 years',
        why: 'Age alone does not contraindicate thrust; bone quality, not age, is what matters.',
      },
      {
        text: 'Apixaban therapy for atrial fibrillation',
        why: 'Anticoagulation is a relative contraindication to thrust because of bleeding risk, so it calls for caution but not absolute avoidance.',
      },
      {
        text: 'Chronic obstructive pulmonary disease',
        why: 'COPD does not contraindicate thrust unless long-term systemic glucocorticoids have caused osteoporosis.',
      },
      {
        text: 'Current cigarette smoking',
        why: 'Smoking is a risk factor for osteoporosis but is not in itself a contraindication to thrust.',
      },
      {
        text: 'Lytic lesion in the T6 vertebral body',
        why: 'A lytic metastasis weakens the vertebra so that a thrust could fracture it and injure the spinal cord; malignancy in the bone at the site is an absolute contraindication.',
      },
    ],
    answerIndex: 4,
    rationale:
      'New, focal thoracic back pain in a patient with metastatic lung adenocarcinoma, with a lytic lesion in the T6 vertebral body, is a vertebral metastasis until proved otherwise. High-velocity, low-amplitude thrust is absolutely contraindicated where bone is weakened by metastasis, infection, fracture or severe osteoporosis, and in conditions such as Down syndrome or rheumatoid arthritis that make the cervical spine unstable. Anticoagulation is a relative contraindication. His pain should be addressed with radiation oncology and analgesia; gentle indirect and soft tissue techniques away from the lesion may add comfort, and any new neurologic symptom needs urgent imaging for cord compression.',
    objective: 'Recognize vertebral metastasis as an absolute contraindication to high-velocity, low-amplitude thrust and anticoagulation as a relative one.',
    task: 'complication',
    steps: 2,
    takeHome: 'Bone metastasis, osteomyelitis, fracture or severe osteoporosis at the site absolutely contraindicate HVLA; anticoagulation is a relative contraindication.',
  },
  {
    id: 'pulm-q-omm-thoracic-inlet-fascial-preference',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Thoracic inlet fascial somatic dysfunction',
    stem: 'A 26-year-old woman comes to the osteopathic clinic because of sore throat, nasal congestion and a productive cough for 6 days. She has no shortness of breath and takes no medications. Temperature is 37.6°C, pulse is 84/min, respirations are 16/min, and oxygen saturation is 98% on room air. The pharynx is mildly erythematous without exudate, there are small, tender anterior cervical lymph nodes, and the lungs are clear with a few scattered rhonchi. A viral upper respiratory infection with acute bronchitis is diagnosed, and the physician plans lymphatic OMT, beginning at the junction of the neck and thorax. With the hands placed over the thoracic inlet, the physician finds that the inlet rotates more easily to the left than to the right and sidebends more easily to the right than to the left.',
    leadIn: 'Which of the following describes this somatic dysfunction of the thoracic inlet?',
    options: [
      {
        text: 'Rotated left, sidebent left',
        why: 'Rotation is named correctly, but the inlet sidebends more easily to the right, so it is sidebent right.',
      },
      {
        text: 'Rotated left, sidebent right',
        why: 'Fascial (myofascial) dysfunctions are named for the directions of greater ease, here left rotation and right sidebending.',
      },
      {
        text: 'Rotated right, sidebent left',
        why: 'This names the directions of restriction, which are the barriers a direct technique would engage, not the name of the dysfunction.',
      },
      {
        text: 'Rotated right, sidebent right',
        why: 'Sidebending is named correctly, but the inlet rotates more easily to the left.',
      },
      {
        text: 'Sidebent right, without rotational preference',
        why: 'The examination found a clear rotational asymmetry, so a rotational component must be named.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A viral upper respiratory infection with bronchitis and tender cervical nodes is a common reason for lymphatic OMT, which starts at the thoracic inlet, where the thoracic and right lymphatic ducts drain into the venous system. The inlet is a fascial transition zone, and its somatic dysfunction is described by fascial preference: it is named for the directions in which it moves more easily. Here the inlet is rotated left and sidebent right. It can be treated with myofascial release, either indirectly (holding it in left rotation and right sidebending until the tissues release) or directly (engaging right rotation and left sidebending), and then rechecked before the rest of the lymphatic sequence.',
    objective: 'Name a thoracic inlet somatic dysfunction by its fascial preference.',
    task: 'osteopathic-diagnosis',
    steps: 1,
    takeHome: 'Somatic dysfunction, fascial or segmental, is named for the direction of ease; direct techniques engage the opposite barrier.',
  },
  {
    id: 'pulm-q-omm-pneumonia-osteoporosis-pedal-pump',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Lymphatic OMT in pneumonia with severe osteoporosis',
    stem: 'An 86-year-old woman is hospitalized with community-acquired pneumonia of the right lower lobe and is improving on day 3 of intravenous ceftriaxone and azithromycin. She has severe osteoporosis, with a lumbar spine T-score of -3.4 on dual-energy x-ray absorptiometry, two thoracic vertebral compression fractures and a rib fracture caused by coughing last year. She takes alendronate, calcium and vitamin D. Temperature is 37.5°C, pulse is 86/min, respirations are 20/min, blood pressure is 128/70 mm Hg, and oxygen saturation is 94% on 2 L/min of oxygen by nasal cannula. Crackles are heard at the right lung base, and there is marked thoracic kyphosis. The legs show no edema or calf tenderness. After myofascial release of the thoracic inlet, the physician plans a technique to improve lymphatic return.',
    leadIn: 'Which of the following pumps is most appropriate for this patient?',
    options: [
      {
        text: 'Liver pump',
        why: 'The liver pump compresses the lower right rib cage and is aimed at hepatic congestion; in fragile ribs it carries the same fracture risk as chest compression.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump moves lymph by rhythmic dorsiflexion at the feet, transmitting motion through the body without compressing the rib cage, so it suits a patient whose ribs and vertebrae are fragile.',
      },
      {
        text: 'Splenic pump',
        why: 'The splenic pump compresses the lower left ribs to stimulate immune function; it loads osteoporotic ribs and does not address the chest.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'Repeated compression of the anterior chest wall risks rib and vertebral fractures in severe osteoporosis with prior fragility fractures, so it is avoided here.',
      },
      {
        text: 'Thoracic pump with activation',
        why: 'The activation variant holds the chest down against an attempted inhalation and then releases it suddenly; it still requires firm compression of the chest, which is unsafe with ribs this fragile.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Older adults hospitalized with pneumonia may benefit from adjunctive lymphatic OMT, which follows a sequence: open the thoracic inlet, treat the diaphragm, then apply pumps. The choice of pump depends on the patient. Her severe osteoporosis, with vertebral and cough-induced rib fractures, makes any technique that compresses the rib cage (thoracic pumps and the liver and splenic pumps, which press on the lower ribs) risky. The pedal pump, applied rhythmically through the feet with the patient supine, produces a wave of motion that augments lymphatic flow toward the thoracic duct without loading the ribs; its own contraindications, such as an acute deep vein thrombosis or a fracture of the leg, are not suggested by her history or examination.',
    objective: 'Choose the pedal pump when fragile ribs make chest compression unsafe in lymphatic OMT.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'When osteoporosis or rib fractures rule out the thoracic pump, use the pedal pump; it moves lymph without compressing the chest.',
  },
  {
    id: 'pulm-q-omm-scoliosis-type-i-mechanics',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Scoliosis with restrictive lung disease: Fryette mechanics',
    stem: 'A 58-year-old woman comes to the osteopathic clinic because of progressive dyspnea on exertion for 2 years. She has had idiopathic scoliosis since adolescence that was never treated. She has never smoked and takes no medications. Pulse is 82/min, respirations are 20/min, blood pressure is 124/76 mm Hg, and oxygen saturation is 94% on room air. When she bends forward, the ribs on the right side of her back form a prominent hump. Breath sounds are diminished at the bases without crackles. Pulmonary function testing shows an FVC of 56% of predicted, an FEV1:FVC ratio of 0.84 and a total lung capacity of 60% of predicted. A standing radiograph of the spine shows a thoracic curve from T5 to T11 with a Cobb angle of 82 degrees.',
    leadIn: 'Which of the following describes the vertebral mechanics within this curve?',
    options: [
      {
        text: 'Extended, sidebent right, rotated right',
        why: 'Sidebending and rotation to the same side in flexion or extension are type II mechanics of a single segment, not those of a long curve.',
      },
      {
        text: 'Flexed, sidebent left, rotated left',
        why: 'This type II pattern applies to one segment; a scoliotic curve spans several segments in neutral mechanics.',
      },
      {
        text: 'Neutral, sidebent left, rotated right',
        why: 'The rib hump marks the convex side (right), so the vertebrae are rotated right, toward the convexity, and sidebent left, toward the concavity, the opposite-side coupling of type I mechanics.',
      },
      {
        text: 'Neutral, sidebent right, rotated left',
        why: 'This would be a curve convex to the left, with the rib hump on the left side of the back.',
      },
      {
        text: 'Neutral, sidebent right, rotated right',
        why: 'In neutral, rotation and sidebending couple to opposite sides, so this combination is not a type I pattern.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A large thoracic scoliosis stiffens the chest wall and causes a restrictive ventilatory defect, shown here by reduced FVC and total lung capacity with a preserved FEV1:FVC ratio. A scoliotic curve behaves like a type I (neutral) group: the vertebrae sidebend toward the concavity and rotate toward the convexity. Vertebral rotation carries the ribs backward on the convex side, producing the rib hump seen on forward bending; her hump is on the right, so the curve is convex to the right (a right thoracic scoliosis), and the segments are neutral, sidebent left and rotated right. Scoliosis is named for the side of its convexity.',
    objective: 'Apply type I mechanics to a thoracic scoliosis identified by the side of its rib hump.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Scoliosis follows type I mechanics: rotated toward the convexity (the rib hump side) and sidebent toward the concavity.',
  },
  {
    id: 'pulm-q-omm-empyema-lymphatic-pump',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Empyema: lymphatic OMT contraindication',
    stem: 'A 59-year-old man is hospitalized with left lower lobe pneumonia and is receiving intravenous ampicillin-sulbactam on day 4. He has persistent fever and left pleuritic chest pain. Temperature is 38.6°C, pulse is 104/min, respirations are 22/min, blood pressure is 122/76 mm Hg, and oxygen saturation is 93% on 2 L/min of oxygen by nasal cannula. There is dullness to percussion with absent breath sounds over the left lower chest. Leukocyte count is 17,200/mm³. CT of the chest shows a loculated left pleural collection with thickened, enhancing pleura, and diagnostic thoracentesis yields frankly purulent fluid. Placement of a chest tube is scheduled for later today. He also has neck stiffness and low back pain from several days in bed and asks whether osteopathic treatment can help.',
    leadIn: 'Which of the following techniques should be avoided until the pleural collection is drained?',
    options: [
      {
        text: 'Cervical soft tissue kneading',
        why: 'Gentle soft tissue work to the neck muscles is far from the infected space and can ease his stiffness.',
      },
      {
        text: 'Counterstrain for a lumbar tender point',
        why: 'Counterstrain is a passive positional technique for his low back pain that does not push lymph through the infected hemithorax.',
      },
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital decompression addresses vagal tone and neck tension without compressing the chest.',
      },
      {
        text: 'Paraspinal inhibition of the lumbar spine',
        why: 'Sustained pressure on hypertonic lumbar paraspinal muscles is a soft tissue technique that is safe here.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'Pumping the chest increases lymph flow from an undrained, infected space and compresses the inflamed hemithorax; a localized collection of pus contraindicates it until it is drained.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Persistent fever with a loculated pleural collection and frankly purulent fluid establish an empyema, which requires drainage in addition to antibiotics. Lymphatic techniques, especially pumps, are intended to increase lymph flow and immune activity, but with an undrained abscess or empyema they could spread infection, and the thoracic pump also compresses the infected, painful side of the chest. They should wait until the collection has been drained and the patient is improving. Meanwhile, gentle techniques directed at his neck and lumbar complaints, such as soft tissue work, suboccipital decompression, counterstrain and paraspinal inhibition, remain reasonable.',
    objective: 'Recognize an undrained empyema as a contraindication to the thoracic lymphatic pump.',
    task: 'complication',
    steps: 2,
    takeHome: 'An undrained abscess or empyema contraindicates lymphatic pumps; drain the infection first.',
  },
  {
    id: 'pulm-q-omm-asthma-vagal-technique',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Asthma: OMT for parasympathetic bronchoconstriction',
    stem: 'A 24-year-old woman with moderate persistent asthma comes to the osteopathic clinic 5 days after an exacerbation triggered by a viral upper respiratory infection. She is improving with budesonide-formoterol as maintenance and reliever therapy and a 5-day course of oral prednisone, but she still has a mild nighttime cough and chest tightness. Pulse is 88/min, respirations are 18/min, and oxygen saturation is 97% on room air. There are mild, scattered expiratory wheezes, and peak expiratory flow is 78% of her personal best. Structural examination shows hypertonic muscles at the base of the skull and warm, boggy upper thoracic paraspinal tissues with restricted rib motion. As an adjunct to her medications, the physician plans OMT directed at the parasympathetic contribution to her airway narrowing.',
    leadIn: 'Which of the following techniques is most appropriate for this purpose?',
    options: [
      {
        text: 'Collateral ganglion inhibition',
        why: 'The celiac and mesenteric ganglia carry sympathetic fibers to the abdominal viscera and have no role in airway tone.',
      },
      {
        text: 'Rib raising of the upper ribs',
        why: 'Upper rib raising addresses the sympathetic supply of the lungs (about T2-T7) and the restricted ribs, not the parasympathetic component.',
      },
      {
        text: 'Sacral rocking',
        why: 'The sacrum relates to the pelvic splanchnic (S2-S4) parasympathetic supply of the distal colon and pelvic organs, not to the lungs.',
      },
      {
        text: 'Suboccipital release',
        why: 'The vagus nerve, the parasympathetic supply of the airways, leaves the skull through the jugular foramen near the occipitoatlantal joint; suboccipital release is used to normalize vagal tone.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'The thoracic pump promotes lymphatic return and has no specific effect on vagal tone.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Vagal (parasympathetic) activity constricts the airways and increases mucus secretion, and it contributes to the bronchospasm of asthma. Osteopathic treatment of the parasympathetic supply of the lungs is directed at the occipitoatlantal region and upper cervical spine, where the vagus nerve exits the skull and where vagal viscerosomatic reflexes appear; suboccipital release (occipitoatlantal decompression) is the technique used. The sympathetic supply (about T2-T7) is treated separately with rib raising or paraspinal inhibition. OMT is an adjunct and does not replace inhaled glucocorticoid-formoterol therapy.',
    objective: 'Choose suboccipital release to address vagal (parasympathetic) tone to the airways.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Lungs: vagal (parasympathetic) tone is treated at the occipitoatlantal region; sympathetic tone (T2-T7) with rib raising.',
  },
  {
    id: 'pulm-q-omm-rheumatoid-ild-cervical-instability',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Rheumatoid interstitial lung disease: cervical instability and OMT',
    stem: 'A 62-year-old woman comes to the osteopathic clinic because of neck pain and occipital headaches for 2 months. She has had seropositive rheumatoid arthritis for 20 years and rheumatoid arthritis-associated interstitial lung disease for 3 years, with stable dyspnea on exertion. She takes mycophenolate mofetil and hydroxychloroquine. Pulse is 80/min, respirations are 18/min, blood pressure is 126/78 mm Hg, and oxygen saturation is 93% on room air. Fine inspiratory crackles are heard at both lung bases. There is swelling of the metacarpophalangeal joints with ulnar deviation. Neck rotation is painful and limited. Strength, sensation and reflexes in the arms and legs are normal, and plantar responses are flexor. Lateral flexion-extension radiographs of the cervical spine show an atlanto-dens interval of 3 mm in extension and 7 mm in flexion. She also has hypertonic thoracic paraspinal muscles and restricted motion of the lower ribs, and she asks about osteopathic treatment.',
    leadIn: 'Which of the following techniques is contraindicated in this patient?',
    options: [
      {
        text: 'Diaphragm redoming',
        why: 'Myofascial treatment of the diaphragm does not move the neck and may ease the work of breathing in interstitial lung disease.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump does not require neck positioning; the head can be supported while the feet are pumped gently.',
      },
      {
        text: 'Rib raising of the lower ribs',
        why: 'Lower rib raising improves rib motion and sympathetic tone with the patient supine and the neck neutral and supported.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'Inlet release works at the cervicothoracic junction through the clavicles and first ribs with the head supported, without moving the atlantoaxial joint.',
      },
      {
        text: 'Upper cervical counterstrain',
        why: 'Counterstrain for upper cervical tender points positions the head in flexion, extension and rotation, which could sublux the unstable atlas on the axis and compress the spinal cord.',
      },
    ],
    answerIndex: 4,
    rationale:
      'An atlanto-dens interval that widens from 3 mm to 7 mm in flexion shows atlantoaxial instability from rheumatoid erosion of the transverse ligament, a common finding in long-standing rheumatoid arthritis. Any technique that moves or positions the upper cervical spine, including counterstrain positioning and especially high-velocity, low-amplitude thrust, risks subluxation of C1 on C2 and spinal cord compression, so the neck should not be treated with OMT; she needs evaluation by a spine surgeon. Her thoracic and rib complaints can still be treated with techniques that keep the neck neutral and supported.',
    objective: 'Recognize atlantoaxial instability in rheumatoid arthritis as a contraindication to positioning or manipulating the upper cervical spine.',
    task: 'complication',
    steps: 2,
    takeHome: 'Rheumatoid atlantoaxial instability contraindicates cervical OMT that positions or thrusts the upper neck; treat the thorax with the neck neutral.',
  },
];
