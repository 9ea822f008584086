import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'omm-four-tenets-of-osteopathic-medicine',
    title: 'Four tenets of osteopathic medicine',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['osteopathic tenets', 'osteopathic principles', 'osteopathic philosophy', 'body unity', 'structure and function', 'self-healing', 'A. T. Still', 'Andrew Taylor Still'],
    definition:
      'The four tenets of osteopathic medicine are the core philosophical principles of the profession, formalized by the Kirksville faculty in 1953, that describe the person as a unit, the body as self-regulating, structure and function as interrelated, and rational treatment as built on these ideas.',
    highYield: [
      'The first tenet of osteopathic medicine is that the body is a unit, and the person is a unit of body, mind and spirit.',
      'The second tenet of osteopathic medicine is that the body is capable of self-regulation, self-healing and health maintenance.',
      'The third tenet of osteopathic medicine is that structure and function are reciprocally interrelated.',
      'The fourth tenet of osteopathic medicine is that rational treatment is based on an understanding of body unity, self-regulation and the interrelationship of structure and function.',
      'Osteopathic medicine was founded by Andrew Taylor Still, who announced its principles in 1874 and opened the first school, the American School of Osteopathy in Kirksville, Missouri, in 1892.',
      'The tenets of osteopathic medicine are applied, for example, when rib and thoracic somatic dysfunction is treated in a patient with pneumonia to improve chest wall motion (structure-function) and support the body’s own defenses (self-healing).',
      'Somatic dysfunction is the diagnosis through which the tenets of osteopathic medicine reach practice, because restoring normal structure is expected to improve physiologic function.',
    ],
    why: [
      {
        question: 'Why does the principle that structure and function are interrelated justify OMT?',
        answer:
          'If abnormal structure (a restricted rib, a hypertonic diaphragm) impairs function (ventilation, lymphatic return), then restoring normal structure with OMT should improve that function. The relationship works both ways, so visceral dysfunction also produces palpable structural changes, such as viscerosomatic reflexes.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-five-models-of-osteopathic-care',
        difference:
          'The four tenets of osteopathic medicine are the philosophical principles, whereas the five models of osteopathic care are the practical frameworks (biomechanical, respiratory-circulatory, neurological, metabolic-energy and behavioral) used to apply those principles to an individual patient.',
      },
    ],
  },
  {
    id: 'omm-five-models-of-osteopathic-care',
    title: 'Five models of osteopathic patient care',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['five models', 'structure-function models', 'biomechanical model', 'respiratory-circulatory model', 'neurological model', 'metabolic-energy model', 'behavioral model', 'biopsychosocial model'],
    definition:
      'The five models of osteopathic patient care are structure-function frameworks (biomechanical, respiratory-circulatory, neurological, metabolic-energy and behavioral) used to connect a patient’s structural findings with their physiology and to plan OMT and other care.',
    highYield: [
      'The biomechanical (postural-structural) model of osteopathic care views the body as an integration of somatic components for posture and motion and uses OMT to restore motion and balance of the musculoskeletal system.',
      'The respiratory-circulatory model of osteopathic care focuses on unimpeded respiration and flow of arterial blood, venous blood, lymph and cerebrospinal fluid, and treats the diaphragms (thoracic inlet, thoracoabdominal, pelvic), rib cage motion and lymphatic drainage.',
      'The neurological model of osteopathic care addresses spinal facilitation, proprioception, nociception and autonomic balance, using techniques such as rib raising and paraspinal inhibition for sympathetic tone and suboccipital or sacral techniques for parasympathetic tone.',
      'The metabolic-energy model of osteopathic care addresses energy production, expenditure and balance, including nutrition, immune and endocrine function, and aims to reduce energy wasted by somatic dysfunction, such as excess work of breathing.',
      'The behavioral (biopsychosocial) model of osteopathic care addresses psychological, social, cultural and behavioral influences on health, such as stress, habits, lifestyle and adherence.',
      'The five models of osteopathic care are used together; in a patient with COPD, for example, they guide treatment of rib and thoracic dysfunction, diaphragm and lymphatic function, T2-T7 sympathetic tone, the energy cost of breathing and smoking cessation.',
    ],
    keyComparisons: [
      {
        with: 'omm-four-tenets-of-osteopathic-medicine',
        difference:
          'The five models of osteopathic care are clinical frameworks for applying osteopathic principles to a specific patient, whereas the four tenets of osteopathic medicine are the underlying philosophy.',
      },
    ],
  },
  {
    id: 'omm-somatic-dysfunction',
    title: 'Somatic dysfunction and TART criteria',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['somatic dysfunction', 'TART', 'tissue texture abnormality', 'restrictive barrier', 'physiologic barrier', 'anatomic barrier', 'segmental dysfunction', 'direct vs indirect technique'],
    definition:
      'Somatic dysfunction is the osteopathic diagnosis of impaired or altered function of related parts of the body framework (skeletal, arthrodial and myofascial structures) and their associated vascular, lymphatic and neural elements; it is identified by TART findings and is the main indication for OMT.',
    criteria: {
      name: 'TART findings of somatic dysfunction',
      items: [
        'T in the TART findings of somatic dysfunction is tissue texture abnormality, such as bogginess, edema, hypertonicity, ropiness or fibrosis.',
        'A in the TART findings of somatic dysfunction is asymmetry of position of bony landmarks or soft tissues.',
        'R in the TART findings of somatic dysfunction is restriction of motion, either of a joint or of soft tissue.',
        'T in the TART findings of somatic dysfunction is tenderness, the only subjective element, which may be absent.',
      ],
    },
    highYield: [
      'Acute somatic dysfunction is associated with warm, moist, red, boggy and edematous tissue, increased muscle tone and sharp pain, and erythema that lingers after the skin is stroked (red reflex).',
      'Chronic somatic dysfunction is associated with cool, dry, pale, thin or ropy fibrotic tissue, dull aching pain, and erythema that fades quickly after the skin is stroked.',
      'The anatomic barrier is the limit of passive motion, the physiologic barrier is the limit of active motion, and the restrictive barrier of somatic dysfunction is a functional limit within the physiologic range that reduces normal motion.',
      'Somatic dysfunction is named for the direction of freedom (ease) of motion, which is always opposite the restrictive barrier.',
      'Direct techniques for somatic dysfunction engage the restrictive barrier (HVLA, muscle energy, articulatory, direct myofascial release, lymphatic pumps), whereas indirect techniques move away from the barrier into ease (counterstrain, facilitated positional release, balanced ligamentous tension, indirect myofascial release).',
      'Active techniques for somatic dysfunction use voluntary patient effort (muscle energy), whereas passive techniques require the patient to relax while the physician supplies all the force (counterstrain, HVLA).',
      'Somatic dysfunction is coded in ICD-10-CM as segmental and somatic dysfunction (M99.0-) by body region, and the number of regions treated determines the OMT procedure code.',
    ],
    why: [
      {
        question: 'Why do acute and chronic somatic dysfunction feel different on palpation?',
        answer:
          'In acute somatic dysfunction, local inflammatory mediators cause vasodilation, edema and muscle guarding, so tissue is warm, moist and boggy. In chronic somatic dysfunction, prolonged sympathetic vasoconstriction and fibrosis leave tissue cool, dry, thin and ropy.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-naming-somatic-dysfunction',
        difference:
          'Somatic dysfunction is the diagnosis made from TART findings, whereas naming somatic dysfunction records its position of ease in each plane (for example T4 ERSR) so that the restrictive barrier and the treatment direction are clear.',
      },
    ],
    icd10: ['M99.02', 'M99.03', 'M99.01', 'M99.04', 'M99.05', 'M99.08'],
  },
  {
    id: 'omm-naming-somatic-dysfunction',
    title: 'Naming and diagnosing vertebral somatic dysfunction',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['naming somatic dysfunction', 'ERS', 'FRS', 'NSR', 'position of ease', 'transverse process asymmetry', 'rule of threes', 'spinal landmarks'],
    definition:
      'Vertebral somatic dysfunction is named by the position of ease of the upper vertebra relative to the one below in all three planes (flexion or extension, rotation and sidebending); for example, "T4 extended, rotated right, sidebent right" (T4 ERSR) moves freely in those directions and is restricted in flexion, left rotation and left sidebending.',
    highYield: [
      'Vertebral somatic dysfunction is always named for the directions of freedom, never the directions of restriction.',
      'In vertebral somatic dysfunction, flexion and extension occur in the sagittal plane about a transverse axis, rotation in the horizontal (transverse) plane about a vertical axis, and sidebending in the coronal plane about an anteroposterior axis.',
      'Vertebral rotation is named for the direction in which the anterior surface of the vertebral body turns, so a vertebra rotated right has a posterior (prominent) right transverse process.',
      'To diagnose a single-segment somatic dysfunction, the transverse processes are palpated in neutral, flexion and extension; the position in which the asymmetry resolves is the position of ease, so a right posterior transverse process that becomes symmetric in extension means the segment is extended, rotated right and sidebent right.',
      'A group (type I) somatic dysfunction is named by its levels and its neutral, sidebent and rotated position, for example "T5-T10 neutral, sidebent left, rotated right" (NSLRR).',
      'A spinal curve is named for the side of its convexity, so a curve convex to the right is sidebent left and its vertebrae are rotated right.',
      'The thoracic "rule of threes" locates thoracic spinous processes relative to transverse processes: T1-T3 spinous processes are at the level of their own transverse processes, T4-T6 one-half level below, T7-T9 one full level below, T10 one full level below, T11 one-half level below and T12 at its own level.',
      'Useful surface landmarks for naming vertebral somatic dysfunction are the vertebra prominens (C7), the spine of the scapula (T3), the inferior angle of the scapula (T7), the iliac crests (L4) and the posterior superior iliac spines (S2).',
    ],
    why: [
      {
        question: 'Why is a somatic dysfunction named for the direction of ease rather than the restriction?',
        answer:
          'By convention, the name describes the position the dysfunctional segment prefers, which is the position it is found in. The restrictive barrier is then simply the opposite direction in each plane, so a direct technique moves the segment opposite to its name and an indirect technique moves it toward its name.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-type-i-and-type-ii-vertebral-mechanics',
        difference:
          'Naming somatic dysfunction records the position of ease of a segment or group, whereas type I and type II mechanics describe whether sidebending and rotation are coupled to opposite sides (type I, neutral group) or the same side (type II, flexed or extended single segment).',
      },
    ],
  },
  {
    id: 'omm-fryette-principles',
    title: "Fryette's principles of spinal motion",
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['Fryette', "Fryette's laws", 'Fryette principles I II III', 'spinal coupled motion', 'neutral mechanics', 'non-neutral mechanics', 'Nelson third principle'],
    definition:
      'Fryette’s principles describe coupled motion of the thoracic and lumbar vertebrae: principle I (neutral position, sidebending and rotation to opposite sides), principle II (flexed or extended position, sidebending and rotation to the same side) and principle III (motion in one plane reduces motion in the other two).',
    highYield: [
      'Fryette’s first principle states that when the thoracic or lumbar spine is in neutral (facets not engaged), sidebending to one side is accompanied by rotation to the opposite side, and it involves a group of vertebrae.',
      'Fryette’s second principle states that when the thoracic or lumbar spine is sufficiently flexed or extended (facets engaged), sidebending and rotation occur to the same side, and it involves a single segment.',
      'Fryette’s third principle states that initiating motion of a vertebral segment in any one plane modifies (reduces) its motion in the other two planes.',
      'Harrison H. Fryette described the first two principles of spinal motion in 1918, and C. R. Nelson added the third principle in 1948.',
      'Fryette’s principles apply to the thoracic and lumbar spine; the typical cervical vertebrae (C2-C7) always sidebend and rotate to the same side regardless of flexion or extension.',
      'The occipitoatlantal (OA) joint moves mainly in flexion and extension with sidebending and rotation to opposite sides, whereas the atlantoaxial (AA) joint moves mainly in rotation and provides about half of cervical rotation.',
      'Fryette’s third principle underlies OMT positioning, because setting flexion or extension first localizes and limits motion in the other planes at the treated segment.',
    ],
    why: [
      {
        question: 'Why do typical cervical vertebrae always sidebend and rotate to the same side?',
        answer:
          'The facets of C2-C7 face backward, upward and medially and the uncovertebral joints guide motion, so sidebending is mechanically coupled with rotation to the same side. The cervical spine therefore behaves like a type II (non-neutral) segment in any position.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-type-i-and-type-ii-vertebral-mechanics',
        difference:
          'Fryette’s principles describe normal coupled spinal motion, whereas type I and type II somatic dysfunctions are the restricted patterns that result when segments become stuck in neutral group mechanics (type I) or in flexed or extended single-segment mechanics (type II).',
      },
    ],
  },
  {
    id: 'omm-type-i-and-type-ii-vertebral-mechanics',
    title: 'Type I and type II vertebral somatic dysfunction',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['type I dysfunction', 'type II dysfunction', 'group dysfunction', 'single segment dysfunction', 'neutral group curve', 'non-neutral dysfunction', 'FRS', 'ERS'],
    definition:
      'Type I and type II somatic dysfunctions are the two vertebral patterns derived from Fryette’s principles: a type I (neutral) dysfunction is a group curve with sidebending and rotation to opposite sides, and a type II (non-neutral) dysfunction is a single flexed or extended segment with sidebending and rotation to the same side.',
    highYield: [
      'A type I somatic dysfunction involves a group of vertebrae (typically three or more) in neutral, with sidebending and rotation to opposite sides and rotation toward the convexity of the curve, for example T3-T8 neutral, sidebent left, rotated right.',
      'A type I somatic dysfunction is often compensatory or adaptive, as in scoliosis or a curve compensating for a short leg.',
      'A type II somatic dysfunction involves a single segment in flexion or extension, with sidebending and rotation to the same side, for example L2 flexed, rotated left, sidebent left (FRSL).',
      'A type II somatic dysfunction is often caused by trauma or strain, such as lifting while bent and twisted, and is commonly found at the apex or at the ends of a type I curve.',
      'In a type I group dysfunction, the transverse process asymmetry changes little between flexion and extension, whereas in a type II dysfunction the asymmetry resolves in either flexion or extension.',
      'In the cervical spine, C2-C7 segmental dysfunctions are single segments with sidebending and rotation to the same side and are diagnosed by translation, where translating a segment to the right tests its left sidebending.',
      'A forward sacral torsion accompanies a type I (neutral) L5 dysfunction, whereas a backward sacral torsion accompanies a type II (flexed) L5 dysfunction.',
    ],
    why: [
      {
        question: 'Why are type II dysfunctions typically single segments?',
        answer:
          'In flexion or extension the facets are engaged, so motion is concentrated and coupled at one joint, and a single segment can become stuck with sidebending and rotation to the same side. In neutral, load is shared across many segments, producing a type I group curve instead.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-fryette-principles',
        difference:
          'Type I dysfunction follows Fryette’s first principle (neutral, group, opposite-side coupling) and type II dysfunction follows Fryette’s second principle (flexed or extended, single segment, same-side coupling).',
      },
    ],
  },
  {
    id: 'omm-viscerosomatic-reflexes',
    title: 'Viscerosomatic reflexes and autonomic levels of the viscera',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['viscerosomatic reflex', 'VSR', 'somatovisceral reflex', 'facilitated segment', 'facilitation', 'sympathetic levels of organs', 'parasympathetic innervation', 'vagus', 'pelvic splanchnic nerves'],
    definition:
      'A viscerosomatic reflex is a reflex in which afferent input from an irritated internal organ enters the spinal cord at that organ’s sympathetic levels, facilitates those segments, and produces somatic changes (paraspinal hypertonicity, tissue texture change, tenderness) at the corresponding vertebral levels.',
    highYield: [
      'Viscerosomatic reflex levels differ between sources, and the commonly tested sympathetic ranges are head and neck T1-T4, heart T1-T5 (mainly left), lungs T2-T7 and esophagus T2-T8.',
      'The viscerosomatic level of the upper gastrointestinal tract (stomach, duodenum, liver, gallbladder, pancreas and spleen) is T5-T9, via the greater splanchnic nerve and celiac ganglion, with stomach findings usually on the left and liver and gallbladder findings on the right.',
      'The viscerosomatic level of the small intestine is commonly given as T8-T10, while the Savarese table groups the midgut (jejunum, ileum, ascending colon and proximal two-thirds of the transverse colon) at T10-T11 via the lesser splanchnic nerve and superior mesenteric ganglion.',
      'The viscerosomatic level of the appendix is T12 on the right (some tables give T9-T12), and the distal colon and rectum (distal third of the transverse colon to rectum) are T12-L2 via the inferior mesenteric ganglion.',
      'The viscerosomatic level of the kidneys and ureters is commonly given as T10-L1, with the kidneys and upper ureters at T10-T11, the lower ureters at T12-L1, the adrenal medulla at T10 and the bladder at T11-L2.',
      'The viscerosomatic level of the gonads (ovaries and testes) is T10-T11, the uterus and cervix T10-L2, and the prostate and erectile tissue T11-L2 (some sources T12-L2).',
      'The sympathetic supply of the upper extremity arises from T2-T8 and that of the lower extremity from T11-L2.',
      'Parasympathetic supply to the thoracic organs and the gut as far as the proximal two-thirds of the transverse colon (and to the kidneys, upper ureters and gonads) is via the vagus nerve, whose somatic findings are sought at the occipitoatlantal joint, atlantoaxial joint and C2.',
      'Parasympathetic supply to the distal third of the transverse colon, descending and sigmoid colon, rectum, bladder, lower ureters and reproductive organs is via the pelvic splanchnic nerves (S2-S4), whose somatic findings are sought at the sacrum and sacroiliac joints.',
      'A facilitated segment, described by Irvin Korr, is a spinal segment with a lowered firing threshold from sustained afferent input, so it responds excessively to ordinary stimuli and maintains the viscerosomatic reflex.',
      'Viscerosomatic reflex findings typically involve two or more adjacent segments with deep paraspinal hypertonicity and skin changes, and they recur quickly after OMT until the visceral problem is treated.',
    ],
    why: [
      {
        question: 'Why does acute cholecystitis produce right-sided mid-thoracic paraspinal findings?',
        answer:
          'Visceral afferents from the gallbladder travel back with its sympathetic fibres to the right T5-T9 spinal segments. They converge on the same dorsal horn neurons as somatic afferents and facilitate those segments, causing paraspinal hypertonicity, tenderness and referred pain in the right mid-back and scapula.',
      },
      {
        question: 'Why do viscerosomatic findings return soon after OMT?',
        answer:
          'The viscerosomatic reflex is driven by ongoing afferent input from the diseased organ. OMT can temporarily reduce the somatic component, but while the organ remains inflamed the segment stays facilitated and the findings recur.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-chapman-reflex-points',
        difference:
          'Viscerosomatic reflexes appear as paraspinal tissue changes at an organ’s sympathetic spinal levels, whereas Chapman reflex points are discrete tender fascial nodules at specific anterior and posterior sites mapped to individual organs.',
      },
      {
        with: 'omm-sympathetic-chain-levels',
        difference:
          'Viscerosomatic reflexes are the palpable somatic consequence of visceral afferent input, whereas sympathetic chain levels describe the efferent anatomy (T1-L2 outflow, chain and collateral ganglia) that OMT targets to change autonomic tone.',
      },
    ],
  },
  {
    id: 'omm-chapman-reflex-points',
    title: 'Chapman reflex points',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['Chapman points', "Chapman's reflexes", 'neurolymphatic reflexes', 'gangliform contractions', 'Frank Chapman', 'Chapman appendix point'],
    definition:
      'Chapman reflex points are small (about 2-3 mm), smooth, firm, discrete and tender nodules in the deep fascia or periosteum at predictable anterior and posterior locations, described by Frank Chapman, DO, and taught to reflect viscerosomatic dysfunction of specific organs.',
    highYield: [
      'Chapman reflex points are often described as feeling like small pearls of tapioca, and pressing them causes sharp local tenderness that does not radiate.',
      'Anterior Chapman reflex points are used mainly for diagnosis, and posterior Chapman reflex points are used mainly for treatment.',
      'Chapman reflex points are treated with firm but gentle rotary pressure, typically for about 10-30 seconds or until the tenderness or nodule lessens.',
      'The anterior Chapman reflex point for the appendix is at the tip of the right 12th rib, and its posterior point is near the transverse process of T11.',
      'The anterior Chapman reflex points for the colon lie along the iliotibial bands of the lateral thighs, from the greater trochanter to just above the knee.',
      'The anterior Chapman reflex points for the heart are in the 2nd intercostal space near the sternum, and those for the upper and lower lung are in the 3rd and 4th intercostal spaces near the sternum.',
      'The anterior Chapman reflex points for the stomach are in the left 5th and 6th intercostal spaces, for the liver and gallbladder in the right 5th and 6th intercostal spaces, for the pancreas in the right 7th intercostal space, and for the spleen in the left 7th intercostal space.',
      'The anterior Chapman reflex point for the kidney is about 1 inch superior and 1 inch lateral to the umbilicus, for the adrenal gland about 2 inches superior and 1 inch lateral to the umbilicus, and for the bladder around the umbilicus.',
      'Chapman reflex point locations vary somewhat between sources, so boards test the classic sites such as the appendix (right 12th rib tip) and colon (iliotibial band).',
    ],
    keyComparisons: [
      {
        with: 'omm-counterstrain',
        difference:
          'Chapman reflex points are fascial nodules that reflect visceral dysfunction and are treated with rotary pressure, whereas counterstrain (Jones) tender points reflect musculoskeletal somatic dysfunction and are treated by positioning the patient in a position of ease for 90 seconds; myofascial trigger points differ from both by referring pain in a pattern when pressed.',
      },
      {
        with: 'omm-viscerosomatic-reflexes',
        difference:
          'Chapman reflex points are discrete organ-specific nodules at fixed anterior and posterior sites, whereas viscerosomatic reflexes produce broader paraspinal tissue changes at an organ’s sympathetic spinal levels.',
      },
    ],
  },
  {
    id: 'omm-sympathetic-chain-levels',
    title: 'Sympathetic chain, collateral ganglia and autonomic levels in OMM',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['sympathetic chain ganglia', 'thoracolumbar outflow', 'celiac ganglion', 'superior mesenteric ganglion', 'inferior mesenteric ganglion', 'collateral ganglia', 'splanchnic nerves', 'stellate ganglion', 'ganglion impar'],
    definition:
      'The sympathetic nervous system arises from preganglionic neurons in the intermediolateral cell column of spinal segments T1-L2 (thoracolumbar outflow), which synapse in the paravertebral sympathetic chain ganglia beside the rib heads or in the prevertebral (collateral) ganglia of the abdomen; OMT aims to normalize sympathetic tone at these levels.',
    highYield: [
      'The thoracic sympathetic chain ganglia lie anterior to the heads of the ribs at the costovertebral junctions, which is why rib raising and paraspinal inhibition are used to influence sympathetic outflow.',
      'Sympathetic preganglionic fibres leave the spinal cord only from T1 to L2 through white rami communicantes, while postganglionic fibres rejoin every spinal nerve through gray rami communicantes.',
      'The cervical sympathetic ganglia are the superior cervical ganglion (supplying the head), the middle cervical ganglion (near C6) and the inferior cervical ganglion, which often fuses with the first thoracic ganglion to form the stellate ganglion; head and neck sympathetics originate from T1-T4.',
      'The celiac ganglion receives the greater splanchnic nerve (T5-T9) and supplies the foregut, the superior mesenteric ganglion receives the lesser splanchnic nerve (T10-T11) and supplies the midgut, and the inferior mesenteric ganglion receives the least and lumbar splanchnic nerves (T12-L2) and supplies the hindgut and pelvic organs.',
      'The ganglion impar is the single terminal ganglion of the two sympathetic chains, lying anterior to the coccyx.',
      'Increased sympathetic tone slows gut peristalsis and contracts sphincters (ileus, constipation), produces thick sticky airway secretions despite bronchodilation, raises heart rate, constricts renal vessels with renin release and fluid retention, and relaxes the bladder detrusor with urinary retention.',
      'OMT to normalize sympathetic tone includes rib raising, paraspinal soft tissue and inhibition from T1 to L2, and collateral ganglion release over the abdomen, while parasympathetic tone is addressed with suboccipital release and occipitoatlantal or condylar decompression (vagus) and sacral techniques (pelvic splanchnics S2-S4).',
    ],
    why: [
      {
        question: 'Why is rib raising used to influence the sympathetic nervous system?',
        answer:
          'The thoracic sympathetic chain ganglia lie directly on the rib heads, so lifting and mobilizing the ribs and stretching the overlying paraspinal tissue is taught to normalize, usually to lower, excessive sympathetic outflow. Rib raising also improves rib cage motion and lymphatic return.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-viscerosomatic-reflexes',
        difference:
          'Sympathetic chain levels describe the efferent autonomic anatomy that OMT targets, whereas viscerosomatic reflexes describe the somatic findings produced when visceral afferents facilitate those same spinal segments.',
      },
    ],
  },
  {
    id: 'omm-muscle-energy',
    title: 'Muscle energy technique',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['ME', 'MET', 'muscle energy', 'post-isometric relaxation', 'reciprocal inhibition', 'crossed extensor reflex', 'oculocephalogyric reflex', 'Fred Mitchell'],
    definition:
      'Muscle energy is a direct, active osteopathic technique, developed by Fred Mitchell Sr., DO, in which the patient voluntarily contracts a muscle from a precisely controlled position against a distinct counterforce from the physician, to lengthen shortened muscles, mobilize restricted joints and improve circulation.',
    indications: [
      'Muscle energy is indicated for somatic dysfunction with restricted motion from muscle hypertonicity or shortening in the spine, ribs, sacrum, pelvis and extremities.',
      'Muscle energy is used to lengthen shortened or spastic muscles, strengthen weak muscles (isotonic contraction) and reduce local edema through the muscle pump.',
      'Muscle energy is a useful alternative when HVLA is contraindicated, such as in osteoporosis, because it uses gentle patient-generated force.',
    ],
    contraindications: [
      'Muscle energy requires patient cooperation, so it cannot be used in patients who are unable or unwilling to follow instructions, such as unconscious, sedated or severely cognitively impaired patients.',
      'Muscle energy is relatively contraindicated in moderate to severe muscle strain, severe osteoporosis and severe illness such as the immediate postoperative or intensive care setting, where muscle contraction could cause harm.',
      'Muscle energy should not be applied across a fracture, dislocation or unstable joint in the treatment area.',
    ],
    highYield: [
      'The muscle energy sequence is to engage the restrictive barrier in all planes, have the patient contract gently toward the ease (away from the barrier) against an equal counterforce for 3-5 seconds, relax fully, take up the slack to the new barrier, repeat 3-5 times and then reassess.',
      'Post-isometric relaxation, the most commonly used form of muscle energy, relies on the reflex relaxation of a muscle immediately after its isometric contraction (mediated by Golgi tendon organs), which lets the physician lengthen it to a new barrier.',
      'Reciprocal inhibition muscle energy has the patient contract the antagonist of the shortened muscle (pushing toward the barrier), which reflexly relaxes the shortened agonist through spinal inhibitory interneurons.',
      'Crossed extensor reflex muscle energy contracts the opposite limb to relax the affected limb and is used when the affected limb cannot be treated directly, such as after a burn or fracture.',
      'Oculocephalogyric reflex muscle energy uses eye movements to produce reflex contraction of cervical and truncal muscles, and respiratory assistance muscle energy uses breathing to move ribs or other structures.',
      'In isometric muscle energy the muscle length does not change, in isotonic (concentric) muscle energy the patient’s contraction overcomes the physician and the muscle shortens to strengthen it, and in isolytic (eccentric) muscle energy the physician overcomes the contraction to lengthen fibrotic tissue.',
    ],
    why: [
      {
        question: 'Why is reciprocal inhibition used instead of post-isometric relaxation for an acutely spasming muscle?',
        answer:
          'Asking an acutely injured or spasming muscle to contract may be too painful or could worsen the strain. With reciprocal inhibition, the patient contracts the opposite (antagonist) muscle, which reflexly inhibits the painful muscle so it relaxes without being loaded.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-high-velocity-low-amplitude',
        difference:
          'Muscle energy and HVLA are both direct techniques, but muscle energy is active (the patient contracts against the physician) and gentle, whereas HVLA is passive and uses a rapid physician-applied thrust through the barrier.',
      },
    ],
  },
  {
    id: 'omm-counterstrain',
    title: 'Counterstrain (strain-counterstrain)',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['strain-counterstrain', 'SCS', 'Jones technique', 'tender points', 'Jones points', 'positional release', 'Lawrence Jones'],
    definition:
      'Counterstrain is a passive, indirect technique, developed by Lawrence Jones, DO, in 1955, in which a tender point is monitored while the patient is placed in a position of comfort (usually shortening the involved muscle) that relieves the tenderness, held for 90 seconds, and then slowly returned to neutral.',
    indications: [
      'Counterstrain is indicated for acute or chronic somatic dysfunction with an identifiable tender point, including muscle spasm and recent strains.',
      'Counterstrain is well suited to patients who cannot tolerate direct techniques, such as elderly, hospitalized, postoperative or acutely painful patients, because it is gentle and atraumatic.',
    ],
    contraindications: [
      'Counterstrain cannot be used effectively in a patient who cannot relax or cannot tolerate the required treatment position, for example because of severe pain or severe degenerative spine disease.',
      'Counterstrain is avoided where the treatment position would stress a fracture, dislocation, unstable joint or severely traumatized tissue.',
      'Counterstrain positions that combine cervical extension and rotation are avoided in patients with vertebrobasilar insufficiency.',
    ],
    highYield: [
      'Counterstrain tender points are small, discrete, tense, edematous and tender areas (about 1 cm or less) in muscle, tendon, ligament or fascia that do not radiate pain when pressed.',
      'The counterstrain sequence is to find the tender point, set a baseline tenderness score, move the patient into the position of ease until tenderness falls by at least 70%, hold for 90 seconds (120 seconds for ribs in some texts), return the patient slowly and passively to neutral and recheck the tender point.',
      'Anterior counterstrain tender points are generally treated with flexion and posterior tender points with extension, with sidebending and rotation added for fine-tuning.',
      'Counterstrain is thought to work by shortening the muscle containing an overactive muscle spindle, which reduces spindle afferent firing and resets the inappropriate strain reflex, while also improving local circulation.',
      'The iliacus counterstrain tender point is treated with bilateral hip flexion, external rotation and abduction (knees apart, ankles crossed), and the piriformis tender point is treated prone with the hip flexed, abducted and externally rotated.',
      'Patients may feel transient soreness for a day or two after counterstrain.',
    ],
    why: [
      {
        question: 'Why must the patient be returned slowly and passively at the end of counterstrain?',
        answer:
          'A quick or active return suddenly re-stretches the shortened muscle and can re-trigger its spindle reflex, recreating the inappropriate strain reflex and the tender point. A slow passive return lets the reset spindle adapt to normal length.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-facilitated-positional-release',
        difference:
          'Counterstrain and facilitated positional release are both indirect positional techniques, but counterstrain is guided by a tender point and held for 90 seconds, whereas facilitated positional release flattens the spinal curve, adds a compression or torsion force and holds for only about 3-5 seconds.',
      },
      {
        with: 'omm-chapman-reflex-points',
        difference:
          'Counterstrain tender points reflect musculoskeletal somatic dysfunction and are treated by positioning, whereas Chapman reflex points reflect visceral dysfunction and are treated with rotary pressure.',
      },
    ],
  },
  {
    id: 'omm-high-velocity-low-amplitude',
    title: 'High-velocity, low-amplitude (HVLA) thrust technique',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['HVLA', 'thrust technique', 'mobilization with impulse', 'spinal manipulation', 'high velocity low amplitude', 'cracking', 'cavitation'],
    definition:
      'High-velocity, low-amplitude (HVLA) is a passive, direct technique in which the restrictive barrier is engaged in all planes and a rapid, short thrust is applied through the barrier to restore joint motion.',
    indications: [
      'HVLA is indicated for loss of joint motion from articular somatic dysfunction, especially single-segment (type II) spinal dysfunction.',
      'HVLA is also used for somatic dysfunction of the ribs, sacrum, pelvis and extremity joints in patients who can relax.',
    ],
    contraindications: [
      'Osteoporosis is an absolute contraindication to HVLA, as taught for COMLEX, because the thrust can fracture weakened bone.',
      'Osteomyelitis (including Pott disease), a fracture in the area of the thrust and bone metastases are absolute contraindications to HVLA.',
      'Severe rheumatoid arthritis and Down syndrome are absolute contraindications to cervical HVLA because of atlantoaxial instability.',
      'Relative contraindications to HVLA include acute whiplash, pregnancy, recent surgery, herniated nucleus pulposus, anticoagulation or hemophilia, and vertebrobasilar insufficiency for cervical thrusts.',
    ],
    highYield: [
      'The HVLA sequence is to diagnose the dysfunction, localize the segment at its restrictive barrier in all planes with the patient relaxed (often at the end of exhalation), apply a quick short thrust through the barrier and reassess.',
      'An audible pop (joint cavitation) is not required for HVLA to be successful.',
      'HVLA is thought to work by rapidly stretching hypertonic muscles, which triggers reflex relaxation, and by gapping the facet joint to restore motion.',
      'The most common adverse effect of HVLA is transient soreness or worsening of symptoms, and the most feared serious complication of cervical HVLA is vertebral artery injury with stroke, usually with combined neck rotation and extension.',
      'Cauda equina syndrome is a very rare serious complication of lumbar HVLA.',
    ],
    why: [
      {
        question: 'Why are rheumatoid arthritis and Down syndrome contraindications to cervical HVLA?',
        answer:
          'Both conditions weaken the transverse ligament of the atlas, by pannus erosion in rheumatoid arthritis and by ligamentous laxity in Down syndrome. A cervical thrust can then sublux C1 on C2 and compress the spinal cord.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-articulatory-technique',
        difference:
          'HVLA and articulatory technique are both direct, but HVLA uses a single short rapid thrust through the barrier, whereas articulatory technique moves the joint repeatedly and slowly into its barrier without a thrust.',
      },
    ],
  },
  {
    id: 'omm-myofascial-release',
    title: 'Myofascial release',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['MFR', 'myofascial release', 'fascial release', 'thoracic inlet release', 'diaphragm redoming', 'suboccipital release', 'Zink patterns', 'common compensatory pattern'],
    definition:
      'Myofascial release is a technique in which the physician engages myofascial tissue restriction, either directly by loading into the restrictive barrier or indirectly by following the tissue into ease, and holds with continuous palpatory feedback until the tissue releases.',
    indications: [
      'Myofascial release is indicated for myofascial restriction and somatic dysfunction in acute and chronic conditions.',
      'Myofascial release of the thoracic inlet, thoracoabdominal diaphragm and pelvic diaphragm is used to improve lymphatic and venous drainage.',
      'Myofascial release is gentle enough for hospitalized, postoperative, elderly and pediatric patients.',
    ],
    contraindications: [
      'Myofascial release is avoided over a fracture, open wound, burn, skin infection or fresh surgical incision in the treatment area.',
      'Myofascial release with deep pressure is avoided over a known deep vein thrombosis because of the theoretical risk of embolization.',
    ],
    highYield: [
      'Direct myofascial release loads the tissue into its restrictive barrier with constant force until it releases, whereas indirect myofascial release moves the tissue into its position of ease and holds it there until release.',
      'Release enhancers in myofascial release include respiratory cooperation, eye movements and small patient movements.',
      'Classic myofascial release procedures are the thoracic inlet release, redoming of the thoracoabdominal diaphragm, suboccipital release and pelvic diaphragm release.',
      'Myofascial release is thought to work through viscoelastic creep of fascia under sustained load and through reflex reduction of muscle tone.',
      'Zink fascial patterns are assessed at four transitional zones (occipitoatlantal, cervicothoracic, thoracolumbar and lumbosacral), and the common compensatory pattern, found in most healthy people, alternates left, right, left, right from the occipitoatlantal zone down.',
    ],
    why: [
      {
        question: 'Why is the thoracic inlet released before other lymphatic treatment?',
        answer:
          'Almost all lymph returns to the blood through the thoracic and right lymphatic ducts at the base of the neck, which pass through the thoracic inlet. Releasing fascial restriction there first opens the outflow, so fluid mobilized by later techniques can drain rather than back up.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-balanced-ligamentous-tension',
        difference:
          'Myofascial release can be direct or indirect and works on the muscle and fascia, whereas balanced ligamentous tension is primarily indirect and works on the ligaments of a joint by finding their point of balanced tension.',
      },
    ],
  },
  {
    id: 'omm-articulatory-technique',
    title: 'Articulatory technique (including Spencer technique and rib raising)',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['ART', 'articulatory', 'Spencer technique', 'seven stages of Spencer', 'rib raising', 'low-velocity moderate-amplitude', 'mobilization without impulse'],
    definition:
      'Articulatory technique is a direct, low-velocity, moderate- to high-amplitude technique in which a joint is carried repeatedly through its range of motion into its restrictive barrier to increase freedom of motion, without a thrust.',
    indications: [
      'Articulatory technique is indicated for restricted joint range of motion, such as adhesive capsulitis of the shoulder treated with the Spencer technique.',
      'Articulatory technique is a gentler direct alternative to HVLA for elderly or frail patients who cannot tolerate a thrust.',
      'Rib raising, an articulatory technique, is indicated in hospitalized patients to improve rib cage motion and lymphatic flow and to normalize sympathetic tone, for example in pneumonia, atelectasis and postoperative ileus.',
    ],
    contraindications: [
      'Articulatory technique is contraindicated at a joint with a fracture, dislocation, gross instability, infection or malignancy.',
      'Articulatory technique is relatively contraindicated in severe osteoporosis and after recent surgery at the treated joint.',
    ],
    highYield: [
      'The Spencer technique is a seven-stage articulatory sequence for the glenohumeral joint, commonly used for adhesive capsulitis, and muscle energy can be added at each stage.',
      'Rib raising is performed with the patient supine, the physician’s fingertips on the rib angles lifting anteriorly and laterally, stretching the paraspinal tissues over the sympathetic chain ganglia.',
      'Articulatory technique differs from HVLA in that the joint is moved rhythmically and repeatedly into its barrier rather than thrust through it once.',
      'Articulatory technique can be performed with the patient lying in a hospital bed, which makes rib raising a mainstay of inpatient OMT.',
    ],
    keyComparisons: [
      {
        with: 'omm-high-velocity-low-amplitude',
        difference:
          'Articulatory technique uses low-velocity, repetitive motion into the barrier, whereas HVLA uses a single high-velocity, low-amplitude thrust through the barrier and has stricter contraindications.',
      },
    ],
  },
  {
    id: 'omm-still-technique',
    title: 'Still technique',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['Still technique', 'Van Buskirk', 'combined indirect-direct technique', 'A. T. Still method', 'Still method'],
    definition:
      'Still technique is a non-thrust osteopathic technique, attributed to Andrew Taylor Still and systematized by Richard Van Buskirk, DO, that first places the dysfunctional segment into its position of ease, adds a compression or traction force, and then carries it smoothly through the restrictive barrier and back to neutral.',
    indications: [
      'Still technique is indicated for acute and chronic somatic dysfunction of the spine, ribs, pelvis and extremities.',
      'Still technique is useful when a thrust is undesirable but a quick, direct correction through the barrier is wanted.',
    ],
    contraindications: [
      'Still technique is contraindicated where moving a joint through its barrier could cause harm, such as fracture, dislocation, joint instability, infection or malignancy in the area.',
      'Still technique is relatively contraindicated in severe osteoporosis.',
    ],
    highYield: [
      'Still technique is a combined technique that begins indirectly (moving into ease and exaggerating the dysfunction) and finishes directly (moving through the restrictive barrier).',
      'The Still technique sequence is to position the segment in ease, add a compression or traction vector, move the segment in a smooth arc through the barrier, return it to neutral and reassess.',
      'Still technique is completed in a few seconds as one continuous movement, unlike counterstrain, which holds the position of ease for 90 seconds.',
      'Still technique differs from facilitated positional release, which also adds compression in the position of ease but does not carry the segment through the barrier.',
    ],
    keyComparisons: [
      {
        with: 'omm-facilitated-positional-release',
        difference:
          'Still technique starts in the position of ease with compression and then moves through the restrictive barrier, whereas facilitated positional release stays in the position of ease with compression for about 3-5 seconds and never engages the barrier.',
      },
    ],
  },
  {
    id: 'omm-facilitated-positional-release',
    title: 'Facilitated positional release (FPR)',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['FPR', 'facilitated positional release', 'Schiowitz', 'indirect positional technique'],
    definition:
      'Facilitated positional release is a passive, indirect technique developed by Stanley Schiowitz, DO, in which the spinal region is first neutralized by flattening its sagittal curve, the dysfunctional segment or muscle is placed in its position of ease, and a facilitating compression or torsion force is added for about 3-5 seconds before release.',
    indications: [
      'Facilitated positional release is indicated for superficial muscle hypertonicity and for deep intervertebral muscle dysfunction affecting single segments.',
      'Facilitated positional release is suitable for acute or chronic somatic dysfunction in patients who need a brief, gentle technique, such as elderly or hospitalized patients.',
    ],
    contraindications: [
      'Facilitated positional release is avoided in patients who cannot tolerate the required positioning or the added compression.',
      'Facilitated positional release is avoided over a fracture, dislocation or unstable joint, and cervical positions with extension and rotation are avoided in vertebrobasilar insufficiency.',
    ],
    highYield: [
      'The facilitated positional release sequence is to flatten the anteroposterior curve of the region, position the segment or muscle in ease in all planes, add compression or torsion for about 3-5 seconds, release and reassess.',
      'Facilitated positional release is faster than counterstrain, holding for seconds rather than 90 seconds.',
      'Facilitated positional release requires little patient cooperation because it is passive.',
      'Facilitated positional release, like counterstrain, is thought to work by shortening the involved muscle and reducing muscle spindle activity so that tone resets.',
    ],
    keyComparisons: [
      {
        with: 'omm-counterstrain',
        difference:
          'Facilitated positional release adds a compression or torsion force and holds for about 3-5 seconds after neutralizing the spinal curve, whereas counterstrain is guided by a tender point and holds the position of ease for 90 seconds without an added force.',
      },
    ],
  },
  {
    id: 'omm-balanced-ligamentous-tension',
    title: 'Balanced ligamentous tension (BLT) and ligamentous articular strain',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['BLT', 'balanced ligamentous tension', 'ligamentous articular strain', 'LAS', 'point of balanced ligamentous tension', 'Sutherland'],
    definition:
      'Balanced ligamentous tension is a primarily indirect technique, derived from the work of William G. Sutherland, DO, in which a joint is positioned so that the tensions in its ligaments are balanced and is held there, often with respiratory cooperation, until the tissues release and normal motion returns; ligamentous articular strain is a closely related approach.',
    indications: [
      'Balanced ligamentous tension is indicated for somatic dysfunction of joints, especially the extremities, ribs, sacrum and pelvis, as well as the spine.',
      'Balanced ligamentous tension is used for acute injuries such as sprains and for patients who need very gentle treatment, including hospitalized, postoperative, pregnant, pediatric and elderly patients.',
    ],
    contraindications: [
      'Balanced ligamentous tension is avoided at a joint with a fracture, dislocation or gross instability.',
      'Balanced ligamentous tension is relatively contraindicated when the patient cannot tolerate the required position.',
    ],
    highYield: [
      'Balanced ligamentous tension is taught in three steps: disengagement (compression or traction to free the joint surfaces), exaggeration (moving into the position of ease) and balance (finding and holding the point of balanced ligamentous tension).',
      'Balanced ligamentous tension treats ligaments as proprioceptive organs, so restoring balanced tension is thought to normalize reflex muscle tone around the joint.',
      'Balanced ligamentous tension is held until a release is palpated rather than for a fixed time, and respiratory cooperation or a breath hold may be used to encourage it.',
      'Balanced ligamentous tension differs from counterstrain in being guided by palpation of ligamentous balance rather than by a tender point.',
    ],
    keyComparisons: [
      {
        with: 'omm-counterstrain',
        difference:
          'Balanced ligamentous tension is guided by palpating balanced ligamentous tension and held until release, whereas counterstrain is guided by reduction of tenderness at a tender point and held for 90 seconds.',
      },
    ],
  },
  {
    id: 'omm-lymphatic-techniques',
    title: 'Lymphatic techniques (thoracic pump, pedal pump and diaphragm release)',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['lymphatic pump', 'thoracic pump', 'Miller thoracic lymphatic pump', 'pedal pump', 'Dalrymple pump', 'liver pump', 'spleen pump', 'lymphatic drainage OMT', 'effleurage'],
    definition:
      'Lymphatic techniques are OMT methods that enhance lymph flow and immune function by removing restrictions to lymph drainage (thoracic inlet and diaphragms) and by rhythmically changing thoracoabdominal pressure (thoracic and pedal pumps); they are used for edema, congestion and infection.',
    indications: [
      'Lymphatic techniques are indicated for edema and lymphatic congestion, such as peripheral edema and lymphedema.',
      'Lymphatic techniques are used in upper and lower respiratory infections, pneumonia and postoperative atelectasis to improve clearance and chest wall motion.',
      'Lymphatic pump techniques have been studied for enhancing immune response, including increased antibody response to some vaccines.',
    ],
    contraindications: [
      'Lymphatic pump techniques are relatively contraindicated with fractures or dislocations in the area, including rib fractures and severe osteoporosis for the thoracic pump.',
      'Lymphatic techniques are relatively contraindicated with bacterial infection and high fever (above about 102 °F), abscess or localized infection, because of concern about spreading infection.',
      'Lymphatic techniques are relatively contraindicated in some stages of cancer because of a theoretical concern about promoting lymphatic spread.',
      'The pedal pump is avoided in a patient with deep vein thrombosis of the leg because of concern about dislodging the clot.',
      'Most contraindications to lymphatic techniques listed in standard osteopathic review texts are relative rather than absolute, so the decision weighs the expected benefit against these risks.',
    ],
    highYield: [
      'Lymphatic treatment is sequenced by opening the thoracic inlet first, then releasing the diaphragms (thoracoabdominal and pelvic), and only then applying pumps and peripheral techniques.',
      'The thoracic duct drains all lymph except that from the right head and neck, right upper limb and right thorax, which the right lymphatic duct drains; both empty at the junction of the internal jugular and subclavian veins.',
      'The thoracic duct begins at the cisterna chyli near L1-L2 and passes through the aortic hiatus of the diaphragm at T12.',
      'The thoracoabdominal diaphragm is the main extrinsic pump for lymph, because each breath creates a pressure gradient from abdomen to thorax.',
      'The thoracic (lymphatic) pump, associated with Earl Miller, DO, is performed with the patient supine and the physician’s hands on the upper anterior chest, applying rhythmic compressions during exhalation; a variant holds compression during inhalation and then releases suddenly.',
      'The pedal pump, associated with Dalrymple, applies rhythmic dorsiflexion or plantarflexion at the feet to transmit oscillations through the body and move lymph.',
    ],
    why: [
      {
        question: 'Why is the thoracic inlet opened before performing lymphatic pumps?',
        answer:
          'All lymph must ultimately pass through the thoracic inlet to reach the subclavian veins. Pumping fluid toward a restricted inlet would add to congestion, so the terminal drainage pathway is cleared first.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-myofascial-release',
        difference:
          'Lymphatic pump techniques move lymph by rhythmic pressure changes, whereas myofascial release of the thoracic inlet and diaphragms removes fascial restrictions to lymph flow and is done before the pumps.',
      },
    ],
  },
  {
    id: 'omm-cranial-osteopathy',
    title: 'Osteopathy in the cranial field and CV4',
    subject: 'Osteopathic Principles',
    kind: 'technique',
    aliases: ['cranial osteopathy', 'OCF', 'craniosacral', 'CV4', 'compression of the fourth ventricle', 'primary respiratory mechanism', 'PRM', 'cranial rhythmic impulse', 'CRI', 'sphenobasilar synchondrosis', 'SBS'],
    definition:
      'Osteopathy in the cranial field, developed by William G. Sutherland, DO, is a system of diagnosis and treatment based on the primary respiratory mechanism, in which gentle forces are applied to the cranium and sacrum; CV4 (compression of the fourth ventricle) is its best-known technique, and its physiologic basis is debated.',
    indications: [
      'CV4 is taught for tension-type headache, stress and insomnia, to lower sympathetic tone and promote relaxation, and to reduce fever and edema.',
      'Cranial osteopathy is taught for infant feeding and suckling difficulty, colic, plagiocephaly and recurrent otitis media, and for headache after minor head trauma.',
    ],
    contraindications: [
      'Acute intracranial hemorrhage, increased intracranial pressure and skull fracture are absolute contraindications to cranial osteopathy as taught.',
      'Traumatic brain injury and a seizure disorder are relative contraindications to cranial osteopathy.',
      'CV4 is traditionally avoided in pregnancy because it is taught to be able to induce labor.',
    ],
    highYield: [
      'The primary respiratory mechanism of cranial osteopathy has five components: inherent motility of the brain and spinal cord, fluctuation of the cerebrospinal fluid, mobility of the intracranial and intraspinal membranes (the reciprocal tension membrane), articular mobility of the cranial bones, and involuntary mobility of the sacrum between the ilia.',
      'The cranial rhythmic impulse in cranial osteopathy is described at about 10-14 cycles per minute.',
      'In cranial flexion the sphenobasilar synchondrosis rises, midline bones flex, paired bones externally rotate, the head widens and shortens anteroposteriorly, and the sacral base moves posteriorly (counternutation); cranial extension reverses these motions.',
      'The dura links the cranium and sacrum because it attaches firmly at the foramen magnum, C2, C3 and S2 (the core link).',
      'Physiologic sphenobasilar strain patterns are flexion-extension, torsion (named for the side of the higher greater wing of the sphenoid) and sidebending-rotation (named for the side of convexity), whereas vertical strain, lateral strain and compression are nonphysiologic patterns, usually after trauma.',
      'CV4 is performed with the patient supine and the physician’s thenar eminences on the occipital squama medial to the occipitomastoid sutures, following the occiput into extension and resisting flexion until a still point is reached, then allowing flexion to resume.',
      'Occipital condylar compression in a newborn is taught to affect the hypoglossal nerve (CN XII) and contribute to poor suckling.',
    ],
    why: [
      {
        question: 'Why is CV4 avoided in pregnancy?',
        answer:
          'Osteopathic cranial teaching holds that CV4 can stimulate uterine contractions and induce labor. It is therefore avoided during pregnancy except when labor induction is intended, as in a post-dates pregnancy.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-sacral-mechanics-and-torsions',
        difference:
          'Cranial osteopathy describes sacral motion about the superior transverse axis driven by the primary respiratory mechanism (sacral base posterior in cranial flexion), whereas sacral torsions describe rotation of the sacrum about oblique axes during walking and trunk motion.',
      },
    ],
  },
  {
    id: 'omm-rib-dysfunctions',
    title: 'Rib somatic dysfunctions (inhalation, exhalation and key rib)',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['rib dysfunction', 'inhalation dysfunction', 'exhalation dysfunction', 'inhaled rib', 'exhaled rib', 'key rib', 'pump handle', 'bucket handle', 'caliper motion', 'elevated first rib'],
    definition:
      'Rib somatic dysfunctions are restrictions of rib motion named for the respiratory phase in which the rib moves freely: an inhalation dysfunction moves freely into inhalation but is restricted in exhalation, and an exhalation dysfunction moves freely into exhalation but is restricted in inhalation.',
    highYield: [
      'Ribs 1-5 move mainly with pump-handle motion, increasing the anteroposterior diameter of the chest; ribs 6-10 move mainly with bucket-handle motion, increasing the transverse diameter; and ribs 11-12 move with caliper motion.',
      'In an inhalation rib dysfunction, the rib rises normally with inhalation but stops moving early during exhalation, and it is held in an elevated position.',
      'In an exhalation rib dysfunction, the rib descends normally with exhalation but stops moving early during inhalation, and it is held in a depressed position.',
      'The key rib of a group inhalation dysfunction is the lowest (bottom) rib of the group, and the key rib of a group exhalation dysfunction is the highest (top) rib; treating the key rib usually releases the group ("BITE": bottom inhaled, top exhaled).',
      'Muscle energy for an exhalation rib dysfunction has the patient contract the muscle that attaches to the key rib to pull it into inhalation: anterior and middle scalenes for rib 1, posterior scalene for rib 2, pectoralis minor for ribs 3-5, serratus anterior for ribs 6-8, latissimus dorsi for ribs 9-10 and quadratus lumborum for ribs 11-12, with groupings varying slightly between texts.',
      'Muscle energy for an inhalation rib dysfunction uses respiratory assistance, with the physician following the key rib into exhalation and resisting its rise during inhalation.',
      'Anterior rib counterstrain tender points are associated with depressed (exhalation) rib dysfunctions, and posterior rib tender points with elevated (inhalation) rib dysfunctions.',
      'Thoracic vertebral somatic dysfunction at the same level is commonly treated before rib dysfunction, because the ribs articulate with the thoracic vertebrae.',
      'An elevated first rib, often with scalene hypertonicity, is taught as a contributor to thoracic outlet symptoms and upper extremity lymphatic congestion.',
    ],
    why: [
      {
        question: 'Why is the bottom rib the key rib in a group inhalation dysfunction?',
        answer:
          'In exhalation the ribs descend, and the lowest restricted rib blocks the ribs above it from moving down past it. Releasing that bottom rib lets the whole group descend, whereas in an exhalation dysfunction the top rib blocks the ribs below it from rising.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-muscle-energy',
        difference:
          'Rib dysfunctions are a diagnosis named by respiratory phase, whereas muscle energy is a technique that treats them, using the attached muscle’s contraction for exhalation dysfunctions and respiratory assistance for inhalation dysfunctions.',
      },
    ],
  },
  {
    id: 'omm-sacral-mechanics-and-torsions',
    title: 'Sacral mechanics and sacral torsions',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['sacral torsion', 'left on left', 'left on right', 'forward torsion', 'backward torsion', 'sacral oblique axis', 'seated flexion test', 'spring test', 'sphinx test', 'sacral shear', 'nutation'],
    definition:
      'Sacral mechanics describe motion of the sacrum between the ilia about transverse and oblique axes; sacral torsions are rotations about an oblique axis, named "rotation on axis" (for example left on left), that become somatic dysfunction when the sacrum fails to return to neutral.',
    highYield: [
      'Sacral motion occurs about a superior transverse axis at S2 (respiratory and craniosacral motion), a middle transverse axis (postural flexion and extension), an inferior transverse axis (innominate rotation) and left and right oblique axes (walking and torsions).',
      'A sacral oblique axis is named for the side of its upper end, so the left oblique axis runs from the upper left sacroiliac joint to the lower right.',
      'During inhalation the sacral base moves posteriorly (counternutation, sacral extension), and during exhalation it moves anteriorly (nutation, sacral flexion).',
      'Forward sacral torsions (left on left, right on right) rotate the sacrum toward the side of the axis, occur with a neutral (type I) L5, and show a negative lumbosacral spring test, a sulcus asymmetry that improves in the sphinx (extension) position and a normal or increased lumbar lordosis.',
      'Backward sacral torsions (left on right, right on left) rotate the sacrum away from the side of the axis, occur with a flexed (type II) L5, and show a positive lumbosacral spring test, a sulcus asymmetry that worsens in the sphinx position and a reduced lumbar lordosis.',
      'The L5 rules for sacral torsions are that L5 sidebending engages the sacral oblique axis on the same side, L5 rotation is accompanied by sacral rotation to the opposite side, and the seated flexion test is positive on the side opposite the oblique axis.',
      'In both a left-on-left and a left-on-right sacral torsion the sacrum is rotated left, so the right sacral sulcus is relatively deep and the left inferior lateral angle is relatively posterior; the spring test, sphinx test and seated flexion test distinguish them.',
      'A unilateral sacral flexion (sacral shear) shows a deep sacral sulcus and a markedly inferior and posterior inferior lateral angle on the same side, with a positive seated flexion test on that side and a negative spring test.',
      'The seated flexion test detects sacroiliac (sacral) dysfunction, whereas the standing flexion test detects iliosacral (innominate) dysfunction.',
    ],
    why: [
      {
        question: 'Why is the lumbosacral spring test positive in a backward sacral torsion?',
        answer:
          'In a backward torsion one side of the sacral base has moved posteriorly and the lumbosacral junction is held flexed. Pressing on the lumbosacral junction therefore meets a firm end-feel with little anterior give, which is a positive spring test.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-innominate-dysfunctions',
        difference:
          'Sacral dysfunctions are sacroiliac (the sacrum moving between the ilia) and are lateralized with the seated flexion test, whereas innominate dysfunctions are iliosacral (the ilium moving on the sacrum) and are lateralized with the standing flexion test.',
      },
    ],
  },
  {
    id: 'omm-innominate-dysfunctions',
    title: 'Innominate and pubic somatic dysfunctions',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['innominate dysfunction', 'iliosacral dysfunction', 'anterior innominate rotation', 'posterior innominate rotation', 'upslip', 'superior innominate shear', 'inflare', 'outflare', 'pubic shear', 'standing flexion test'],
    definition:
      'Innominate (iliosacral) dysfunctions are somatic dysfunctions of the ilium moving on the sacrum, namely anterior or posterior rotation, superior or inferior shear, and inflare or outflare, together with superior or inferior pubic shears; the affected side is identified with the standing flexion test.',
    highYield: [
      'The standing flexion test lateralizes innominate dysfunction: the posterior superior iliac spine that moves farther superiorly as the patient bends forward marks the side of the dysfunction, and tight hamstrings on the opposite side can cause a false-positive result.',
      'An anterior innominate rotation has an inferior ASIS and a superior PSIS on the affected side, and the leg on that side appears longer.',
      'A posterior innominate rotation has a superior ASIS and an inferior PSIS on the affected side, and the leg on that side appears shorter.',
      'A superior innominate shear (upslip) has the ASIS, PSIS, pubic tubercle and ischial tuberosity all superior on the affected side, often after a fall onto the buttock or a missed step, and is treated with a long-axis traction tug; an inferior shear is rare.',
      'An innominate inflare places the ASIS closer to the midline (umbilicus), and an outflare places it farther from the midline.',
      'A pubic shear is named for the position of the pubic tubercle (superior or inferior) on the side identified by the standing flexion test, and pubic dysfunctions are often treated first because they can alter other pelvic findings.',
      'Muscle energy for an anterior innominate has the patient extend the hip against resistance from a flexed-hip position, using the gluteus maximus and hamstrings to rotate the ilium posteriorly.',
      'Muscle energy for a posterior innominate has the patient, with the hip extended to the barrier, flex the hip against resistance, using the hip flexors to rotate the ilium anteriorly.',
      'The ASIS compression test identifies the side of sacroiliac restriction as the side that resists posterior pressure on the ASIS.',
    ],
    why: [
      {
        question: 'Why does an anterior innominate rotation make the leg appear longer?',
        answer:
          'The innominate rotates about a transverse axis through the sacroiliac region, and the acetabulum lies anterior and inferior to that axis. Anterior rotation carries the acetabulum, and the femoral head with it, inferiorly, so the leg on that side appears longer; posterior rotation does the opposite.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-sacral-mechanics-and-torsions',
        difference:
          'Innominate dysfunctions involve the ilium moving on the sacrum and are lateralized by the standing flexion test, whereas sacral torsions involve the sacrum moving between the ilia and are lateralized by the seated flexion test.',
      },
    ],
  },
  {
    id: 'omm-omt-in-hospitalized-patients',
    title: 'OMT in the hospitalized patient (pneumonia, postoperative ileus)',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['inpatient OMT', 'OMT for pneumonia', 'OMT for postoperative ileus', 'MOPSE', 'hospital OMM', 'postoperative OMT', 'OMT atelectasis'],
    definition:
      'OMT in the hospitalized patient uses gentle techniques, mainly soft tissue, articulatory (rib raising), indirect and lymphatic techniques, as an adjunct to standard medical care to improve respiratory mechanics, lymphatic drainage and autonomic balance in conditions such as pneumonia, postoperative ileus and atelectasis.',
    highYield: [
      'OMT in hospitalized patients favors gentle techniques such as rib raising, soft tissue, myofascial release, counterstrain, balanced ligamentous tension, facilitated positional release and lymphatic techniques, while HVLA is generally avoided in acutely ill patients.',
      'OMT for pneumonia typically combines rib raising, thoracic inlet release, redoming of the diaphragm, the thoracic lymphatic pump when not contraindicated, and suboccipital release, aiming to improve rib cage motion, lymphatic clearance and autonomic balance at T2-T7.',
      'The Multicenter Osteopathic Pneumonia Study in the Elderly (MOPSE) found no benefit of adjunctive OMT in its intention-to-treat analysis, although per-protocol analyses suggested shorter hospital stay and fewer cases of respiratory failure or death.',
      'Postoperative ileus is linked to excessive sympathetic tone that inhibits gut motility, so OMT for postoperative ileus uses rib raising and paraspinal inhibition over roughly T5-L2 to normalize sympathetic outflow.',
      'OMT for postoperative ileus also addresses parasympathetic balance with suboccipital or occipitoatlantal release (vagus) and sacral rocking (pelvic splanchnics S2-S4), and may include mesenteric release and treatment of colon Chapman points along the iliotibial bands.',
      'Observational studies have reported shorter hospital stays with postoperative OMT after abdominal surgery, but the evidence is limited.',
      'OMT in hospitalized patients avoids direct pressure over fresh incisions, drains, lines and known abdominal aortic aneurysms, and collateral ganglion inhibition is avoided over a recent abdominal incision or aneurysm.',
      'OMT for postoperative atelectasis uses rib raising, diaphragm release and the thoracic pump together with incentive spirometry and early mobilization.',
    ],
    why: [
      {
        question: 'Why does rib raising help a patient with postoperative ileus?',
        answer:
          'Surgical stress, pain and bowel handling increase sympathetic outflow from the thoracolumbar segments, which inhibits peristalsis. Rib raising and paraspinal inhibition over the sympathetic chain ganglia are taught to normalize that outflow, while treating the vagal and sacral regions supports parasympathetic-driven motility.',
      },
      {
        question: 'Why is rib raising used in pneumonia?',
        answer:
          'Rib raising improves rib cage excursion and lymphatic return from the chest and is taught to reduce excess T2-T7 sympathetic tone, which thickens airway secretions. It can be done gently with the patient in bed.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-contraindications-to-omt',
        difference:
          'OMT in hospitalized patients describes which techniques help inpatient conditions, whereas contraindications to OMT define when a technique must be avoided, such as HVLA in osteoporosis or lymphatic pumps with a fracture or abscess.',
      },
    ],
  },
  {
    id: 'omm-contraindications-to-omt',
    title: 'Contraindications to OMT',
    subject: 'Osteopathic Principles',
    kind: 'concept',
    aliases: ['OMT contraindications', 'absolute contraindications OMT', 'relative contraindications OMT', 'when not to do OMT', 'OMT safety', 'HVLA contraindications'],
    definition:
      'Contraindications to OMT are largely technique-specific: lack of the patient’s informed consent is the universal absolute contraindication, and each technique has its own absolute and relative contraindications based on whether its forces could harm the tissues being treated.',
    highYield: [
      'Refusal or lack of informed consent is an absolute contraindication to any OMT.',
      'The absolute contraindications to HVLA, as taught for COMLEX, are osteoporosis, osteomyelitis (including Pott disease), fracture in the area of the thrust, bone metastases, and severe rheumatoid arthritis or Down syndrome for the cervical spine.',
      'The relative contraindications to HVLA are acute whiplash, pregnancy, recent surgery, herniated nucleus pulposus, anticoagulation or hemophilia, and vertebrobasilar insufficiency for cervical thrusts.',
      'The absolute contraindications to cranial osteopathy are acute intracranial hemorrhage, increased intracranial pressure and skull fracture, and CV4 is traditionally avoided in pregnancy.',
      'The contraindications to lymphatic techniques are mainly relative: fractures or dislocations in the area, bacterial infection with high fever, abscess or localized infection, some stages of cancer, and (for the pedal pump) deep vein thrombosis.',
      'The main contraindication to muscle energy is a patient who cannot cooperate, and it is relatively contraindicated in severe muscle strain, severe osteoporosis and severe illness.',
      'Direct techniques such as HVLA have the most contraindications, whereas indirect techniques such as counterstrain, balanced ligamentous tension and facilitated positional release can usually be used in frail or acutely ill patients.',
      'OMT must never delay evaluation of red flags such as fever, weight loss or a history of cancer, progressive neurologic deficit, saddle anesthesia or urinary retention, significant trauma, or an acute abdomen.',
    ],
    why: [
      {
        question: 'Why is osteoporosis a contraindication to HVLA but not to counterstrain?',
        answer:
          'HVLA delivers a rapid thrust through the restrictive barrier, which can fracture weakened bone. Counterstrain moves the patient passively away from the barrier into a position of comfort with minimal force, so it is generally safe in osteoporosis.',
      },
    ],
    keyComparisons: [
      {
        with: 'omm-high-velocity-low-amplitude',
        difference:
          'Contraindications to OMT span all techniques, whereas HVLA has the longest list of absolute contraindications because it applies a thrust through the barrier.',
      },
    ],
  },
];
