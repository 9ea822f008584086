import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'endo-q-omm-osteoporotic-fracture-red-flag',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Suspected osteoporotic vertebral fracture before OMT',
    stem: 'A 74-year-old woman comes to the osteopathic physician because of severe pain in the lower part of her back for 4 days that began suddenly when she bent to lift a bag of groceries. The pain spreads around both sides of the lower chest, is worse when she stands or walks, and eases when she lies down. She has postmenopausal osteoporosis; dual-energy x-ray absorptiometry 3 years ago showed a T-score of -3.0 at the lumbar spine, and she stopped taking alendronate 2 years ago because of heartburn. She has no fever, weight loss, or history of cancer. Vital signs are within normal limits. Percussion over the spinous process of T12 causes sharp pain, and the adjacent paraspinal muscles are in spasm. The neurologic examination is normal. T11 and T12 are restricted in extension.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'HVLA thrust to the thoracolumbar junction',
        why: 'A thrust is contraindicated in osteoporosis and could worsen a fresh compression fracture or cause a new one.',
      },
      {
        text: 'Muscle energy to the T12 segment',
        why: 'Muscle energy is low force and can be used in osteoporosis, but treating the segment before excluding a fracture would miss the diagnosis and load an injured vertebra.',
      },
      {
        text: 'Radiographs of the thoracolumbar spine',
        why: 'Sudden pain after minor flexion loading with focal spinous process tenderness in a woman with untreated osteoporosis suggests a vertebral compression fracture; radiographs are the first test, with MRI if they are normal or the age of a fracture is unclear.',
      },
      {
        text: 'Rib raising of the lower ribs',
        why: 'Rib raising is gentle, but it does not address the likely fracture and should follow, not replace, imaging.',
      },
      {
        text: 'Soft tissue treatment and review in 2 weeks',
        why: 'Symptomatic treatment with delayed review suits uncomplicated mechanical back pain but would leave a probable fracture unconfirmed and her osteoporosis untreated.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A sudden onset of severe back pain after a trivial flexion load, band-like radiation around the chest, pain worse upright and relieved lying down, and point tenderness to percussion over a spinous process in a woman with osteoporosis who has stopped treatment are red flags for an osteoporotic vertebral compression fracture, most common at the thoracolumbar junction. Somatic dysfunction nearby is secondary. Imaging comes before manipulation: radiographs first, then MRI if needed. A confirmed fracture is managed with analgesia, early mobilization and restarting osteoporosis therapy (for example an intravenous bisphosphonate or another agent that avoids her heartburn), and only gentle, indirect OMT of surrounding regions is used while it heals.',
    objective: 'Recognize red flags for an osteoporotic vertebral fracture that require imaging before OMT.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Sudden back pain with point tenderness in osteoporosis is a compression fracture until imaging says otherwise; never thrust.',
  },
  {
    id: 'endo-q-omm-glucocorticoid-osteoporosis-thoracic-pump',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Glucocorticoid-induced osteoporosis: thoracic lymphatic pump risk',
    stem: 'A 66-year-old man is hospitalized with community-acquired pneumonia of the right lower lobe and is receiving ceftriaxone and azithromycin. He has taken prednisone 20 mg daily for 4 years for autoimmune hepatitis. He has a rounded face, central obesity, thin skin with several bruises on the forearms, and weakness when rising from a chair. Dual-energy x-ray absorptiometry 6 months ago showed a T-score of -2.7 at the femoral neck. Temperature is 38.0°C, pulse is 96/min, respirations are 20/min, blood pressure is 138/84 mm Hg, and oxygen saturation is 94% on 2 L/min of oxygen by nasal cannula. Crackles are heard at the right base. The chest radiograph shows right lower lobe consolidation and diffuse osteopenia. The osteopathic physician considers lymphatic techniques as an adjunct to antibiotics.',
    leadIn: 'Performing a thoracic lymphatic pump on this patient carries the greatest risk of which of the following?',
    options: [
      {
        text: 'Aspiration of gastric contents',
        why: 'Aspiration is a risk with impaired swallowing or consciousness; rhythmic chest compression in an alert patient does not cause it.',
      },
      {
        text: 'Pneumothorax',
        why: 'A pneumothorax could follow a displaced rib fracture, but the compressions do not themselves rupture the lung; the direct hazard is to the bone.',
      },
      {
        text: 'Rib fracture',
        why: 'Repeated compression of the chest wall, and especially the abrupt release of the modified pump, can break ribs weakened by glucocorticoid-induced osteoporosis, as his T-score and osteopenic radiograph indicate.',
      },
      {
        text: 'Splenic rupture',
        why: 'Splenic rupture is the risk of a splenic pump in splenomegaly, such as in infectious mononucleosis.',
      },
      {
        text: 'Vertebral artery dissection',
        why: 'Vertebral artery injury is a rare risk of cervical thrust techniques, not of a thoracic pump.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Four years of prednisone have caused iatrogenic Cushing syndrome (moon face, central obesity, thin skin, bruising, proximal myopathy) with glucocorticoid-induced osteoporosis, shown by the T-score and the osteopenia on the radiograph. Glucocorticoids suppress osteoblast function and increase bone resorption, and fracture risk rises even before the T-score falls. The thoracic lymphatic pump applies repeated compressions to the anterior chest wall, and osteoporosis and rib fractures are relative contraindications to it. Gentler approaches, such as thoracic inlet release, diaphragm doming and rib raising, can support lymphatic flow and ventilation in his pneumonia.',
    objective: 'Recognize rib fracture as the main hazard of the thoracic lymphatic pump in glucocorticoid-induced osteoporosis.',
    task: 'complication',
    steps: 2,
    takeHome: 'Glucocorticoid-induced osteoporosis makes the thoracic lymphatic pump hazardous because of rib fracture; choose gentler lymphatic techniques.',
  },
  {
    id: 'endo-q-omm-male-osteoporosis-counterstrain',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Osteoporosis from male hypogonadism: OMT choice',
    stem: 'A 68-year-old man comes to the osteopathic physician because of pain in the right lower thoracic region for 2 weeks that began after he shoveled snow. He has hypogonadotropic hypogonadism after surgery for a nonfunctioning pituitary macroadenoma 15 years ago and has taken testosterone only intermittently. Dual-energy x-ray absorptiometry shows a T-score of -2.8 at the lumbar spine, and he had an L1 compression fracture 2 years ago. Vital signs are within normal limits. The neurologic examination is normal. Radiographs show the old, unchanged wedge deformity of L1 and no new fracture. The right paraspinal muscles at T10-T11 are hypertonic, and a small, markedly tender point is found just lateral to the spinous process of T10 on the right.',
    leadIn: 'Which of the following techniques is most appropriate for his pain?',
    options: [
      {
        text: 'Articulatory springing',
        why: 'Repetitive springing pressure on the spinous and transverse processes loads vertebrae that have already fractured once; it is avoided in established osteoporosis.',
      },
      {
        text: 'Counterstrain',
        why: 'Counterstrain treats the tender point by passively placing the tissues in the position of ease for 90 seconds; it is indirect, uses minimal force and is safe in osteoporosis.',
      },
      {
        text: 'HVLA thrust',
        why: 'A thrust can fracture osteoporotic vertebrae and ribs; osteoporosis contraindicates HVLA.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump promotes systemic lymphatic flow; it does not treat a localized paraspinal tender point.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'The thoracic pump enhances lymphatic return in infection or edema, and its repeated chest compressions risk rib fracture in osteoporosis.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Long-standing untreated hypogonadism is a common cause of osteoporosis in men, and his T-score and prior vertebral fracture establish it. Radiographs have excluded a new fracture, and his acute pain comes from paraspinal strain with a tender point. In osteoporosis, techniques that drive force through bone (HVLA, springing, vigorous chest compression) are avoided. Counterstrain is a passive, indirect technique: the tender point is monitored while the trunk is positioned to shorten the strained tissue until the tenderness falls by at least 70%, the position is held for 90 seconds, and the patient is returned slowly.',
    objective: 'Choose counterstrain for a tender point in a patient with osteoporosis.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'In osteoporosis, treat tender points with counterstrain and avoid thrusts, springing and vigorous chest compression.',
  },
  {
    id: 'endo-q-omm-gastroparesis-celiac-ganglion',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Diabetic gastroparesis: collateral ganglion',
    stem: 'A 44-year-old woman with type 1 diabetes mellitus for 28 years comes to the osteopathic physician because of early satiety, bloating, and vomiting of food eaten many hours earlier for 6 months. She has retinopathy and peripheral neuropathy, and her hemoglobin A1c is 8.6%. Vital signs are within normal limits. There is a succussion splash over the epigastrium and no tenderness. Upper endoscopy shows no obstruction, and gastric emptying scintigraphy shows 38% retention of the meal at 4 hours. There are tissue texture changes in the left paraspinal region from T5 to T9. Along with dietary changes and a prokinetic drug, the physician plans gentle, sustained inhibitory pressure over the prevertebral ganglion in which the sympathetic fibers to the affected organ synapse.',
    leadIn: 'Treatment should be directed at which of the following ganglia?',
    options: [
      {
        text: 'Celiac ganglion',
        why: 'Preganglionic fibers from T5-T9 reach the celiac ganglion in the greater splanchnic nerve and synapse there before supplying the stomach, duodenum, liver, gallbladder, pancreas and spleen.',
      },
      {
        text: 'Inferior mesenteric ganglion',
        why: 'The inferior mesenteric ganglion relays T12-L2 fibers from the lumbar splanchnic nerves to the distal transverse colon, descending and sigmoid colon and rectum.',
      },
      {
        text: 'Stellate ganglion',
        why: 'The cervicothoracic (stellate) ganglion is a paravertebral ganglion supplying the head, neck and upper limb; it is blocked for complex regional pain syndrome of the arm.',
      },
      {
        text: 'Superior cervical ganglion',
        why: 'The superior cervical ganglion is a paravertebral ganglion supplying the pupil, glands and vessels of the head.',
      },
      {
        text: 'Superior mesenteric ganglion',
        why: 'The superior mesenteric ganglion relays T10-T11 fibers from the lesser splanchnic nerve to the small intestine, ascending colon and proximal transverse colon.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Delayed gastric emptying without obstruction in long-standing diabetes with retinopathy and neuropathy is diabetic gastroparesis. Sympathetic preganglionic fibers for the stomach leave T5-T9, pass through the sympathetic chain without synapsing, travel in the greater splanchnic nerve and synapse in the celiac ganglion, which lies anterior to the aorta at the origin of the celiac trunk, deep to the epigastrium just below the xiphoid process. Collateral ganglion inhibition applies gentle, sustained pressure there to reduce sympathetic tone to the upper gastrointestinal organs, which matches the left T5-T9 viscerosomatic changes found on examination.',
    objective: 'Identify the celiac ganglion as the collateral ganglion for the stomach.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Celiac ganglion: T5-T9 to the upper gastrointestinal organs; superior mesenteric: T10-T11; inferior mesenteric: T12-L2.',
    table: {
      caption: 'Collateral (prevertebral) ganglia',
      header: ['Ganglion', 'Spinal levels', 'Main targets'],
      rows: [
        ['Celiac', 'T5-T9 (greater splanchnic)', 'Stomach, duodenum, liver, gallbladder, pancreas, spleen'],
        ['Superior mesenteric', 'T10-T11 (lesser splanchnic)', 'Small intestine, ascending and proximal transverse colon'],
        ['Inferior mesenteric', 'T12-L2 (lumbar splanchnic)', 'Distal transverse, descending and sigmoid colon, rectum'],
      ],
    },
  },
  {
    id: 'endo-q-omm-type-2-diabetes-behavioral-model',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Poorly controlled type 2 diabetes: model of osteopathic care',
    stem: 'A 56-year-old man with type 2 diabetes mellitus for 6 years comes to the osteopathic physician for follow-up. His hemoglobin A1c is 9.4% despite prescriptions for metformin and a sulfonylurea. He works long shifts as a truck driver, often forgets or skips his medications, feels discouraged about his diabetes, and is afraid of needing insulin because his father lost a leg to the disease. Vital signs are within normal limits, and the foot examination is normal. The physician spends the visit exploring what matters most to him, asks about depressive symptoms and screens with a questionnaire, corrects his misconceptions about insulin, and agrees with him on one small goal: taking metformin every morning with a phone reminder before the next visit.',
    leadIn: 'This part of his care plan is based mainly on which model of osteopathic patient care?',
    options: [
      {
        text: 'Behavioral',
        why: 'The behavioral model addresses psychological, social and lifestyle influences on health, including beliefs, motivation, mood, adherence and health habits, which is what this plan targets.',
      },
      {
        text: 'Metabolic-energy',
        why: 'The metabolic-energy model addresses energy balance, nutrition, endocrine and immune function and the body\'s resources to heal; it would guide glucose-lowering therapy, diet and weight, not adherence and motivation.',
      },
      {
        text: 'Neurologic',
        why: 'The neurologic model addresses autonomic balance, nociception and neural reflexes, such as diabetic neuropathy or viscerosomatic reflexes.',
      },
      {
        text: 'Respiratory-circulatory',
        why: 'The respiratory-circulatory model addresses breathing mechanics and the flow of blood and lymph, for example through the diaphragm and thoracic inlet.',
      },
      {
        text: 'Structural-biomechanical',
        why: 'The structural-biomechanical model addresses posture, joint motion and somatic dysfunction, such as back pain from long hours of driving.',
      },
    ],
    answerIndex: 0,
    rationale:
      'His poor glycemic control stems largely from missed medication, discouragement, possible depression and fear of insulin rooted in family experience. The physician responds with motivational interviewing, depression screening, education and a small, specific adherence goal, all aimed at his beliefs, emotions and habits. The five models of osteopathic patient care (structural-biomechanical, respiratory-circulatory, neurologic, metabolic-energy and behavioral) help the physician address every dimension of a patient\'s health; this part of the plan belongs to the behavioral model, while adjusting his glucose-lowering drugs would fall under the metabolic-energy model.',
    objective: 'Relate adherence, motivation and psychosocial interventions to the behavioral model of osteopathic care.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'Beliefs, mood, motivation and adherence belong to the behavioral model; glucose, nutrition and energy balance to the metabolic-energy model.',
  },
  {
    id: 'endo-q-omm-hyperparathyroidism-ureteral-stone-levels',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Ureteral stone in primary hyperparathyroidism: viscerosomatic levels',
    stem: 'A 52-year-old woman is brought to the emergency department because of colicky pain in the left flank radiating to the left groin for 6 hours, with nausea. Primary hyperparathyroidism was diagnosed 6 months ago, and she is awaiting parathyroidectomy; she passed a kidney stone 2 years ago. Temperature is 37.0°C, pulse is 98/min, and blood pressure is 146/88 mm Hg. She is restless and cannot find a comfortable position. There is left costovertebral angle tenderness. Serum calcium is 11.3 mg/dL. Urinalysis shows blood and no leukocyte esterase or nitrites. Noncontrast CT shows a 4-mm stone in the left ureter with mild hydronephrosis. On structural examination, the osteopathic physician finds paraspinal tissue texture changes on the left.',
    leadIn: 'Sympathetic viscerosomatic changes from the affected structure are most likely found at which spinal levels?',
    options: [
      {
        text: 'Occiput, C1, and C2',
        why: 'The occiput, atlas and axis relate to the vagus nerve, which gives parasympathetic, not sympathetic, supply to the kidney and upper ureter.',
      },
      {
        text: 'S2-S4',
        why: 'S2-S4 carry parasympathetic fibers to the lower ureter and bladder through the pelvic splanchnic nerves; they are not sympathetic levels.',
      },
      {
        text: 'T1-T4',
        why: 'T1-T4 provide sympathetic supply to the head, neck and upper thorax.',
      },
      {
        text: 'T5-T9',
        why: 'T5-T9 supply the upper gastrointestinal organs through the greater splanchnic nerve.',
      },
      {
        text: 'T10-L1',
        why: 'The kidney and upper ureter receive sympathetic fibers from T10-T11 and the lower ureter from T12-L1, so an obstructing ureteral stone produces paraspinal changes across T10-L1, the same segments to which its pain is referred.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Hypercalcemia with a raised parathyroid hormone level causes hypercalciuria and calcium stones, and colicky flank pain radiating to the groin with hematuria and a ureteral stone on CT is renal colic. Distention of the ureter sends visceral afferents into the spinal segments that provide its sympathetic supply, facilitating them and producing paraspinal tissue texture changes on the same side. The kidney and upper ureter correspond to T10-T11 and the lower ureter to T12-L1, which is also why ureteral pain is felt from the flank to the groin. Parathyroidectomy prevents further stones.',
    objective: 'Identify T10-L1 as the sympathetic viscerosomatic levels of the kidney and ureter.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Kidney and upper ureter T10-T11, lower ureter T12-L1: renal colic gives paraspinal changes from T10 to L1.',
  },
  {
    id: 'endo-q-omm-adhesive-capsulitis-post-isometric',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Diabetes-associated adhesive capsulitis: muscle energy principle',
    stem: 'A 58-year-old woman with type 2 diabetes mellitus for 12 years comes to the osteopathic physician because of pain and stiffness of the right shoulder for 5 months. Her hemoglobin A1c is 7.9%. Vital signs are within normal limits. Active and passive motion of the right shoulder are equally restricted in all planes, most in external rotation; strength is normal within the available range, and radiographs are normal. With her elbow flexed to 90 degrees and her arm at her side, the physician rotates the arm externally to the barrier and asks her to push her hand gently toward her abdomen against his resistance for 3 to 5 seconds. She then relaxes completely, and he rotates the arm further externally to the new barrier, repeating the sequence 3 to 5 times.',
    leadIn: 'Which principle of muscle energy technique does this maneuver primarily use?',
    options: [
      {
        text: 'Crossed extensor reflex',
        why: 'The crossed extensor reflex relaxes a muscle in an injured limb that cannot be handled through contraction of the same muscle in the opposite limb; her left arm was not used.',
      },
      {
        text: 'Joint mobilization using muscle force',
        why: 'This variant uses a contraction to pull a restricted joint, such as a vertebral segment, back toward its normal position rather than to relax a shortened muscle.',
      },
      {
        text: 'Oculocephalogyric reflex',
        why: 'Eye movements reflexly activate the neck and upper trunk muscles; this is used for the cervical spine, not the shoulder.',
      },
      {
        text: 'Post-isometric relaxation',
        why: 'The internal rotators that limit external rotation contract isometrically against resistance and are then briefly relaxed, so the arm can be taken further into external rotation.',
      },
      {
        text: 'Reciprocal inhibition',
        why: 'Reciprocal inhibition would have her contract the external rotators, the antagonists of the tight muscles, by pushing the hand outward.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Gradual loss of active and passive shoulder motion in all planes, worst in external rotation, with normal radiographs in a patient with diabetes is adhesive capsulitis. Pushing the hand toward the abdomen contracts the internal rotators (subscapularis, pectoralis major, latissimus dorsi and teres major), the very muscles shortened across the restricted motion. After an isometric contraction of 3 to 5 seconds these muscles relax briefly, classically attributed to Golgi tendon organ input, and the physician takes up the slack to a new barrier. Muscle energy addresses the muscular component, while articulatory (Spencer) technique and physical therapy stretch the capsule.',
    objective: 'Identify post-isometric relaxation as the muscle energy principle in which the shortened muscle itself contracts.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Post-isometric relaxation: the tight muscle contracts, then relaxes and is lengthened; reciprocal inhibition uses its antagonist.',
  },
  {
    id: 'endo-q-omm-graves-thyroid-viscerosomatic',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Graves disease: viscerosomatic levels of the thyroid',
    stem: 'A 34-year-old woman comes to the osteopathic physician because of palpitations, heat intolerance, tremor, and a 5-kg weight loss over 3 months. Temperature is 37.4°C, pulse is 112/min and regular, and blood pressure is 138/70 mm Hg. There is a diffusely enlarged, nontender thyroid gland with a bruit, lid lag, bilateral proptosis, and a fine tremor of the outstretched hands. Serum TSH is 0.02 μU/mL, and free T4 is 3.6 ng/dL. Methimazole and propranolol are started. On structural examination, the physician finds tissue texture changes and restricted motion in the paraspinal region that corresponds to the sympathetic supply of the enlarged gland.',
    leadIn: 'At which spinal levels are these changes most likely found?',
    options: [
      {
        text: 'C3-C5',
        why: 'C3-C5 give rise to the phrenic nerve; they contain no sympathetic preganglionic neurons.',
      },
      {
        text: 'Occiput, C1, and C2',
        why: 'The occipitoatlantal and upper cervical region relates to the vagus nerve, a parasympathetic pathway, not to sympathetic supply.',
      },
      {
        text: 'T1-T4',
        why: 'Sympathetic fibers to the thyroid and other structures of the head and neck leave T1-T4 and synapse in the cervical sympathetic ganglia, so viscerosomatic changes appear in the upper thoracic region.',
      },
      {
        text: 'T5-T9',
        why: 'T5-T9 supply the upper gastrointestinal organs through the greater splanchnic nerve.',
      },
      {
        text: 'T10-T11',
        why: 'T10-T11 supply the small intestine, ascending colon, kidneys and gonads.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Thyrotoxicosis with a diffuse goiter and bruit, ophthalmopathy, suppressed TSH and a raised free T4 is Graves disease. Sympathetic preganglionic neurons for the head and neck, including the thyroid, lie in the lateral horn of T1-T4; their fibers ascend in the sympathetic chain to the superior, middle and inferior cervical ganglia, whose postganglionic fibers reach the gland along its arteries. Reflex changes from the gland therefore appear in the upper thoracic paraspinal region. OMT such as rib raising and paraspinal inhibition there is only an adjunct to antithyroid drugs and beta-blockade.',
    objective: 'Identify T1-T4 as the sympathetic viscerosomatic levels of the thyroid gland.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'The thyroid, like the rest of the head and neck, receives sympathetic fibers from T1-T4 via the cervical ganglia.',
  },
  {
    id: 'endo-q-omm-hhs-dvt-pedal-pump',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Hyperosmolar hyperglycemic state with deep venous thrombosis: pedal pump risk',
    stem: 'A 78-year-old woman was hospitalized 4 days ago with hyperosmolar hyperglycemic state; on admission her serum glucose was 986 mg/dL and serum osmolality was 352 mOsm/kg H₂O. She has been treated with intravenous fluids and insulin, and today her glucose is 212 mg/dL. She has been mostly confined to bed. This morning her left calf is swollen and tender, with a circumference 3 cm greater than the right. Temperature is 37.2°C, pulse is 88/min, respirations are 16/min, blood pressure is 128/76 mm Hg, and oxygen saturation is 96% on room air. Duplex ultrasonography shows an occlusive thrombus in the left popliteal vein, and heparin is started. She also has mild pitting edema of both ankles, and the osteopathic physician considers lymphatic techniques.',
    leadIn: 'Performing a pedal lymphatic pump on this patient now carries the greatest risk of which of the following?',
    options: [
      {
        text: 'Achilles tendon rupture',
        why: 'The pedal pump moves the ankle through a small, gentle range of dorsiflexion; it does not load the Achilles tendon enough to rupture it.',
      },
      {
        text: 'Ankle fracture',
        why: 'Ankle fracture or acute sprain contraindicates the pedal pump because of pain and instability, but she has neither.',
      },
      {
        text: 'Compartment syndrome',
        why: 'Compartment syndrome follows crush injury, fracture or reperfusion; rhythmic dorsiflexion does not raise compartment pressure.',
      },
      {
        text: 'Pulmonary embolism',
        why: 'Rhythmic dorsiflexion transmits motion and pressure changes up the leg veins and can dislodge a fresh thrombus, which then embolizes to the lungs; deep venous thrombosis contraindicates the pedal pump.',
      },
      {
        text: 'Vasovagal syncope',
        why: 'Vasovagal syncope is not a characteristic risk of a technique performed with the patient supine.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Hyperosmolar hyperglycemic state combines severe dehydration, hyperviscosity and immobility, all of which raise the risk of venous thromboembolism, and she now has a proximal deep venous thrombosis. The pedal (Dalrymple) pump is performed supine by rhythmically dorsiflexing both feet about twice a second, sending a wave of motion through the body to promote venous and lymphatic return. With a fresh thrombus in the popliteal vein, this motion could dislodge clot and cause pulmonary embolism, so deep venous thrombosis contraindicates the technique. Her ankle edema can be addressed with thoracic inlet release and diaphragm doming, which do not move the legs.',
    objective: 'Recognize deep venous thrombosis as a contraindication to the pedal lymphatic pump.',
    task: 'complication',
    steps: 2,
    takeHome: 'Deep venous thrombosis contraindicates the pedal pump because it may dislodge the clot and cause pulmonary embolism.',
  },
  {
    id: 'endo-q-omm-substernal-goiter-thoracic-inlet',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Substernal goiter: anatomy of the thoracic inlet',
    stem: 'A 69-year-old woman comes to the osteopathic physician because of a sense of fullness in her neck and mild shortness of breath when lying flat for 1 year. She has had a multinodular goiter for 15 years. Vital signs are within normal limits. A large, nodular goiter is palpable, and its lower border cannot be felt above the sternum. When she raises both arms above her head for 1 minute, her face becomes flushed and her neck veins distend. Serum TSH is 1.2 μU/mL. CT of the neck and chest shows the goiter extending behind the upper sternum into the superior mediastinum and narrowing the trachea, and she is referred for thyroidectomy. The physician notes that the opening the goiter passes through is the region released first in osteopathic lymphatic treatment, because the lymphatic ducts empty into the veins there.',
    leadIn: 'Which of the following structures form the boundaries of this opening?',
    options: [
      {
        text: 'C7 vertebra, clavicles, and sternal angle',
        why: 'The clavicles lie in front of and above the opening and do not form its rim; the sternal angle lies at the level of T4-T5.',
      },
      {
        text: 'T1 vertebra, first ribs, and manubrium',
        why: 'The superior thoracic aperture (thoracic inlet) is bounded by the body of T1 posteriorly, the first ribs and their costal cartilages laterally and the superior border of the manubrium anteriorly.',
      },
      {
        text: 'T2 vertebra, second ribs, and sternal angle',
        why: 'The second ribs articulate at the sternal angle, below the inlet; they do not form its rim.',
      },
      {
        text: 'T4 vertebra, second costal cartilages, and sternal angle',
        why: 'The plane through the sternal angle and the T4-T5 disc divides the superior from the inferior mediastinum; it is not an opening of the thorax.',
      },
      {
        text: 'T12 vertebra, costal margins, and xiphoid process',
        why: 'These structures bound the inferior thoracic aperture, which the diaphragm closes.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A goiter whose lower border cannot be felt, facial plethora and venous distention when the arms are raised (Pemberton sign) and CT extension behind the upper sternum indicate a substernal goiter passing through the thoracic inlet and compressing veins and trachea there. The inlet is bounded by T1, the first ribs and costal cartilages and the manubrium; osteopathic texts also describe a wider functional inlet that includes T1-T4 and ribs 1-2 with the manubrium, but the opening itself is ringed by T1, the first ribs and the manubrium. In osteopathic medicine it is a key lymphatic region: the thoracic duct enters the left venous angle and the right lymphatic duct the right one, so fascial restriction here impedes lymph return and the inlet is released before lymph is mobilized from elsewhere. In this patient, thyroidectomy is the definitive treatment.',
    objective: 'Identify the boundaries of the thoracic inlet and its importance in osteopathic lymphatic treatment.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'The thoracic inlet is bounded by T1, the first ribs and the manubrium; it is released first in lymphatic treatment.',
  },
  {
    id: 'endo-q-omm-gastroparesis-suboccipital-release',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Diabetic gastroparesis: parasympathetic OMT',
    stem: 'A 36-year-old woman with type 1 diabetes mellitus for 22 years comes to the osteopathic physician because of nausea, early satiety, and bloating after meals for 1 year. She has retinopathy and peripheral neuropathy, and her hemoglobin A1c is 8.3%. Vital signs are within normal limits. There is mild epigastric distention without tenderness. Upper endoscopy showed no obstruction, and gastric emptying scintigraphy showed 30% retention of the meal at 4 hours. She is started on small, low-fat, low-fiber meals and a prokinetic drug. The physician adds osteopathic treatment aimed at supporting the parasympathetic supply that promotes gastric motility.',
    leadIn: 'Which of the following techniques is most appropriate for this purpose?',
    options: [
      {
        text: 'Celiac ganglion inhibition',
        why: 'Celiac ganglion inhibition reduces sympathetic tone to the stomach; it can also help motility, but it acts on the sympathetic, not the parasympathetic, supply.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking is used to influence the pelvic splanchnic nerves (S2-S4), which supply the distal colon and pelvic organs, not the stomach.',
      },
      {
        text: 'Suboccipital release',
        why: 'Releasing the suboccipital tissues and the occipitoatlantal region addresses the area through which the vagus nerve, the parasympathetic supply of the stomach, leaves the skull at the jugular foramen.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'The thoracic pump promotes lymphatic return from the body and has no specific effect on gastric parasympathetic tone.',
      },
      {
        text: 'Upper thoracic rib raising',
        why: 'Rib raising acts on the sympathetic chain; the upper thoracic levels relate to the head, neck and heart rather than the stomach, and the technique is not parasympathetic.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Postprandial nausea, early satiety and bloating with delayed gastric emptying and no obstruction in long-standing type 1 diabetes is diabetic gastroparesis, caused largely by autonomic (vagal) neuropathy and loss of the interstitial cells that pace the stomach. Parasympathetic fibers from the vagus increase gastric tone and peristalsis. In osteopathic practice, vagal influence is addressed at the occiput, atlas and axis and at the occipitomastoid region near the jugular foramen, most often with suboccipital release (occipitoatlantal decompression). Sympathetic input (T5-T9, celiac ganglion) is treated separately with rib raising or collateral ganglion inhibition.',
    objective: 'Choose suboccipital release to address vagal (parasympathetic) influence on the stomach.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Parasympathetic to the stomach is the vagus: treat at the occiput, C1 and C2 with suboccipital release; sympathetic is T5-T9 and the celiac ganglion.',
  },
  {
    id: 'endo-q-omm-cardiac-autonomic-neuropathy-vagal-region',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Diabetic cardiac autonomic neuropathy: vagal somatic region',
    stem: 'A 49-year-old man with type 1 diabetes mellitus for 31 years comes to the osteopathic physician for follow-up. He has retinopathy, nephropathy, and peripheral neuropathy, and he reports light-headedness when he stands. His hemoglobin A1c is 8.4%. Supine, his pulse is 104/min and regular and his blood pressure is 134/82 mm Hg; the pulse varies by less than 5/min during slow deep breathing. After 3 minutes of standing, blood pressure is 104/68 mm Hg and pulse is 106/min. An ECG shows sinus tachycardia and no other abnormality. Thyroid function is normal.',
    leadIn: 'Somatic dysfunction in which region is most closely related to the autonomic supply of the heart that is lost first in this condition?',
    options: [
      {
        text: 'C3-C5',
        why: 'C3-C5 give rise to the phrenic nerve, which supplies the diaphragm and pericardium but carries no cardiac autonomic fibers.',
      },
      {
        text: 'Occiput, C1, and C2',
        why: 'The vagus nerve, the parasympathetic supply of the heart, leaves the skull through the jugular foramen, and its somatic relationships lie at the occipitoatlantal joint, atlas and axis.',
      },
      {
        text: 'Sacral region (S2-S4)',
        why: 'The sacral parasympathetic outflow supplies the distal colon, bladder and reproductive organs, not the heart.',
      },
      {
        text: 'T1-T5',
        why: 'T1-T5 carry the sympathetic supply of the heart, which is affected later in the disease; sympathetic loss contributes to his orthostatic hypotension.',
      },
      {
        text: 'T10-T11',
        why: 'T10-T11 supply the small intestine, ascending colon, kidneys and gonads.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Long-standing type 1 diabetes with other microvascular complications, a fixed resting tachycardia with loss of heart rate variation during deep breathing, and orthostatic hypotension without a compensatory rise in pulse indicate cardiovascular autonomic neuropathy. Because neuropathy is length dependent, the vagus, the longest autonomic nerve, is damaged first, leaving sympathetic tone unopposed and producing resting tachycardia; sympathetic denervation follows. The vagus exits the skull through the jugular foramen, between the occipital and temporal bones, and osteopathic assessment and treatment of vagal influence focus on the occiput, C1 and C2 (for example with suboccipital release).',
    objective: 'Relate early vagal loss in diabetic cardiac autonomic neuropathy to the occiput, C1 and C2 region.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Diabetic cardiac autonomic neuropathy strikes the vagus first (fixed resting tachycardia); vagal influence is treated at the occiput, C1 and C2.',
  },
  {
    id: 'endo-q-omm-hypothyroidism-carpal-tunnel',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Carpal tunnel syndrome in hypothyroidism: OMT choice',
    stem: 'A 47-year-old woman comes to the osteopathic physician because of numbness and tingling of the thumb, index, and middle fingers of both hands for 3 months; the symptoms wake her at night and improve when she shakes her hands. She also has fatigue, cold intolerance, constipation, and a 4-kg weight gain. Pulse is 58/min, and blood pressure is 128/84 mm Hg. The skin is dry, and the relaxation phase of the ankle reflexes is delayed. Tapping over the palmar wrist and holding both wrists fully flexed reproduce the paresthesias on both sides. Thenar strength and bulk are normal, and the cervical spine examination is normal. Serum TSH is 38 μU/mL, and free T4 is 0.5 ng/dL. Levothyroxine is started.',
    leadIn: 'Which osteopathic technique most directly addresses the site of nerve compression?',
    options: [
      {
        text: 'Radial head muscle energy',
        why: 'Radial head muscle energy corrects an anterior or posterior radial head that limits pronation or supination after a fall on the outstretched hand; it does not act at the wrist.',
      },
      {
        text: 'Spencer technique for the shoulder joint',
        why: 'The Spencer sequence articulates the glenohumeral joint for adhesive capsulitis; it does not enlarge the carpal tunnel.',
      },
      {
        text: 'Thoracic inlet release',
        why: 'Thoracic inlet release improves lymphatic drainage from the upper extremities and can support treatment of swelling, but it does not act at the site of compression.',
      },
      {
        text: 'Transverse carpal ligament release',
        why: 'Stretching the flexor retinaculum by spreading the thenar and hypothenar eminences apart with the wrist extended lengthens the roof of the carpal tunnel and reduces pressure on the median nerve.',
      },
      {
        text: 'Upper thoracic rib raising',
        why: 'Rib raising over T2-T8 addresses sympathetic outflow to the arm and is a useful addition, but it does not open the carpal tunnel.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Nocturnal paresthesias in the median nerve distribution relieved by shaking the hands, with positive Tinel and Phalen signs at both wrists, indicate bilateral carpal tunnel syndrome; fatigue, cold intolerance, bradycardia, delayed reflex relaxation, a high TSH and a low free T4 show that the cause is hypothyroidism, in which glycosaminoglycan deposition and edema crowd the tunnel. Levothyroxine treats the cause. The osteopathic technique aimed at the compression site is myofascial release of the transverse carpal ligament: the physician\'s thumbs on the thenar and hypothenar eminences spread them apart while the wrist is extended, lengthening the ligament. Cervical, upper thoracic, thoracic inlet and elbow findings are treated as supporting regions.',
    objective: 'Choose transverse carpal ligament myofascial release for carpal tunnel syndrome.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'For carpal tunnel syndrome, release the transverse carpal ligament at the wrist and treat the thoracic inlet, upper thoracic and cervical regions as support.',
  },
  {
    id: 'endo-q-omm-neuropathic-burn-crossed-extensor',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Burn from diabetic neuropathy: muscle energy principle',
    stem: 'A 63-year-old man with type 2 diabetes mellitus and severe peripheral neuropathy comes to the osteopathic physician 5 days after he burned his right foot, ankle, and lower calf by resting them against a space heater without feeling the heat. The partial-thickness burn is dressed, and he has been holding his right knee bent; he now has painful spasm of the right hamstrings that limits knee extension. Vital signs are within normal limits. Because the burned lower leg cannot be handled, the physician asks him to bend his left knee against the physician\'s hand for a few seconds and relax, repeating this several times while monitoring the right hamstrings, which gradually soften and allow more extension.',
    leadIn: 'Which principle of muscle energy technique does this maneuver use?',
    options: [
      {
        text: 'Crossed extensor reflex',
        why: 'Voluntary contraction of the flexors in one limb reflexly relaxes the same flexors and activates the extensors of the opposite limb, so the right hamstrings relax without touching the burned leg.',
      },
      {
        text: 'Joint mobilization using muscle force',
        why: 'This variant uses contraction of a muscle crossing the restricted joint to move that joint; here the treated leg was not asked to contract.',
      },
      {
        text: 'Oculocephalogyric reflex',
        why: 'Eye movement reflexly activates the neck and upper trunk muscles; it is not used for the legs.',
      },
      {
        text: 'Post-isometric relaxation',
        why: 'Post-isometric relaxation requires the tight right hamstrings themselves to contract against resistance, which would mean handling the burned leg.',
      },
      {
        text: 'Reciprocal inhibition',
        why: 'Reciprocal inhibition would have him contract the right quadriceps, the antagonists in the same limb, which also requires resisting movement of the burned leg.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Loss of protective sensation from diabetic peripheral neuropathy commonly leads to painless burns of the feet. His burned right lower leg cannot be held or resisted, yet his right hamstrings are in spasm. Muscle energy can still be used through the crossed extensor reflex: when the flexors of one limb contract voluntarily, the corresponding flexors of the opposite limb are inhibited and its extensors are facilitated, a spinal reflex that normally supports weight bearing during withdrawal of the other leg. Contracting the left hamstrings therefore relaxes the right hamstrings, and the physician gains knee extension on the injured side without touching it.',
    objective: 'Identify the crossed extensor reflex as the muscle energy variant for a limb that cannot be handled.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'When a limb cannot be touched (burn, fracture), contract the same muscle in the opposite limb: the crossed extensor reflex relaxes the injured side.',
  },
  {
    id: 'endo-q-omm-acromegaly-carpal-tunnel-sympathetic',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Carpal tunnel syndrome in acromegaly: sympathetic levels of the arm',
    stem: 'A 52-year-old man with acromegaly comes to the osteopathic physician because of numbness of the thumbs and index and middle fingers of both hands that wakes him at night for 4 months. Over several years his hands and feet have enlarged and his facial features have coarsened. His serum IGF-1 concentration is markedly elevated, and MRI shows a pituitary macroadenoma; transsphenoidal surgery is scheduled. Vital signs are within normal limits. Phalen sign is positive bilaterally, and nerve conduction studies show median neuropathy at both wrists. In addition to local treatment of the wrists, the physician plans treatment of the spinal region that provides sympathetic innervation to the upper extremities.',
    leadIn: 'Sympathetic innervation of the upper extremity arises from which spinal levels?',
    options: [
      {
        text: 'C5-T1',
        why: 'C5-T1 form the brachial plexus, which carries somatic motor and sensory fibers; cervical segments have no sympathetic preganglionic neurons.',
      },
      {
        text: 'T1-T4',
        why: 'T1-T4 supply the head and neck; the outflow to the arm extends lower, to about T8.',
      },
      {
        text: 'T2-T8',
        why: 'Preganglionic sympathetic neurons for the upper extremity lie at about T2-T8; their fibers ascend to the middle cervical and cervicothoracic ganglia and join the brachial plexus as postganglionic fibers.',
      },
      {
        text: 'T10-T11',
        why: 'T10-T11 supply the small intestine, ascending colon, kidneys and gonads.',
      },
      {
        text: 'T11-L2',
        why: 'T11-L2 supply the lower extremities, bladder and pelvic organs.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Growth hormone excess causes soft tissue and synovial overgrowth that narrows the carpal tunnel, so carpal tunnel syndrome is common in acromegaly and often improves once the adenoma is removed. Osteopathic treatment combines local release of the transverse carpal ligament with treatment of regions that influence the limb: the cervical roots, the thoracic inlet for lymphatic drainage and the upper thoracic spine and ribs for sympathetic tone. Sympathetic preganglionic neurons for the upper extremity arise from about T2-T8, so rib raising and paraspinal treatment there address vasomotor and sudomotor tone in the hands.',
    objective: 'Identify T2-T8 as the sympathetic levels of the upper extremity.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Sympathetic supply: head and neck T1-T4, upper extremity T2-T8, lower extremity T11-L2.',
  },
  {
    id: 'endo-q-omm-obesity-lumbosacral-angle',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Obesity and low back pain: lumbosacral angle',
    stem: 'A 46-year-old woman with type 2 diabetes mellitus and obesity comes to the osteopathic physician because of low back pain for 6 months that worsens after standing or walking and eases when she sits. The pain does not radiate, and she has no numbness or weakness. Her body mass index is 42 kg/m². Blood pressure is 136/84 mm Hg, and pulse is 80/min. She has a large, protuberant abdomen. There is tenderness over the lumbosacral junction and the lower lumbar facet joints, and extension of the lumbar spine reproduces the pain. The neurologic examination is normal. A standing lateral radiograph is obtained to measure the angle between the superior surface of the sacrum and the horizontal.',
    leadIn: 'Which of the following findings is most likely on this radiograph?',
    options: [
      {
        text: 'Decreased lumbosacral angle',
        why: 'A decreased angle goes with a flattened lumbar spine and posterior pelvic tilt, as in a flat-back posture, not with a heavy anterior abdomen.',
      },
      {
        text: 'Increased lumbosacral angle',
        why: 'An anterior abdominal load tilts the pelvis forward and deepens the lumbar lordosis, raising the angle of the sacral base above its normal 25 to 35 degrees and increasing shear at L5-S1.',
      },
      {
        text: 'Loss of lumbar lordosis',
        why: 'Lordosis is lost with paraspinal spasm or flexion postures; an anterior center of gravity increases it.',
      },
      {
        text: 'Posterior pelvic tilt',
        why: 'A forward shift of the center of gravity tilts the pelvis anteriorly, not posteriorly.',
      },
      {
        text: 'Reduced thoracic kyphosis',
        why: 'Thoracic kyphosis tends to increase, not decrease, to compensate for a deeper lumbar lordosis.',
      },
    ],
    answerIndex: 1,
    rationale:
      'The angle between the superior surface of the sacrum and the horizontal is the lumbosacral (Ferguson) angle, normally 25 to 35 degrees. Abdominal obesity moves the center of gravity forward; the pelvis tilts anteriorly and the lumbar lordosis deepens, so the sacral base tilts further forward and its slope relative to the horizontal increases. A larger angle increases shearing force at the L5-S1 disc and loads the lumbar facets, which explains pain worse with standing and lumbar extension and eased by sitting. Osteopathic treatment of the lumbar, sacral and psoas regions supports weight loss and core strengthening.',
    objective: 'Predict an increased lumbosacral (Ferguson) angle from the postural effect of abdominal obesity.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Normal lumbosacral angle is 25-35 degrees; abdominal obesity and pregnancy increase it, raising shear at L5-S1 and facet load.',
  },
  {
    id: 'endo-q-omm-pancreatogenic-diabetes-chapman',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Pancreatogenic (type 3c) diabetes: Chapman reflex point',
    stem: 'A 54-year-old man comes to the osteopathic physician for follow-up of diabetes mellitus diagnosed 1 year ago and now treated with insulin. He drank heavily for 20 years and stopped 3 years ago. He has recurrent epigastric pain that radiates to the back and fatty, foul-smelling stools that improve with pancreatic enzyme capsules. His hemoglobin A1c is 8.1%. Vital signs are within normal limits. There is mild epigastric tenderness. CT of the abdomen shows an atrophic pancreas with scattered calcifications. During the structural examination the physician palpates for the anterior Chapman reflex point of the organ responsible for his diabetes.',
    leadIn: 'At which of the following locations is this point found?',
    options: [
      {
        text: '2 inches above and 1 inch lateral to the umbilicus',
        why: 'This is the anterior Chapman point for the adrenal gland.',
      },
      {
        text: 'Lateral thigh along the iliotibial band',
        why: 'The iliotibial band holds the anterior Chapman points for the colon.',
      },
      {
        text: 'Right seventh intercostal space',
        why: 'The anterior Chapman point for the pancreas lies in the right seventh intercostal space, between the 7th and 8th ribs near the costal cartilages; the posterior point is between the transverse processes of T7 and T8 on the right.',
      },
      {
        text: 'Second intercostal space beside the sternum',
        why: 'The second intercostal space beside the sternum is the anterior Chapman point for the heart (myocardium).',
      },
      {
        text: 'Tip of the right 12th rib',
        why: 'The tip of the right 12th rib is the anterior Chapman point for the appendix.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Diabetes developing after years of alcohol-related chronic pancreatitis, with exocrine insufficiency and a calcified, atrophic gland, is pancreatogenic (type 3c) diabetes caused by loss of islet tissue. Chapman reflex points are small, smooth, firm, tender gangliform nodules in the deep fascia at constant sites that reflect visceral dysfunction; anterior points are used for diagnosis and posterior points for treatment. For the pancreas, the anterior point lies in the right seventh intercostal space near the costochondral junction, matching the T5-T9 sympathetic supply of the gland.',
    objective: 'Locate the anterior Chapman reflex point of the pancreas.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Pancreas Chapman point: right seventh intercostal space anteriorly, T7-T8 on the right posteriorly.',
  },
  {
    id: 'endo-q-omm-diabetic-constipation-sacral',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Diabetic autonomic neuropathy with constipation: parasympathetic OMT',
    stem: 'A 58-year-old woman with type 2 diabetes mellitus for 18 years comes to the osteopathic physician because of constipation for 1 year, with one or two hard stools a week despite a high-fiber diet. She has peripheral neuropathy and orthostatic light-headedness. She takes insulin glargine and lisinopril and no opioids or anticholinergic drugs. Vital signs are within normal limits. The abdomen is soft and nontender with a palpable stool-filled sigmoid colon. Colonoscopy 6 months ago was normal, and serum TSH and calcium are normal. The physician plans osteopathic treatment to enhance the parasympathetic outflow to the descending and sigmoid colon.',
    leadIn: 'Which of the following techniques is most appropriate for this purpose?',
    options: [
      {
        text: 'Celiac ganglion inhibition',
        why: 'Celiac ganglion inhibition reduces sympathetic tone to the stomach, duodenum, liver, pancreas and spleen; it does not reach the distal colon or its parasympathetic supply.',
      },
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital techniques influence the vagus, whose parasympathetic fibers reach the gut only as far as the proximal two-thirds of the transverse colon.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking mobilizes the sacrum and is used to influence the pelvic splanchnic nerves (S2-S4), the parasympathetic supply of the distal transverse, descending and sigmoid colon and rectum.',
      },
      {
        text: 'Thoracic inlet release',
        why: 'Thoracic inlet release opens the terminal lymphatic drainage; it has no specific effect on colonic parasympathetic tone.',
      },
      {
        text: 'Thoracolumbar rib raising',
        why: 'Rib raising at T12-L2 targets the sympathetic supply of the distal colon, which may also help motility, but it does not act on the parasympathetic outflow.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Chronic constipation in a patient with long-standing diabetes, peripheral neuropathy and orthostatic symptoms, after exclusion of structural, metabolic and drug causes, is attributed to diabetic autonomic neuropathy affecting colonic motility. Parasympathetic fibers stimulate peristalsis; the vagus supplies the gut to the proximal two-thirds of the transverse colon, and beyond that point the pelvic splanchnic nerves from S2-S4 take over. Sacral rocking (and sacral inhibition) is the osteopathic technique directed at this sacral outflow, added to fluids, exercise, osmotic laxatives and glycemic control.',
    objective: 'Choose sacral rocking to influence the pelvic splanchnic (S2-S4) parasympathetic supply of the distal colon.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Vagus to the proximal two-thirds of the transverse colon; pelvic splanchnic (S2-S4) beyond it, treated with sacral techniques.',
  },
];
